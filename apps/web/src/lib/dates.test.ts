import { describe, expect, it } from 'vitest';
import { DateFormat, formatDate } from './dates';

describe('formatDate', () => {
  const at = new Date(2026, 10, 23, 12, 44);

  it("writes the spec's day-and-time without a space before the comma", () => {
    expect(formatDate(at, DateFormat.dayTime)).toBe('23 Nov 2026, 12:44 PM');
  });

  it('has no format with a space before a comma', () => {
    for (const pattern of Object.values(DateFormat)) expect(pattern).not.toMatch(/\s,/);
  });

  it('answers an empty text for a missing or invalid date', () => {
    expect(formatDate(null, DateFormat.day)).toBe('');
    expect(formatDate('not a date', DateFormat.day)).toBe('');
  });
});
