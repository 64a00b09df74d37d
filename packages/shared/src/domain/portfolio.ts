/**
 * Portfolio URL normalising (spec §5): links are stored in the form an iframe can embed.
 *
 * - Facebook (facebook.com and its subdomains, fb.watch, fb.com) → the video plugin wrapping the original link.
 * - YouTube (watch?v=, youtu.be/, shorts/, embed/, live/, v/; any youtube.com subdomain, youtube-nocookie.com)
 *   → https://www.youtube.com/embed/{11-character id}; a YouTube link without a valid id is left unchanged.
 * - Instagram /reel/{code}, /reels/{code} → /reel/{code}/embed/; /p/{code} → /p/{code}/embed/ (also with a
 *   leading /{username}/ segment, as Instagram now shares them).
 * - Everything else, and already-normalised links, come back unchanged apart from trimming, so normalising is
 *   idempotent. A link without a scheme ('youtu.be/…') is read as https.
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const INSTAGRAM_CODE = /^[A-Za-z0-9_-]+$/;
const YOUTUBE_ID_PATHS = new Set(['shorts', 'embed', 'live', 'v', 'e']);

const hostIs = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

/** The http(s) URL a user meant, adding https:// when no scheme was typed; null when it is not one. */
export const toHttpUrl = (text: string): { url: URL; absolute: string } | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  let absolute = trimmed;
  if (trimmed.startsWith('//')) absolute = `https:${trimmed}`;
  else if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) absolute = `https://${trimmed}`;
  try {
    const url = new URL(absolute);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { url, absolute };
  } catch {
    return null;
  }
};

const pathSegments = (url: URL): string[] => url.pathname.split('/').filter((s) => s !== '');

const youTubeIdOf = (url: URL): string | null => {
  const host = url.hostname;
  const segments = pathSegments(url);
  let candidate: string | null | undefined = null;
  if (hostIs(host, 'youtu.be')) {
    candidate = segments[0];
  } else if (hostIs(host, 'youtube.com') || hostIs(host, 'youtube-nocookie.com')) {
    const [first, second] = segments;
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first !== undefined && YOUTUBE_ID_PATHS.has(first)) candidate = second;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
};

/** The 11-character video id of a YouTube video link, or null. */
export const parseYouTubeVideoId = (link: string): string | null => {
  const parsed = toHttpUrl(link);
  return parsed ? youTubeIdOf(parsed.url) : null;
};

const instagramEmbed = (url: URL): string | null => {
  if (!hostIs(url.hostname, 'instagram.com')) return null;
  const segments = pathSegments(url);
  // '/reel/{code}' or '/{username}/reel/{code}'; the first form wins so normalised links map to themselves.
  for (const at of [0, 1]) {
    const kind = segments[at];
    const code = segments[at + 1];
    if (code === undefined || !INSTAGRAM_CODE.test(code)) continue;
    if (kind === 'reel' || kind === 'reels') return `https://www.instagram.com/reel/${code}/embed/`;
    if (kind === 'p') return `https://www.instagram.com/p/${code}/embed/`;
  }
  return null;
};

const isFacebookHost = (host: string): boolean =>
  hostIs(host, 'facebook.com') || hostIs(host, 'fb.watch') || hostIs(host, 'fb.com');

export const normalisePortfolioUrl = (link: string): string => {
  const trimmed = link.trim();
  const parsed = toHttpUrl(trimmed);
  if (!parsed) return trimmed;
  const { url, absolute } = parsed;

  if (isFacebookHost(url.hostname)) {
    if (url.pathname.startsWith('/plugins/')) return trimmed;
    return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(absolute)}&show_text=false`;
  }
  const videoId = youTubeIdOf(url);
  if (videoId) return `https://www.youtube.com/embed/${videoId}`;
  return instagramEmbed(url) ?? trimmed;
};

export type TPortfolioPost = {
  /** The post on its own site, for a link card when the embed cannot be shown. */
  href: string;
  platform: 'YouTube' | 'Instagram' | 'Facebook' | null;
  /** Where the link points, shortened for a card: 'instagram.com/reel/C3xAmPlEr3l'. */
  display: string;
};

/**
 * The post behind a stored (normalised) portfolio link: YouTube embed → watch page, Instagram /embed/ → the post,
 * Facebook video plugin → the video it wraps; anything else is its own post. Null when it is not an http(s) link.
 */
export const portfolioPostOf = (stored: string): TPortfolioPost | null => {
  const parsed = toHttpUrl(stored);
  if (!parsed) return null;
  const { url, absolute } = parsed;
  const display = (u: URL) => `${u.hostname.replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '')}`;

  const videoId = youTubeIdOf(url);
  if (videoId) {
    const watch = new URL(`https://www.youtube.com/watch?v=${videoId}`);
    return { href: watch.toString(), platform: 'YouTube', display: `youtube.com/watch?v=${videoId}` };
  }
  if (hostIs(url.hostname, 'instagram.com')) {
    const post = new URL(url.toString());
    post.pathname = post.pathname.replace(/\/embed\/?$/, '/');
    post.search = '';
    return { href: post.toString(), platform: 'Instagram', display: display(post) };
  }
  if (isFacebookHost(url.hostname)) {
    const wrapped = url.pathname.startsWith('/plugins/') ? url.searchParams.get('href') : absolute;
    const inner = wrapped ? toHttpUrl(wrapped) : null;
    const target = inner && isFacebookHost(inner.url.hostname) ? inner.url : url;
    return { href: target.toString(), platform: 'Facebook', display: display(target) };
  }
  return { href: url.toString(), platform: null, display: display(url) };
};
