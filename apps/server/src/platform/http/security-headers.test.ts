import http from 'node:http';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { helmetHeaders } from './security-headers';

/** What helmet itself sets on a real response, for the same options. */
async function headersFromHelmet(options: Parameters<typeof helmet>[0]): Promise<Record<string, string>> {
  const server = http.createServer((req, res) => {
    helmet(options)(req, res, () => res.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}/`);
  server.close();
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
      headers[name] = value;
  });
  return headers;
}

describe('security headers', () => {
  it('are the headers helmet sets, computed once', async () => {
    const options = {
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], frameSrc: ['https://www.youtube.com'] },
      },
      hsts: true,
    };
    expect(helmetHeaders(options)).toEqual(await headersFromHelmet(options));
    expect(helmetHeaders({ hsts: false })).not.toHaveProperty('strict-transport-security');
  });
});

describe.each(databases())('security headers on every response on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  it('sends the short JSON set on API answers and errors', async () => {
    for (const url of ['/api/master/platforms', '/api/influencer/List', '/api/nothing-here']) {
      const res = await t.get(url);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('sends the page policy on everything else', async () => {
    for (const url of ['/files/missing.webp', '/dev/mailbox']) {
      const res = await t.get(url);
      expect(res.headers['content-security-policy'], url).toContain('frame-src https://www.youtube.com');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
