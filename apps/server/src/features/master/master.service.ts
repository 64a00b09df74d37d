import { FOLLOWER_RANGES } from '@collably/shared/constants/ranges';
import { MasterMessages } from '@collably/shared/messages/master';
import type {
  TCategory,
  TCity,
  TCountry,
  TFollowerRangeItem,
  TPlatform,
  TState,
} from '@collably/shared/schemas/master';
import type { Db } from '../../db/database';
import { notFound } from '../../platform/http/errors';
import { masterRepository as repo } from './master.repository';

type MasterData = {
  platforms: TPlatform[];
  categories: TCategory[];
  countries: TCountry[];
  states: Map<number, TState[]>;
  cities: Map<number, TCity[]>;
};

/**
 * Master data changes only with a deploy (it is seeded), so it is read once per process and
 * answered from memory: these lists are on every page and must cost nothing.
 */
export function createMasterService(db: Db) {
  let cache: Promise<MasterData> | undefined;
  const load = async (): Promise<MasterData> => ({
    platforms: await repo.platforms(db),
    categories: await repo.categories(db),
    countries: await repo.countries(db),
    states: new Map(),
    cities: new Map(),
  });
  const data = () =>
    (cache ??= load().catch((error: unknown) => {
      cache = undefined; // a failed first read is retried on the next call
      throw error;
    }));

  return {
    platforms: async () => (await data()).platforms,
    categories: async () => (await data()).categories,
    countries: async () => (await data()).countries,
    followerRanges: (): TFollowerRangeItem[] =>
      FOLLOWER_RANGES.map(({ followerId, followerRange }) => ({ followerId, followerRange })),
    async states(countryId: number): Promise<TState[]> {
      const d = await data();
      const cached = d.states.get(countryId);
      if (cached) return cached;
      if (!(await repo.countryExists(db, countryId)))
        throw notFound(MasterMessages.countryNotFound(countryId));
      const states = await repo.states(db, countryId);
      d.states.set(countryId, states);
      return states;
    },
    async cities(stateId: number): Promise<TCity[]> {
      const d = await data();
      const cached = d.cities.get(stateId);
      if (cached) return cached;
      if (!(await repo.stateExists(db, stateId))) throw notFound(MasterMessages.stateNotFound(stateId));
      const cities = await repo.cities(db, stateId);
      d.cities.set(stateId, cities);
      return cities;
    },
  };
}
export type MasterService = ReturnType<typeof createMasterService>;
