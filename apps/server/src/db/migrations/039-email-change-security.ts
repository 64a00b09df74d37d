import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Issue 35: an e-mail change as a security event, and one data export at a time.
 * - `email_restores`: the restore link each confirmed change mails to the old address. Only a keyed hash of
 *   its token is kept; `used_on` is set once (a conditional UPDATE), and a restore used in the last days
 *   keeps the address from changing again.
 * - an index on `otps` by user, purpose and time, which the daily cap on e-mail-change codes counts with;
 * - `account_exports_one_preparing`: at most one export of a user is being prepared, whatever the race.
 *   Exports that raced in before it are marked failed first (the owner may ask again), keeping the oldest.
 *
 * Every step is safe to run again, and PostgreSQL runs migrations under Kysely's lock, one instance at a time.
 */
export const emailChangeSecurity = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('email_restores').ifNotExists(), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('old_email', 'text', (c) => c.notNull())
      .addColumn('new_email', 'text', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('expires_on', 'text', (c) => c.notNull())
      .addColumn('used_on', 'text')
      .execute();
    await db.schema
      .createIndex('email_restores_user_idx')
      .ifNotExists()
      .on('email_restores')
      .columns(['user_id', 'used_on'])
      .execute();
    await db.schema
      .createIndex('otps_user_purpose_created_idx')
      .ifNotExists()
      .on('otps')
      .columns(['user_id', 'purpose', 'created_on'])
      .execute();

    await sql`
      update account_exports set status = 'failed'
      where status = 'preparing'
        and id not in (select min(id) from account_exports where status = 'preparing' group by user_id)`.execute(
      db,
    );
    await db.schema
      .createIndex('account_exports_one_preparing')
      .ifNotExists()
      .unique()
      .on('account_exports')
      .column('user_id')
      .where(sql.ref('status'), '=', sql.lit('preparing'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('account_exports_one_preparing').ifExists().execute();
    await db.schema.dropIndex('otps_user_purpose_created_idx').ifExists().execute();
    await db.schema.dropTable('email_restores').ifExists().execute();
  },
});
