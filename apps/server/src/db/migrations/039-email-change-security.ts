import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/** Issue 35: an e-mail change as a security event (filled in by the e-mail change work). */
export const emailChangeSecurity = (_dialect: Dialect): Migration => ({
  async up(_db: Kysely<unknown>) {},
});
