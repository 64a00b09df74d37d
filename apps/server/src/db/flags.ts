import type { IntBool } from './tables/foundation';

/** A boolean as the 0/1 integer the schema stores (SQLite has no boolean type). */
export const toDbFlag = (value: boolean): IntBool => (value ? 1 : 0);

/** A stored 0/1 flag as a boolean. */
export const isDbFlagSet = (value: number): boolean => value === 1;
