import { randomInt } from 'node:crypto';
import {
  PLATFORM_PAGE_HOSTS,
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_DAYS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_PREFIX,
  VerificationStatus,
} from '@collably/shared/constants/social-verification';
import { pageShowsCode, platformPageUrl } from '@collably/shared/domain/social-verification';
import { SocialVerificationMessages as M } from '@collably/shared/messages/social-verification';
import type { TAccountVerification, TScreenshotReview } from '@collably/shared/schemas/social-verification';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/events/after-commit';
import { badRequest, conflict, notFound, RateLimitedError } from '../../platform/http/errors';
import { waitText } from '../../platform/http/throttle';
import {
  lockInfluencerForWrite,
  refreshInfluencerSearch,
} from '../../platform/influencer-search/influencer-search';
import { lockUserRow } from '../../platform/row-locks';
import { fetchPublicPage } from '../../platform/social-pages/fetch-public-page';
import { assertOwnUploads } from '../../platform/storage/ownership';
import {
  socialVerificationRepository as repo,
  type AccountKey,
  type VerificationRow,
} from './social-verification.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'storage' | 'throttle'>;

const DAY_MS = 24 * 3_600_000;

/** `COLLABLY-` and six random characters: about 10⁹ codes, and checks are rate-limited. */
export function newVerificationCode(): string {
  let code = VERIFICATION_CODE_PREFIX;
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++) {
    code += VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)];
  }
  return code;
}

const isCheckable = (platformId: number) => (PLATFORM_PAGE_HOSTS[platformId] ?? []).length > 0;

/** A row belongs to the account only while the account still has the URL the code was issued for. */
const currentRow = (row: VerificationRow | undefined, pageUrl: string) =>
  row && row.pageUrl === pageUrl ? row : undefined;

const isExpired = (ctx: Ctx, row: VerificationRow) => Date.parse(row.expiresOn) <= ctx.clock.now().getTime();

function stateOf(
  ctx: Ctx,
  platformId: number,
  pageUrl: string,
  row: VerificationRow | undefined,
): TAccountVerification {
  const current = currentRow(row, pageUrl);
  const showsCode =
    current !== undefined && current.status !== VerificationStatus.Verified && !isExpired(ctx, current);
  return {
    plateformId: platformId,
    pageUrl,
    status: current?.status ?? null,
    code: showsCode ? current.code : null,
    expiresOn: showsCode ? current.expiresOn : null,
    isCheckable: isCheckable(platformId),
  };
}

async function accountOrThrow(ctx: Ctx, key: AccountKey): Promise<string> {
  const account = await repo.accountOf(ctx.db, key);
  if (!account) throw notFound(M.noAccount);
  return account.pageUrl;
}

/** GET: the verification of each of the caller's linked accounts. */
export async function accountVerifications(ctx: Ctx, userId: number): Promise<TAccountVerification[]> {
  const accounts = await repo.accountsOf(ctx.db, userId);
  const rows = new Map((await repo.verificationsOf(ctx.db, userId)).map((r) => [r.platformId, r]));
  return accounts.map((a) => stateOf(ctx, a.platformId, a.pageUrl, rows.get(a.platformId)));
}

/** A new code for one account, replacing any earlier one; refused once the account is verified. */
export async function issueCode(ctx: Ctx, key: AccountKey): Promise<TAccountVerification> {
  const pageUrl = await accountOrThrow(ctx, key);
  const existing = currentRow(await repo.verificationOf(ctx.db, key), pageUrl);
  if (existing?.status === VerificationStatus.Verified) throw conflict(M.alreadyVerified);
  const now = ctx.clock.now();
  await repo.issueCode(ctx.db, key, {
    pageUrl,
    code: newVerificationCode(),
    issuedOn: now.toISOString(),
    expiresOn: new Date(now.getTime() + VERIFICATION_CODE_DAYS * DAY_MS).toISOString(),
  });
  return stateOf(ctx, key.platformId, pageUrl, await repo.verificationOf(ctx.db, key));
}

/** The account's valid code, or the reason there is none to check. */
async function pendingCode(ctx: Ctx, key: AccountKey): Promise<{ pageUrl: string; row: VerificationRow }> {
  const pageUrl = await accountOrThrow(ctx, key);
  const row = currentRow(await repo.verificationOf(ctx.db, key), pageUrl);
  if (!row) throw badRequest(M.noCode);
  if (row.status === VerificationStatus.Verified) throw conflict(M.alreadyVerified);
  if (isExpired(ctx, row)) throw badRequest(M.codeExpired);
  return { pageUrl, row };
}

/** Writes a verification change with the listing's read model, which shows the badge, in one transaction. */
const withListing = <T>(ctx: Ctx, userId: number, write: (trx: DbOrTrx) => Promise<T>) =>
  inTransaction(ctx.db, async (trx) => {
    await lockInfluencerForWrite(trx, userId);
    const result = await write(trx);
    await refreshInfluencerSearch(trx, userId);
    return result;
  });

/**
 * Counts one page check against the hourly limit (config.rateLimits.socialCheck), or refuses it with 429. The
 * count is in the database, under the influencer's row lock in the transaction that records the check, so
 * parallel checks on any number of instances pass exactly the limit, with or without Redis.
 */
async function countCheck(ctx: Ctx, userId: number): Promise<void> {
  const { max, timeWindowMs } = ctx.config.rateLimits.socialCheck;
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - timeWindowMs).toISOString();
  const oldest = await ctx.db.transaction().execute(async (trx) => {
    await lockUserRow(trx, userId);
    const checks = await repo.checksSince(trx, userId, since);
    if (checks.length >= max) return checks[0];
    await repo.recordCheck(trx, userId, now.toISOString(), since);
    return undefined;
  });
  if (oldest === undefined) return;
  const seconds = Math.max(1, Math.ceil((Date.parse(oldest) + timeWindowMs - now.getTime()) / 1000));
  throw new RateLimitedError(M.tooManyChecks(waitText(seconds)), seconds);
}

/** "Check now": fetches the account's public page and verifies the account when the code is on it. */
export async function checkNow(ctx: Ctx, key: AccountKey): Promise<TAccountVerification> {
  await countCheck(ctx, key.userId);
  const { pageUrl, row } = await pendingCode(ctx, key);
  if (!isCheckable(key.platformId)) throw badRequest(M.screenshotOnly);
  const url = platformPageUrl(key.platformId, pageUrl);
  if (!url) throw badRequest(M.notOfPlatform);
  const page = await fetchPublicPage(url, {
    allowedHosts: PLATFORM_PAGE_HOSTS[key.platformId] ?? [],
    ...ctx.config.socialPages,
  });
  // 400, not 5xx: the server works; the page refuses it (a login wall) or is gone, and the screenshot remains.
  if (!page.ok) throw badRequest(M.pageUnreachable);
  if (!pageShowsCode(page.text, row.code)) throw badRequest(M.codeMissing);
  const at = ctx.clock.now().toISOString();
  await withListing(ctx, key.userId, (trx) =>
    repo.move(
      trx,
      { ...key, code: row.code, pageUrl },
      [VerificationStatus.CodeIssued, VerificationStatus.Rejected, VerificationStatus.ScreenshotPending],
      { status: VerificationStatus.Verified, verifiedOn: at },
    ),
  );
  return stateOf(ctx, key.platformId, pageUrl, await repo.verificationOf(ctx.db, key));
}

/** A screenshot of the bio showing the code, for the super admin to review (pages that refuse servers). */
export async function submitScreenshot(
  ctx: Ctx,
  key: AccountKey & { screenshot: string },
): Promise<TAccountVerification> {
  const { pageUrl, row } = await pendingCode(ctx, key);
  await assertOwnUploads(ctx, key.userId, [key.screenshot], 'image');
  const moved = await repo.move(
    ctx.db,
    { userId: key.userId, platformId: key.platformId, code: row.code, pageUrl },
    [VerificationStatus.CodeIssued, VerificationStatus.Rejected, VerificationStatus.ScreenshotPending],
    {
      status: VerificationStatus.ScreenshotPending,
      screenshot: key.screenshot,
      submittedOn: ctx.clock.now().toISOString(),
    },
  );
  if (!moved) throw badRequest(M.noCode);
  return stateOf(ctx, key.platformId, pageUrl, await repo.verificationOf(ctx.db, key));
}

/** The super admin's queue of screenshots to review, oldest first. */
export async function screenshotQueue(ctx: Ctx): Promise<TScreenshotReview[]> {
  const rows = await repo.waitingScreenshots(ctx.db);
  return rows.map((r) => ({
    userId: r.userId,
    userName: r.userName ?? '',
    name: r.name,
    plateformId: r.platformId,
    plateformName: r.platformName,
    pageUrl: r.pageUrl,
    code: r.code,
    screenshot: r.screenshot ?? '',
    submittedOn: r.submittedOn ?? '',
  }));
}

/** The super admin verifies or rejects a waiting screenshot, audited like the other admin acts. */
export async function decideScreenshot(
  ctx: Ctx & Pick<AppContext, 'events'>,
  decision: AccountKey & { approve: boolean; adminUserId: number },
): Promise<void> {
  const key = { userId: decision.userId, platformId: decision.platformId };
  const account = await repo.accountOf(ctx.db, key);
  const row = account && currentRow(await repo.verificationOf(ctx.db, key), account.pageUrl);
  if (!account || row?.status !== VerificationStatus.ScreenshotPending) throw notFound(M.requestNotFound);
  const now = ctx.clock.now();
  const at = now.toISOString();
  const status = decision.approve ? VerificationStatus.Verified : VerificationStatus.Rejected;
  await withListing(ctx, key.userId, async (trx) => {
    const moved = await repo.move(
      trx,
      { ...key, code: row.code, pageUrl: account.pageUrl },
      [VerificationStatus.ScreenshotPending],
      { status, verifiedOn: decision.approve ? at : null, decidedByUserId: decision.adminUserId },
    );
    if (!moved) throw notFound(M.requestNotFound);
    await ctx.events.emit(trx, {
      type: 'socialAccount.screenshotDecided',
      userId: key.userId,
      platformId: key.platformId,
      pageUrl: account.pageUrl,
      isVerified: decision.approve,
      statusBefore: row.status,
      status,
      screenshot: row.screenshot,
      adminUserId: decision.adminUserId,
      at: now,
    });
  });
}

/**
 * For the influencers feature, inside its profile-write transaction: an account whose URL changed (or that was
 * removed) loses its code and verified state; its caller refreshes the listing after.
 */
export const forgetVerification = (trx: DbOrTrx, key: AccountKey, keptPageUrl?: string) =>
  repo.forget(trx, key, keptPageUrl);

/** The platforms of the influencer's verified accounts (for the profile's badges). */
export const verifiedPlatformsOf = (db: DbOrTrx, userId: number) => repo.verifiedPlatformsOf(db, userId);
