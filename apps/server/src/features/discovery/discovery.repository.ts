import { CompiledQuery, sql, type Compilable, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database';
import { preparedStatement } from '../../db/pg-prepared-statements';
import { ANY_CATEGORY, ANY_PLATFORM } from '../../db/tables/influencer-search';
import type { InfluencerCardRow } from '../../platform/influencer-search/influencer-card';

/** A listing search in read-model terms; an absent bound or filter matches everything. */
export type ListingFilter = {
  /** ANY_PLATFORM (0) or a platform id. */
  platformId: number;
  /** ANY_CATEGORY (0) or a category id. */
  categoryId: number;
  followersMin?: number;
  followersMax?: number;
  pricePaiseMin?: number;
  pricePaiseMax?: number;
  gender?: string;
  stateId?: number;
  speaks?: 0 | 1;
};

export type ListingOrder = {
  key: 'relevance' | 'minPricePaise' | 'followers';
  direction: 'asc' | 'desc';
  /** user id, the unique final key that makes paging stable. */
  tieBreak: 'asc' | 'desc';
};

export type ListingRow = InfluencerCardRow;

/** The optional conditions, in the one order both the SQL and its parameter list follow. */
const OPTIONAL_CONDITIONS = [
  ['followersMin', 'followers', '>='],
  ['followersMax', 'followers', '<='],
  ['pricePaiseMin', 'minPricePaise', '>='],
  ['pricePaiseMax', 'minPricePaise', '<='],
  ['gender', 'gender', '='],
  ['stateId', 'stateId', '='],
  ['speaks', 'speaks', '='],
] as const;

const matches = (eb: ExpressionBuilder<Database, 'influencerSearch'>, f: ListingFilter) =>
  eb.and([
    eb('platformId', '=', f.platformId),
    eb('categoryId', '=', f.categoryId),
    ...OPTIONAL_CONDITIONS.filter(([key]) => f[key] !== undefined).map(([key, column, op]) =>
      eb(column, op, f[key]!),
    ),
  ]);

const filterParameters = (f: ListingFilter): unknown[] => [
  f.platformId,
  f.categoryId,
  ...OPTIONAL_CONDITIONS.map(([key]) => f[key]).filter((v) => v !== undefined),
];

/** Which optional conditions are present: queries of one shape share their SQL text. */
const filterShape = (f: ListingFilter) =>
  OPTIONAL_CONDITIONS.map(([key]) => (f[key] === undefined ? 0 : 1)).join('');

/**
 * LIMIT and OFFSET of a page. A first page (most of the traffic) writes its size as a literal and
 * has no OFFSET: PostgreSQL then reuses one plan for the prepared statement, whereas with an OFFSET
 * parameter it assumes a deep offset for a reusable plan, finds it dearer and plans every execution
 * anew. Page sizes are bounded (MAX_PAGE_SIZE), so are these statement texts.
 */
const pagingOf = (limit: number, offset: number) =>
  offset === 0
    ? {
        shape: `first${limit}`,
        parameters: [],
        apply: <Q extends SelectQueryBuilder<Database, 'influencerSearch', object>>(qb: Q) =>
          qb.limit(sql.lit(limit)) as Q,
      }
    : {
        shape: 'next',
        parameters: [limit, offset],
        apply: <Q extends SelectQueryBuilder<Database, 'influencerSearch', object>>(qb: Q) =>
          qb.limit(limit).offset(offset) as Q,
      };

const CARD_COLUMNS = [
  'c.userName',
  'c.name',
  'c.profilePic',
  'c.tags',
  'c.socialFollowers',
  'c.isFeatured',
  'c.lastLoginOn',
  'c.categoryName',
  'p.minPricePaise',
] as const;

/**
 * The discovery queries. Building and compiling a Kysely query costs more than SQLite takes to run
 * these (≈100 µs against ≈40 µs), so each query shape (which filters are present, which order) is
 * built once, its SQL kept, and later calls only pass their parameters. The first build of a shape
 * checks that the parameter list written here is the one Kysely produced. On PostgreSQL the shapes
 * also run as prepared statements (planned once per connection); their plans are index range scans
 * whatever the values.
 */
export function createDiscoveryRepository(db: DbOrTrx) {
  const shapes = new Map<string, string>();

  const run = async <R>(shape: string, parameters: unknown[], build: () => Compilable<R>): Promise<R[]> => {
    let text = shapes.get(shape);
    if (text === undefined) {
      const compiled = build().compile();
      if (JSON.stringify(compiled.parameters) !== JSON.stringify(parameters)) {
        throw new Error(`Parameters of query shape ${shape} do not follow its SQL: ${compiled.sql}`);
      }
      text = compiled.sql;
      shapes.set(shape, text);
      preparedStatement(text);
    }
    const result = await db.executeQuery<R>(CompiledQuery.raw(text, parameters));
    return result.rows;
  };

  return {
    /** The read model's change counter (see influencer-search). */
    async version(): Promise<number> {
      const [row] = await run('version', [1], () =>
        db.selectFrom('influencerSearchVersion').select('version').where('id', '=', 1),
      );
      if (!row) throw new Error('influencer_search_version has no row 1');
      return Number(row.version);
    },

    async count(filter: ListingFilter): Promise<number> {
      const [row] = await run(`count:${filterShape(filter)}`, filterParameters(filter), () =>
        db
          .selectFrom('influencerSearch')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where((eb) => matches(eb, filter)),
      );
      return Number(row?.total ?? 0);
    },

    /**
     * One page in one statement. The inner query pages over a single covering index (the filter
     * columns and sort key are all in it); only the page's rows are then joined to their cards, so
     * a deep OFFSET skips index entries, never card rows.
     */
    page(filter: ListingFilter, order: ListingOrder, limit: number, offset: number): Promise<ListingRow[]> {
      const paging = pagingOf(limit, offset);
      const shape = `page:${order.key}:${order.direction}:${order.tieBreak}:${filterShape(filter)}:${paging.shape}`;
      return run(shape, [...filterParameters(filter), ...paging.parameters], () => {
        const pageKeys = db
          .selectFrom('influencerSearch')
          .select(
            order.key === 'minPricePaise'
              ? ['userId', 'minPricePaise']
              : ['userId', 'minPricePaise', order.key],
          )
          .where((eb) => matches(eb, filter))
          .orderBy(order.key, order.direction)
          .orderBy('userId', order.tieBreak)
          .$call(paging.apply);
        return db
          .selectFrom(pageKeys.as('p'))
          .innerJoin('influencerSearchCards as c', 'c.userId', 'p.userId')
          .select(CARD_COLUMNS)
          .orderBy(`p.${order.key}`, order.direction)
          .orderBy('p.userId', order.tieBreak);
      });
    },

    /**
     * Popular influencers: featured first, then most followed (largest count of any platform), then
     * user id. Literal 0s let both databases match the partial index on the any-platform rows.
     */
    popularPage(limit: number, offset: number): Promise<ListingRow[]> {
      const paging = pagingOf(limit, offset);
      return run(`popular:${paging.shape}`, paging.parameters, () => {
        const pageKeys = db
          .selectFrom('influencerSearch')
          .select(['userId', 'minPricePaise', 'followers', 'isFeatured'])
          .where('platformId', '=', sql.lit(ANY_PLATFORM))
          .where('categoryId', '=', sql.lit(ANY_CATEGORY))
          .orderBy('isFeatured', 'desc')
          .orderBy('followers', 'desc')
          .orderBy('userId', 'asc')
          .$call(paging.apply);
        return db
          .selectFrom(pageKeys.as('p'))
          .innerJoin('influencerSearchCards as c', 'c.userId', 'p.userId')
          .select(CARD_COLUMNS)
          .orderBy('p.isFeatured', 'desc')
          .orderBy('p.followers', 'desc')
          .orderBy('p.userId', 'asc');
      });
    },
  };
}
export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
