import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { getSession } from '@/lib/session';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { App, createQueryClient } from './app';
import { createAppRouter, routerReady } from './router';

/** The answers the server's first paint of this page was rendered from (app/render-page.tsx), if it painted it. */
const firstPaintQueries = (): DehydratedState | null => {
  const script = document.getElementById('first-paint-queries');
  return script?.textContent ? (JSON.parse(script.textContent) as DehydratedState) : null;
};

/** Starts the app in #root: takes over the server's first paint when there is one, renders the page otherwise. */
export async function boot(container: HTMLElement) {
  // Reported from buffered entries, so loading it beside the first page misses nothing.
  void import('@/lib/web-vitals').then(({ startWebVitals }) => startWebVitals());
  const queryClient = createQueryClient();
  const painted = firstPaintQueries();
  // The server paints a page as a visitor sees it; a signed-in member's first render differs, so theirs
  // replaces it instead of taking it over. The painted answers are in the cache before the router starts, so
  // the page's loader finds them there instead of asking again.
  const takeOver = painted !== null && getSession() === null;
  if (takeOver) hydrate(queryClient, painted);
  const router = createAppRouter(queryClient);
  await yieldToBrowser();
  // The page's module is loaded before the first render, so that render is the page, not a spinner in its place.
  await routerReady(router);
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  // A transition renders (or takes over the server's markup) in slices of a few milliseconds between which the
  // browser stays responsive; otherwise the first render of a whole page is one long task on a slow phone.
  if (takeOver) startTransition(() => void hydrateRoot(container, app));
  else startTransition(() => createRoot(container).render(app));
}
