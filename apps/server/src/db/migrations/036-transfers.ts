import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/** RazorpayX's statuses of a payout still on its way. */
const IN_FLIGHT = ['queued', 'pending', 'scheduled', 'processing'];

/**
 * Issue 33: money out, sent once. `transfers` holds every attempt to send a payout or a bank withdrawal through
 * RazorpayX, stored before RazorpayX is called: the idempotency key, our reference_id and the exact request
 * body, so recovery re-sends the same body under the same key and never recomputes it. Payouts and bank
 * withdrawals gain a 'processing' status between the decision and the bank's answer; those approved before
 * this migration whose RazorpayX payout is still on its way move to it, each with the transfer it was sent as.
 */
export const transfers = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('transfers'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('source_id', 'integer', (c) => c.notNull())
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('owner_user_id', 'integer', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('reference_id', 'text', (c) => c.notNull())
      .addColumn('request_body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('rail_payout_id', 'text')
      .addColumn('rail_status', 'text')
      .addColumn('utr', 'text')
      .addColumn('fees_paise', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failure_reason', 'text')
      .addColumn('claimed_until', 'text')
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .addUniqueConstraint('transfers_source_attempt_key', ['kind', 'source_id', 'attempt'])
      .execute();
    await db.schema
      .createIndex('transfers_status_idx')
      .on('transfers')
      .columns(['status', 'modified_on'])
      .execute();
    await db.schema
      .createIndex('transfers_rail_payout_idx')
      .on('transfers')
      .column('rail_payout_id')
      .execute();

    const at = new Date().toISOString();
    await sql`
      insert into transfers (kind, source_id, attempt, owner_user_id, amount_paise, mode, idempotency_key,
        reference_id, request_body, status, rail_payout_id, rail_status, created_on, modified_on)
      select 'payout', id, 1, user_id, amount_paise - fee_paise,
        case when method = 'upi' then 'UPI' else 'IMPS' end,
        'collably-payout-' || id, 'PAYOUT-' || id, '{}', 'processing', rail_payout_id, rail_status,
        modified_on, ${at}
      from payouts
      where status = 'released' and rail_payout_id is not null and rail_status in (${sql.join(IN_FLIGHT)})`.execute(
      db,
    );
    await sql`
      update payouts set status = 'processing'
      where status = 'released' and rail_payout_id is not null and rail_status in (${sql.join(IN_FLIGHT)})`.execute(
      db,
    );
    await sql`
      insert into transfers (kind, source_id, attempt, owner_user_id, amount_paise, mode, idempotency_key,
        reference_id, request_body, status, rail_payout_id, rail_status, created_on, modified_on)
      select 'withdrawal', id, 1, brand_user_id, amount_paise,
        case when payout_method = 'upi' then 'UPI' else 'IMPS' end,
        'collably-withdrawal-' || id, 'WITHDRAWAL-' || id, '{}', 'processing', rail_payout_id, rail_status,
        coalesce(settled_on, requested_on), ${at}
      from wallet_withdrawals
      where method = 'bank' and status = 'processed' and rail_payout_id is not null
        and rail_status in (${sql.join(IN_FLIGHT)})`.execute(db);
    await sql`
      update wallet_withdrawals set status = 'processing'
      where method = 'bank' and status = 'processed' and rail_payout_id is not null
        and rail_status in (${sql.join(IN_FLIGHT)})`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`update payouts set status = 'released' where status = 'processing'`.execute(db);
    await sql`update wallet_withdrawals set status = 'processed' where status = 'processing'`.execute(db);
    await db.schema.dropTable('transfers').execute();
  },
});
