import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { cssVariablesResolver, theme } from './theme';

// The notices' container (and its transitions) loads beside the first page instead of in the entry: a
// notice shown before it arrives waits in @mantine/notifications' store and appears once it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
  });

/** What every page renders inside, in the browser and on the server (first paint: app/render-page.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <Notifications position="top-center" />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}) {
  // Marks the page as the app's (<html data-app="ready">) once its first render is on screen: until then a
  // page the server painted shows, but does nothing when tapped. A sibling component here would change the
  // ids React gives the tree (useId) from the server's, so the mark is set here.
  useEffect(() => void (document.documentElement.dataset.app = 'ready'), []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
