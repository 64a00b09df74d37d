import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZVitalsReport } from '@collably/shared/schemas/vitals';
import { flushVitals, pagePath, recordVital } from './web-vitals';

describe('web vitals', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the metrics once with sendBeacon, as the server validates them; a later value replaces an earlier one', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    recordVital({ name: 'LCP', value: 1800, rating: 'good', navigationType: 'navigate' });
    recordVital({ name: 'CLS', value: 0.01, rating: 'good', navigationType: 'navigate' });
    recordVital({ name: 'CLS', value: 0.2, rating: 'needs-improvement', navigationType: 'navigate' });
    recordVital({ name: 'TTFB', value: 100, rating: 'good', navigationType: 'navigate' });
    recordVital({ name: 'LCP', value: Number.POSITIVE_INFINITY, rating: 'poor', navigationType: 'navigate' });
    flushVitals();
    flushVitals();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('/api/vitals');
    const sent = ZVitalsReport.parse(JSON.parse(body));
    expect(sent.map((v) => [v.name, v.value])).toEqual([
      ['LCP', 1800],
      ['CLS', 0.2],
    ]);
    expect(sent.every((v) => v.path === '/')).toBe(true);
  });

  it('keeps a bounded path', () => {
    expect(pagePath('/listing')).toBe('/listing');
    expect(pagePath(`/${'a'.repeat(500)}`)).toHaveLength(200);
  });
});
