import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Moderation (issue 10): the audit log of admin actions, and the index the admin's user lists page on
 * (role, status, newest first), which also answers their counts from the index alone. It replaces the
 * foundation's (role_id, status) index, of which it is an extension.
 */
export const adminAudit = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('admin_audit_log'), dialect)
      .addColumn('actor_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('before_json', 'text', (c) => c.notNull())
      .addColumn('after_json', 'text', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('admin_audit_log_target_idx')
      .on('admin_audit_log')
      .columns(['target_user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('users_role_status_created_idx')
      .on('users')
      .columns(['role_id', 'status', 'created_on desc', 'id'])
      .execute();
    await db.schema.dropIndex('users_role_status_idx').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.createIndex('users_role_status_idx').on('users').columns(['role_id', 'status']).execute();
    await db.schema.dropIndex('users_role_status_created_idx').execute();
    await db.schema.dropTable('admin_audit_log').execute();
  },
});
