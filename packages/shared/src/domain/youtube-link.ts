/**
 * The free YouTube tool (spec §2 'YouTube tool', §5): turns a YouTube link into a direct in-app link on our own
 * host, {origin}/yt/{param}, whose page opens the video in the YouTube app.
 *
 * Decisions the spec leaves open:
 * - Beyond the spec's 'contains youtube.com or youtu.be', the link's host must really be YouTube's, so
 *   'https://evil.example/?youtube.com' yields nothing.
 * - Live links (/live/{id}) are videos like watch links. Legacy /c/ and /user/ links yield nothing: they cannot
 *   be mapped to a handle reliably.
 * - Channels are written without the '@': 'ch-{handle}', or 'ch-{UC… id}' for /channel/ links; on the way back a
 *   24-character 'UC…' value is a channel id, anything else a handle (so a handle shaped exactly like a channel
 *   id would open as a channel).
 * - The scheme is ambiguous for a video id that itself begins with 'ch-' (one id in 2^18): such a parameter is
 *   read as a channel. A video id beginning with 'sh-' is not ambiguous, as a short's parameter is 14 characters.
 * - youtubeAppUrl validates its parameter (it comes from the address bar) and returns null when it is not one
 *   this tool produces, so the page can never be made to open anything but a YouTube URL.
 */
import { toHttpUrl } from './portfolio';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
const HANDLE = /^[A-Za-z0-9._-]{3,30}$/;

export const YT_PATH_PREFIX = 'yt/';
const SHORT_PREFIX = 'sh-';
const CHANNEL_PREFIX = 'ch-';

const hostIs = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

/** 'yt/{id}', 'yt/sh-{id}' or 'yt/ch-{handle or channel id}' for a YouTube link; null for anything else. */
export const directLinkPath = (link: string): string | null => {
  if (!/youtube\.com|youtu\.be/i.test(link)) return null;
  const parsed = toHttpUrl(link);
  if (!parsed) return null;
  const { url } = parsed;
  const segments = url.pathname.split('/').filter((s) => s !== '');
  const [first = '', second = ''] = segments;

  if (hostIs(url.hostname, 'youtu.be')) return VIDEO_ID.test(first) ? `${YT_PATH_PREFIX}${first}` : null;
  if (!hostIs(url.hostname, 'youtube.com')) return null;

  if (first === 'watch') {
    const id = url.searchParams.get('v') ?? '';
    return VIDEO_ID.test(id) ? `${YT_PATH_PREFIX}${id}` : null;
  }
  if (first === 'live') return VIDEO_ID.test(second) ? `${YT_PATH_PREFIX}${second}` : null;
  if (first === 'shorts') return VIDEO_ID.test(second) ? `${YT_PATH_PREFIX}${SHORT_PREFIX}${second}` : null;
  if (first === 'channel')
    return CHANNEL_ID.test(second) ? `${YT_PATH_PREFIX}${CHANNEL_PREFIX}${second}` : null;
  if (first.startsWith('@')) {
    const handle = first.slice(1);
    return HANDLE.test(handle) ? `${YT_PATH_PREFIX}${CHANNEL_PREFIX}${handle}` : null;
  }
  return null;
};

/** The YouTube URL to open for the {link} parameter of /yt/{link}; null when it is not a parameter we make. */
export const youtubeAppUrl = (pathParam: string): string | null => {
  const param = pathParam.trim();
  if (param.startsWith(SHORT_PREFIX)) {
    const id = param.slice(SHORT_PREFIX.length);
    if (VIDEO_ID.test(id)) return `https://www.youtube.com/shorts/${id}`;
  }
  if (param.startsWith(CHANNEL_PREFIX)) {
    const channel = param.slice(CHANNEL_PREFIX.length);
    if (CHANNEL_ID.test(channel)) return `https://www.youtube.com/channel/${channel}`;
    if (HANDLE.test(channel)) return `https://www.youtube.com/@${channel}`;
  }
  return VIDEO_ID.test(param) ? `https://www.youtube.com/watch?v=${param}` : null;
};
