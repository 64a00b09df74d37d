import { FOLLOWER_RANGES } from '@collably/shared/constants/ranges';
import { MasterMessages } from '@collably/shared/messages/master';
import type { Db } from '../../db/database';
import { ok } from '../../platform/http/envelope';
import { notFound } from '../../platform/http/errors';
import { masterRepository as repo } from './master.repository';

/**
 * Master data changes only with a deploy (it is seeded), so each answer is read and serialized once
 * per process and then sent as is: these lists are on every page and must cost nothing (a string body
 * also skips per-request serialization; the route schemas still document the shape). A failed read
 * (an unknown id, a database error) is not kept, so unknown ids never fill the cache.
 */
export function createMasterService(db: Db) {
  const bodies = new Map<string, Promise<string>>();
  const once = (key: string, load: () => Promise<unknown>): Promise<string> => {
    let body = bodies.get(key);
    if (body === undefined) {
      body = load().then((data) => JSON.stringify(ok(data)));
      bodies.set(key, body);
      body.catch(() => bodies.delete(key));
    }
    return body;
  };

  return {
    platforms: () => once('platforms', () => repo.platforms(db)),
    categories: () => once('categories', () => repo.categories(db)),
    countries: () => once('countries', () => repo.countries(db)),
    followerRanges: () =>
      once('followers-range', async () =>
        FOLLOWER_RANGES.map(({ followerId, followerRange }) => ({ followerId, followerRange })),
      ),
    states: (countryId: number) =>
      once(`states/${countryId}`, async () => {
        if (!(await repo.countryExists(db, countryId)))
          throw notFound(MasterMessages.countryNotFound(countryId));
        return repo.states(db, countryId);
      }),
    cities: (stateId: number) =>
      once(`cities/${stateId}`, async () => {
        if (!(await repo.stateExists(db, stateId))) throw notFound(MasterMessages.stateNotFound(stateId));
        return repo.cities(db, stateId);
      }),
  };
}
