import type { TLegalDocument } from '@collably/shared/constants/legal';
import type { TLegalPosting } from '@collably/shared/domain/legal';
import type { DbOrTrx } from '../../db/database';
import type { TLegalAcceptedVia } from '../../db/tables/legal';

export const legalRepository = Object.freeze({
  /** Every posted version of every text, oldest first. */
  postings: (db: DbOrTrx): Promise<TLegalPosting[]> =>
    db
      .selectFrom('legalPostings')
      .select(['document', 'version', 'postedOn', 'effectiveOn'])
      .orderBy('document')
      .orderBy('version')
      .execute(),

  /** Posts a version unless it is posted already (several instances may serve it first at once). */
  post: (db: DbOrTrx, posting: TLegalPosting) =>
    db
      .insertInto('legalPostings')
      .values(posting)
      .onConflict((oc) => oc.columns(['document', 'version']).doNothing())
      .execute(),

  /** The highest version of each text the person accepted. */
  acceptedVersions: async (db: DbOrTrx, userId: number): Promise<Map<TLegalDocument, number>> => {
    const rows = await db
      .selectFrom('legalAcceptances')
      .select(['document', (eb) => eb.fn.max<number>('version').as('version')])
      .where('userId', '=', userId)
      .groupBy('document')
      .execute();
    return new Map(rows.map((r) => [r.document, Number(r.version)]));
  },

  /** Records acceptances; one already recorded stays as it was (its first date is the one that counts). */
  accept: async (
    db: DbOrTrx,
    userId: number,
    versions: readonly { document: TLegalDocument; version: number }[],
    at: { acceptedOn: string; via: TLegalAcceptedVia },
  ) => {
    if (versions.length === 0) return;
    await db
      .insertInto('legalAcceptances')
      .values(versions.map((v) => ({ userId, document: v.document, version: v.version, ...at })))
      .onConflict((oc) => oc.columns(['userId', 'document', 'version']).doNothing())
      .execute();
  },

  /** A person's acceptances, newest first (their record, and the tests'). */
  acceptancesOf: (db: DbOrTrx, userId: number) =>
    db
      .selectFrom('legalAcceptances')
      .select(['document', 'version', 'acceptedOn', 'via'])
      .where('userId', '=', userId)
      .orderBy('id', 'desc')
      .execute(),
});
