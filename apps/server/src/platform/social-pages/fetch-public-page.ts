import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Fetches a social account's public page for social verification (issue 18), defensively: the URL is on the
 * platform's own hosts (checked by the caller, and again for every redirect), https only, no address of a
 * private, loopback or link-local network (checked on the addresses the connection really uses, so DNS cannot
 * swap them after a check), a short timeout and a size cap. `origin` (SOCIAL_PAGE_ORIGIN, refused in
 * production) sends every request to a local fake page server instead, keeping the path.
 */
export type PublicPageOptions = {
  allowedHosts: readonly string[];
  origin?: string;
  timeoutMs: number;
  maxBytes: number;
};

export type PublicPage = { ok: true; text: string } | { ok: false; reason: string };

const MAX_REDIRECTS = 3;

/**
 * Every block of IANA's IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890 and its updates), whether
 * or not the registry calls it globally reachable: no social platform serves its pages from one, and several
 * (NAT64, 6to4, Teredo, IPv4-compatible) carry an IPv4 address inside that could be private. Also the IPv4
 * multicast and reserved space up to 255.255.255.255, IPv6 multicast and the deprecated site-local block.
 * Exported for the table test.
 */
export const SPECIAL_PURPOSE_BLOCKS: readonly (readonly [
  network: string,
  prefix: number,
  family: 'ipv4' | 'ipv6',
])[] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network"
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local (cloud metadata)
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation (TEST-NET-1)
  ['192.31.196.0', 24, 'ipv4'], // AS112-v4
  ['192.52.193.0', 24, 'ipv4'], // AMT
  ['192.88.99.0', 24, 'ipv4'], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16, 'ipv4'], // private
  ['192.175.48.0', 24, 'ipv4'], // direct delegation AS112
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation (TEST-NET-2)
  ['203.0.113.0', 24, 'ipv4'], // documentation (TEST-NET-3)
  ['224.0.0.0', 3, 'ipv4'], // multicast, reserved (240/4) and limited broadcast
  ['::', 96, 'ipv6'], // unspecified, loopback and the deprecated IPv4-compatible addresses
  // No ::ffff:0:0/96 rule: BlockList checks IPv4-mapped addresses against the IPv4 rules above (and such a
  // rule would match every IPv4 address).
  ['::ffff:0:0:0', 96, 'ipv6'], // IPv4-translated (SIIT)
  ['64:ff9b::', 96, 'ipv6'], // IPv4/IPv6 translation (NAT64)
  ['64:ff9b:1::', 48, 'ipv6'], // local-use IPv4/IPv6 translation
  ['100::', 64, 'ipv6'], // discard-only
  ['100:0:0:1::', 64, 'ipv6'], // dummy prefix
  ['2001::', 23, 'ipv6'], // IETF protocol assignments: Teredo (2001::/32), benchmarking, AMT, AS112, ORCHID…
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['2002::', 16, 'ipv6'], // 6to4
  ['2620:4f:8000::', 48, 'ipv6'], // direct delegation AS112
  ['3fff::', 20, 'ipv6'], // documentation
  ['5f00::', 16, 'ipv6'], // segment routing SIDs
  ['fc00::', 7, 'ipv6'], // unique-local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // deprecated site-local
  ['ff00::', 8, 'ipv6'], // multicast
];

const BLOCKED = new BlockList();
for (const [network, prefix, family] of SPECIAL_PURPOSE_BLOCKS) BLOCKED.addSubnet(network, prefix, family);

/** Whether an address is one a server must not be made to fetch from (private, loopback, mapped...). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that refuses private addresses: the socket connects only to what this returns. */
function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const list = addresses;
    if (list.length === 0 || list.some((a) => isPrivateAddress(a.address))) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address`);
      refused.code = 'EPRIVATE';
      return callback(refused, '');
    }
    if (options.all) return callback(null, list);
    const [first] = list;
    return callback(null, first.address, first.family);
  });
}

type Answer = { status: number; location: string | undefined; text: string };

/** One GET, read up to maxBytes (a longer page is cut: the bio sits near its top). */
function getOnce(
  url: URL,
  options: PublicPageOptions,
  isFake: boolean,
  signal: AbortSignal,
): Promise<Answer> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const requestOptions: RequestOptions = {
    method: 'GET',
    signal,
    headers: {
      'user-agent': 'CollablyVerifier/1.0 (+https://collably.in)',
      accept: 'text/html,application/xhtml+xml',
      'accept-language': 'en',
    },
    ...(isFake ? {} : { lookup: publicOnlyLookup }),
  };
  return new Promise<Answer>((resolve, reject) => {
    const req = request(url, requestOptions, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      const finish = () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      res.on('data', (chunk: Buffer) => {
        if (bytes >= options.maxBytes) return;
        const room = options.maxBytes - bytes;
        chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
        bytes += Math.min(chunk.length, room);
        if (bytes >= options.maxBytes) {
          finish();
          res.destroy();
        }
      });
      res.on('end', finish);
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const isAllowed = (url: URL, allowedHosts: readonly string[]) =>
  url.protocol === 'https:' && !url.port && allowedHosts.includes(url.hostname.toLowerCase());

/** The page's text, or why it could not be read (unreachable, an error status, a redirect off the platform). */
export async function fetchPublicPage(pageUrl: URL, options: PublicPageOptions): Promise<PublicPage> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = pageUrl;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (!isAllowed(url, options.allowedHosts))
        return { ok: false, reason: `not a platform URL: ${url.host}` };
      const target = options.origin ? new URL(`${url.pathname}${url.search}`, options.origin) : url;
      const answer = await getOnce(target, options, options.origin !== undefined, signal);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        // Resolved against the platform's URL, so a fake server's relative redirect stays on the platform.
        url = new URL(answer.location, url);
        continue;
      }
      if (answer.status !== 200) return { ok: false, reason: `status ${answer.status}` };
      return { ok: true, text: answer.text };
    }
    return { ok: false, reason: 'too many redirects' };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'fetch failed' };
  }
}
