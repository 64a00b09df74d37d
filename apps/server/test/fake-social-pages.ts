import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the social platforms' public pages (issue 18): the app is pointed at it with
 * SOCIAL_PAGE_ORIGIN, which keeps each page's path. A page is set by path (`/ananya_sharma`) with its HTML,
 * or with a status and Location to answer a redirect or an error; anything else answers 404. Tests set
 * pages directly; a browser journey through POST /__control/page { path, html?, status?, location? }.
 *
 * Posts (issue 19, proof of posting):
 * - YouTube videos are set by id with their channel (`setVideo`, POST /__control/video { id, authorName,
 *   authorUrl, status? }); `/oembed?url=…&format=json` answers their author_name/author_url as YouTube's public
 *   oEmbed does, 404 for an unknown video and the video's status (401 private, 404 taken down) otherwise, and
 *   `/watch?v=…` their page.
 * - Instagram and Facebook post paths (/p/, /reel/, /reels/, /tv/, /posts/, /videos/, /share/) answer a login
 *   wall (200), as those platforms do to servers, unless a page is set for the path (404: taken down).
 */
export type FakePage = { html?: string; status?: number; location?: string };
export type FakeVideo = { authorName: string; authorUrl: string; status?: number };

export type FakeSocialPages = {
  url: string;
  setPage: (path: string, page: FakePage) => void;
  setVideo: (id: string, video: FakeVideo) => void;
  /** The video answers 404 from now on (deleted), keeping its channel. */
  takeDownVideo: (id: string) => void;
  close: () => Promise<void>;
};

const POST_PATH = /\/(p|reel|reels|tv|posts|videos|share)\/[^/]+/;
const LOGIN_WALL =
  '<html><head><title>Login • Instagram</title></head><body>Log in to see this post</body></html>';

/** The 11-character id of a YouTube video URL (watch?v=, youtu.be/, shorts/), or null. */
function videoIdOf(link: string): string | null {
  try {
    const url = new URL(link);
    const id = url.searchParams.get('v') ?? url.pathname.split('/').filter(Boolean).pop() ?? '';
    return /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

export async function startFakeSocialPages(port = 0): Promise<FakeSocialPages> {
  const pages = new Map<string, FakePage>();
  const videos = new Map<string, FakeVideo>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/__control/video' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const { id, ...video } = JSON.parse(body) as FakeVideo & { id: string };
        videos.set(id, video);
        res.writeHead(204).end();
      });
      return;
    }
    if (url.pathname === '/oembed') {
      const video = videos.get(videoIdOf(url.searchParams.get('url') ?? '') ?? '');
      if (!video || (video.status ?? 200) !== 200) {
        res
          .writeHead(video?.status ?? 404, { 'content-type': 'text/html' })
          .end(video ? 'Unauthorized' : 'Not Found');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          title: 'A video',
          author_name: video.authorName,
          author_url: video.authorUrl,
          type: 'video',
          provider_name: 'YouTube',
          provider_url: 'https://www.youtube.com/',
        }),
      );
      return;
    }
    if (url.pathname === '/watch') {
      const video = videos.get(url.searchParams.get('v') ?? '');
      res
        .writeHead(video?.status ?? (video ? 200 : 404), { 'content-type': 'text/html' })
        .end(video ? `<title>${video.authorName}</title>` : '');
      return;
    }
    if (url.pathname === '/__control/health') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (url.pathname === '/__control/page' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const { path, ...page } = JSON.parse(body) as FakePage & { path: string };
        pages.set(path, page);
        res.writeHead(204).end();
      });
      return;
    }
    const page = pages.get(url.pathname) ?? (POST_PATH.test(url.pathname) ? { html: LOGIN_WALL } : undefined);
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    if (page.location) headers.location = page.location;
    res.writeHead(page.status ?? 200, headers).end(page.html ?? '');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    setPage: (path, page) => pages.set(path, page),
    setVideo: (id, video) => videos.set(id, video),
    takeDownVideo: (id) => {
      const video = videos.get(id);
      if (video) videos.set(id, { ...video, status: 404 });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
