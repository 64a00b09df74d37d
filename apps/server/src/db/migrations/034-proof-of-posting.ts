import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Issue 19: proof of posting. One row per collab: the post URL the influencer gave last (Mark Complete, or Update
 * Work Link in a dispute), what the check found, and when it is checked again (7 and 30 days after). A post
 * found taken down opens a helpdesk case once (`case_opened_on`).
 */
export const proofOfPosting = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('post_proofs'), dialect)
      .addColumn('collab_id', 'integer', (c) =>
        c.notNull().unique().references('collabs.id').onDelete('cascade'),
      )
      .addColumn('platform_id', 'integer', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('submitted_on', 'text', (c) => c.notNull())
      .addColumn('checked_on', 'text', (c) => c.notNull())
      .addColumn('next_check_on', 'text')
      .addColumn('checks', 'integer', (c) => c.notNull())
      .addColumn('case_opened_on', 'text')
      .execute();
    await db.schema
      .createIndex('post_proofs_next_check_idx')
      .on('post_proofs')
      .columns(['next_check_on', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('post_proofs').execute();
  },
});
