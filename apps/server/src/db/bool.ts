import type { IntBool } from './tables/foundation';

/**
 * Booleans are stored as 0/1 on both dialects (see `IntBool`). Repositories convert with these at the
 * database edge, so services and routes see only `boolean`.
 */
export const toDbBool = (value: boolean): IntBool => (value ? 1 : 0);
export const fromDbBool = (value: number): boolean => value === 1;

/** A row with the named 0/1 columns read as booleans. */
export type WithBooleans<T, K extends keyof T> = Omit<T, K> & { [P in K]: boolean };

export function withBooleans<T extends Record<string, unknown>, K extends keyof T>(
  row: T,
  ...keys: K[]
): WithBooleans<T, K> {
  const out: Record<PropertyKey, unknown> = { ...row };
  for (const key of keys) out[key] = fromDbBool(row[key] as number);
  return out as WithBooleans<T, K>;
}
