import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Order e-mails (issue 11 item 5). `mail_queue` is a transactional outbox: a row is written in the same
 * transaction as the event it tells of, and the delivery sweep (platform/mail/mail-queue.ts) sends it later;
 * `claimed_until` lets one instance hold a row while it sends, so two instances never send one twice.
 * `mail_opt_outs` holds the kinds a user turned off (no row = on).
 */
export const mailQueue = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('mail_queue'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('link_path', 'text', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('next_attempt_on', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('claimed_until', 'text')
      .addColumn('claim_token', 'text')
      .addColumn('sent_on', 'text')
      .addColumn('failed_on', 'text')
      .addColumn('last_error', 'text')
      .execute();
    // The sweep reads the rows still to send, oldest due first.
    await db.schema
      .createIndex('mail_queue_due_idx')
      .on('mail_queue')
      .columns(['sent_on', 'failed_on', 'next_attempt_on', 'id'])
      .execute();
    await db.schema
      .createTable('mail_opt_outs')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('mail_opt_outs_pk', ['user_id', 'kind'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mail_opt_outs').execute();
    await db.schema.dropTable('mail_queue').execute();
  },
});
