import { randomUUID } from 'node:crypto';
import {
  MAIL_BATCH,
  MAIL_CLAIM_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_BASE_MS,
  MAIL_RETRY_MAX_MS,
} from '@collably/shared/constants/limits';
import { UserStatus } from '@collably/shared/constants/roles';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { Mailer } from './mailer';
import { renderOrderMail } from './order-mail';

export type MailDelivery = { db: Db; mailer: Mailer; clock: Clock; publicUrl: string };
export type DeliveryReport = { sent: number; retried: number; failed: number };

/** The wait after the n-th failed try: 1, 2, 4, 8 … minutes, never more than the cap. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_MAX_MS);

const NO_RECIPIENT = 'The recipient has no active account with an e-mail address';

/**
 * Takes a row for this run: one conditional UPDATE, so of two instances (or two overlapping runs) only one
 * wins a row. The try is counted when it is claimed, so a process that dies while sending still uses up one
 * of the bounded tries; its claim runs out after MAIL_CLAIM_MS and another run takes the row again.
 */
async function claim(db: Db, id: number, now: Date): Promise<string | null> {
  const at = now.toISOString();
  const token = randomUUID();
  const result = await db
    .updateTable('mailQueue')
    .set((eb) => ({
      claimedUntil: new Date(now.getTime() + MAIL_CLAIM_MS).toISOString(),
      claimToken: token,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('sentOn', 'is', null)
    .where('failedOn', 'is', null)
    .where('nextAttemptOn', '<=', at)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? token : null;
}

/** Ends this run's hold on a row with what happened; nothing when another run took it meanwhile. */
const settle = (
  db: Db,
  id: number,
  token: string,
  fields: { sentOn?: string; failedOn?: string; nextAttemptOn?: string; lastError: string | null },
) =>
  db
    .updateTable('mailQueue')
    .set({ ...fields, claimedUntil: null, claimToken: null })
    .where('id', '=', id)
    .where('claimToken', '=', token)
    .execute();

/**
 * The delivery sweep of the order e-mails (mail_queue): every due row is claimed, rendered with the
 * recipient's current address and name, sent, and marked sent; a failed send waits a doubling back-off and
 * is given up after MAIL_MAX_ATTEMPTS tries, keeping its error. One failing e-mail never holds up the others.
 */
export async function deliverQueuedMail(
  deps: MailDelivery,
  options: { limit?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const started = deps.clock.now();
  const due = await deps.db
    .selectFrom('mailQueue')
    .select('id')
    .where('sentOn', 'is', null)
    .where('failedOn', 'is', null)
    .where('nextAttemptOn', '<=', started.toISOString())
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', started.toISOString())]))
    .orderBy('nextAttemptOn')
    .orderBy('id')
    .limit(options.limit ?? MAIL_BATCH)
    .execute();
  for (const { id } of due) {
    const now = deps.clock.now();
    const token = await claim(deps.db, id, now);
    if (!token) continue;
    const row = await deps.db
      .selectFrom('mailQueue as q')
      .innerJoin('users as u', 'u.id', 'q.userId')
      .select([
        'q.kind',
        'q.subject',
        'q.htmlBody',
        'q.textBody',
        'q.linkPath',
        'q.attempts',
        'u.email',
        'u.name',
        'u.roleId',
        'u.status',
      ])
      .where('q.id', '=', id)
      .executeTakeFirstOrThrow();
    if (row.status !== UserStatus.Active || !row.email) {
      await settle(deps.db, id, token, { failedOn: now.toISOString(), lastError: NO_RECIPIENT });
      report.failed += 1;
      continue;
    }
    try {
      await deps.mailer.send(
        renderOrderMail(row, { email: row.email, name: row.name, roleId: row.roleId }, deps.publicUrl),
      );
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const at = deps.clock.now();
      if (row.attempts >= MAIL_MAX_ATTEMPTS) {
        await settle(deps.db, id, token, { failedOn: at.toISOString(), lastError });
        report.failed += 1;
      } else {
        const nextAttemptOn = new Date(at.getTime() + retryDelayMs(row.attempts)).toISOString();
        await settle(deps.db, id, token, { nextAttemptOn, lastError });
        report.retried += 1;
      }
      continue;
    }
    await settle(deps.db, id, token, { sentOn: deps.clock.now().toISOString(), lastError: null });
    report.sent += 1;
  }
  return report;
}
