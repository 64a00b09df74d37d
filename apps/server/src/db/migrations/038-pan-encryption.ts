import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/**
 * Issue 35: the PANs kept for TDS are enciphered like every other PAN (platform/crypto). Their columns become
 * `pan_enc`, as the other enciphered columns are named, so an instance of an older version, still running
 * during a rolling deploy, fails on the missing `pan` column instead of writing a PAN in clear.
 *
 * A migration has no data key (the app reads it after migrating, from the environment or the data folder),
 * so it does not encipher the PANs already stored: the key rotation job (platform/crypto/reencrypt.ts) does,
 * at start-up and then periodically, in batches, each UPDATE conditional on the value still being the clear
 * one it read. It skips values already enciphered and is safe on several instances at once; until it has run,
 * a clear value reads as it is (features/tds). The rename itself runs under the migrator's lock, once.
 */
export const panEncryption = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('influencer_tax_details').renameColumn('pan', 'pan_enc').execute();
    await db.schema.alterTable('tds_deductions').renameColumn('pan', 'pan_enc').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('tds_deductions').renameColumn('pan_enc', 'pan').execute();
    await db.schema.alterTable('influencer_tax_details').renameColumn('pan_enc', 'pan').execute();
  },
});
