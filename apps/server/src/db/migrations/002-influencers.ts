import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { boolColumn, idColumn } from './schema-helpers';

export const influencers = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('influencer_profiles')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('description', 'text')
      .addColumn('gender', 'text')
      .addColumn('country_id', 'integer', (c) => c.notNull().defaultTo(101))
      .addColumn('state_id', 'integer')
      .addColumn('city_id', 'integer')
      .addColumn('dob', 'text')
      .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('is_gst', 'integer', boolColumn)
      .addColumn('gst_no', 'text')
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('influencer_categories')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.category_id'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('influencer_categories_pk', ['user_id', 'category_id'])
      .execute();
    await db.schema
      .createIndex('influencer_categories_category_idx')
      .on('influencer_categories')
      .column('category_id')
      .execute();

    await idColumn(db.schema.createTable('social_accounts'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('platform_id', 'integer', (c) => c.notNull().references('platforms.platform_id'))
      .addColumn('page_url', 'text', (c) => c.notNull())
      .addColumn('follower_id', 'integer', (c) => c.notNull())
      .addColumn('followers_count', 'bigint', (c) => c.notNull())
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .addUniqueConstraint('social_accounts_user_platform_uq', ['user_id', 'platform_id'])
      .execute();

    await idColumn(db.schema.createTable('influencer_services'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('platform_id', 'integer', (c) => c.notNull().references('platforms.platform_id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('price_paise', 'bigint', (c) => c.notNull())
      .addColumn('allow_ugc', 'integer', boolColumn)
      .addColumn('ugc_price_paise', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('is_deleted', 'integer', boolColumn)
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('influencer_services_user_idx')
      .on('influencer_services')
      .columns(['user_id', 'platform_id'])
      .execute();

    await idColumn(db.schema.createTable('influencer_portfolios'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('url1', 'text')
      .addColumn('url2', 'text')
      .addColumn('url3', 'text')
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('favourites')
      .addColumn('brand_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('influencer_user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('favourites_pk', ['brand_user_id', 'influencer_user_id'])
      .execute();
  },
});
