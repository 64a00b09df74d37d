import { Platform } from '../constants/platforms';
import { POST_HOSTS } from '../constants/post-proofs';
import { parseYouTubeVideoId, toHttpUrl } from './portfolio';

/**
 * Proof of posting (issue 19): which URLs are posts of a platform, and whose YouTube channel is whose.
 *
 * Decisions:
 * - A post URL is https on one of the platform's hosts (POST_HOSTS; http is upgraded, no port or user name).
 * - YouTube: a video (watch?v=, youtu.be/, shorts/, live/, embed/); it is checked as its watch URL.
 * - Instagram: /p/{code}, /reel/{code}, /reels/{code}, /tv/{code} (optionally after the user name).
 * - Facebook: any page below the host (posts, videos, reels, photos, share links, fb.watch).
 */
export type TPostLink = { url: URL; videoId: string | null };

const segmentsOf = (url: URL) => url.pathname.split('/').filter((s) => s !== '');
const INSTAGRAM_POST_KINDS = new Set(['p', 'reel', 'reels', 'tv']);

export function postLinkOf(platformId: number, text: string): TPostLink | null {
  const parsed = toHttpUrl(text);
  if (!parsed) return null;
  const url = parsed.url;
  if (url.protocol === 'http:') url.protocol = 'https:';
  if (url.username || url.password || url.port) return null;
  if (!(POST_HOSTS[platformId] ?? []).includes(url.hostname.toLowerCase())) return null;
  url.hash = '';
  const segments = segmentsOf(url);
  switch (platformId) {
    case Platform.YouTube: {
      const videoId = parseYouTubeVideoId(url.href);
      return videoId ? { url: new URL(`https://www.youtube.com/watch?v=${videoId}`), videoId } : null;
    }
    case Platform.Instagram: {
      const at = INSTAGRAM_POST_KINDS.has(segments[0] ?? '') ? 0 : 1;
      const isPost = INSTAGRAM_POST_KINDS.has(segments[at] ?? '') && (segments[at + 1] ?? '') !== '';
      return isPost ? { url, videoId: null } : null;
    }
    case Platform.Facebook:
      return segments.length > 0 ? { url, videoId: null } : null;
    default:
      return null;
  }
}

/**
 * A YouTube channel URL as one comparable key: '@handle' (handles ignore case), 'channel/UC…' (ids keep it),
 * 'c/name' or 'user/name'; null when the text is not a YouTube channel URL. Accepts URLs without a scheme, as
 * profiles store them ('youtube.com/@ananya').
 */
export function youtubeChannelKey(text: string): string | null {
  const parsed = toHttpUrl(text);
  if (!parsed) return null;
  const host = parsed.url.hostname.toLowerCase();
  if (!(POST_HOSTS[Platform.YouTube] ?? []).includes(host) || host === 'youtu.be') return null;
  const [first = '', second = ''] = segmentsOf(parsed.url).map((s) => decodeURIComponent(s));
  if (first.startsWith('@') && first.length > 1) return first.toLowerCase();
  if (first === 'channel' && second) return `channel/${second}`;
  if ((first === 'c' || first === 'user') && second) return `${first}/${second.toLowerCase()}`;
  return null;
}

/** The channel id in a 'channel/UC…' key, or null. */
export const channelIdOfKey = (key: string): string | null =>
  key.startsWith('channel/') ? key.slice('channel/'.length) : null;

/** Whether a post URL's platform has a credential-free check of who posted it (only YouTube's oEmbed). */
export const hasOpenAuthorCheck = (platformId: number): boolean => platformId === Platform.YouTube;
