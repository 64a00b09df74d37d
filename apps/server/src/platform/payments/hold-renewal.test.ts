import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUPON_HOLD_RENEW_MINUTES } from '@collably/shared/constants/limits';
import { HOLD_RENEWAL_SCRIPT, holdStatus } from './checkout-page';

type Answer = { status: number; data: Record<string, unknown> | null };

/**
 * The payment page's coupon-hold renewal (issue 35 item 7), run as the browser runs it: the page's status
 * element, the stored token, fetch and the timers are fakes; the renewal must ask at once and every
 * COUPON_HOLD_RENEW_MINUTES while the page is open, and stop when the page is hidden or the checkout ends.
 */
describe('payment page coupon-hold renewal', () => {
  const every = COUPON_HOLD_RENEW_MINUTES * 60_000;
  let handlers: Record<string, (event: { persisted?: boolean }) => void>;
  let box: { textContent: string; hidden: boolean; getAttribute: (name: string) => string | null };
  let fetch: ReturnType<typeof vi.fn>;

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const open = (answers: Answer[], token: string | null = 'brand-token') => {
    handlers = {};
    const attrs = Object.fromEntries(
      [...holdStatus('rzp_order_1').matchAll(/data-(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    box = { textContent: '', hidden: true, getAttribute: (name) => attrs[name.replace('data-', '')] ?? null };
    let call = 0;
    fetch = vi.fn(() => {
      const answer = answers[Math.min(call++, answers.length - 1)];
      return Promise.resolve({
        ok: answer.status === 200,
        json: () => Promise.resolve({ isSuccess: answer.status === 200, data: answer.data }),
      });
    });
    runInNewContext(HOLD_RENEWAL_SCRIPT, {
      document: { getElementById: (id: string) => (id === 'coupon-hold' ? box : null) },
      window: {
        localStorage: { getItem: (key: string) => (key === 'token' ? token : null) },
        addEventListener: (name: string, fn: (event: { persisted?: boolean }) => void) => {
          handlers[name] = fn;
        },
      },
      fetch,
      setInterval,
      clearInterval,
      encodeURIComponent,
      Number,
    });
  };

  const held = {
    status: 200,
    data: {
      isOpen: true,
      couponCode: 'ONLYYOU',
      isHeld: true,
      heldUntil: 'x',
      note: 'Coupon ONLYYOU is reserved',
    },
  };

  it('renews at once and every few minutes as the brand, and shows what the server says', async () => {
    open([held]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/transaction/hold?ref=rzp_order_1', {
      method: 'POST',
      headers: { authorization: 'Bearer brand-token' },
      credentials: 'same-origin',
    });
    expect(box).toMatchObject({ textContent: 'Coupon ONLYYOU is reserved', hidden: false });
    await vi.advanceTimersByTimeAsync(3 * every);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('stops when the page goes away, and starts again when it comes back from the back-forward cache', async () => {
    open([held]);
    await vi.advanceTimersByTimeAsync(every);
    expect(fetch).toHaveBeenCalledTimes(2);
    handlers.pagehide({});
    await vi.advanceTimersByTimeAsync(10 * every);
    expect(fetch).toHaveBeenCalledTimes(2);
    handlers.pageshow({ persisted: true });
    await vi.advanceTimersByTimeAsync(every);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('stops when the checkout has ended, has no coupon, or the server refuses', async () => {
    for (const answer of [
      { status: 200, data: { ...held.data, isOpen: false, note: null } },
      { status: 200, data: { ...held.data, couponCode: null, note: null } },
      { status: 404, data: null },
    ]) {
      open([answer]);
      await vi.advanceTimersByTimeAsync(5 * every);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('asks nothing without a signed-in brand in this browser', async () => {
    open([held], null);
    await vi.advanceTimersByTimeAsync(5 * every);
    expect(fetch).not.toHaveBeenCalled();
  });
});
