import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { boolColumn, idColumn } from './schema-helpers';

/**
 * Chat (issue 12). `chat_messages` is append-only; `client_id` (unique per sender) makes a retried send
 * store once. `chat_files` lists each message's files by stored name, so the private-file rule finds the
 * messages that reference a file through an index. `chat_conversations` holds one row per user and partner,
 * kept in the send's transaction: the partner list, last message, unread count, the owner's block, and
 * when a brand opened the conversation as an enquiry (the daily limit counts those).
 * `uploads.original_name` keeps the name a file was uploaded as, which the chat shows.
 */
export const chat = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('uploads').addColumn('original_name', 'text').execute();
    await idColumn(db.schema.createTable('chat_messages'), dialect)
      .addColumn('from_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('to_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text')
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('read_on', 'text')
      .execute();
    // A conversation's pages: both directions are two ranges of this index.
    await db.schema
      .createIndex('chat_messages_pair_idx')
      .on('chat_messages')
      .columns(['from_user_id', 'to_user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('chat_messages_client_idx')
      .unique()
      .on('chat_messages')
      .columns(['from_user_id', 'client_id'])
      .execute();
    await db.schema
      .createTable('chat_files')
      .addColumn('message_id', 'integer', (c) => c.notNull().references('chat_messages.id'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_files_pk', ['message_id', 'position'])
      .execute();
    await db.schema.createIndex('chat_files_name_idx').on('chat_files').column('file_name').execute();
    await db.schema
      .createTable('chat_conversations')
      .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('partner_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('last_message_id', 'integer')
      .addColumn('last_message_on', 'text')
      .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_blocked', 'integer', boolColumn)
      .addColumn('enquiry_on', 'text')
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_conversations_pk', ['owner_user_id', 'partner_user_id'])
      .execute();
    await db.schema
      .createIndex('chat_conversations_recent_idx')
      .on('chat_conversations')
      .columns(['owner_user_id', 'last_message_id'])
      .execute();
    // Every send asks whether its two users share a collab.
    await db.schema
      .createIndex('collabs_pair_idx')
      .on('collabs')
      .columns(['brand_user_id', 'influencer_user_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('collabs_pair_idx').execute();
    await db.schema.dropTable('chat_conversations').execute();
    await db.schema.dropTable('chat_files').execute();
    await db.schema.dropTable('chat_messages').execute();
    await db.schema.alterTable('uploads').dropColumn('original_name').execute();
  },
});
