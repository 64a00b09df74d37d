import { describe, expect, it } from 'vitest';
import { categoryHint, categoryOptions } from './categories';

const ALL = [
  { categoryId: 1, categoryName: 'Fashion' },
  { categoryId: 2, categoryName: 'Beauty' },
  { categoryId: 5, categoryName: 'Food' },
];
const disabledOf = (chosen: string[]) =>
  categoryOptions(ALL, chosen)
    .filter((o) => o.disabled)
    .map((o) => o.label);

describe('categoryOptions', () => {
  it('offers every category until two are chosen', () => {
    expect(disabledOf([])).toEqual([]);
    expect(disabledOf(['5'])).toEqual([]);
  });

  it('disables the others once two are chosen, keeping the chosen ones removable', () => {
    expect(disabledOf(['5', '1'])).toEqual(['Beauty']);
  });
});

describe('categoryHint', () => {
  it('states the limit before the picks and how to change them after', () => {
    expect(categoryHint(0)).toBe('Choose up to 2 categories.');
    expect(categoryHint(1)).toBe('Choose up to 2 categories.');
    expect(categoryHint(2)).toBe('You have chosen 2 categories. Remove one to choose another.');
  });
});
