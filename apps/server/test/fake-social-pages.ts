import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the social platforms' public pages (issue 18): the app is pointed at it with
 * SOCIAL_PAGE_ORIGIN, which keeps each page's path. A page is set by path (`/ananya_sharma`) with its HTML,
 * or with a status and Location to answer a redirect or an error; anything else answers 404. Tests set
 * pages directly; a browser journey through POST /__control/page { path, html?, status?, location? }.
 */
export type FakePage = { html?: string; status?: number; location?: string };

export type FakeSocialPages = {
  url: string;
  setPage: (path: string, page: FakePage) => void;
  close: () => Promise<void>;
};

export async function startFakeSocialPages(port = 0): Promise<FakeSocialPages> {
  const pages = new Map<string, FakePage>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
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
    const page = pages.get(url.pathname);
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
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
