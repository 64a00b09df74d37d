import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp, type TestApp } from '../../../test/test-app';
import { insertInfluencer } from '../../../test/discovery-fixtures';

/**
 * A stand-in for the web app's server renderer (apps/web/src/app/render-page.tsx, built into dist-ssr): it asks
 * the API for the platforms through the transport it is given, as the real one's queries do, and paints them.
 */
const FAKE_RENDERER = `
let send;
export const calls = [];
export const setApiTransport = (transport) => { send = transport; };
export async function renderPage(url) {
  calls.push(url);
  if (url.includes('fail')) throw new Error('render failed');
  if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  const res = await send('/api/master/platforms', { method: 'GET', headers: {} });
  if (!res.ok) return null;
  const body = await res.json();
  return {
    html: '<main>' + body.data.length + ' platforms at ' + new URL(url).pathname + '</main>',
    queries: JSON.stringify({ queries: [{ note: '</script><script>alert(1)</script>' }] }),
  };
}
`;

describe('the first paint of a page, rendered on the server', () => {
  let t: TestApp;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'collably-first-paint-'));
  const dist = path.join(root, 'dist');

  beforeAll(async () => {
    fs.mkdirSync(dist);
    fs.mkdirSync(path.join(root, 'dist-ssr'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Collably</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(root, 'dist-ssr', 'render-page.js'), FAKE_RENDERER);
    t = await testApp('sqlite', { configure: (config) => void (config.webDist = dist) });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("puts the page inside #root, from the API's own answers, and its queries beside it where no script runs", async () => {
    const html = (await t.get('/')).body;
    expect(html).toMatch(/<div id="root"><main>4 platforms at \/<\/main><\/div>/);
    expect(html).toContain(
      '<script type="application/json" id="first-paint-queries">{"queries":[{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}]}</script>',
    );
  });

  it('paints only the pages a visitor lands on, never a 404', async () => {
    expect((await t.get('/listing')).body).toContain('<main>');
    expect((await t.get('/contact-us')).body).toContain('<div id="root"></div>');
    expect((await t.get('/influencer/nobody.here')).body).toContain('<div id="root"></div>');
  });

  it('keeps a painted page for a while instead of rendering it for every visitor', async () => {
    const renderer = (await import(path.join(root, 'dist-ssr', 'render-page.js'))) as { calls: string[] };
    const before = renderer.calls.length;
    await t.get('/listing?sort=2');
    await t.get('/listing?sort=2');
    expect(renderer.calls.length - before).toBe(1);
  });

  it('paints the page again once the data it shows has changed', async () => {
    const renderer = (await import(path.join(root, 'dist-ssr', 'render-page.js'))) as { calls: string[] };
    await t.get('/listing?sort=3');
    const before = renderer.calls.length;
    await insertInfluencer(t.db, { userName: 'new.face' });
    await t.get('/listing?sort=3');
    expect(renderer.calls.length - before).toBe(1);
  });

  it('sends the page without a first paint when rendering fails, or while another render runs', async () => {
    expect((await t.get('/listing?fail=1')).body).toContain('<div id="root"></div>');
    const renderer = (await import(path.join(root, 'dist-ssr', 'render-page.js'))) as { calls: string[] };
    const slow = t.get('/listing?slow=1');
    await vi.waitFor(() => expect(renderer.calls).toContain('http://localhost/listing?slow=1'));
    expect((await t.get('/listing?other=1')).body).toContain('<div id="root"></div>');
    expect((await slow).body).toContain('<main>');
  });
});
