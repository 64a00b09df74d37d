import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { inTransaction } from '../../platform/events/after-commit';
import { createEventBus } from '../../platform/events/event-bus';
import type { Facts, SubscriberDeps } from '../../platform/events/facts';
import { adminSubscribers } from './admin.subscribers';

describe.each(databases())('admin subscribers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  it('writes the audit row of a super admin’s decision in the emitter’s transaction, and pushes nothing', async () => {
    const admin = await t.user(Role.SuperAdmin);
    const pushes: (readonly number[])[] = [];
    const bus = createEventBus<Facts, SubscriberDeps>([adminSubscribers], {
      realtime: { notificationsChanged: (userIds) => void pushes.push(userIds) },
    });
    await inTransaction(t.db, (trx) =>
      bus.emit(trx, {
        type: 'reconciliation.mismatchResolved',
        mismatchId: 7,
        item: 'payment pay_1',
        field: 'amount',
        note: 'booked by hand',
        adminUserId: admin.id,
        at: t.clock.now(),
      }),
    );
    const audit = await t.db
      .selectFrom('adminAuditLog')
      .where('actorUserId', '=', admin.id)
      .select(['action', 'targetUserId', 'beforeJson', 'afterJson'])
      .execute();
    expect(audit).toEqual([
      {
        action: 'reconciliation-resolve',
        targetUserId: admin.id,
        beforeJson: JSON.stringify({ mismatch: 7, item: 'payment pay_1', field: 'amount', status: 'open' }),
        afterJson: JSON.stringify({ status: 'resolved', note: 'booked by hand' }),
      },
    ]);
    expect(pushes).toEqual([]);
  });
});
