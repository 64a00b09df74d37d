import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, requestFile } from './api-client';
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

describe('api client files', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a file with the bearer token and its query, and answers a refusal with the server message', async () => {
    signIn();
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url.includes('/404/')
          ? new Response(JSON.stringify({ isSuccess: false, message: 'Invoice not found', data: null }), {
              status: 404,
            })
          : new Response('%PDF-', { status: 200 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await requestFile('invoices/export', { month: '2026-11' });
    expect(await file.text()).toBe('%PDF-');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/invoices\/export\?month=2026-11$/);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t');
    await expect(requestFile('invoices/404/pdf')).rejects.toMatchObject({
      message: 'Invoice not found',
      status: 404,
    });
    expect(getSession()?.userId).toBe(7);
  });
});
