import http from 'node:http';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { helmetHeaders, PERMISSIONS_POLICY, permissionsPolicy } from './security-headers';

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

describe('Permissions-Policy', () => {
  it('names each feature once, off unless given origins, in the header syntax', () => {
    expect(PERMISSIONS_POLICY).toMatch(/^[a-z-]+=\(\)(, [a-z-]+=\(\))*$/);
    expect(permissionsPolicy({ payment: ['self', 'https://pay.example'] })).toContain(
      'payment=(self "https://pay.example")',
    );
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

/** The directives of a Content-Security-Policy header, by name. */
const directivesOf = (header: string | undefined): Map<string, string[]> =>
  new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );

describe.each(databases())('API docs and the page policy on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  it('serves /api/docs under a policy that lets its own scripts, styles and OpenAPI document load', async () => {
    const page = await t.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = directivesOf(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')?.[0]).toBe("'self'");
    expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);

    const html = page.body;
    // Every script is a same-origin file ('self'); an inline one would be blocked.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle="/);
    const base = new URL('http://localhost/api/docs');
    const assets = [...html.matchAll(/<(?:script|link)[^>]*\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      const url = new URL(asset, base);
      expect(url.origin, asset).toBe(base.origin);
      const res = await t.get(url.pathname);
      expect(res.statusCode, url.pathname).toBe(200);
    }
    const initializer = await t.get('/api/docs/static/swagger-initializer.js');
    expect(initializer.body).toContain('./json');
    expect((await t.get('/api/docs/json')).json().openapi).toMatch(/^3\./);
  });

  it('keeps the strict policy on every other API answer', async () => {
    for (const url of ['/api/master/platforms', '/api/docs-not-here']) {
      expect((await t.get(url)).headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('lets pages show pictures and media from this origin only (no https: wildcard)', async () => {
    for (const url of ['/files/missing.webp', '/dev/mailbox', '/nothing-here']) {
      const csp = directivesOf((await t.get(url)).headers['content-security-policy']);
      // Pictures are served from /files (from S3 too); blob: previews a chosen file; data: the editor's icons.
      expect(csp.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('media-src'), url).toEqual(["'self'"]);
      for (const [name, sources] of csp) {
        expect(sources, `${url} ${name}`).not.toContain('https:');
        expect(sources, `${url} ${name}`).not.toContain('*');
      }
    }
  });

  it('sends a Permissions-Policy that turns off the camera, microphone, location and payments on pages', async () => {
    for (const url of ['/files/missing.webp', '/dev/mailbox', '/nothing-here', '/api/docs']) {
      const policy = (await t.get(url)).headers['permissions-policy'];
      expect(policy, url).toBe(PERMISSIONS_POLICY);
      const features = new Map(
        String(policy)
          .split(', ')
          .map((entry) => entry.split('=') as [string, string]),
      );
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture'])
        expect(features.get(feature), `${url} ${feature}`).toBe('()');
      // What the profile's video embeds and copy-link buttons use keeps the browser's default.
      for (const feature of ['fullscreen', 'picture-in-picture', 'encrypted-media', 'clipboard-write'])
        expect(features.has(feature), `${url} ${feature}`).toBe(false);
    }
  });

  it('lets pages open WebSockets to this origin only', async () => {
    const res = await t.get('/files/missing.webp');
    const connect = directivesOf(res.headers['content-security-policy']).get('connect-src');
    expect(connect).toEqual(["'self'", new URL(t.config.publicUrl).origin.replace(/^http/, 'ws')]);
    expect(connect).not.toContain('ws:');
    expect(connect).not.toContain('wss:');
  });
});
