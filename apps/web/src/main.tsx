import { keepEarlyTaps } from './lib/early-taps';
import { yieldToBrowser } from './lib/yield-to-browser';

/**
 * The entry is only this: the app (app/boot.tsx) is loaded once the browser has painted what the server sent, so
 * a page the server painted (app/render-page.tsx) shows before any script runs, and a slow phone's first
 * frame never waits for the app's code to download and run.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The app's chunks and the page's own, which the server lists in an inert <template> (platform/http/web-app.ts):
 * fetched in parallel from now on, and run only when imported below. In the HTML they would compete with the
 * first paint for a slow network.
 */
function preloadPageChunks() {
  const template = document.getElementById('page-chunks');
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}

async function start() {
  await afterFirstPaint();
  preloadPageChunks();
  const { boot } = await import('./app/boot');
  // Evaluating the app's modules is one task; starting it is the next.
  await yieldToBrowser();
  await boot(document.getElementById('root')!);
}

const isLocalHost = ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
// Spec §1: plain http on a real host goes to the secure home.
if (window.location.protocol === 'http:' && !isLocalHost) {
  window.location.replace(`https://${window.location.host}/`);
} else {
  keepEarlyTaps(document.getElementById('root')!);
  void start();
}
