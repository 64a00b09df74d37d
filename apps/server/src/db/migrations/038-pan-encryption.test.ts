import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, openDatabase } from '../../../test/test-app';
import { insertAccount } from '../seed/accounts';
import { seedMasterData } from '../seed/master-data';
import { TDS_PAN_FIELD } from '../../platform/crypto/enciphered-columns';
import { createFieldCipher, generateDataKey } from '../../platform/crypto/field-cipher';
import { reencryptFields } from '../../platform/crypto/reencrypt';
import type { Db } from '../database';
import { migrateToLatest } from './index';

/**
 * Migration 038 (issue 35) on existing data: the PANs kept in clear for TDS move to `pan_enc` columns, and the
 * start-up job (platform/crypto/reencrypt.ts, which has the data key a migration lacks) enciphers them in
 * batches, skipping what is enciphered already, safely when several instances run it at once.
 */
describe.each(databases())('migration 038 on %s', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await openDatabase(dialect));
    await migrateToLatest(db, dialect, '037-reconciliation');
    await seedMasterData(db);
  });
  afterEach(() => drop());

  const now = new Date('2026-11-20T10:00:00Z');
  const pans = ['ABCPE1234F', 'AAFFC1234Q', 'QWEPK4821L', 'ZXCPM7391K', 'MNBPR5612T'];

  /** Influencers with a PAN in clear as 023 kept it (one without), and a TDS deduction of each. */
  async function oldRows(): Promise<number[]> {
    const ids: number[] = [];
    for (const [i, pan] of [...pans, null].entries()) {
      const user = await insertAccount(
        db,
        {
          roleId: Role.Influencer,
          name: `Influencer ${i}`,
          userName: `influencer_${i}`,
          email: `i${i}@example.com`,
          passwordHash: 'x',
        },
        now,
      );
      ids.push(user.id);
      await sql`insert into influencer_tax_details (user_id, pan, modified_on)
        values (${user.id}, ${pan}, ${now.toISOString()})`.execute(db);
    }
    return ids;
  }

  const taxDetails = () =>
    db.selectFrom('influencerTaxDetails').select(['userId', 'panEnc']).orderBy('userId').execute();

  it('renames the PAN columns and leaves the enciphering to the job: each PAN once, nulls kept, none in clear', async () => {
    const ids = await oldRows();
    await migrateToLatest(db, dialect);
    // Before the job: the PANs as they were, now under pan_enc.
    expect((await taxDetails()).map((r) => r.panEnc)).toEqual([...pans, null]);

    const cipher = createFieldCipher(generateDataKey());
    const first = await reencryptFields({ db, cipher }, { batchSize: 2 });
    expect(first).toEqual({ keyId: 'k0', reencrypted: pans.length, left: 0, undecryptable: 0 });
    const rows = await taxDetails();
    expect(rows.map((r) => r.userId)).toEqual(ids);
    expect(rows.map((r) => (r.panEnc === null ? null : cipher.decrypt(TDS_PAN_FIELD, r.panEnc)))).toEqual([
      ...pans,
      null,
    ]);
    for (const r of rows) if (r.panEnc !== null) expect(r.panEnc).toMatch(/^v2:k0:/);

    // Idempotent: a second run (a restart, another instance) finds nothing to do and changes nothing.
    expect(await reencryptFields({ db, cipher }, { batchSize: 2 })).toEqual({
      keyId: 'k0',
      reencrypted: 0,
      left: 0,
      undecryptable: 0,
    });
    expect(await taxDetails()).toEqual(rows);
  });

  it('enciphers each PAN exactly once when several instances start at once', async () => {
    await oldRows();
    await migrateToLatest(db, dialect);
    const cipher = createFieldCipher(generateDataKey());
    const runs = await Promise.all([1, 2, 3].map(() => reencryptFields({ db, cipher }, { batchSize: 2 })));
    // Every UPDATE is conditional on the clear value it read: the runs together encipher each PAN once.
    expect(runs.reduce((s, r) => s + r.reencrypted, 0)).toBe(pans.length);
    for (const r of runs) expect(r).toMatchObject({ left: 0, undecryptable: 0 });
    const rows = await taxDetails();
    expect(rows.map((r) => (r.panEnc === null ? null : cipher.decrypt(TDS_PAN_FIELD, r.panEnc)))).toEqual([
      ...pans,
      null,
    ]);
  });
});
