import { describe, expect, it } from 'vitest';
import {
  languageBit,
  languageMask,
  normalizeSearchText,
  searchTokens,
  SEARCH_TOKENS_MAX,
} from './search-text';

describe('normalizeSearchText', () => {
  it('folds case, accents and punctuation', () => {
    expect(normalizeSearchText('Zoë_Fernandes')).toBe('zoe fernandes');
    expect(normalizeSearchText('  ÁNANYA   Śharma!! ')).toBe('ananya sharma');
    expect(normalizeSearchText('fitness.with-priya')).toBe('fitness with priya');
  });

  it('keeps letters of Indian scripts', () => {
    expect(normalizeSearchText('प्रिया')).not.toBe('');
  });
});

describe('searchTokens', () => {
  it('gives distinct words, longest first', () => {
    expect(searchTokens('Priya priya FASHION')).toEqual(['fashion', 'priya']);
  });

  it('gives nothing for blank or punctuation-only input', () => {
    expect(searchTokens('  ')).toEqual([]);
    expect(searchTokens('%_%')).toEqual([]);
  });

  it('keeps at most the limit of words', () => {
    expect(searchTokens('a bb ccc dddd eeeee ffffff ggggggg')).toHaveLength(SEARCH_TOKENS_MAX);
  });
});

describe('languageMask', () => {
  it('sets one bit per language, duplicates once', () => {
    expect(languageMask([])).toBe(0);
    expect(languageMask([4, 6, 6])).toBe(languageBit(4) + languageBit(6));
    expect(languageMask([22])).toBe(2 ** 22);
  });
});
