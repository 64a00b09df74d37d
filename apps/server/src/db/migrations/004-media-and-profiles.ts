import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Uploaded files (platform/storage), so a call may only reference a file its caller uploaded, and the
 * influencer's optional headline (`title` of add-detail, shown as `additionalName`).
 */
export const mediaAndProfiles = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('uploads'), dialect)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('bytes', 'bigint', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('uploads_owner_idx')
      .on('uploads')
      .columns(['owner_user_id', 'kind'])
      .execute();

    await db.schema.alterTable('influencer_profiles').addColumn('title', 'text').execute();
  },
});
