import { describe, expect, it } from 'vitest';
import { keepLatestCategories } from './categories';

describe('keepLatestCategories', () => {
  it('keeps up to two picks as they are', () => {
    expect(keepLatestCategories([])).toEqual([]);
    expect(keepLatestCategories(['3'])).toEqual(['3']);
    expect(keepLatestCategories(['3', '7'])).toEqual(['3', '7']);
  });

  it('drops the oldest when a third is picked', () => {
    expect(keepLatestCategories(['3', '7', '1'])).toEqual(['7', '1']);
  });
});
