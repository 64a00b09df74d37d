import { describe, expect, it } from 'vitest';
import { Role, toRole } from './roles';

describe('toRole', () => {
  it('keeps every known role', () => {
    for (const role of Object.values(Role)) expect(toRole(role)).toBe(role);
  });

  it('reads anything else as a visitor', () => {
    for (const value of [3, -1, 97, 100, 1.5, Number.NaN]) expect(toRole(value)).toBe(Role.Visitor);
  });
});
