import type { Kysely } from 'kysely';

/**
 * Every token carries its user's token version; raising the version (password reset, logout, and later
 * disable, delete or password change) ends every session issued before, on every instance.
 */
export const sessionVersions = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('token_version').execute();
  },
});
