import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { insertInfluencer } from '../../../test/discovery-fixtures';
import { renderBudget } from './first-paint';

/**
 * A stand-in for the web app's server renderer (apps/web/src/app/render-page.tsx, built into dist-ssr). Its
 * `loadPage` runs where the API is and asks it for the platforms through the transport it is given, as the real
 * loaders do; a search for 'slow' waits `settings.slowMs` for its data, one for 'fail' throws. Its `renderPage`
 * runs in a worker thread (a module instance of its own, so what it needs comes in the data) and spends
 * `costMs` of that thread's time, as a real render does.
 */
const FAKE_RENDERER = `
let send;
export const calls = [];
export const settings = { costMs: 0, slowMs: 300 };
export const setApiTransport = (transport) => { send = transport; };
export const pageModules = (url) => ['src/app/routes/' + (new URL(url).pathname.split('/')[1] || 'home') + '-route.tsx'];
export async function loadPage(url) {
  calls.push(url);
  if (url.includes('q=fail')) throw new Error('render failed');
  if (url.includes('q=slow')) await new Promise((resolve) => setTimeout(resolve, settings.slowMs));
  const res = await send('/api/master/platforms', { method: 'GET', headers: {} });
  if (!res.ok) return null;
  const body = await res.json();
  const page = { note: '</script><script>alert(1)</script>', platforms: body.data.length, costMs: settings.costMs };
  return { queries: JSON.stringify({ queries: [page] }) };
}
export async function renderPage({ url, queries }) {
  const [page] = JSON.parse(queries).queries;
  const until = performance.now() + page.costMs;
  while (performance.now() < until);
  return '<main>' + page.platforms + ' platforms at ' + new URL(url).pathname + '</main>';
}
`;

type FakeRenderer = { calls: string[]; settings: { costMs: number; slowMs: number } };

/** A built web app (index.html) with the fake renderer beside it, in a folder of its own. */
function fakeBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'collably-first-paint-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Collably</title></head><body><div id="root"></div></body></html>',
  );
  const file = path.join(root, 'dist-ssr', 'render-page.js');
  fs.writeFileSync(file, FAKE_RENDERER);
  return {
    dist,
    renderer: async () => (await import(file)) as FakeRenderer,
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

const isPainted = (html: string) => html.includes('<main>');
const SHELL = '<div id="root"></div>';

describe('the first paint of a page, rendered on the server', () => {
  let t: TestApp;
  let renderer: FakeRenderer;
  const build = fakeBuild();

  beforeAll(async () => {
    t = await testApp('sqlite', {
      configure: (config) => {
        config.webDist = build.dist;
        // These tests are about what is painted, not how often: the budget has its own tests below.
        config.firstPaintRendersPerSecond = 1000;
      },
    });
    renderer = await build.renderer();
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it("puts the page inside #root, from the API's own answers, and its queries beside it where no script runs", async () => {
    const html = (await t.get('/')).body;
    expect(html).toMatch(/<div id="root"><main>4 platforms at \/<\/main><\/div>/);
    expect(html).toContain(
      '<script type="application/json" id="first-paint-queries">{"queries":[{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>","platforms":4,"costMs":0}]}</script>',
    );
  });

  it('paints every public page, never a private one or a 404', async () => {
    expect((await t.get('/listing')).body).toContain('<main>');
    expect((await t.get('/contact-us')).body).toContain('<main>');
    expect((await t.get('/wallet')).body).toContain(SHELL);
    expect((await t.get('/influencer/nobody.here')).body).toContain(SHELL);
  });

  it('keeps a painted page for a while instead of rendering it for every visitor', async () => {
    const before = renderer.calls.length;
    await t.get('/listing?sort=2');
    await t.get('/listing?sort=2');
    expect(renderer.calls.length - before).toBe(1);
  });

  it('renders a page once for every link to it: czref, utm_* and parameters the page does not read are not its address', async () => {
    const before = renderer.calls.length;
    const links = [
      '/listing?p=4&sort=1',
      '/listing?sort=1&p=4&utm_source=newsletter&utm_campaign=diwali',
      '/listing?czref=AB12CD&p=04&sort=1',
      '/listing?p=4&sort=1&fbclid=IwAR0x&_=1700000000000',
      '/listing?p=4&sort=1&cid=0&ads=false&q=%20',
    ];
    for (const link of links) expect(isPainted((await t.get(link)).body), link).toBe(true);
    // Rendered once, at the address the page itself would write.
    expect(renderer.calls.slice(before)).toEqual(['http://localhost/listing?p=4&sort=1']);

    const profile = renderer.calls.length;
    await t.get('/?utm_source=a');
    await t.get('/?czref=XY&utm_medium=b');
    await t.get(`/?anything=${Date.now()}`);
    expect(renderer.calls.length - profile).toBeLessThanOrEqual(1);
  });

  it('paints the page again once the data it shows has changed', async () => {
    await t.get('/listing?sort=3');
    const before = renderer.calls.length;
    await insertInfluencer(t.db, { userName: 'new.face' });
    await t.get('/listing?sort=3');
    expect(renderer.calls.length - before).toBe(1);
  });

  it('sends the page without a first paint when rendering fails, or while another render runs', async () => {
    expect((await t.get('/listing?q=fail')).body).toContain(SHELL);
    const slow = t.get('/listing?q=slow');
    await vi.waitFor(() => expect(renderer.calls).toContain('http://localhost/listing?q=slow'));
    expect((await t.get('/listing?q=other')).body).toContain(SHELL);
    expect(isPainted((await slow).body)).toBe(true);
  });

  it('renders one page once at a time: a visitor who comes while it renders gets the shell, the next one the paint', async () => {
    const before = renderer.calls.length;
    const first = t.get('/listing?q=slow&p=3');
    await vi.waitFor(() => expect(renderer.calls.length).toBe(before + 1));
    // The same page under another link, while its render runs.
    const second = await t.get('/listing?p=3&q=slow&utm_source=x');
    expect(second.body).toContain(SHELL);
    expect(isPainted((await first).body)).toBe(true);
    expect(isPainted((await t.get('/listing?p=3&q=slow')).body)).toBe(true);
    expect(renderer.calls.slice(before)).toEqual(['http://localhost/listing?p=3&q=slow']);
  });

  it('renders in a worker thread: an API request made while a page renders is not held up by it', async () => {
    renderer.settings.costMs = 800;
    try {
      const page = t.get('/listing?q=busy');
      await vi.waitFor(() => expect(renderer.calls).toContain('http://localhost/listing?q=busy'));
      // The data is in; the render has started spending its 800 ms.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const start = performance.now();
      expect((await t.get('/api/master/platforms')).statusCode).toBe(200);
      expect(performance.now() - start).toBeLessThan(400);
      expect(isPainted((await page).body)).toBe(true);
    } finally {
      renderer.settings.costMs = 0;
    }
  });

  it('keeps what a render too slow to wait for painted, for the next visitor', async () => {
    renderer.settings.slowMs = 1_700;
    try {
      const before = renderer.calls.length;
      expect((await t.get('/listing?q=slow&c=7')).body).toContain(SHELL);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(isPainted((await t.get('/listing?c=7&q=slow')).body)).toBe(true);
      expect(renderer.calls.length - before).toBe(1);
    } finally {
      renderer.settings.slowMs = 300;
    }
  });
});

describe('the budget of renders', () => {
  it('lets through its rate a second, in bursts of at most one second of it', () => {
    let now = 0;
    const budget = renderBudget(5, () => now);
    expect(Array.from({ length: 8 }, () => budget.take())).toEqual([
      ...Array<boolean>(5).fill(true),
      ...Array<boolean>(3).fill(false),
    ]);
    now += 199;
    expect(budget.take()).toBe(false);
    now += 2;
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
    now += 60_000;
    expect(Array.from({ length: 6 }, () => budget.take()).filter(Boolean)).toHaveLength(5);
    const off = renderBudget(0, () => now);
    expect(off.take()).toBe(false);
  });

  describe('on an instance', () => {
    let t: TestApp;
    let renderer: FakeRenderer;
    const build = fakeBuild();
    beforeAll(async () => {
      t = await testApp('sqlite', {
        configure: (config) => {
          config.webDist = build.dist;
          config.firstPaintRendersPerSecond = 2;
        },
      });
      renderer = await build.renderer();
    });
    afterAll(async () => {
      await t.close();
      build.remove();
    });

    it('sends the app shell, unpainted, once the second is spent', async () => {
      const before = renderer.calls.length;
      const pages = [];
      for (const q of ['a', 'b', 'c', 'd', 'e', 'f']) pages.push((await t.get(`/listing?q=${q}`)).body);
      expect(pages.map(isPainted)).toEqual([true, true, false, false, false, false]);
      expect(pages[5]).toContain(SHELL);
      expect(renderer.calls.length - before).toBe(2);
      // Pages already painted are still shown painted: the budget is for renders only.
      expect(isPainted((await t.get('/listing?q=a&utm_source=x')).body)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 550));
      expect(isPainted((await t.get('/listing?q=g')).body)).toBe(true);
    });
  });
});

const p95 = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1] ?? 0;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid)
    ? ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
    : (sorted[Math.floor(mid)] ?? 0);
};

/**
 * The links of the attack that found the flaw (issue 35): every one a new string, each a public page with
 * tracking or junk parameters, the listing's filters in another order or letter case.
 */
const floodLink = (i: number): string => {
  const links = [
    `/?utm_source=ad&utm_campaign=c${i}`,
    `/listing?czref=R${i}`,
    `/listing?p=4&sort=2&utm_medium=m${i}`,
    `/listing?sort=2&P=x&p=4&junk${i}=1`,
    `/listing?g=FEMALE&c=3&fbclid=${i}`,
    `/listing?c=3&g=female&_=${Date.now()}${i}`,
    `/influencer/flood.star?utm_content=${i}`,
    `/influencer/flood.star?czref=Z${i}&utm_term=t`,
  ];
  return links[i % links.length] ?? '/';
};

describe.each(databases())('a flood of unique links to painted pages on %s', (dialect) => {
  let t: TestApp;
  let renderer: FakeRenderer;
  let origin: string;
  const build = fakeBuild();
  beforeAll(async () => {
    // The default budget of renders (5 a second): what a deployment gets.
    t = await testApp(dialect, { configure: (config) => void (config.webDist = build.dist) });
    for (let i = 0; i < 12; i++)
      await insertInfluencer(t.db, { userName: i === 0 ? 'flood.star' : undefined });
    renderer = await build.renderer();
    // About what the web app's real render of the listing takes of the event loop on a shared CI machine.
    renderer.settings.costMs = 100;
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    renderer.settings.costMs = 0;
    await t.close();
    build.remove();
  });

  it("keeps the API's p95 within twice its unloaded p95 while 200 unique links arrive in 10 s", async () => {
    const ROUNDS = 4;
    const PHASE_MS = 2_500;
    const LINKS_PER_ROUND = 50;
    const NOISE_MS = 10;
    /** API calls one after another until `isDone`, as a visitor's browser makes them; their times in ms. */
    const measureApi = async (isDone: () => boolean) => {
      const times: number[] = [];
      while (!isDone()) {
        const start = performance.now();
        const res = await fetch(`${origin}/api/influencer/List?Page=0`);
        await res.arrayBuffer();
        times.push(performance.now() - start);
      }
      return times;
    };
    const forMs = (ms: number) => {
      const end = performance.now() + ms;
      return () => performance.now() >= end;
    };
    let sent = 0;
    /** LINKS_PER_ROUND links, each at its own moment over `ms` (not waiting for the previous answer). */
    const floodFor = async (ms: number) => {
      const start = performance.now();
      const pages: Promise<boolean>[] = [];
      let isSent = false;
      const send = async () => {
        for (let i = 0; i < LINKS_PER_ROUND; i++) {
          const wait = start + (i * ms) / LINKS_PER_ROUND - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const link = floodLink(sent++);
          pages.push(fetch(`${origin}${link}`).then(async (res) => res.ok && (await res.text()).length > 0));
        }
        isSent = true;
      };
      const [, times] = await Promise.all([
        send(),
        measureApi(() => isSent && performance.now() - start >= ms),
      ]);
      expect(await Promise.all(pages)).not.toContain(false);
      return times;
    };

    await measureApi(forMs(500));
    const ratios: string[] = [];
    const values: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const unloaded = p95(await measureApi(forMs(PHASE_MS)));
      const loaded = p95(await floodFor(PHASE_MS));
      // Within 10 ms a p95 of a few ms is the shared machine's scheduling, not renders (the flaw cost seconds).
      values.push(loaded - unloaded <= NOISE_MS ? 1 : loaded / unloaded);
      ratios.push(`${loaded.toFixed(2)} / ${unloaded.toFixed(2)} ms`);
    }
    expect(sent).toBe(ROUNDS * LINKS_PER_ROUND);
    console.info(
      `first paint flood on ${dialect}: API p95 loaded / unloaded, by round: ${ratios.join(', ')}`,
    );
    expect(median(values), ratios.join(', ')).toBeLessThanOrEqual(2);
    // The links are four pages: rendered a handful of times, not two hundred.
    expect(renderer.calls.length).toBeLessThanOrEqual(8);
  }, 60_000);
});
