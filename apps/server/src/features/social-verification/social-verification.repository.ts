import { VerificationStatus, type TVerificationStatus } from '@collably/shared/constants/social-verification';
import type { DbOrTrx } from '../../db/database';

/** One linked account (user × platform). */
export type AccountKey = { userId: number; platformId: number };

export type VerificationRow = {
  pageUrl: string;
  code: string;
  issuedOn: string;
  expiresOn: string;
  status: TVerificationStatus;
  screenshot: string | null;
  submittedOn: string | null;
};

export const socialVerificationRepository = Object.freeze({
  /** The influencer's linked accounts with their page URLs, by platform id. */
  accountsOf: (db: DbOrTrx, userId: number) =>
    db
      .selectFrom('socialAccounts')
      .select(['platformId', 'pageUrl'])
      .where('userId', '=', userId)
      .orderBy('platformId')
      .execute(),

  accountOf: (db: DbOrTrx, { userId, platformId }: AccountKey) =>
    db
      .selectFrom('socialAccounts')
      .select(['pageUrl'])
      .where('userId', '=', userId)
      .where('platformId', '=', platformId)
      .executeTakeFirst(),

  verificationsOf: (db: DbOrTrx, userId: number) =>
    db
      .selectFrom('socialVerifications')
      .select([
        'platformId',
        'pageUrl',
        'code',
        'issuedOn',
        'expiresOn',
        'status',
        'screenshot',
        'submittedOn',
      ])
      .where('userId', '=', userId)
      .execute(),

  verificationOf: (db: DbOrTrx, { userId, platformId }: AccountKey): Promise<VerificationRow | undefined> =>
    db
      .selectFrom('socialVerifications')
      .select(['pageUrl', 'code', 'issuedOn', 'expiresOn', 'status', 'screenshot', 'submittedOn'])
      .where('userId', '=', userId)
      .where('platformId', '=', platformId)
      .executeTakeFirst(),

  /** A new code for the account's current URL; replaces any earlier code, screenshot or decision. */
  issueCode: (
    db: DbOrTrx,
    key: AccountKey,
    fields: { pageUrl: string; code: string; issuedOn: string; expiresOn: string },
  ) => {
    const reset = {
      ...fields,
      status: VerificationStatus.CodeIssued,
      screenshot: null,
      submittedOn: null,
      verifiedOn: null,
      decidedByUserId: null,
    } as const;
    return db
      .insertInto('socialVerifications')
      .values({ ...key, ...reset })
      .onConflict((oc) => oc.columns(['userId', 'platformId']).doUpdateSet(reset))
      .execute();
  },

  /**
   * Moves the account's verification from one of `from` to `to`, only while it still holds the code and URL the
   * caller read (a re-issue or URL change in between wins). True when it moved.
   */
  move: async (
    db: DbOrTrx,
    key: AccountKey & { code: string; pageUrl: string },
    from: readonly TVerificationStatus[],
    to: {
      status: TVerificationStatus;
      screenshot?: string;
      submittedOn?: string;
      verifiedOn?: string | null;
      decidedByUserId?: number;
    },
  ) => {
    const result = await db
      .updateTable('socialVerifications')
      .set(to)
      .where('userId', '=', key.userId)
      .where('platformId', '=', key.platformId)
      .where('code', '=', key.code)
      .where('pageUrl', '=', key.pageUrl)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Drops the account's code and verified state unless they belong to `keptPageUrl`. */
  forget: (db: DbOrTrx, key: AccountKey, keptPageUrl?: string) =>
    db
      .deleteFrom('socialVerifications')
      .where('userId', '=', key.userId)
      .where('platformId', '=', key.platformId)
      .$if(keptPageUrl !== undefined, (q) => q.where('pageUrl', '<>', keptPageUrl as string))
      .execute(),

  /** The platforms whose accounts are verified for their current page URL. */
  verifiedPlatformsOf: async (db: DbOrTrx, userId: number): Promise<Set<number>> => {
    const rows = await db
      .selectFrom('socialVerifications as v')
      .innerJoin('socialAccounts as s', (join) =>
        join
          .onRef('s.userId', '=', 'v.userId')
          .onRef('s.platformId', '=', 'v.platformId')
          .onRef('s.pageUrl', '=', 'v.pageUrl'),
      )
      .select('v.platformId')
      .where('v.userId', '=', userId)
      .where('v.status', '=', VerificationStatus.Verified)
      .execute();
    return new Set(rows.map((r) => r.platformId));
  },

  /** Screenshots waiting for the super admin, oldest first. */
  waitingScreenshots: (db: DbOrTrx) =>
    db
      .selectFrom('socialVerifications as v')
      .innerJoin('socialAccounts as s', (join) =>
        join
          .onRef('s.userId', '=', 'v.userId')
          .onRef('s.platformId', '=', 'v.platformId')
          .onRef('s.pageUrl', '=', 'v.pageUrl'),
      )
      .innerJoin('users as u', 'u.id', 'v.userId')
      .innerJoin('platforms as p', 'p.platformId', 'v.platformId')
      .select([
        'v.userId',
        'u.userName',
        'u.name',
        'v.platformId',
        'p.platformName',
        'v.pageUrl',
        'v.code',
        'v.screenshot',
        'v.submittedOn',
      ])
      .where('v.status', '=', VerificationStatus.ScreenshotPending)
      .orderBy('v.submittedOn')
      .orderBy('v.id')
      .limit(200)
      .execute(),

  /** The influencer's page checks since `since`, oldest first (only the times). */
  checksSince: async (db: DbOrTrx, userId: number, since: string): Promise<string[]> => {
    const rows = await db
      .selectFrom('socialCheckAttempts')
      .select('checkedOn')
      .where('userId', '=', userId)
      .where('checkedOn', '>', since)
      .orderBy('checkedOn')
      .execute();
    return rows.map((r) => r.checkedOn);
  },

  /** Records one page check and forgets the influencer's checks that no longer count. */
  async recordCheck(db: DbOrTrx, userId: number, at: string, forgetUpTo: string) {
    await db
      .deleteFrom('socialCheckAttempts')
      .where('userId', '=', userId)
      .where('checkedOn', '<=', forgetUpTo)
      .execute();
    await db.insertInto('socialCheckAttempts').values({ userId, checkedOn: at }).execute();
  },
});
