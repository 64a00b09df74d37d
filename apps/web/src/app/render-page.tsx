import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app';
import type { PageHandle } from './page-loader';
import { createRoutes } from './routes';

/**
 * The server's first paint of a public page, built with `vite build --ssr` into dist-ssr and used by the server
 * (apps/server/src/platform/http/first-paint.ts) in two steps: `loadPage` runs the page's loaders where the API
 * is (its calls are answered in-process, through the transport set here), and `renderPage` renders the page
 * once from their answers in a worker thread, off the event loop that serves the API.
 */
export { setApiTransport } from '@/lib/api-client';

/** A page's data as its loaders left it: TanStack Query's dehydrated state, as JSON. */
export type PageData = { queries: string };

/** A render that takes longer has something waiting that never comes; the page is sent unpainted. */
const RENDER_TIMEOUT_MS = 5_000;

/** On the server a failed query is an answer: the page is not painted, and the browser asks again. */
const serverQueryClient = () => {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
};

/** The routes only for matching; their loaders never run. */
const routesForMatching = createRoutes({ queryClient: new QueryClient(), waitForData: true });

/** The source paths of the page modules a URL opens, as the build's manifest keys them (layout first). */
export function pageModules(url: string): string[] {
  const matches = matchRoutes(routesForMatching, new URL(url).pathname) ?? [];
  return matches.flatMap((match) => (match.route.handle as PageHandle | undefined)?.module ?? []);
}

/** The static handler's answer for a URL with its routes' loaders run: null unless the page itself is a 200. */
async function query(url: string, queryClient: QueryClient) {
  const handler = createStaticHandler(createRoutes({ queryClient, waitForData: true }));
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  return { handler, context };
}

/** Runs the page's loaders: its data, or null when it is not a page to paint (a redirect, an error, a failed query). */
export async function loadPage(url: string): Promise<PageData | null> {
  const queryClient = serverQueryClient();
  return (await query(url, queryClient)) ? { queries: JSON.stringify(dehydrate(queryClient)) } : null;
}

/**
 * The page's markup, rendered once from the data `loadPage` gave (its loaders find everything in the cache, so
 * nothing is fetched here), waiting for every lazy part inside it: a part left to the browser would be
 * rendered there instead of taken over (React error #419). Null when the page does not render.
 */
export async function renderPage({ url, queries }: { url: string; queries: string }): Promise<string | null> {
  const queryClient = serverQueryClient();
  hydrate(queryClient, JSON.parse(queries) as DehydratedState);
  const answer = await query(url, queryClient);
  if (!answer) return null;
  const router = createStaticRouter(answer.handler.dataRoutes, answer.context);
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={answer.context} hydrate={false} />
    </AppProviders>,
    // Every boundary inline: a large one is otherwise sent apart, hidden, and put in place by a script, which a
    // visitor without JavaScript (or a crawler) never runs.
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return text(prelude);
}
