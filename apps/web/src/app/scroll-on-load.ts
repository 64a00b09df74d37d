/**
 * React Router's <ScrollRestoration> keeps scroll positions in sessionStorage under the history entry's key,
 * and a fresh load's entry always has the key 'default' (a reload keeps its key). So a full page load —
 * typing a URL, a link from an e-mail, a reload — used to jump to where an earlier page had been scrolled.
 * People expect that only when they go back or forward; a new page starts at the top.
 */

/** Where <ScrollRestoration> keeps its positions (react-router's default storage key). */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

type LoadKind = 'navigate' | 'reload' | 'back_forward' | 'prerender';

const loadKind = (): LoadKind | undefined => {
  // web-vitals' types give getEntriesByType('navigation') its PerformanceNavigationTiming[] type.
  const [entry] = performance.getEntriesByType('navigation');
  return entry?.type;
};

/**
 * Call once before the router renders. Takes scrolling away from the browser at once (the router would only
 * do so after its first render, too late to stop the browser restoring a reload), and forgets the saved
 * position of the entry being opened unless the load came from the back or forward button.
 */
export function startAtTopUnlessHistoryLoad(kind: LoadKind | undefined = loadKind()): void {
  window.history.scrollRestoration = 'manual';
  if (kind === 'back_forward') return;
  const state = window.history.state as { key?: unknown } | null;
  const key = typeof state?.key === 'string' ? state.key : 'default';
  try {
    const saved = sessionStorage.getItem(SCROLL_POSITIONS_KEY);
    if (!saved) return;
    const positions = JSON.parse(saved) as Record<string, number>;
    if (!(key in positions)) return;
    delete positions[key];
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage blocked or garbled: nothing saved to restore, so the page starts at the top anyway.
  }
}
