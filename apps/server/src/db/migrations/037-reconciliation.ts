import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/** RazorpayX's GST in a GST-inclusive charge (platform/ledger/provider-fees.ts `gstInFee`, kept here as it was). */
const gstIn = (feePaise: number) => Math.round((feePaise * 18) / 118);

type FeeJournal = { id: number; idempotencyKey: string; kind: string; feePaise: number };

/**
 * Issue 34: the daily reconciliation with Razorpay and RazorpayX.
 * - `reconciliation_runs`: one row per run (days read, items compared, mismatches found, failure);
 * - `reconciliation_items`: the latest comparison of each (provider, item, field), with its mismatch state
 *   (agrees, open, resolved with a note), which the admin tab and the daily CSV read;
 * - `job_leases`: a named lease, so one instance runs the reconciliation at a time;
 * - `transfers.tax_paise`: the GST in RazorpayX's charge;
 * - RazorpayX charges booked before (platform revenue −fee → provider-fees +fee) are restated the way charges
 *   are booked now — the fee less its GST a cost (provider-fees), the GST input credit, the charge gone to
 *   RazorpayX (payout-provider) — by one journal each that undoes the old entries and makes the new ones.
 *   Their GST, never kept, is 18/118 of the charge.
 */
export const reconciliation = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('reconciliation_runs'), dialect)
      .addColumn('started_on', 'text', (c) => c.notNull())
      .addColumn('finished_on', 'text')
      .addColumn('from_day', 'text', (c) => c.notNull())
      .addColumn('to_day', 'text', (c) => c.notNull())
      .addColumn('items_compared', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('mismatches_found', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('mailed_day', 'text')
      .execute();

    await idColumn(db.schema.createTable('reconciliation_items'), dialect)
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('item_type', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('provider_paise', 'integer', (c) => c.notNull())
      .addColumn('ledger_paise', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('found_on', 'text')
      .addColumn('last_seen_on', 'text', (c) => c.notNull())
      .addColumn('resolved_note', 'text')
      .addColumn('resolved_by_user_id', 'integer')
      .addColumn('resolved_on', 'text')
      .addUniqueConstraint('reconciliation_items_key', ['provider', 'item_type', 'item_id', 'field'])
      .execute();
    await db.schema
      .createIndex('reconciliation_items_status_idx')
      .on('reconciliation_items')
      .columns(['status', 'day'])
      .execute();
    await db.schema
      .createIndex('reconciliation_items_day_idx')
      .on('reconciliation_items')
      .column('day')
      .execute();

    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('expires_on', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .alterTable('transfers')
      .addColumn('tax_paise', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    const charged = await sql<{ id: number; fees: number }>`
      select id, fees_paise as fees from transfers where fees_paise > 0`.execute(db);
    for (const t of charged.rows) {
      await sql`update transfers set tax_paise = ${gstIn(Number(t.fees))} where id = ${t.id}`.execute(db);
    }

    await restateRailFees(db);
  },
  async down(db: Kysely<unknown>) {
    const restated = await sql<{ id: number }>`
      select id from ledger_journals where kind = 'payout-rail-fee-restated'`.execute(db);
    for (const j of restated.rows) {
      await sql`delete from ledger_entries where journal_id = ${j.id}`.execute(db);
      await sql`delete from ledger_journals where id = ${j.id}`.execute(db);
    }
    await db.schema.alterTable('transfers').dropColumn('tax_paise').execute();
    await db.schema.dropTable('job_leases').execute();
    await db.schema.dropTable('reconciliation_items').execute();
    await db.schema.dropTable('reconciliation_runs').execute();
  },
});

async function accountId(db: Kysely<unknown>, code: string, now: string): Promise<number> {
  await sql`
    insert into ledger_accounts (code, kind, is_guarded, created_on) values (${code}, ${code}, 0, ${now})
    on conflict (code) do nothing`.execute(db);
  const row = await sql<{ id: number }>`select id from ledger_accounts where code = ${code}`.execute(db);
  return Number(row.rows[0].id);
}

async function restateRailFees(db: Kysely<unknown>) {
  const old = await sql<FeeJournal>`
    select j.id, j.idempotency_key as "idempotencyKey", j.kind, e.amount_paise as "feePaise"
    from ledger_journals j
    join ledger_entries e on e.journal_id = j.id
    join ledger_accounts a on a.id = e.account_id
    where j.kind in ('payout-rail-fee', 'payout-rail-fee-return') and a.code = 'provider-fees'
    order by j.id`.execute(db);
  if (old.rows.length === 0) return;
  const now = new Date().toISOString();
  const ids = {
    revenue: await accountId(db, 'platform-revenue', now),
    fees: await accountId(db, 'provider-fees', now),
    credit: await accountId(db, 'gst-input-credit', now),
    rail: await accountId(db, 'payout-provider', now),
  };
  for (const j of old.rows) {
    // The old entry on provider-fees is +fee for a charge, −fee for its return: the sign says which.
    const fee = Number(j.feePaise);
    const sign = Math.sign(fee);
    const charge = Math.abs(fee);
    const tax = gstIn(charge);
    const inserted = await sql<{ id: number }>`
      insert into ledger_journals (idempotency_key, kind, transaction_id, collab_id, memo, created_on)
      values (${`${j.idempotencyKey}:restated`}, 'payout-rail-fee-restated', null, null,
        ${`RazorpayX fee of ${j.idempotencyKey} restated: the fee less its GST a cost, the GST input credit`},
        ${now})
      on conflict (idempotency_key) do nothing
      returning id`.execute(db);
    const journalId = inserted.rows[0]?.id;
    if (journalId === undefined) continue;
    const entries: [number, number][] = [
      [ids.revenue, sign * charge],
      [ids.fees, -sign * (2 * charge - tax)],
      [ids.credit, -sign * tax],
      [ids.rail, sign * charge],
    ];
    for (const [account, amount] of entries) {
      if (amount === 0) continue;
      await sql`
        insert into ledger_entries (journal_id, account_id, amount_paise)
        values (${Number(journalId)}, ${account}, ${amount})`.execute(db);
    }
  }
}
