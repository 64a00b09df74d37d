import { renderToString } from 'react-dom/server';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { FirstPaint } from '@collably/shared/domain/first-paint';
import { setApiTransport } from '@/lib/api-client';
import { AppProviders, createQueryClient } from './app';
import { routes } from './routes';

export { setApiTransport };

/** Each pass renders, then fetches the queries that render asked for; a query may depend on another's answer. */
const MAX_PASSES = 3;

const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/** Fetches what the last render asked for and has not got; how many it fetched. */
async function fetchAskedFor(client: QueryClient): Promise<number> {
  const asked = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
  await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
  return asked.length;
}

/**
 * The server's first paint of a public page (built with `vite build --ssr` into dist-ssr). Null when the page is
 * not one to paint on the server: a redirect, an error, or a query that failed. */
export async function renderPage(url: string): Promise<FirstPaint | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  let html = '';
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    html = renderToString(
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    if ((await fetchAskedFor(queryClient)) === 0) break;
  }
  const queries = queryClient.getQueryCache().getAll();
  if (queries.some((q) => isEnabled(q) && q.state.status !== 'success')) return null;
  return { html, queries: JSON.stringify(dehydrate(queryClient)) };
}
