/** Controls whose taps would be lost before the app has taken over the server's markup (plain links work). */
const CONTROLS = 'button, input, select, textarea, [role="button"], [role="combobox"], [role="switch"]';

/**
 * Keeps the last tap on a control of a page the server painted until the app has taken the markup over
 * (<html data-app="ready">: app/app.tsx), then gives it to the app: on a slow phone the page shows a second or
 * two before its buttons work, and a tap in that time should not do nothing. Taps on plain links are left to the
 * browser, which follows them.
 */
export function keepEarlyTaps(root: HTMLElement) {
  if (!document.getElementById('first-paint-queries')) return;
  let tapped: HTMLElement | null = null;
  const keep = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control || !root.contains(control)) return;
    tapped = control;
    // A button of a form would send it the browser's way, reloading the page.
    if (!(control instanceof HTMLInputElement && control.type === 'text')) event.preventDefault();
  };
  document.addEventListener('click', keep, true);
  const watcher = new MutationObserver(() => {
    if (document.documentElement.dataset.app !== 'ready') return;
    watcher.disconnect();
    document.removeEventListener('click', keep, true);
    if (tapped?.isConnected) tapped.click();
  });
  watcher.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
}
