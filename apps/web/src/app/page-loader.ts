import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';

/**
 * The data a page shows before anyone acts: its queries, asked for with `queryClient.ensureQueryData` (or
 * `ensureInfiniteQueryData`) and the queries' own options, so the page's `useQuery` finds them in the cache.
 */
export type PageLoader = (queryClient: QueryClient) => (args: LoaderFunctionArgs) => Promise<unknown>;

/** A route module (app/routes/<name>-route.tsx): the page, and its loader when it shows data on arrival. */
export type RouteModule = { default: ComponentType; loader?: PageLoader };

/** What a route tells whoever renders it: the source path of its module, as the build's manifest keys it. */
export type PageHandle = { module: string };

/**
 * The route's loader. The server waits for the data and then renders the page once (app/render-page.tsx); a
 * failed query fails the loader, and the page is not painted. The browser starts the data beside the page and
 * renders at once: the page shows its own loading state, as it does for everything it asks for later.
 */
export const routeLoader =
  (load: ReturnType<PageLoader>, waitForData: boolean): LoaderFunction =>
  async (args) => {
    const loading = load(args);
    if (waitForData) await loading;
    else loading.catch(() => undefined);
    return null;
  };
