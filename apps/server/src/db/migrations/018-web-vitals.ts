import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './schema-helpers';

/**
 * Issue 15 part 3: `web_vitals` keeps the Core Web Vitals (LCP, INP, CLS) that visitors' browsers report,
 * one row per metric of a page load. GET admin/vitals reads the last days by time, hence the index.
 */
export const webVitals = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('web_vitals'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('value', dialect === 'postgres' ? 'double precision' : 'real', (c) => c.notNull())
      .addColumn('rating', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('navigation_type', 'text', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('web_vitals_created_idx').on('web_vitals').columns(['created_on']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('web_vitals').execute();
  },
});
