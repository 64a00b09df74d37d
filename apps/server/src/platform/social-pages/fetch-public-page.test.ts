import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSocialPages, type FakeSocialPages } from '../../../test/fake-social-pages';
import { fetchPublicPage, isPrivateAddress } from './fetch-public-page';

/**
 * IANA's IPv4 and IPv6 Special-Purpose Address Registries as published (2025; every entry, sub-blocks too),
 * plus multicast, the reserved IPv4 space and the deprecated site-local block: written out here from the
 * registries, not from the code, so a block the code misses fails.
 */
const IANA_SPECIAL_PURPOSE = [
  '0.0.0.0/8',
  '0.0.0.0/32',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.0.0/29',
  '192.0.0.8/32',
  '192.0.0.9/32',
  '192.0.0.10/32',
  '192.0.0.170/32',
  '192.0.0.171/32',
  '192.0.2.0/24',
  '192.31.196.0/24',
  '192.52.193.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '192.175.48.0/24',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '255.255.255.255/32',
  '::1/128',
  '::/128',
  '::/96',
  // ::ffff:0:0/96 (IPv4-mapped) is judged as the IPv4 address it carries: tested below.
  '::ffff:0:0:0/96',
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  '100::/64',
  '100:0:0:1::/64',
  '2001::/23',
  '2001::/32',
  '2001:1::1/128',
  '2001:1::2/128',
  '2001:1::3/128',
  '2001:2::/48',
  '2001:3::/32',
  '2001:4:112::/48',
  '2001:10::/28',
  '2001:20::/28',
  '2001:30::/28',
  '2001:db8::/32',
  '2002::/16',
  '2620:4f:8000::/48',
  '3fff::/20',
  '5f00::/16',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
];

const V4_BITS = 32n;
const V6_BITS = 128n;

function toBigInt(address: string): bigint {
  if (!address.includes(':')) return address.split('.').reduce((n, octet) => (n << 8n) | BigInt(octet), 0n);
  const [head, tail] = address.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all =
    tail === undefined
      ? groups(head)
      : [...groups(head), ...Array.from({ length: missing }, () => '0'), ...groups(tail)];
  return all.reduce((n, group) => (n << 16n) | BigInt(`0x${group}`), 0n);
}

function fromBigInt(value: bigint, isV6: boolean): string {
  if (!isV6) return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 255n)).join('.');
  return Array.from({ length: 8 }, (_, i) => ((value >> BigInt(112 - 16 * i)) & 0xffffn).toString(16)).join(
    ':',
  );
}

/** The first, a middle and the last address of a block. */
function samplesOf(block: string): string[] {
  const [network, prefixText] = block.split('/');
  const isV6 = network.includes(':');
  const hostBits = (isV6 ? V6_BITS : V4_BITS) - BigInt(prefixText);
  const first = toBigInt(network);
  const size = 1n << hostBits;
  return [first, first + size / 2n, first + size - 1n].map((n) => fromBigInt(n, isV6));
}

const HOSTS = ['instagram.com', 'www.instagram.com'];

describe('fetching a public page for social verification', () => {
  let pages: FakeSocialPages;
  beforeAll(async () => {
    pages = await startFakeSocialPages();
  });
  afterAll(() => pages.close());

  const options = () => ({ allowedHosts: HOSTS, origin: pages.url, timeoutMs: 2_000, maxBytes: 1_000 });

  it('refuses every address of every IANA special-purpose block, and mapped or embedded private ones', () => {
    for (const block of IANA_SPECIAL_PURPOSE) {
      for (const address of samplesOf(block))
        expect(isPrivateAddress(address), `${address} in ${block}`).toBe(true);
    }
    for (const address of ['::ffff:127.0.0.1', '::ffff:169.254.169.254', '::127.0.0.1', '64:ff9b::a00:1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    // Public neighbours of those blocks stay fetchable.
    for (const address of [
      '1.1.1.1',
      '11.0.0.1',
      '100.128.0.1',
      '172.32.0.1',
      '192.0.1.1',
      '198.20.0.1',
      '223.255.255.254',
      '::ffff:8.8.8.8',
      '2001:200::1',
      '2003::1',
      '2606:4700::1111',
      '2a03:2880:f12f:83:face:b00c:0:25de',
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

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
