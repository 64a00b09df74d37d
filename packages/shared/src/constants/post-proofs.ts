import { Platform } from './platforms';
import { PLATFORM_PAGE_HOSTS } from './social-verification';

/**
 * Proof of posting (issue 19): what the server found when it checked a collab's post URL.
 * - verified: the platform's public oEmbed named the influencer's linked account as the author (YouTube);
 * - unverified: the post is accepted, but its author could not be checked without credentials the server
 *   does not have (Instagram and Facebook oEmbed need a Meta app token), or the platform could not be reached;
 * - failed: a recheck could not reach the platform; it is tried again the next day;
 * - taken_down: a recheck found the post gone (or private): a helpdesk case was opened.
 */
export const PostProofStatus = {
  Verified: 'verified',
  Unverified: 'unverified',
  Failed: 'failed',
  TakenDown: 'taken_down',
} as const;
export type TPostProofStatus = (typeof PostProofStatus)[keyof typeof PostProofStatus];
export const POST_PROOF_STATUSES = Object.values(PostProofStatus);

/** Days after the post URL was accepted when the post is checked again. */
export const POST_RECHECK_DAYS = [7, 30] as const;
/** A recheck that could not reach the platform is tried again this many days later. */
export const POST_RECHECK_RETRY_DAYS = 1;

/** The hosts a post URL of each platform may be on (a page's hosts plus the platforms' short links). */
export const POST_HOSTS: Readonly<Record<number, readonly string[]>> = {
  [Platform.Facebook]: [...(PLATFORM_PAGE_HOSTS[Platform.Facebook] ?? []), 'fb.watch'],
  [Platform.YouTube]: [...(PLATFORM_PAGE_HOSTS[Platform.YouTube] ?? []), 'youtu.be'],
  [Platform.Instagram]: PLATFORM_PAGE_HOSTS[Platform.Instagram] ?? [],
  [Platform.UGC]: [],
};
