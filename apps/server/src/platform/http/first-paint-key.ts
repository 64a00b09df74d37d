import { parseListingSearch, toListingParams } from '@collably/shared/domain/listing-search';

/**
 * The address a painted page is kept under: its path and only the query parameters its render reads, in the
 * form the page itself reads them. Everything else a link may carry (czref, utm_*, fbclid, a cache-buster) paints
 * the same page, so it must not make another render (issue 35: unique query strings flooded the renderer).
 *
 * Of the painted pages (the public pages, features/site) only the listing reads its query while rendering: the
 * others read none (a profile's checkout reads its return parameters in an effect, after the paint). The listing's query is read and written back exactly as the listing page does (shared
 * domain/listing-search): known parameters only, malformed values dropped, defaults left out, one fixed order.
 */
export function paintKey(url: string): string {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  if (pathname !== '/listing' || at === -1) return pathname;
  const query = toListingParams(parseListingSearch(new URLSearchParams(url.slice(at + 1)))).toString();
  return query ? `${pathname}?${query}` : pathname;
}
