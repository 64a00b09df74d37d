import { Platform } from './platforms';

/** A verification code reads `COLLABLY-` and six characters of this alphabet (no 0/O, 1/I/L lookalikes). */
export const VERIFICATION_CODE_PREFIX = 'COLLABLY-';
export const VERIFICATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const VERIFICATION_CODE_LENGTH = 6;
/** Days a code stays valid after it is issued. */
export const VERIFICATION_CODE_DAYS = 7;

/**
 * Where a linked account stands: a code waiting to be found, a screenshot waiting for the super admin,
 * verified, or a screenshot the super admin rejected (a new code or screenshot may follow).
 */
export const VerificationStatus = {
  CodeIssued: 'code-issued',
  ScreenshotPending: 'screenshot-pending',
  Verified: 'verified',
  Rejected: 'rejected',
} as const;
export type TVerificationStatus = (typeof VerificationStatus)[keyof typeof VerificationStatus];
export const VERIFICATION_STATUSES = Object.values(VerificationStatus);

/**
 * The hosts whose public pages the server may fetch for each platform: a page URL on any other host is not
 * that platform's, and a redirect off these hosts is not followed. UGC is no public platform: its accounts
 * are verified by screenshot only.
 */
export const PLATFORM_PAGE_HOSTS: Readonly<Record<number, readonly string[]>> = {
  [Platform.Facebook]: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'web.facebook.com'],
  [Platform.YouTube]: ['youtube.com', 'www.youtube.com', 'm.youtube.com'],
  [Platform.Instagram]: ['instagram.com', 'www.instagram.com', 'm.instagram.com'],
  [Platform.UGC]: [],
};

/** What a page URL of each platform looks like, for the message refusing one that is not. */
export const PAGE_URL_EXAMPLES: Readonly<Record<number, string>> = {
  [Platform.Facebook]: 'https://www.facebook.com/yourpage',
  [Platform.YouTube]: 'https://www.youtube.com/@yourchannel',
  [Platform.Instagram]: 'https://www.instagram.com/yourname',
  [Platform.UGC]: 'https://www.behance.net/yourname',
};
