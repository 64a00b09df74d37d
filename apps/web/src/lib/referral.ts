import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS } from '@collably/shared/constants/limits';

const MAX_REFERRAL_LENGTH = 100;

/**
 * Spec §3: a page opened with ?czref= keeps the value in the czref cookie (7 days, SameSite=Strict,
 * path /); the API client sends it back as the Czref header.
 */
export function rememberReferral(search: string): void {
  const value = new URLSearchParams(search).get(REFERRAL_COOKIE)?.trim();
  if (!value) return;
  const maxAge = REFERRAL_COOKIE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${REFERRAL_COOKIE}=${encodeURIComponent(value.slice(0, MAX_REFERRAL_LENGTH))}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}

/** The referral code the czref cookie holds, or null (none, or outside a browser). */
export function referralCode(): string | null {
  if (typeof document === 'undefined') return null;
  const match = /(?:^|;\s*)czref=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
