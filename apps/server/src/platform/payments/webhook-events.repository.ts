import type { DbOrTrx } from '../../db/database';

export type StoredWebhookEvent = { id: string; provider: string; type: string; payload: string | null };

export const webhookEventsRepository = Object.freeze({
  /** Stores a verified event once; false when its id was stored before (a provider's retry). */
  async store(db: DbOrTrx, event: StoredWebhookEvent & { receivedOn: string }) {
    const r = await db
      .insertInto('paymentWebhookEvents')
      .values(event)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
  },

  /** Unprocessed events nobody holds now, oldest first. */
  due: (db: DbOrTrx, { now, limit }: { now: string; limit: number }) =>
    db
      .selectFrom('paymentWebhookEvents')
      .select(['id', 'provider', 'type', 'payload', 'attempts'])
      .where('processedOn', 'is', null)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', now)]))
      .orderBy('receivedOn')
      .limit(limit)
      .execute(),

  /** Takes an event until `until` for this caller: false when another holds it or it was processed. */
  async claim(db: DbOrTrx, id: string, { now, until }: { now: string; until: string }) {
    const r = await db
      .updateTable('paymentWebhookEvents')
      .set((eb) => ({ claimedUntil: until, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('processedOn', 'is', null)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', now)]))
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },

  processed: (
    db: DbOrTrx,
    id: string,
    { processedOn, lastError }: { processedOn: string; lastError?: string },
  ) =>
    db
      .updateTable('paymentWebhookEvents')
      .set({ processedOn, claimedUntil: null, lastError: lastError ?? null })
      .where('id', '=', id)
      .execute(),

  /** Handling failed: tried again after `retryAt`. */
  failed: (db: DbOrTrx, id: string, { retryAt, lastError }: { retryAt: string; lastError: string }) =>
    db
      .updateTable('paymentWebhookEvents')
      .set({ claimedUntil: retryAt, lastError })
      .where('id', '=', id)
      .execute(),
});
