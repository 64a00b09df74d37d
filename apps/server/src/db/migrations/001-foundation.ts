import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { boolColumn, idColumn } from './schema-helpers';

export const foundation = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('users'), dialect)
      .addColumn('role_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('user_name', 'text', (c) => c.unique())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('email_verified', 'integer', boolColumn)
      .addColumn('is_featured', 'integer', boolColumn)
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('profile_pic', 'text')
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .addColumn('last_login_on', 'text')
      .execute();
    await db.schema.createIndex('users_role_status_idx').on('users').columns(['role_id', 'status']).execute();

    await db.schema
      .createTable('otps')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consumed_at', 'text')
      .addColumn('last_sent_at', 'text', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('otps_user_purpose_idx').on('otps').columns(['user_id', 'purpose']).execute();

    await idColumn(db.schema.createTable('mail_outbox'), dialect)
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text_body', 'text', (c) => c.notNull())
      .addColumn('html_body', 'text')
      .addColumn('created_on', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('platforms')
      .addColumn('platform_id', 'integer', (c) => c.primaryKey())
      .addColumn('platform_name', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('categories')
      .addColumn('category_id', 'integer', (c) => c.primaryKey())
      .addColumn('category_name', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('countries')
      .addColumn('country_id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('states')
      .addColumn('state_id', 'integer', (c) => c.primaryKey())
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.country_id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('states_country_idx').on('states').column('country_id').execute();
    await db.schema
      .createTable('cities')
      .addColumn('city_id', 'integer', (c) => c.primaryKey())
      .addColumn('state_id', 'integer', (c) => c.notNull().references('states.state_id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('cities_state_idx').on('cities').column('state_id').execute();
  },
});
