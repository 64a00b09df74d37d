import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';

import type { FirstPaint } from '@collably/shared/domain/first-paint';
import { paintKey } from './first-paint-key';

/** apps/web/src/app/render-page.tsx, built by `vite build --ssr` into dist-ssr beside the web app's dist. */
type PageRenderer = {
  pageModules: (url: string) => string[];
  loadPage: (url: string) => Promise<{ queries: string } | null>;
  setApiTransport: (send: (url: string, init: RequestInit) => Promise<Response>) => void;
};

export type FirstPaints = {
  /** The source paths of the page modules a path opens (keys of the build's manifest), layout first. */
  pageModules: (pathname: string) => string[];
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

export type FirstPaintLimits = {
  /** Renders one instance starts per second, in bursts of at most this many (config FIRST_PAINT_RENDERS_PER_SECOND). */
  rendersPerSecond: number;
  /**
   * Worker threads that render (config FIRST_PAINT_WORKERS), each one page at a time; a request that finds them
   * all busy is sent the page unpainted. 0 never paints.
   */
  workers: number;
};

export const DEFAULT_FIRST_PAINT_LIMITS: FirstPaintLimits = { rendersPerSecond: 5, workers: 1 };

/**
 * A token bucket: `perSecond` tokens a second, holding at most `perSecond` (one second's worth, at least one), so
 * renders are spread out and a burst after a quiet spell is one second's budget.
 */
export function renderBudget(perSecond: number, now: () => number = performance.now.bind(performance)) {
  const capacity = Math.max(1, perSecond);
  let tokens = capacity;
  let at = now();
  return {
    take: (): boolean => {
      const t = now();
      tokens = Math.min(capacity, tokens + ((t - at) / 1000) * perSecond);
      at = t;
      if (perSecond <= 0 || tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * Loads the web app's server renderer when the build has one, in two places: here, where its loaders ask the
 * API for a page's data in-process (`app.inject`, as the visitor's own anonymous requests, so rate limits and
 * permissions apply as in the browser), and in a pool of worker threads (piscina) that render the page from that
 * data, so a render never holds up the event loop that answers the API. Besides:
 * - a page is kept under its path and the query parameters it reads (first-paint-key.ts) until `dataVersion`
 *   (bumped by every write to what the pages show: influencers' cards and profiles, reviews) changes or a
 *   minute has passed, the least recently shown pages leaving first;
 * - a page not kept is rendered only when no render of it is running (one flight per page), a worker is free
 *   and the per-second budget has a render left; otherwise, and when a render takes longer than
 *   RENDER_BUDGET_MS, the request is answered with the app shell, which the browser paints as it does any page.
 *   A render that outlives its request still fills the cache for the next visitor.
 */
export async function loadFirstPaints(
  app: FastifyInstance,
  distDir: string,
  dataVersion: () => Promise<number>,
  limits: FirstPaintLimits = DEFAULT_FIRST_PAINT_LIMITS,
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
  const pageModules = (pathname: string) => renderer.pageModules(`http://localhost${pathname}`);
  if (limits.workers <= 0) return { pageModules, paint: async () => null };

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
  const pool = new Piscina({
    filename: pathToFileURL(file).href,
    name: 'renderPage',
    minThreads: limits.workers,
    maxThreads: limits.workers,
    // One render at a time per worker: a second would only wait behind the first.
    concurrentTasksPerWorker: 1,
    // Renders give way to the API when they share a CPU: the worker threads run at a lower priority
    // (nice +19, through piscina's optional @napi-rs/nice).
    niceIncrement: 19,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  app.addHook('onClose', async () => void (await pool.destroy()));

  // Wrapped: the cache keeps no null, and a page that does not paint is remembered as such.
  const painted = new LRUCache<string, { paint: FirstPaint | null }>({ max: MAX_PAGES, ttl: FRESH_MS });
  const inFlight = new Set<string>();
  const budget = renderBudget(limits.rendersPerSecond);

  const paintOf = async (pageUrl: string, ip: string): Promise<FirstPaint | null> => {
    const url = `http://localhost${pageUrl}`;
    const data = await visitorIp.run(ip, () => renderer.loadPage(url));
    if (!data) return null;
    const html = (await pool.run({ url, queries: data.queries })) as string | null;
    return html === null ? null : { html, queries: data.queries };
  };

  const render = async (key: string, pageUrl: string, ip: string): Promise<FirstPaint | null> => {
    inFlight.add(key);
    const rendering = paintOf(pageUrl, ip)
      .catch((error: unknown) => {
        app.log.warn({ err: error, url: pageUrl }, 'first paint failed; the browser paints the page');
        return null;
      })
      .then((paint) => {
        // The slot is held until the render has really ended, not just until its request stopped waiting.
        inFlight.delete(key);
        painted.set(key, { paint });
        return paint;
      });
    const timeout = new Promise<null>((resolve) => setTimeout(resolve, RENDER_BUDGET_MS, null).unref());
    return Promise.race([rendering, timeout]);
  };

  return {
    pageModules,
    paint: async (req) => {
      const pageUrl = paintKey(req.url);
      const key = `${await dataVersion()}|${pageUrl}`;
      const kept = painted.get(key);
      if (kept) return kept.paint;
      if (inFlight.has(key) || inFlight.size >= limits.workers || !budget.take()) return null;
      return render(key, pageUrl, req.ip);
    },
  };
}
