import { describe, expect, it } from 'vitest';
import { loadPage, pageModules, renderPage, setApiTransport } from './render-page';

const envelope = (data: unknown) => ({ isSuccess: true, message: 'Success', data });

/** The API as the server answers the home page's loader in-process (platform/http/first-paint.ts). */
const ANSWERS: Record<string, unknown> = {
  '/api/master/platforms': [{ platformId: 4, platformName: 'Instagram' }],
  '/api/master/categories': [{ categoryId: 2, categoryName: 'Fashion' }],
  '/api/master/states/101': [{ stateId: 1, name: 'Andhra Pradesh' }],
  '/api/influencer/Influencers/8/0': {
    currentPage: 0,
    totalPages: 0,
    totalCount: 0,
    totalIsCapped: false,
    influencers: [],
  },
};

const answering = (failing?: string) => {
  const asked: string[] = [];
  setApiTransport(async (url) => {
    const path = new URL(url, 'http://localhost').pathname;
    asked.push(path);
    if (path === failing || !(path in ANSWERS))
      return Response.json({ isSuccess: false, message: 'No' }, { status: 500 });
    return Response.json(envelope(ANSWERS[path]));
  });
  return asked;
};

describe('the first paint of a page on the server', () => {
  it("loads what the page's loader declares, once each, and renders the page from it without asking again", async () => {
    const asked = answering();
    const data = await loadPage('http://localhost/');
    expect(data).not.toBeNull();
    expect(asked.sort()).toEqual(Object.keys(ANSWERS).sort());
    const queries = JSON.parse(data?.queries ?? '{}') as { queries: { state: { data: unknown } }[] };
    expect(queries.queries.map((q) => q.state.data)).toContainEqual(ANSWERS['/api/master/platforms']);

    const html = await renderPage({ url: 'http://localhost/', queries: data?.queries ?? '' });
    expect(html).toContain('Hire popular influencers at affordable prices');
    expect(html).toContain('Log in');
    // The whole page inline, large as it is: nothing left for a script to put in place.
    expect(html).not.toMatch(/<!--\$[!?]-->/);
    // The render found everything in the data it was given.
    expect(asked).toHaveLength(Object.keys(ANSWERS).length);
  });

  it('paints nothing when a query the page needs fails: the browser renders the page as before', async () => {
    answering('/api/influencer/Influencers/8/0');
    expect(await loadPage('http://localhost/')).toBeNull();
  });

  it('does not render a page whose data it was not given', async () => {
    answering('/api/master/platforms');
    expect(
      await renderPage({ url: 'http://localhost/', queries: '{"queries":[],"mutations":[]}' }),
    ).toBeNull();
  });

  it('renders a page without data (a static page) and waits for its lazy parts instead of leaving them to the browser', async () => {
    const asked = answering();
    const data = await loadPage('http://localhost/about-us');
    expect(asked).toEqual([]);
    const html = await renderPage({ url: 'http://localhost/about-us', queries: data?.queries ?? '' });
    expect(html).toMatch(/<h1[^>]*>About/);
    // A boundary the server gave up on is marked '<!--$!-->' and rendered again by the browser (React #419); one
    // sent apart ('<!--$?-->') is put in place by a script, which a visitor without JavaScript never runs.
    expect(html).not.toMatch(/<!--\$[!?]-->/);
  });

  it("names each page's route module as the build's manifest keys it, and none for an unknown path's 404 page", () => {
    expect(pageModules('http://localhost/')).toEqual(['src/app/routes/home-route.tsx']);
    expect(pageModules('http://localhost/influencer/riya.k?czref=X')).toEqual([
      'src/app/routes/profile-route.tsx',
    ]);
    expect(pageModules('http://localhost/blog/a-post')).toEqual(['src/app/routes/blog-post-route.tsx']);
    expect(pageModules('http://localhost/no/such/page')).toEqual(['src/app/routes/not-found-route.tsx']);
  });
});
