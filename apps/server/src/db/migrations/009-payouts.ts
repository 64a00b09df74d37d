import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Influencer payout requests (issue 10 items 3, 4). PAN, account number, UPI ID and phone are stored
 * encrypted (platform/crypto, '…_enc' columns); bank name, IFSC and address stay plain. The money itself is
 * in the ledger (payout:{id} clearing account); `status` moves requested → released | declined once.
 */
export const payouts = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('payouts'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('account_no_enc', 'text', (c) => c.notNull())
      .addColumn('ifsc_code', 'text', (c) => c.notNull())
      .addColumn('pan_enc', 'text', (c) => c.notNull())
      .addColumn('upi_enc', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('phone_enc', 'text', (c) => c.notNull())
      .addColumn('reference', 'text')
      .addColumn('decline_reason', 'text')
      .addColumn('settled_by_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('requested_on', 'text', (c) => c.notNull())
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payouts_user_idx').on('payouts').columns(['user_id', 'id']).execute();
    await db.schema
      .createIndex('payouts_status_idx')
      .on('payouts')
      .columns(['status', 'modified_on'])
      .execute();
    // One waiting request per influencer: a double click, a retried request or a second tab cannot file two.
    await db.schema
      .createIndex('payouts_one_waiting_idx')
      .on('payouts')
      .column('user_id')
      .unique()
      .where(sql.ref('status'), '=', 'requested')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('payouts').execute();
  },
});
