import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/** Issue 35: limits that hold under concurrency (filled in by the limits work). */
export const concurrencyLimits = (_dialect: Dialect): Migration => ({
  async up(_db: Kysely<unknown>) {},
});
