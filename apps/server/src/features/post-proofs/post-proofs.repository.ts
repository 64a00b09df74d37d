import type { Selectable } from 'kysely';
import type { TPostProofStatus } from '@collably/shared/constants/post-proofs';
import type { DbOrTrx } from '../../db/database';
import type { PostProofsTable } from '../../db/tables/post-proofs';

/** A stored proof as the table declares it (ids and counts read back as numbers by `toRow`). */
export type PostProofRow = Selectable<PostProofsTable>;

export type ProofWrite = {
  status: TPostProofStatus;
  reason: string | null;
  checkedOn: string;
  nextCheckOn: string | null;
  checks: number;
  caseOpenedOn?: string | null;
};

const COLUMNS = [
  'id',
  'collabId',
  'platformId',
  'url',
  'status',
  'reason',
  'submittedOn',
  'checkedOn',
  'nextCheckOn',
  'checks',
  'caseOpenedOn',
] as const;

const toRow = (r: PostProofRow): PostProofRow => ({ ...r, id: Number(r.id), checks: Number(r.checks) });

export const postProofsRepository = Object.freeze({
  /** The page URL of the influencer's linked account on a platform (their profile's social account). */
  linkedAccountUrl: async (db: DbOrTrx, userId: number, platformId: number) =>
    (
      await db
        .selectFrom('socialAccounts')
        .select('pageUrl')
        .where('userId', '=', userId)
        .where('platformId', '=', platformId)
        .executeTakeFirst()
    )?.pageUrl ?? null,

  findByCollab: async (db: DbOrTrx, collabId: number): Promise<PostProofRow | undefined> => {
    const row = await db
      .selectFrom('postProofs')
      .select(COLUMNS)
      .where('collabId', '=', collabId)
      .executeTakeFirst();
    return row && toRow(row);
  },

  /** The collab's proof is now this URL's: a new link (Update Work Link) replaces the earlier proof. */
  async upsert(db: DbOrTrx, proof: Omit<PostProofRow, 'id' | 'caseOpenedOn'>): Promise<void> {
    const values = { ...proof, caseOpenedOn: null };
    await db
      .insertInto('postProofs')
      .values(values)
      .onConflict((oc) => oc.column('collabId').doUpdateSet(values))
      .execute();
  },

  /** Proofs whose recheck is due at `now`, by id after `afterId`. */
  due: async (db: DbOrTrx, now: string, afterId: number, limit: number): Promise<PostProofRow[]> =>
    (
      await db
        .selectFrom('postProofs')
        .select(COLUMNS)
        .where('nextCheckOn', 'is not', null)
        .where('nextCheckOn', '<=', now)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute()
    ).map(toRow),

  /**
   * Writes a recheck's result only while the proof is still the one that was checked (same URL, same number of
   * checks, not taken down): of two sweeps checking it at once, one writes.
   */
  async recordCheck(db: DbOrTrx, seen: PostProofRow, write: ProofWrite): Promise<boolean> {
    const result = await db
      .updateTable('postProofs')
      .set(write)
      .where('id', '=', seen.id)
      .where('url', '=', seen.url)
      .where('checks', '=', seen.checks)
      .where('checkedOn', '=', seen.checkedOn)
      .where('status', '!=', 'taken_down')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});
