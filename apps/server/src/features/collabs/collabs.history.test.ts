import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode, CollabStatus } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { CollabMessages } from '@collably/shared/messages/collabs';
import { CommonMessages } from '@collably/shared/messages/common';
import type { TCollabHistory } from '@collably/shared/schemas/collabs';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  act,
  createCollab,
  influencerWithService,
  pay,
  uploadedAttachment,
} from '../../../test/hire-fixtures';

describe.each(databases())('user/collab-history on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let brand: TestUser;
  let influencer: TestUser;
  let id: number;
  let brief: string;
  let workFile: string;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin, { name: 'Asha Admin' });
    brand = await t.user(Role.Brand, { name: 'Chai Point' });
    const hired = await influencerWithService(t);
    influencer = hired.influencer;
    await t.db.updateTable('users').set({ name: 'Priya Nair' }).where('id', '=', influencer.id).execute();
    brief = await uploadedAttachment(t, brand.id);
    const transId = await pay(t, brand, hired.serviceId);
    const created = await createCollab(t, brand, {
      transId,
      influencerServiceId: hired.serviceId,
      description: 'Feature our masala chai',
      base64File: [brief],
    });
    id = created.json().data.collabDetailId;
    workFile = await uploadedAttachment(t, influencer.id, 'mp4');
    const steps: [TestUser, number, string, string[]][] = [
      [influencer, ActionCode.Accept, '', []],
      [influencer, ActionCode.SendForApproval, '', [workFile]],
      [brand, ActionCode.Approve, '', []],
      [influencer, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/chai1', []],
      [brand, ActionCode.RaiseDispute, 'The post was deleted after a day', []],
      [influencer, ActionCode.AskForHelp, 'It was up for the agreed week', []],
    ];
    for (const [who, code, reason, files] of steps) {
      t.clock.advance(60_000);
      const res = await act(t, who, id, code, reason, files);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  const historyAs = (user: TestUser | null, collabDetailId: string = String(id)) =>
    t.get('/api/user/collab-history', { token: user?.token, query: { collabDetailId } });

  it('lists the brief, then every change with who made it, the label, both sides’ reasons and the files', async () => {
    const res = await historyAs(brand);
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json().data as TCollabHistory;
    expect(history).toMatchObject({
      collabDetailId: id,
      collabStatus: CollabStatus.HelpDesk,
      brandName: 'Chai Point',
      influencerName: 'Priya Nair',
      description: 'Feature our masala chai',
      attachments: [brief],
      escrow: null,
    });
    expect(
      history.events.map((e) => [
        e.actor,
        e.actorName,
        e.action,
        e.fromStatus,
        e.toStatus,
        e.reason,
        e.files,
      ]),
    ).toEqual([
      ['influencer', 'Priya Nair', 'Accept', 'New', 'Accept', null, []],
      ['influencer', 'Priya Nair', 'Send For Approval', 'Accept', 'UpdateWorkFile', null, [workFile]],
      ['brand', 'Chai Point', 'Approve', 'UpdateWorkFile', 'Pending', null, []],
      [
        'influencer',
        'Priya Nair',
        'Mark Complete',
        'Pending',
        'UpdateWorkLink',
        'https://instagram.com/p/chai1',
        [],
      ],
      [
        'brand',
        'Chai Point',
        'Raise Dispute',
        'UpdateWorkLink',
        'Dispute',
        'The post was deleted after a day',
        [],
      ],
      [
        'influencer',
        'Priya Nair',
        'Ask for Help',
        'Dispute',
        'HelpDesk',
        'It was up for the agreed week',
        [],
      ],
    ]);
    // Oldest first, each at the time it happened; status texts as this viewer reads them.
    const times = history.events.map((e) => Date.parse(e.createdOn));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(history.events[1].statusText).toBe('Waiting for Approval');
  });

  it('shows the influencer the same story in its own status words', async () => {
    const history = (await historyAs(influencer)).json().data as TCollabHistory;
    expect(history.events).toHaveLength(6);
    expect(history.events[1].statusText).toBe('Under Review');
    expect(history.escrow).toBeNull();
  });

  it('gives the super admin the held money, and after a split names who resolved it', async () => {
    const before = (await historyAs(admin)).json().data as TCollabHistory;
    expect(before.escrow).toEqual({
      subtotal: 2596,
      discount: 0,
      paidByBrand: 2596,
      influencerPayout: 2000,
      platformRevenue: 200,
      gst: 396,
      influencerGst: 0,
      discountGst: 0,
    });
    const resolved = await t.post(
      '/api/helpdesk/resolve',
      { collabDetailId: id, outcome: 'split', refundAmount: 500 },
      { token: admin.token },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    const last = (user: TestUser) =>
      historyAs(user).then((r) => (r.json().data as TCollabHistory).events.at(-1)!);
    expect(await last(admin)).toMatchObject({
      actor: 'admin',
      actorName: 'Asha Admin',
      action: 'Split the payment',
      fromStatus: 'HelpDesk',
      toStatus: 'Complete',
      statusText: 'Completed',
      reason:
        "Helpdesk decision: ₹500.00 refunded to the brand's wallet, ₹1,614.79 released to the influencer",
    });
    // The parties see the helpdesk, not the person.
    expect(await last(brand)).toMatchObject({ actor: 'admin', actorName: 'Collably helpdesk' });
  });

  it('names a time rule as Collably', async () => {
    await t.db
      .insertInto('collabEvents')
      .values({
        collabId: id,
        actorUserId: null,
        action: null,
        systemRule: 'disputeExpired',
        fromStatus: CollabStatus.Dispute,
        toStatus: CollabStatus.Cancel,
        reason: CollabMessages.disputeExpired(7),
        files: null,
        createdOn: t.clock.now().toISOString(),
      })
      .execute();
    const event = ((await historyAs(brand)).json().data as TCollabHistory).events.at(-1);
    expect(event).toMatchObject({
      actor: 'system',
      actorName: 'Collably',
      action: 'Cancelled by a time limit',
      reason: CollabMessages.disputeExpired(7),
    });
  });

  it('is refused to anyone else: other brand and influencer 404, staff 403, visitor 401', async () => {
    for (const other of [await t.user(Role.Brand), await t.user(Role.Influencer)]) {
      const res = await historyAs(other);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CollabMessages.notFound);
    }
    expect((await historyAs(await t.user(Role.Staff))).statusCode).toBe(403);
    expect((await historyAs(null)).statusCode).toBe(401);
  });

  it.each([
    ['999999', 404, CollabMessages.notFound],
    ['abc', 400, CommonMessages.idNotNumber],
    ['0', 400, CommonMessages.idNotPositive],
    ['1.5', 400, CommonMessages.idNotWhole],
  ])('collabDetailId=%s: %i', async (value, status, message) => {
    const res = await historyAs(admin, value);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });
});
