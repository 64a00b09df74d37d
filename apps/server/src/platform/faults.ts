/**
 * Test-only fault points, at the step boundaries of money moves:
 * - the crash-recovery suite (test/faults): with NODE_ENV=test and COLLABLY_FAULT_PAUSE naming a point, the
 *   server stops there for ever, after writing `COLLABLY_FAULT_PAUSED <point>` to stderr, so the test can
 *   kill -9 it mid-step;
 * - the money model test (features/reconciliation): `crashOnceAt(point)` makes the next pass through the
 *   point throw `InjectedCrash`, as if the process died there, and the test restarts the app in-process.
 * In any other mode neither can be turned on: the variable is not even read, and arming throws.
 */
export const FAULT_POINTS = [
  'payment-confirm',
  'payment-captured',
  'stray-refund',
  'webhook-event',
  'transfer-send',
  'transfer-sent',
  'provider-charge',
  'collab-approve',
  'upload',
] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

export const FAULT_PAUSED_MARKER = 'COLLABLY_FAULT_PAUSED';

const armedPoint = (env: NodeJS.ProcessEnv): FaultPoint | undefined => {
  if (env.NODE_ENV !== 'test') return undefined;
  return FAULT_POINTS.find((p) => p === env.COLLABLY_FAULT_PAUSE);
};

const armed = armedPoint(process.env);

/** What `faultPoint` throws where a test armed an in-process crash. */
export class InjectedCrash extends Error {
  override readonly name = 'InjectedCrash';
  constructor(readonly point: FaultPoint) {
    super(`injected crash at ${point}`);
  }
}

let crashAt: FaultPoint | undefined;
let crashed: FaultPoint | undefined;

/** Test only: the next pass through `point` throws InjectedCrash (once). */
export function crashOnceAt(point: FaultPoint | undefined): void {
  if (process.env.NODE_ENV !== 'test') throw new Error('Fault injection is for tests only');
  crashAt = point;
  crashed = undefined;
}

/** Test only: the point an armed crash went off at since it was armed, if it did. */
export const crashedAt = (): FaultPoint | undefined => crashed;

/** Inside a step that must survive a crash: returns at once unless a test armed this point. */
export async function faultPoint(point: FaultPoint): Promise<void> {
  if (crashAt === point) {
    crashAt = undefined;
    crashed = point;
    throw new InjectedCrash(point);
  }
  if (armed !== point) return;
  process.stderr.write(`${FAULT_PAUSED_MARKER} ${point}\n`);
  // Never settles: the test kills the process here.
  await new Promise<never>(() => undefined);
}

/** The point a given environment would arm (tests check that production never arms one). */
export const faultHookFor = armedPoint;
