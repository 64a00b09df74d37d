import { afterEach, describe, expect, it } from 'vitest';
import { SCROLL_POSITIONS_KEY, startAtTopUnlessHistoryLoad } from './scroll-on-load';

const save = (positions: Record<string, number>) =>
  sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
const saved = () =>
  JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;

describe('startAtTopUnlessHistoryLoad', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '');
  });

  it('forgets the position of a fresh load (key "default") and keeps the others', () => {
    save({ default: 1200, abc123: 300 });
    startAtTopUnlessHistoryLoad('navigate');
    expect(saved()).toEqual({ abc123: 300 });
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it("forgets the reloaded entry's own position", () => {
    window.history.replaceState({ key: 'k1', idx: 2, usr: null }, '');
    save({ k1: 800, k0: 100 });
    startAtTopUnlessHistoryLoad('reload');
    expect(saved()).toEqual({ k0: 100 });
  });

  it('keeps every position when the load came from back or forward', () => {
    window.history.replaceState({ key: 'k1', idx: 2, usr: null }, '');
    save({ k1: 800 });
    startAtTopUnlessHistoryLoad('back_forward');
    expect(saved()).toEqual({ k1: 800 });
  });

  it('survives garbled storage', () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{not json');
    expect(() => startAtTopUnlessHistoryLoad('navigate')).not.toThrow();
  });
});
