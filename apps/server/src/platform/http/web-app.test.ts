import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/test-app';
import { pagePreloadTags } from './web-app';

describe('serving the web app', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'collably-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Collably</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await testApp('sqlite', { configure: (config) => void (config.webDist = dist) });
  });
  afterAll(() => t.close());

  it.each(['/', '/listing', '/order/complete'])(
    'answers the page %s with index.html, never cached',
    async (url) => {
      const res = await t.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
    },
  );

  it('answers HEAD like GET', async () => {
    expect((await t.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'HEAD', url: '/listing' })).statusCode).toBe(200);
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps API and file misses as 404 envelopes', async () => {
    for (const url of ['/api/nothing-here', '/assets/missing.js']) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().isSuccess).toBe(false);
    }
  });

  it('sends the security headers', async () => {
    const res = await t.get('/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('asking for a page module with the HTML', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
    'src/pages/home.tsx': {
      file: 'assets/home-2.js',
      imports: ['index.html', '_shared-3.js'],
      css: ['assets/home-2.css'],
    },
    '_shared-3.js': { file: 'assets/shared-3.js', imports: ['index.html', '_deep-4.js'] },
    '_deep-4.js': { file: 'assets/deep-4.js', imports: ['_shared-3.js'], css: ['assets/deep-4.css'] },
  };

  it('lists the module, every chunk it imports and their styles once, but not the entry', () => {
    const tags = pagePreloadTags(manifest, 'src/pages/home.tsx')
      .split('\n')
      .map((t) => t.trim());
    expect(tags).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/home-2.css">',
      '<link rel="stylesheet" crossorigin href="/assets/deep-4.css">',
      '<link rel="modulepreload" crossorigin href="/assets/home-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/deep-4.js">',
    ]);
  });

  it('writes nothing for a module the build does not have', () => {
    expect(pagePreloadTags(manifest, 'src/pages/gone.tsx')).toBe('');
  });
});
