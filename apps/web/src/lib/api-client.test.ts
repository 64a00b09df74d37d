import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { getSession } from './session';

const signIn = () => {
  localStorage.setItem('token', 't');
  localStorage.setItem('userid', '7');
  localStorage.setItem('role', '2');
};

describe('api client on a lost connection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.dispatchEvent(new Event('pageshow'));
  });

  it('ends the session when a request gets no answer (spec §8, status 0)', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('brand/get')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
  });

  it('keeps the session when the request was cut off because the page is being left', async () => {
    signIn();
    window.dispatchEvent(new Event('pagehide'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('notification/get')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()?.userId).toBe(7);
  });

  it('keeps the session while the browser knows it is offline', async () => {
    signIn();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('user/chatusers')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()?.userId).toBe(7);
    onLine.mockRestore();
  });
});
