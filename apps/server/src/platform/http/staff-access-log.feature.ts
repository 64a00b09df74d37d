import type { Feature } from '../feature';
import { pruneStaffAccessLog } from './staff-access-log';

const RETENTION_EVERY_MS = 60 * 60_000;

/** Staff's access to personal data is logged for a set time (docs/privacy.md); the hook is app.ts's. */
export const staffAccessLogFeature: Feature = {
  name: 'staff-access-log',
  jobs: (env) => [
    {
      name: 'staff-access-log-retention',
      everyMs: RETENTION_EVERY_MS,
      run: () => pruneStaffAccessLog(env.db, env.clock),
    },
  ],
};
