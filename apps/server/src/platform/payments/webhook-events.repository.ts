import type { DbOrTrx } from '../../db/database';

export const webhookEventsRepository = Object.freeze({
  seen: async (db: DbOrTrx, id: string) =>
    (await db.selectFrom('paymentWebhookEvents').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined,

  record: (db: DbOrTrx, event: { id: string; provider: string; type: string; receivedOn: string }) =>
    db
      .insertInto('paymentWebhookEvents')
      .values(event)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute(),
});
