import { PLATFORM_PAGE_HOSTS, VERIFICATION_CODE_PREFIX } from '../constants/social-verification';

/**
 * The https URL of a linked account's public page, or null when the stored page URL is not a page of that
 * platform: its host must be on the platform's allow-list. Page URLs are kept as typed ('instagram.com/x'),
 * so a URL without a scheme is read as https, and http is upgraded; any other scheme, a user name or a port
 * in the URL is refused.
 */
export function platformPageUrl(platformId: number, pageUrl: string): URL | null {
  const hosts = PLATFORM_PAGE_HOSTS[platformId] ?? [];
  const text = pageUrl.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol === 'http:') url.protocol = 'https:';
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (!hosts.includes(url.hostname.toLowerCase())) return null;
  url.hash = '';
  return url;
}

/** Whether a page's text shows the code (any letter case: some pages upper- or lower-case a bio). */
export const pageShowsCode = (pageText: string, code: string): boolean =>
  pageText.toUpperCase().includes(code.toUpperCase());

/** Whether text looks like a verification code (what a screenshot or page must show). */
export const isVerificationCode = (text: string): boolean =>
  text.startsWith(VERIFICATION_CODE_PREFIX) && text.length === VERIFICATION_CODE_PREFIX.length + 6;
