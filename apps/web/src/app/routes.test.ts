import { describe, expect, test } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { SITE_PAGE_PATHS } from '@collably/shared/constants/site-pages';
import { createRoutes } from './routes';

const routes = createRoutes({ queryClient: new QueryClient(), waitForData: false });

/** The full path of every page the router declares, '*' (the 404 page) aside. */
const pagePaths = (list: RouteObject[], parent = ''): string[] =>
  list.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && route.path !== '*') ? [path] : [];
    return [...own, ...(route.children ? pagePaths(route.children, path) : [])];
  });

describe('the pages the server knows', () => {
  test('are exactly the pages the router declares, so no page answers 404 and no 404 answers 200', () => {
    expect([...new Set(pagePaths(routes))].sort()).toEqual([...SITE_PAGE_PATHS].sort());
  });
});
