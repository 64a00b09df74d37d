import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  act,
  checkLedger,
  hire,
  influencerWithService,
  uploadedAttachment,
  walletBalance,
} from '../../../test/hire-fixtures';
import { runCollabSweeps, sweep } from './collabs.sweeps';
import { collabsRepository } from './collabs.repository';
import { applyStatusChange } from './collabs.service';

const DAY = 86_400_000;

describe.each(databases())('collab time sweeps on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  const party = async () => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
    return { brand, influencer, serviceId };
  };
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('collabs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const toDispute = async (brand: TestUser, influencer: TestUser, id: number) => {
    await act(t, influencer, id, ActionCode.Accept);
    await act(t, influencer, id, ActionCode.SendForApproval, '', [
      await uploadedAttachment(t, influencer.id),
    ]);
    await act(t, brand, id, ActionCode.Approve);
    await act(t, influencer, id, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/1');
    await act(t, brand, id, ActionCode.RaiseDispute, 'Deleted after a day');
  };

  it('cancels and refunds an order not delivered within 14 days (New, Accept, Review), once', async () => {
    const a = await party();
    const b = await party();
    const c = await party();
    const fresh = await hire(t, a.brand, a.serviceId);
    const accepted = await hire(t, b.brand, b.serviceId);
    await act(t, b.influencer, accepted, ActionCode.Accept);
    const waitingForBrand = await hire(t, c.brand, c.serviceId);
    await act(t, c.influencer, waitingForBrand, ActionCode.Accept);
    await act(t, c.influencer, waitingForBrand, ActionCode.SendForApproval, '', [
      await uploadedAttachment(t, c.influencer.id),
    ]);

    t.clock.advance(14 * DAY - 1);
    expect(await sweep(t.app.ctx, 'deliveryOverdue')).toBe(0);
    t.clock.advance(1);
    const results = await Promise.all([
      sweep(t.app.ctx, 'deliveryOverdue'),
      sweep(t.app.ctx, 'deliveryOverdue'),
      sweep(t.app.ctx, 'deliveryOverdue'),
    ]);
    // Two orders are due, and each is cancelled by exactly one of the parallel sweeps.
    expect(results.reduce((s, n) => s + n, 0)).toBe(2);
    expect(await statusOf(fresh)).toBe('Cancel');
    expect(await statusOf(accepted)).toBe('Cancel');
    expect(await statusOf(waitingForBrand)).toBe('UpdateWorkFile');
    expect(await walletBalance(t, a.brand)).toBe(1118);
    expect(await walletBalance(t, b.brand)).toBe(1118);
    expect(await walletBalance(t, c.brand)).toBe(0);
    expect(await sweep(t.app.ctx, 'deliveryOverdue')).toBe(0);
    expect(await walletBalance(t, a.brand)).toBe(1118);
    const notes = (await t.get('/api/notification/get', { token: a.influencer.token })).json().data;
    expect(notes[0]).toMatchObject({ msgType: 'dispute', userName: null });
    expect(notes[0].message).toContain('The order was not delivered within 14 days');
    const events = await t.db.selectFrom('collabEvents').selectAll().where('collabId', '=', fresh).execute();
    expect(events).toEqual([
      expect.objectContaining({ systemRule: 'deliveryOverdue', actorUserId: null, toStatus: 'Cancel' }),
    ]);
    await checkLedger(t.db);
  });

  it('cancels and refunds a dispute with no action for 7 days; a new dispute restarts the week', async () => {
    const { brand, influencer, serviceId } = await party();
    const id = await hire(t, brand, serviceId);
    await toDispute(brand, influencer, id);
    t.clock.advance(6 * DAY);
    await act(t, influencer, id, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/2');
    await act(t, brand, id, ActionCode.RaiseDispute, 'Still wrong');
    t.clock.advance(6 * DAY);
    expect((await runCollabSweeps(t.app.ctx)).disputeExpired).toBe(0);
    expect(await statusOf(id)).toBe('Dispute');
    t.clock.advance(DAY);
    expect((await runCollabSweeps(t.app.ctx)).disputeExpired).toBe(1);
    expect(await statusOf(id)).toBe('Cancel');
    expect(await walletBalance(t, brand)).toBe(1118);
    expect((await act(t, influencer, id, ActionCode.Cancel, 'late')).statusCode).toBe(409);
    await checkLedger(t.db);
  });

  it('a collab that moved on between the sweep’s read and its update is left alone', async () => {
    const { brand, influencer, serviceId } = await party();
    const id = await hire(t, brand, serviceId);
    t.clock.advance(15 * DAY);
    const stale = (await collabsRepository.findById(t.db, id))!;
    await act(t, influencer, id, ActionCode.Accept);
    await act(t, influencer, id, ActionCode.SendForApproval, '', [
      await uploadedAttachment(t, influencer.id),
    ]);
    const moved = await t.db.transaction().execute((trx) =>
      applyStatusChange(trx, t.clock, stale, {
        from: stale.status,
        to: 'Cancel',
        money: 'refund',
        actor: 'system',
        actorUserId: null,
        actorName: 'Collably',
        action: null,
        systemRule: 'deliveryOverdue',
        reason: 'late',
        files: [],
      }),
    );
    expect(moved).toBe(false);
    expect(await sweep(t.app.ctx, 'deliveryOverdue')).toBe(0);
    expect(await statusOf(id)).toBe('UpdateWorkFile');
    expect(await walletBalance(t, brand)).toBe(0);
  });
});
