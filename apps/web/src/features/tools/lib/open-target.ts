/**
 * Where a /yt/{link} page sends the browser to open a YouTube URL in the YouTube app.
 *
 * - Android: an intent URL for the YouTube app's package over the same https address (the app handles
 *   watch, shorts and channel/handle paths); without the app, Chrome follows `S.browser_fallback_url`.
 * - iOS / iPadOS: the app's `vnd.youtube://` scheme with the same host and path (watch?v=, shorts/, @handle,
 *   channel/); iOS gives no fallback of its own, so the page moves to the https address when it is still
 *   showing after OPEN_APP_FALLBACK_MS (the app did not take over).
 * - Anything else (desktop): the https address itself.
 * The page also shows an 'Open Youtube' link to the https address, for when none of this happens.
 */
export type Device = 'android' | 'ios' | 'desktop';

export const OPEN_APP_FALLBACK_MS = 1_500;

export function deviceOf(nav: { userAgent: string; maxTouchPoints?: number }): Device {
  const ua = nav.userAgent;
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  // iPadOS asks for desktop pages and names itself a Mac; only its touch screen tells it apart.
  if (/macintosh/i.test(ua) && (nav.maxTouchPoints ?? 0) > 1) return 'ios';
  return 'desktop';
}

/** The address that opens `youtubeUrl` (an https://www.youtube.com/… URL) in the app on `device`. */
export function appUrlOf(youtubeUrl: string, device: Device): string {
  const url = new URL(youtubeUrl);
  const hostAndPath = `${url.host}${url.pathname}${url.search}`;
  if (device === 'android') {
    const fallback = encodeURIComponent(youtubeUrl);
    return `intent://${hostAndPath}#Intent;scheme=https;package=com.google.android.youtube;S.browser_fallback_url=${fallback};end`;
  }
  if (device === 'ios') return `vnd.youtube://${hostAndPath}`;
  return youtubeUrl;
}
