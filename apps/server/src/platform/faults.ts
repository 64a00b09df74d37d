/**
 * Test-only pause points for the crash-recovery suite (test/faults): with NODE_ENV=test and
 * COLLABLY_FAULT_PAUSE naming a point, the server stops there for ever, after writing
 * `COLLABLY_FAULT_PAUSED <point>` to stderr, so the test can kill -9 it mid-step. In any other mode the
 * variable is not even read: the hook cannot be turned on in production or development.
 */
export const FAULT_POINTS = [
  'payment-confirm',
  'payment-captured',
  'stray-refund',
  'webhook-event',
  'transfer-send',
  'transfer-sent',
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

/** Inside a step that must survive a crash: returns at once unless the fault suite armed this point. */
export async function faultPoint(point: FaultPoint): Promise<void> {
  if (armed !== point) return;
  process.stderr.write(`${FAULT_PAUSED_MARKER} ${point}\n`);
  // Never settles: the test kills the process here.
  await new Promise<never>(() => undefined);
}

/** The point a given environment would arm (tests check that production never arms one). */
export const faultHookFor = armedPoint;
