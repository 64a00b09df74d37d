import type { Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Order cards and the timeline read how each collab's escrow was settled from its ledger journals
 * (issue 11 items 1 and 4): by collab, not by scanning every journal.
 */
export const collabMoneyIndex = (_dialect: Dialect): Migration => ({
  async up(db) {
    await db.schema
      .createIndex('ledger_journals_collab_idx')
      .on('ledger_journals')
      .column('collab_id')
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('ledger_journals_collab_idx').execute();
  },
});
