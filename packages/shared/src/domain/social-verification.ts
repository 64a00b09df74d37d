import { Platform } from '../constants/platforms';
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

/**
 * A UGC creator's portfolio may live anywhere, but it is a web page: http(s) or no scheme (read as https), a
 * named host with a dot (no address, no `localhost`), no user name or port. Null otherwise.
 */
function portfolioPageUrl(pageUrl: string): URL | null {
  const text = pageUrl.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname;
  const isAddress = /^[\d.]+$/.test(host) || host.startsWith('[');
  return host.includes('.') && !isAddress && !host.endsWith('.') ? url : null;
}

/**
 * Whether a typed page URL is a page of that platform (checked when an account is linked): a Facebook,
 * YouTube or Instagram page on that platform's hosts (https, http upgraded, or no scheme); a UGC portfolio on
 * any named web host. `javascript:`, `file:`, `data:` and other schemes never are.
 */
export const isPlatformPageUrl = (platformId: number, pageUrl: string): boolean =>
  (platformId === Platform.UGC ? portfolioPageUrl(pageUrl) : platformPageUrl(platformId, pageUrl)) !== null;

/** Whether a page's text shows the code (any letter case: some pages upper- or lower-case a bio). */
export const pageShowsCode = (pageText: string, code: string): boolean =>
  pageText.toUpperCase().includes(code.toUpperCase());

/** Whether text looks like a verification code (what a screenshot or page must show). */
export const isVerificationCode = (text: string): boolean =>
  text.startsWith(VERIFICATION_CODE_PREFIX) && text.length === VERIFICATION_CODE_PREFIX.length + 6;
