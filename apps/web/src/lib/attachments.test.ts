import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { downloadAttachment } from './attachments';

const envelope = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('downloading a private attachment', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('asks for a signed link with the bearer token, then downloads it', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('userid', '7');
    localStorage.setItem('role', '2');
    const url = '/api/files/private/a1b2c3.pdf?u=7&e=1&s=sig';
    const fetchMock = vi.fn((_input: string, _init?: RequestInit) =>
      envelope(200, {
        isSuccess: true,
        message: 'Success',
        data: { url, expiresAt: '2026-01-01T00:00:00Z' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });

    await downloadAttachment('a1b2c3.pdf');

    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/files/link');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ fileName: 'a1b2c3.pdf' });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(clicked).toEqual([{ href: url, download: 'a1b2c3.pdf' }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('downloads nothing and reports the server’s message when the file is not the caller’s', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('userid', '7');
    localStorage.setItem('role', '2');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => envelope(404, { isSuccess: false, message: 'File not found', data: null })),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await expect(downloadAttachment('x.pdf')).rejects.toEqual(new ApiError('File not found', 404));
    expect(click).not.toHaveBeenCalled();
  });
});
