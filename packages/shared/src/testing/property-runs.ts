import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `quick` under `npm run test:quick` (TEST_PROFILE=quick), else `full` (CI and `npm test`). */
    testProfile: 'quick' | 'full';
  }
}

const QUICK_SHARE = 1 / 20;
const QUICK_MIN = 50;

/**
 * How many cases a property runs: `full` on the full run; in the quick profile a twentieth of it, but
 * at least 50 (and never more than `full`), so every property still explores.
 */
export function propertyRuns(full: number): number {
  if (inject('testProfile') !== 'quick') return full;
  return Math.min(full, Math.max(QUICK_MIN, Math.ceil(full * QUICK_SHARE)));
}
