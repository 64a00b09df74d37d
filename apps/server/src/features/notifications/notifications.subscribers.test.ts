import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { inTransaction } from '../../platform/events/after-commit';
import { createEventBus } from '../../platform/events/event-bus';
import type { Facts, SubscriberDeps } from '../../platform/events/facts';
import { notificationSubscribers } from './notifications.subscribers';

const failure = new Error('the emitter failed after the fact');

describe.each(databases())('notification subscribers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  /** The app's subscribers on a bus whose bell pushes are recorded with the notices committed at the time. */
  const recordingBus = () => {
    const pushes: { userIds: readonly number[]; committed: number }[] = [];
    let notices = async () => 0;
    const realtime: SubscriberDeps['realtime'] = {
      notificationsChanged: (userIds) =>
        void notices().then((committed) => pushes.push({ userIds, committed })),
    };
    const bus = createEventBus<Facts, SubscriberDeps>([notificationSubscribers], { realtime });
    return { bus, pushes, countNotices: (count: () => Promise<number>) => (notices = count) };
  };

  it('stores the notice in the emitter’s transaction and pushes the bell once it is committed', async () => {
    const influencer = await t.user(Role.Influencer);
    const count = async () =>
      (await t.db.selectFrom('notifications').where('userId', '=', influencer.id).select('id').execute())
        .length;
    const { bus, pushes, countNotices } = recordingBus();
    countNotices(count);
    const fact = {
      type: 'payout.requested',
      payoutId: 1,
      userId: influencer.id,
      amountPaise: 250_000,
    } as const;

    await inTransaction(t.db, async (trx) => {
      await bus.emit(trx, { ...fact, at: t.clock.now() });
      expect(pushes).toEqual([]);
    });
    await expect.poll(() => pushes).toEqual([{ userIds: [influencer.id], committed: 1 }]);

    await expect(
      inTransaction(t.db, async (trx) => {
        await bus.emit(trx, { ...fact, at: t.clock.now() });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await count()).toBe(1);
    expect(pushes).toHaveLength(1);
  });
});
