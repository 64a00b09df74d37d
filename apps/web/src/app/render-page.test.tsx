import { describe, expect, it } from 'vitest';
import { renderPage, setApiTransport } from './render-page';

const envelope = (data: unknown) => ({ isSuccess: true, message: 'Success', data });

/** The API as the server answers the home page's queries in-process (platform/http/first-paint.ts). */
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
  it('renders the page as a visitor sees it, after fetching every query the page asks for, and returns the answers', async () => {
    const asked = answering();
    const paint = await renderPage('http://localhost/');
    expect(paint).not.toBeNull();
    expect(paint?.html).toContain('Hire popular influencers at affordable prices');
    expect(paint?.html).toContain('Log in');
    expect(asked.sort()).toEqual(Object.keys(ANSWERS).sort());
    const queries = JSON.parse(paint?.queries ?? '{}') as {
      queries: { queryKey: unknown; state: { data: unknown } }[];
    };
    expect(queries.queries.map((q) => q.state.data)).toContainEqual(ANSWERS['/api/master/platforms']);
  });

  it('paints nothing when a query the page needs fails: the browser renders the page as before', async () => {
    answering('/api/influencer/Influencers/8/0');
    expect(await renderPage('http://localhost/')).toBeNull();
  });
});
