import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Issue 18: a user's own account. `otps.new_email` is the address an e-mail change waits to confirm;
 * `users.privacy_accepted_on` when the privacy notice was accepted at sign-up (null for accounts from
 * before it); `account_exports` the data archives asked for, prepared in the background; `staff_access_log`
 * every call of staff or a super admin that may read someone's personal data.
 */
export const account = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('otps').addColumn('new_email', 'text').execute();
    await db.schema.alterTable('users').addColumn('privacy_accepted_on', 'text').execute();
    await idColumn(db.schema.createTable('account_exports'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text')
      .addColumn('bytes', 'integer')
      .addColumn('requested_on', 'text', (c) => c.notNull())
      .addColumn('ready_on', 'text')
      .addColumn('expires_on', 'text')
      .execute();
    await db.schema
      .createIndex('account_exports_user_idx')
      .on('account_exports')
      .columns(['user_id', 'id'])
      .execute();
    await idColumn(db.schema.createTable('staff_access_log'), dialect)
      .addColumn('actor_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('account_exports_status_idx')
      .on('account_exports')
      .columns(['status', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('staff_access_log').execute();
    await db.schema.dropTable('account_exports').execute();
    await db.schema.alterTable('users').dropColumn('privacy_accepted_on').execute();
    await db.schema.alterTable('otps').dropColumn('new_email').execute();
  },
});
