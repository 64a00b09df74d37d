import { Platform, platformName } from '@collably/shared/constants/platforms';
import {
  POST_HOSTS,
  POST_RECHECK_DAYS,
  POST_RECHECK_RETRY_DAYS,
  PostProofStatus,
  type TPostProofStatus,
} from '@collably/shared/constants/post-proofs';
import { PLATFORM_PAGE_HOSTS } from '@collably/shared/constants/social-verification';
import {
  channelIdOfKey,
  hasOpenAuthorCheck,
  postLinkOf,
  youtubeChannelKey,
  type TPostLink,
} from '@collably/shared/domain/post-proofs';
import { PostProofMessages as M } from '@collably/shared/messages/post-proofs';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/http/errors';
import { fetchPublicPage, type PublicPage } from '../../platform/social-pages/fetch-public-page';
import { postProofsRepository as repo, type PostProofRow } from './post-proofs.repository';

/**
 * Proof of posting (issue 19): before an influencer's post URL completes a collab, the server checks the URL is a
 * post of the service's platform, that the post is online, and, where the platform tells anyone without
 * credentials who posted it (YouTube's oEmbed), that the author is the influencer's linked channel. Instagram
 * and Facebook only answer that with a Meta app token (and often show servers a login wall): their posts are
 * accepted 'unverified' unless the platform says the post does not exist. A platform that does not answer at
 * all (outage, timeout) is not the influencer's fault: the post is accepted 'unverified' and checked again.
 * Every fetch goes through platform/social-pages (platform hosts only, https, no private addresses, bounded);
 * SOCIAL_PAGE_ORIGIN points them at a local fake in tests.
 */
type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;

const DAY_MS = 86_400_000;

/** What looking at a post found. */
export type Inspection =
  | { kind: 'verified'; reason: string }
  | { kind: 'unverified'; reason: string; platformDown: boolean }
  | { kind: 'mismatch' }
  | { kind: 'no-channel' }
  | { kind: 'gone' };

const fetchOnPlatform = (ctx: Ctx, platformId: number, url: URL): Promise<PublicPage> =>
  fetchPublicPage(url, { allowedHosts: POST_HOSTS[platformId] ?? [], ...ctx.config.socialPages });

/** The platform said the post is not there (missing, deleted, private): a 4xx other than 'too many requests'. */
const isGone = (page: PublicPage) => {
  if (page.ok) return false;
  const status = /^status (\d{3})$/.exec(page.reason);
  if (status) return ['401', '403', '404', '410'].includes(status[1] ?? '');
  // A redirect off the platform's hosts: the post is not where the link says.
  return page.reason.startsWith('not a platform URL');
};

type OEmbed = { authorName: string; authorUrl: string };

function oEmbedOf(text: string): OEmbed | null {
  try {
    const body = JSON.parse(text) as { author_name?: unknown; author_url?: unknown };
    if (typeof body.author_url !== 'string') return null;
    return {
      authorUrl: body.author_url,
      authorName: typeof body.author_name === 'string' ? body.author_name : body.author_url,
    };
  } catch {
    return null;
  }
}

/**
 * Whether the oEmbed's author is the linked channel. Keys compare as they are ('@handle', 'channel/UC…'); when
 * one side is a channel id and the other a handle, the handle's public channel page must carry that id.
 */
async function isSameChannel(ctx: Ctx, linkedKey: string, authorKey: string): Promise<boolean> {
  if (linkedKey === authorKey) return true;
  const linkedId = channelIdOfKey(linkedKey);
  const authorId = channelIdOfKey(authorKey);
  if ((linkedId === null) === (authorId === null)) return false;
  const id = (linkedId ?? authorId)!;
  const handleKey = linkedId ? authorKey : linkedKey;
  const page = await fetchPublicPage(new URL(`https://www.youtube.com/${handleKey}`), {
    allowedHosts: PLATFORM_PAGE_HOSTS[Platform.YouTube] ?? [],
    ...ctx.config.socialPages,
  });
  return page.ok && page.text.includes(id);
}

async function inspectYouTube(ctx: Ctx, link: TPostLink, influencerUserId: number): Promise<Inspection> {
  const platform = platformName(Platform.YouTube);
  const linked = await repo.linkedAccountUrl(ctx.db, influencerUserId, Platform.YouTube);
  const linkedKey = linked ? youtubeChannelKey(linked) : null;
  if (!linkedKey) return { kind: 'no-channel' };
  const oEmbedUrl = new URL('https://www.youtube.com/oembed');
  oEmbedUrl.searchParams.set('url', link.url.href);
  oEmbedUrl.searchParams.set('format', 'json');
  const page = await fetchOnPlatform(ctx, Platform.YouTube, oEmbedUrl);
  if (isGone(page)) return { kind: 'gone' };
  const oEmbed = page.ok ? oEmbedOf(page.text) : null;
  if (!oEmbed) return { kind: 'unverified', reason: M.reasonPlatformDown(platform), platformDown: true };
  const authorKey = youtubeChannelKey(oEmbed.authorUrl);
  if (!authorKey || !(await isSameChannel(ctx, linkedKey, authorKey))) return { kind: 'mismatch' };
  return { kind: 'verified', reason: M.reasonAuthor(oEmbed.authorName) };
}

/** Instagram, Facebook: no author without a Meta app token; the post page answers whether it exists. */
async function inspectPage(ctx: Ctx, platformId: number, link: TPostLink): Promise<Inspection> {
  const page = await fetchOnPlatform(ctx, platformId, link.url);
  if (isGone(page)) return { kind: 'gone' };
  return {
    kind: 'unverified',
    reason: M.reasonNoCredentials(platformName(platformId)),
    platformDown: false,
  };
}

const inspect = (ctx: Ctx, platformId: number, link: TPostLink, influencerUserId: number) =>
  hasOpenAuthorCheck(platformId)
    ? inspectYouTube(ctx, link, influencerUserId)
    : inspectPage(ctx, platformId, link);

/** A post URL that passed its check: what to store with the completion. */
export type PostCheck = {
  platformId: number;
  url: string;
  status: Extract<TPostProofStatus, 'verified' | 'unverified'>;
  reason: string;
};

/**
 * The check before a post URL completes a collab (Mark Complete 5, Update Work Link 5). Throws 400 with the
 * reason when the link is refused; nothing is written here (the caller stores the result with the status change).
 */
export async function checkPostUrl(
  ctx: Ctx,
  input: { platformId: number; influencerUserId: number; postUrl: string },
): Promise<PostCheck> {
  const platform = platformName(input.platformId);
  const link = postLinkOf(input.platformId, input.postUrl);
  if (!link) throw badRequest(M.notPlatformPost(platform));
  const found = await inspect(ctx, input.platformId, link, input.influencerUserId);
  switch (found.kind) {
    case 'gone':
      throw badRequest(M.unreachable);
    case 'mismatch':
      throw badRequest(M.notYourChannel);
    case 'no-channel':
      throw badRequest(M.noLinkedChannel);
    case 'verified':
      return { platformId: input.platformId, url: input.postUrl, status: 'verified', reason: found.reason };
    case 'unverified':
      return { platformId: input.platformId, url: input.postUrl, status: 'unverified', reason: found.reason };
  }
}

const dayAfter = (from: string, days: number) => new Date(Date.parse(from) + days * DAY_MS).toISOString();

/** The next scheduled check after `now`: the first of 7 and 30 days after the URL was accepted still ahead. */
const nextCheckOf = (submittedOn: string, now: Date): string | null =>
  POST_RECHECK_DAYS.map((days) => dayAfter(submittedOn, days)).find((at) => at > now.toISOString()) ?? null;

/** Stores the accepted post URL's proof with the status change (the caller's transaction). */
export async function recordPostProof(
  trx: DbOrTrx,
  collabId: number,
  check: PostCheck,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await repo.upsert(trx, {
    collabId,
    platformId: check.platformId,
    url: check.url,
    status: check.status,
    reason: check.reason,
    submittedOn: at,
    checkedOn: at,
    nextCheckOn: nextCheckOf(at, now),
    checks: 1,
  });
}

export type PostProof = PostProofRow;

export const postProofOf = (db: DbOrTrx, collabId: number): Promise<PostProof | undefined> =>
  repo.findByCollab(db, collabId);

export const dueProofs = (db: DbOrTrx, now: Date, afterId: number, limit: number) =>
  repo.due(db, now.toISOString(), afterId, limit);

/** Whether the collab's post has a recheck due now: the escrow's automatic release waits for it. */
export async function isRecheckDue(db: DbOrTrx, collabId: number, now: Date): Promise<boolean> {
  const proof = await repo.findByCollab(db, collabId);
  return proof?.nextCheckOn != null && proof.nextCheckOn <= now.toISOString();
}

/** What a recheck found: online (with the proof's new status) or gone. */
export type Recheck =
  { kind: 'online'; status: Exclude<TPostProofStatus, 'taken_down'>; reason: string } | { kind: 'gone' };

/** Looks at a proof's post again (outside any transaction: it fetches). */
export async function recheckPost(ctx: Ctx, proof: PostProof, influencerUserId: number): Promise<Recheck> {
  const platform = platformName(proof.platformId);
  const link = postLinkOf(proof.platformId, proof.url);
  if (!link)
    return { kind: 'online', status: PostProofStatus.Unverified, reason: M.reasonNoCredentials(platform) };
  const found = await inspect(ctx, proof.platformId, link, influencerUserId);
  switch (found.kind) {
    case 'gone':
      return { kind: 'gone' };
    case 'verified':
      return { kind: 'online', status: PostProofStatus.Verified, reason: found.reason };
    case 'unverified':
      return found.platformDown
        ? { kind: 'online', status: PostProofStatus.Failed, reason: M.recheckFailed(platform) }
        : { kind: 'online', status: PostProofStatus.Unverified, reason: found.reason };
    case 'mismatch':
      return { kind: 'online', status: PostProofStatus.Unverified, reason: M.reasonAuthorChanged };
    case 'no-channel':
      return { kind: 'online', status: PostProofStatus.Unverified, reason: M.reasonNoCredentials(platform) };
  }
}

/**
 * Writes a recheck in the caller's transaction; false when another sweep wrote this check first. A platform that
 * did not answer ('failed') is asked again the next day, without counting as one of the scheduled checks.
 */
export async function recordRecheck(
  trx: DbOrTrx,
  proof: PostProof,
  result: Recheck,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  if (result.kind === 'gone') {
    return repo.recordCheck(trx, proof, {
      status: PostProofStatus.TakenDown,
      reason: M.reasonGone,
      checkedOn: at,
      nextCheckOn: null,
      checks: proof.checks + 1,
      caseOpenedOn: at,
    });
  }
  if (result.status === PostProofStatus.Failed) {
    // Retried daily, for at most a week after the last scheduled check.
    const retry = dayAfter(at, POST_RECHECK_RETRY_DAYS);
    const lastRetry = dayAfter(proof.submittedOn, Math.max(...POST_RECHECK_DAYS) + 7);
    return repo.recordCheck(trx, proof, {
      status: PostProofStatus.Failed,
      reason: result.reason,
      checkedOn: at,
      nextCheckOn: retry <= lastRetry ? retry : null,
      checks: proof.checks,
    });
  }
  return repo.recordCheck(trx, proof, {
    status: result.status,
    reason: result.reason,
    checkedOn: at,
    nextCheckOn: nextCheckOf(proof.submittedOn, now),
    checks: proof.checks + 1,
  });
}

/** Stops rechecking a proof whose collab was refunded (nothing left to protect). */
export const stopRechecks = (trx: DbOrTrx, proof: PostProof): Promise<boolean> =>
  repo.recordCheck(trx, proof, {
    status: proof.status,
    reason: proof.reason,
    checkedOn: proof.checkedOn,
    nextCheckOn: null,
    checks: proof.checks,
  });
