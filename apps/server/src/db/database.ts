import type { Kysely, Transaction } from 'kysely';
import type { FoundationTables } from './tables/foundation';
import type { InfluencerSearchTables } from './tables/influencer-search';
import type { InfluencerTables } from './tables/influencers';
import type { MediaTables } from './tables/media';

/** The whole schema: one table-set type per capability, joined here. */
export type Database = FoundationTables & InfluencerTables & InfluencerSearchTables & MediaTables;

export type Db = Kysely<Database>;
/** A repository function takes either the database or an open transaction. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;
export type Dialect = 'sqlite' | 'postgres';
