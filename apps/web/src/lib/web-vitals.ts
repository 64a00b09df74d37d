import type { Metric } from 'web-vitals';
import {
  VITAL_NAMES,
  VITAL_NAVIGATION_TYPES,
  VITAL_PATH_MAX,
  VITAL_VALUE_MAX,
  VITALS_PER_REPORT_MAX,
  type TVitalName,
} from '@collably/shared/constants/vitals';
import type { TVital } from '@collably/shared/schemas/vitals';
import { appConfig } from '@/config/app-config';

/**
 * Field Core Web Vitals (issue 15 part 3): LCP, INP and CLS of this page load, measured by the web-vitals
 * library in the visitor's browser and sent to POST /api/vitals with navigator.sendBeacon when the page is
 * hidden or left (the moment CLS and INP are final). The library loads after the first paint, when the
 * browser is idle, so it costs the entry nothing; its observers read the buffered entries from the start.
 */
const queue: TVital[] = [];

const isVitalName = (name: string): name is TVitalName => (VITAL_NAMES as readonly string[]).includes(name);
const isNavigationType = (type: string): type is TVital['navigationType'] =>
  (VITAL_NAVIGATION_TYPES as readonly string[]).includes(type);

/** The page the metrics belong to: where this load landed (an in-app navigation is not a new load). */
let landingPath = '/';

export function recordVital(metric: Pick<Metric, 'name' | 'value' | 'rating' | 'navigationType'>) {
  if (!isVitalName(metric.name) || !Number.isFinite(metric.value) || metric.value < 0) return;
  if (metric.value > VITAL_VALUE_MAX[metric.name]) return;
  const vital: TVital = {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    path: landingPath,
    navigationType: isNavigationType(metric.navigationType) ? metric.navigationType : 'navigate',
  };
  // A metric reported again (CLS grows, INP worsens) replaces its earlier value.
  const earlier = queue.findIndex((v) => v.name === vital.name);
  if (earlier >= 0) queue.splice(earlier, 1);
  queue.push(vital);
}

/** Sends what was measured so far; sendBeacon survives the page being closed. */
export function flushVitals() {
  if (queue.length === 0 || typeof navigator.sendBeacon !== 'function') return;
  const body = JSON.stringify(queue.splice(0, VITALS_PER_REPORT_MAX));
  navigator.sendBeacon(`${appConfig.apiBase}/vitals`, body);
}

/** The path without query or hash, bounded as the server keeps it. */
export const pagePath = (pathname: string) => pathname.slice(0, VITAL_PATH_MAX) || '/';

export function startWebVitals() {
  landingPath = pagePath(window.location.pathname);
  const load = () =>
    void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
      onLCP(recordVital);
      onINP(recordVital);
      onCLS(recordVital);
    });
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(load, { timeout: 5000 })
      : setTimeout(load, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushVitals();
  });
  window.addEventListener('pagehide', flushVitals);
}
