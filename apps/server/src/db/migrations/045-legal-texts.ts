import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Issue 36: versioned legal texts (the Terms, the Refund policy, the Influencer Supply Agreement).
 * - `legal_postings`: each version of a text the server has served, with the day it was first served and the
 *   day it takes effect (30 days later, as the Terms promise). The texts themselves are in the code
 *   (@collably/shared messages/legal-texts), which never edits a posted version.
 * - `legal_acceptances`: who accepted which version, when, and where (at sign-up, or at a later sign-in). Rows are
 *   only added: an acceptance is a record, and one per person and version.
 */
export const legalTexts = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('legal_postings')
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('posted_on', 'text', (c) => c.notNull())
      .addColumn('effective_on', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('legal_postings_pk', ['document', 'version'])
      .execute();
    await idColumn(db.schema.createTable('legal_acceptances'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('accepted_on', 'text', (c) => c.notNull())
      .addColumn('via', 'text', (c) => c.notNull())
      .addUniqueConstraint('legal_acceptances_once', ['user_id', 'document', 'version'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('legal_acceptances').execute();
    await db.schema.dropTable('legal_postings').execute();
  },
});
