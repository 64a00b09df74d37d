import type { Db } from '../database';
import type { Storage } from '../../platform/storage/storage';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoBlog } from './demo-blog';
import { seedDemoInfluencers } from './demo-influencers';
import { seedMasterData } from './master-data';

/**
 * Master data always; demo data only on the first start of an empty database. True when demo data
 * was seeded (the caller then adds the demo orders through the running app).
 */
export async function seed(
  db: Db,
  now: Date,
  options: { demo: boolean; storage?: Storage },
): Promise<boolean> {
  await seedMasterData(db);
  if (!options.demo) return false;
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) {
    // A database made before the blog existed gets the demo articles on its next start.
    await seedDemoBlog(db, now, options.storage);
    return false;
  }
  await seedDemoAccounts(db, now);
  // Demo influencers need somewhere to put their pictures.
  if (options.storage) await seedDemoInfluencers(db, now, options.storage);
  await seedDemoBlog(db, now, options.storage);
  return true;
}
