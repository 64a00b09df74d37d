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

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  // No ::ffff:0:0/96 rule: BlockList checks IPv4-mapped addresses against the IPv4 rules above (and such a rule
  // would match every IPv4 address).
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

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
