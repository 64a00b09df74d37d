import type { Feature } from '../feature';
import { dataKeysJob } from './reencrypt';

/** Values on an older data key (or PANs from before migration 038) are re-encrypted to the current one. */
const DATA_KEYS_EVERY_MS = 10 * 60_000;

/** Every enciphered column moved to the current data key (DATA_ENCRYPTION_KEYS, docs/deploy.md). */
export const dataKeysFeature: Feature = {
  name: 'data-keys',
  jobs: (env) => [{ name: 'data-keys', everyMs: DATA_KEYS_EVERY_MS, run: dataKeysJob(env, env.log) }],
  // A new data key, or PANs kept in clear before migration 038: moved at once rather than at the first tick.
  atStart: (env) => dataKeysJob(env, env.log)(),
};
