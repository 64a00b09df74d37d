import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSocialPages, type FakeSocialPages } from '../../../test/fake-social-pages';
import { fetchPublicPage, isPrivateAddress } from './fetch-public-page';

const HOSTS = ['instagram.com', 'www.instagram.com'];

describe('fetching a public page for social verification', () => {
  let pages: FakeSocialPages;
  beforeAll(async () => {
    pages = await startFakeSocialPages();
  });
  afterAll(() => pages.close());

  const options = () => ({ allowedHosts: HOSTS, origin: pages.url, timeoutMs: 2_000, maxBytes: 1_000 });

  it('refuses private, loopback, link-local and mapped addresses; allows public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
      'not-an-ip',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['157.240.22.174', '142.250.183.14', '2a03:2880:f12f:83:face:b00c:0:25de']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('never connects to a host that resolves to a private address, even on the allow-list', async () => {
    const page = await fetchPublicPage(new URL('https://localhost/x'), {
      allowedHosts: ['localhost'],
      timeoutMs: 2_000,
      maxBytes: 1_000,
    });
    expect(page).toMatchObject({ ok: false, reason: expect.stringContaining('private address') });
  });

  it('reads at most maxBytes of a page, and follows redirects only on the platform', async () => {
    pages.setPage('/long', { html: `${'x'.repeat(5_000)} COLLABLY-ABCDEF` });
    const long = await fetchPublicPage(new URL('https://instagram.com/long'), options());
    expect(long.ok && long.text.length).toBe(1_000);

    pages.setPage('/moved', { status: 301, location: 'https://www.instagram.com/here?x=1' });
    pages.setPage('/here', { html: 'arrived' });
    expect(await fetchPublicPage(new URL('https://instagram.com/moved'), options())).toEqual({
      ok: true,
      text: 'arrived',
    });

    pages.setPage('/away', { status: 302, location: 'http://www.instagram.com/here' });
    expect((await fetchPublicPage(new URL('https://instagram.com/away'), options())).ok).toBe(false);
    pages.setPage('/loop', { status: 302, location: '/loop' });
    expect(await fetchPublicPage(new URL('https://instagram.com/loop'), options())).toEqual({
      ok: false,
      reason: 'too many redirects',
    });
  });
});
