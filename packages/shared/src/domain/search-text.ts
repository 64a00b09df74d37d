/**
 * Free-text search of the listing (issue 13): names, handles and category words, matched ignoring case
 * and accents. The server stores each influencer's words through `normalizeSearchText` and a query's
 * words through `searchTokens`, so both sides fold text the same way.
 */

/** Longest free-text query accepted, in characters. */
export const SEARCH_TEXT_MAX = 60;
/** Words of a query that are matched; more are ignored (each must match, so more only narrows). */
export const SEARCH_TOKENS_MAX = 5;

const COMBINING_MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** Lower case, accents removed, every run of punctuation or space one space: 'Zoë_Fernandes' → 'zoe fernandes'. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase().replace(NOT_WORD, ' ').trim();
}

/** The distinct words of a query, at most SEARCH_TOKENS_MAX, longest first (the most selective). */
export function searchTokens(query: string): string[] {
  const words = [...new Set(normalizeSearchText(query).split(' ').filter(Boolean))];
  return words.sort((a, b) => b.length - a.length).slice(0, SEARCH_TOKENS_MAX);
}

/** The bit of a language id (0-22) in an influencer's language mask. */
export const languageBit = (languageId: number): number => 2 ** languageId;

/** The language mask of a profile's language ids: each id's bit set. */
export const languageMask = (languageIds: readonly number[]): number =>
  [...new Set(languageIds)].reduce((mask, id) => mask + languageBit(id), 0);
