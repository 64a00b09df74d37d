import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { FirstPaint } from '@collably/shared/domain/first-paint';

/** apps/web/src/app/render-page.tsx, built by `vite build --ssr` into dist-ssr beside the web app's dist. */
type PageRenderer = {
  renderPage: (url: string) => Promise<FirstPaint | null>;
  setApiTransport: (send: (url: string, init: RequestInit) => Promise<Response>) => void;
};

export type FirstPaints = {
  /** The page at this request's URL, painted for a visitor without a session; null to let the browser paint. */
  paint: (req: FastifyRequest) => Promise<FirstPaint | null>;
};

/**
 * A painted page is shown to every visitor (it holds only what anyone may see) while the data it shows is
 * unchanged, and for this long at most.
 */
const FRESH_MS = 60_000;
const MAX_PAGES = 128;
/** A render that takes longer is not waited for: the browser paints the page as it would without one. */
const RENDER_BUDGET_MS = 1_500;

/**
 * Loads the web app's server renderer when the build has one. Its API calls are answered in-process
 * (`app.inject`) as the visitor's own anonymous requests, so rate limits and permissions apply as in the
 * browser. Rendering runs on the event loop: a page is kept until `dataVersion` (bumped by every write to what
 * the pages show: influencers' cards and profiles, reviews) changes or a minute has passed, one render runs at a
 * time, and a request that would wait for another render is answered without a first paint instead.
 */
export async function loadFirstPaints(
  app: FastifyInstance,
  distDir: string,
  dataVersion: () => Promise<number>,
): Promise<FirstPaints | null> {
  const file = path.join(distDir, '..', 'dist-ssr', 'render-page.js');
  if (!fs.existsSync(file)) return null;
  let renderer: PageRenderer;
  try {
    renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
  } catch (error) {
    app.log.warn({ err: error, file }, 'the server renderer did not load; browsers paint every page');
    return null;
  }
  const visitorIp = new AsyncLocalStorage<string>();
  renderer.setApiTransport(async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: init.headers as Record<string, string> | undefined,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: visitorIp.getStore(),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    return new Response(res.rawPayload, { status: res.statusCode, headers });
  });

  const painted = new Map<string, { paint: FirstPaint | null; at: number }>();
  let rendering = false;
  const render = async (url: string, ip: string) => {
    rendering = true;
    try {
      const budget = new Promise<null>((resolve) => setTimeout(resolve, RENDER_BUDGET_MS, null).unref());
      return await Promise.race([
        visitorIp.run(ip, () => renderer.renderPage(`http://localhost${url}`)),
        budget,
      ]);
    } catch (error) {
      app.log.warn({ err: error, url }, 'first paint failed; the browser paints the page');
      return null;
    } finally {
      rendering = false;
    }
  };

  return {
    paint: async (req) => {
      const now = Date.now();
      const key = `${await dataVersion()}|${req.url}`;
      const kept = painted.get(key);
      if (kept && now - kept.at < FRESH_MS) return kept.paint;
      if (rendering) return null;
      const paint = await render(req.url, req.ip);
      painted.delete(key);
      painted.set(key, { paint, at: now });
      if (painted.size > MAX_PAGES) painted.delete(painted.keys().next().value ?? '');
      return paint;
    },
  };
}
