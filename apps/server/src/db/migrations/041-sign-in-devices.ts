import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/** Issue 35: sign-in limits that spare the crowd and the owner (filled in by the sign-in work). */
export const signInDevices = (_dialect: Dialect): Migration => ({
  async up(_db: Kysely<unknown>) {},
});
