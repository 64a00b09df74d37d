import { describe, expect, it } from 'vitest';
import { appUrlOf, deviceOf } from './open-target';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const INSTAGRAM_IPHONE = `${IPHONE} Instagram 335.0.0.0 (iPhone15,2; iOS 17_5)`;
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('deviceOf', () => {
  it.each([
    [ANDROID, 0, 'android'],
    [IPHONE, 5, 'ios'],
    [INSTAGRAM_IPHONE, 5, 'ios'],
    [MAC, 5, 'ios'], // iPadOS asking for the desktop site
    [MAC, 0, 'desktop'],
    [WINDOWS, 0, 'desktop'],
  ] as const)('%s (%d touch points) → %s', (userAgent, maxTouchPoints, device) => {
    expect(deviceOf({ userAgent, maxTouchPoints })).toBe(device);
  });
});

describe('appUrlOf', () => {
  const watch = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const short = 'https://www.youtube.com/shorts/dQw4w9WgXcQ';
  const handle = 'https://www.youtube.com/@MrBeast';

  it('opens the https address on a desktop', () => {
    expect(appUrlOf(watch, 'desktop')).toBe(watch);
  });

  it('asks Android for the YouTube app, falling back to the https address', () => {
    expect(appUrlOf(watch, 'android')).toBe(
      'intent://www.youtube.com/watch?v=dQw4w9WgXcQ#Intent;scheme=https;package=com.google.android.youtube;' +
        `S.browser_fallback_url=${encodeURIComponent(watch)};end`,
    );
    expect(appUrlOf(short, 'android')).toMatch(/^intent:\/\/www\.youtube\.com\/shorts\/dQw4w9WgXcQ#Intent;/);
    expect(appUrlOf(handle, 'android')).toMatch(/^intent:\/\/www\.youtube\.com\/@MrBeast#Intent;/);
  });

  it('uses the app’s own scheme on iOS', () => {
    expect(appUrlOf(watch, 'ios')).toBe('vnd.youtube://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(appUrlOf(short, 'ios')).toBe('vnd.youtube://www.youtube.com/shorts/dQw4w9WgXcQ');
    expect(appUrlOf(handle, 'ios')).toBe('vnd.youtube://www.youtube.com/@MrBeast');
  });
});
