/**
 * `npm run seed:bench`: fills the configured database (DATA_DIR/collably.db, or DATABASE_URL) with
 * BENCH_INFLUENCERS (default 100 000) approved influencers, spread over every platform, category,
 * state, gender and tag, then rebuilds the discovery read model in bulk. Deterministic (seeded
 * random), and a no-op when the bench influencers are already there (BENCH_FORCE=1 adds again).
 */
import path from 'node:path';
import { sql } from 'kysely';
import { Platform } from '@collably/shared/constants/platforms';
import { FOLLOWER_RANGES } from '@collably/shared/constants/ranges';
import { GENDER_VALUES, LANGUAGES, TAGS } from '@collably/shared/constants/profile';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import { loadConfig } from '../../config';
import { rebuildInfluencerSearch } from '../../platform/influencer-search/influencer-search';
import { hashPassword } from '../../platform/auth/passwords';
import { connectDatabase } from '../connect';
import type { Db, DbOrTrx, Dialect } from '../database';
import { migrateToLatest } from '../migrations';
import { features } from '../../features';
import { migrationsOf } from '../../platform/feature';
import { seed } from '.';

const BENCH_EMAIL_DOMAIN = 'bench.collably.in';
const BENCH_PASSWORD = 'Bench@12345';
const INFLUENCERS_PER_BATCH = 2_000;
/** Under SQLite's 32 766 bound parameters per statement (PostgreSQL allows 65 535). */
const MAX_PARAMETERS = 30_000;

const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Akash',
  'Ananya',
  'Arjun',
  'Diya',
  'Ishaan',
  'Kavya',
  'Kabir',
  'Meera',
  'Neha',
  'Nikhil',
  'Pooja',
  'Priya',
  'Rahul',
  'Riya',
  'Rohan',
  'Saanvi',
  'Sahil',
  'Sneha',
  'Tanvi',
  'Varun',
  'Vihaan',
  'Zoya',
];
const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Shah',
  'Gupta',
  'Mehta',
  'Das',
  'Bose',
  'Khan',
  'Singh',
  'Kaur',
  'Menon',
  'Pillai',
  'Joshi',
  'Kulkarni',
  'Chopra',
  'Malhotra',
];
const SERVICE_TITLES = ['Story', 'Feed Post', 'Reel', 'Video', 'Shout-out', 'Product Review'];
/** Rupee prices from the lowest slider step to beyond the highest. */
const PRICE_POINTS_RUPEES = [
  500, 800, 1_000, 1_500, 2_000, 3_000, 5_000, 7_500, 10_000, 15_000, 25_000, 40_000, 60_000, 90_000, 150_000,
];
const SOCIAL_PLATFORMS = [Platform.Facebook, Platform.YouTube, Platform.Instagram];

/** mulberry32: small, fast, and the same data on every run. */
function seededRandom(seedValue: number) {
  let state = seedValue >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  const chance = (p: number) => next() < p;
  const distinct = <T>(list: readonly T[], count: number): T[] => {
    const pool = [...list];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(int(pool.length), 1)[0]);
    return out;
  };
  return { next, int, pick, chance, distinct };
}

async function insertChunked<R extends Record<string, unknown>>(
  insert: (rows: R[]) => Promise<unknown>,
  rows: R[],
): Promise<void> {
  if (rows.length === 0) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += perStatement) await insert(rows.slice(i, i + perStatement));
}

type MasterIds = { categoryIds: number[]; citiesByState: Map<number, number[]> };

async function loadMasterIds(db: Db): Promise<MasterIds> {
  const categories = await db.selectFrom('categories').select('categoryId').orderBy('categoryId').execute();
  const cities = await db.selectFrom('cities').select(['cityId', 'stateId']).orderBy('cityId').execute();
  const citiesByState = new Map<number, number[]>();
  for (const c of cities) citiesByState.set(c.stateId, [...(citiesByState.get(c.stateId) ?? []), c.cityId]);
  return { categoryIds: categories.map((c) => c.categoryId), citiesByState };
}

async function insertBatch(
  trx: DbOrTrx,
  from: number,
  count: number,
  master: MasterIds,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const random = seededRandom(from + 1);
  const stamp = now.toISOString();
  const states = [...master.citiesByState.keys()];
  const people = Array.from({ length: count }, (_, k) => {
    const n = from + k;
    const tags = TAGS.filter(() => random.chance(0.2)).map((t) => ({ id: t.id, name: t.name }));
    const daysAgo = random.int(200);
    return {
      n,
      user: {
        roleId: Role.Influencer,
        name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        userName: `bench.${n}`,
        email: `bench${n}@${BENCH_EMAIL_DOMAIN}`,
        passwordHash,
        status: UserStatus.Active,
        emailVerified: 1 as const,
        isFeatured: random.chance(0.02) ? (1 as const) : (0 as const),
        tags: JSON.stringify(tags),
        profilePic: null,
        createdOn: stamp,
        modifiedOn: stamp,
        lastLoginOn: random.chance(0.1)
          ? null
          : new Date(now.getTime() - daysAgo * 86_400_000 - random.int(86_400_000)).toISOString(),
      },
    };
  });

  const inserted = await trx
    .insertInto('users')
    .values(people.map((p) => p.user))
    .returning(['id', 'userName'])
    .execute();
  const idOf = new Map(inserted.map((r) => [r.userName, r.id]));

  const profiles = [];
  const categories: { userId: number; categoryId: number; position: number }[] = [];
  const socials = [];
  const services = [];
  for (const { user } of people) {
    const userId = idOf.get(user.userName)!;
    const stateId = random.pick(states);
    profiles.push({
      userId,
      description: `${user.name} creates content about what they love.`,
      gender: random.pick(GENDER_VALUES),
      countryId: 101,
      stateId,
      cityId: random.pick(master.citiesByState.get(stateId)!),
      dob: `${1980 + random.int(25)}-0${1 + random.int(9)}-1${random.int(10)}`,
      languages: JSON.stringify(random.distinct(LANGUAGES, 1 + random.int(3))),
      isGst: 0 as const,
      gstNo: null,
      modifiedOn: stamp,
    });
    random
      .distinct(master.categoryIds, 1 + random.int(2))
      .forEach((categoryId, position) => categories.push({ userId, categoryId, position }));
    const platforms = random.distinct(SOCIAL_PLATFORMS, 1 + random.int(SOCIAL_PLATFORMS.length));
    for (const platformId of platforms) {
      const range = random.pick(FOLLOWER_RANGES);
      socials.push({
        userId,
        platformId,
        pageUrl: `https://example.com/${user.userName}/${platformId}`,
        followerId: range.followerId,
        followersCount: range.max ?? 50_000_000,
        createdOn: stamp,
        modifiedOn: stamp,
      });
    }
    const servicePlatforms = random.chance(0.25) ? [...platforms, Platform.UGC] : platforms;
    for (const platformId of servicePlatforms) {
      const base = random.int(PRICE_POINTS_RUPEES.length - 3);
      for (let s = 0, total = 1 + random.int(3); s < total; s++) {
        services.push({
          userId,
          platformId,
          title: random.pick(SERVICE_TITLES),
          description: 'One piece of content, posted within 14 days.',
          pricePaise: PRICE_POINTS_RUPEES[base + s] * 100,
          allowUgc: 0 as const,
          ugcPricePaise: 0,
          // A few hidden services, never the first, so every influencer stays listable.
          isDeleted: s > 0 && random.chance(0.1) ? (1 as const) : (0 as const),
          createdOn: stamp,
          modifiedOn: stamp,
        });
      }
    }
  }
  await insertChunked((rows) => trx.insertInto('influencerProfiles').values(rows).execute(), profiles);
  await insertChunked((rows) => trx.insertInto('influencerCategories').values(rows).execute(), categories);
  await insertChunked((rows) => trx.insertInto('socialAccounts').values(rows).execute(), socials);
  await insertChunked((rows) => trx.insertInto('influencerServices').values(rows).execute(), services);
}

/** Fresh statistics, so both planners pick the read model's covering indexes. */
async function analyse(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    // VACUUM also marks pages all-visible, which index-only scans need.
    await sql`vacuum analyze`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
}

export async function seedBench(db: Db, dialect: Dialect, target: number, options: { force?: boolean } = {}) {
  const log = (message: string) => console.log(`[seed:bench] ${message}`);
  const started = Date.now();
  await migrateToLatest(db, dialect, undefined, migrationsOf(features));
  await seed(db, new Date(), { demo: true });

  const existing = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', 'like', `%@${BENCH_EMAIL_DOMAIN}`)
    .executeTakeFirstOrThrow();
  const already = Number(existing.n);
  if (already >= target && !options.force) {
    log(`${already} bench influencers already present; nothing to do (BENCH_FORCE=1 to add more)`);
    return;
  }

  const master = await loadMasterIds(db);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = new Date();
  const first = already;
  const toAdd = options.force ? target : target - already;
  for (let from = first; from < first + toAdd; from += INFLUENCERS_PER_BATCH) {
    const count = Math.min(INFLUENCERS_PER_BATCH, first + toAdd - from);
    await db.transaction().execute((trx) => insertBatch(trx, from, count, master, passwordHash, now));
    if ((from - first) % 20_000 === 0) log(`${from - first + count} / ${toAdd} influencers inserted`);
  }
  log(`source tables filled in ${((Date.now() - started) / 1000).toFixed(1)} s; rebuilding the read model`);
  await rebuildInfluencerSearch(db);
  await analyse(db, dialect);
  log(
    `done: ${toAdd} influencers in ${((Date.now() - started) / 1000).toFixed(1)} s (password ${BENCH_PASSWORD})`,
  );
}

async function main() {
  const config = loadConfig();
  const { db, dialect } = connectDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'collably.db'),
  });
  const target = Number(process.env.BENCH_INFLUENCERS ?? 100_000);
  try {
    await seedBench(db, dialect, target, { force: process.env.BENCH_FORCE === '1' });
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
