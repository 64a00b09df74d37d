import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { createRoutes } from './routes';
import { startAtTopUnlessHistoryLoad } from './scroll-on-load';

export function createAppRouter(queryClient: QueryClient) {
  startAtTopUnlessHistoryLoad();
  return createBrowserRouter(createRoutes({ queryClient, waitForData: false }));
}

/** Resolves once the router has loaded the first page's lazy module (its state is then 'initialized'). */
export const routerReady = (router: ReturnType<typeof createBrowserRouter>) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
