import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, testApp, type TestApp } from '../../../test/test-app';

describe.each(databases())('the API docs (Swagger UI) on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  /** Follows redirects as a browser would, at most `hops` of them; the addresses visited and the last answer. */
  const follow = async (url: string, hops = 5) => {
    const visited = [url];
    let res = await t.get(url);
    while (res.statusCode >= 300 && res.statusCode < 400 && visited.length <= hops) {
      const next = new URL(String(res.headers.location), `http://localhost${visited.at(-1)}`);
      visited.push(`${next.pathname}${next.search}`);
      res = await t.get(visited.at(-1) ?? '/');
    }
    return { visited, res };
  };

  it('never redirects an address to itself: ?url= on the static index lands on the docs, without it', async () => {
    for (const query of [
      'url=https://evil.example/spec.json',
      'url=//evil.example/spec.json',
      'configUrl=x',
      'a',
    ]) {
      const url = `/api/docs/static/index.html?${query}`;
      const first = await t.get(url);
      expect(first.statusCode, url).toBeGreaterThanOrEqual(300);
      expect(first.headers.location, url).not.toBe(url);
      const { visited, res } = await follow(url);
      expect(res.statusCode, visited.join(' → ')).toBe(200);
      expect(visited.at(-1), visited.join(' → ')).toBe('/api/docs/');
      expect(visited.slice(1).join(' '), url).not.toContain('evil');
    }
  });

  it('shows no docs page under a url parameter: the address without it is where it is shown', async () => {
    for (const url of [
      '/api/docs?url=https://evil.example/spec.json',
      '/api/docs/?configUrl=https://evil.example',
    ]) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(url.split('?')[0]);
    }
    const page = await t.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('evil');
  });

  it("loads this API's own document only: no query configuration and no box to type another document's address", async () => {
    const initializer = (await t.get('/api/docs/static/swagger-initializer.js')).body;
    expect(initializer).toContain('"queryConfigEnabled":false');
    expect(initializer).toContain('"layout":"BaseLayout"');
    expect(initializer).toContain("url: resolveUrl('./json')");
    expect((await t.get('/api/docs/json')).json().info.title).toBe('Collably API');
  });
});
