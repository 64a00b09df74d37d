import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/test-app';
import { pageTags, readManifest } from './web-app';

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

describe('the app and page chunks the HTML names', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      css: ['assets/index-1.css'],
      dynamicImports: ['src/app/boot.tsx'],
    },
    'src/app/boot.tsx': { file: 'assets/boot-5.js', imports: ['index.html'] },
    'src/pages/home.tsx': {
      file: 'assets/home-2.js',
      imports: ['index.html', '_shared-3.js'],
      css: ['assets/home-2.css'],
    },
    '_shared-3.js': { file: 'assets/shared-3.js', imports: ['index.html', '_deep-4.js'] },
    '_deep-4.js': { file: 'assets/deep-4.js', imports: ['_shared-3.js'], css: ['assets/deep-4.css'] },
  };

  it("puts the module's styles in the head, and the app's chunks and the module's own once in an inert template", () => {
    const { head, body } = pageTags(manifest, ['src/pages/home.tsx']);
    expect(
      head
        .split('\n')
        .map((t) => t.trim())
        .filter(Boolean),
    ).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/home-2.css">',
      '<link rel="stylesheet" crossorigin href="/assets/deep-4.css">',
    ]);
    expect(body.trim()).toBe(
      '<template id="page-chunks">' +
        ['boot-5', 'home-2']
          .map((f) => `<link rel="modulepreload" crossorigin href="/assets/${f}.js">`)
          .join('') +
        '</template>',
    );
  });

  it('names only the app for a page without a module, or a module the build does not have', () => {
    const appOnly =
      '<template id="page-chunks"><link rel="modulepreload" crossorigin href="/assets/boot-5.js"></template>';
    expect(pageTags(manifest, [])).toEqual({ head: '', body: `\n    ${appOnly}` });
    expect(pageTags(manifest, ['src/pages/gone.tsx'])).toEqual({ head: '', body: `\n    ${appOnly}` });
  });

  it('finds a module the build folded into a chunk named after another by the module map', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'collably-manifest-'));
    try {
      fs.mkdirSync(path.join(dist, '.vite'));
      const merged = { file: 'assets/about-7.js', imports: ['_shared-3.js'], isDynamicEntry: true };
      fs.writeFileSync(
        path.join(dist, '.vite', 'manifest.json'),
        JSON.stringify({ ...manifest, '_about-7.js': merged }),
      );
      fs.writeFileSync(
        path.join(dist, '.vite', 'ssr-manifest.json'),
        JSON.stringify({
          'src/routes/about.tsx': ['/assets/about-7.js', '/assets/about-7.css'],
          'src/routes/terms.tsx': ['/assets/about-7.js'],
          'src/pages/home.tsx': ['/assets/home-2.js'],
        }),
      );
      const read = readManifest(dist);
      expect(read['src/routes/about.tsx']).toEqual(merged);
      expect(read['src/routes/terms.tsx']).toEqual(merged);
      expect(read['src/pages/home.tsx']).toEqual(manifest['src/pages/home.tsx']);
      expect(pageTags(read, ['src/routes/terms.tsx']).body).toContain('/assets/about-7.js');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
