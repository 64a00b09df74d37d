import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { COLLAB_CLOCK_DAYS } from '@collably/shared/constants/limits';
import { DAY_MS } from '@collably/shared/domain/collab-status';
import type { TCollab, TCollabHistory, TCollabTimelineEntry } from '@collably/shared/schemas/collabs';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  act,
  checkLedger,
  createCollab,
  earnings,
  hire,
  influencerWithService,
  pay,
  uploadedAttachment,
  walletBalance,
} from '../../../test/hire-fixtures';
import { sweep } from './collabs.sweeps';

const row = (e: TCollabTimelineEntry) => [e.kind, e.actor, e.actorName, e.title];

/**
 * Issue 11 item 1: the timeline of a full collab (revision with two work-file versions, a dispute, a help
 * request, a helpdesk split) records every event in order, nothing lost, and each role sees its own figures.
 */
describe.each(databases())('collab timeline on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let brand: TestUser;
  let influencer: TestUser;
  let stranger: TestUser;
  let id: number;
  let brief: string;
  let v1: string;
  let v2: string;
  let paidPaise: number;
  const timelineAs = async (user: TestUser) => {
    const res = await t.get('/api/user/collab-history', {
      token: user.token,
      query: { collabDetailId: String(id) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as TCollabHistory).timeline;
  };
  const cardAs = async (user: TestUser) => {
    const res = await t.get('/api/user/orders', { token: user.token });
    return (res.json().data as TCollab[]).find((c) => c.collabDetailId === id)!;
  };

  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin, { name: 'Asha Admin' });
    brand = await t.user(Role.Brand, { name: 'Chai Point' });
    stranger = await t.user(Role.Brand);
    const hired = await influencerWithService(t);
    influencer = hired.influencer;
    await t.db.updateTable('users').set({ name: 'Priya Nair' }).where('id', '=', influencer.id).execute();
    brief = await uploadedAttachment(t, brand.id);
    const transId = await pay(t, brand, hired.serviceId);
    const tx = await t.db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('id', '=', transId)
      .executeTakeFirstOrThrow();
    paidPaise = tx.subtotalPaise - tx.discountPaise;
    t.clock.advance(60_000);
    const created = await createCollab(t, brand, {
      transId,
      influencerServiceId: hired.serviceId,
      description: 'Feature our masala chai',
      base64File: [brief],
    });
    id = created.json().data.collabDetailId;
    v1 = await uploadedAttachment(t, influencer.id, 'mp4');
    v2 = await uploadedAttachment(t, influencer.id, 'mp4');
    const steps: [TestUser, number, string, string[]][] = [
      [influencer, ActionCode.Accept, '', []],
      [influencer, ActionCode.SendForApproval, '', [v1]],
      [brand, ActionCode.RequestRevision, 'Show the cup in the first second', []],
      [influencer, ActionCode.SendForApproval, '', [v2]],
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
    t.clock.advance(60_000);
    const resolved = await t.post(
      '/api/helpdesk/resolve',
      { collabDetailId: id, outcome: 'split', refundAmount: 500 },
      { token: admin.token },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
  });
  afterAll(() => t.close());

  it('records every event of the collab in order, nothing lost', async () => {
    const timeline = await timelineAs(brand);
    expect(timeline.map(row)).toEqual([
      ['payment', 'brand', 'Chai Point', 'Order paid'],
      ['details', 'brand', 'Chai Point', 'Collab details sent'],
      ['status', 'influencer', 'Priya Nair', 'Accept'],
      ['status', 'influencer', 'Priya Nair', 'Send For Approval'],
      ['status', 'brand', 'Chai Point', 'Request Revision'],
      ['status', 'influencer', 'Priya Nair', 'Send For Approval'],
      ['status', 'brand', 'Chai Point', 'Approve'],
      ['status', 'influencer', 'Priya Nair', 'Mark Complete'],
      // Proof of posting (issue 19): the test server reaches no platform, so Instagram stays unverified.
      [
        'proof',
        'system',
        'Collably',
        'Post could not be verified automatically (Instagram needs credentials)',
      ],
      ['status', 'brand', 'Chai Point', 'Raise Dispute'],
      ['status', 'influencer', 'Priya Nair', 'Ask for Help'],
      ['status', 'admin', 'Collably helpdesk', 'Split the payment'],
      ['money', 'system', 'Collably', 'Payment split'],
    ]);
    const times = timeline.map((e) => Date.parse(e.createdOn));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(timeline.map((e) => e.key)).size).toBe(timeline.length);
    // Both versions of the work, each with its own file; every reason kept beside the others.
    const deliveries = timeline.filter((e) => e.version !== null);
    expect(deliveries.map((e) => [e.version, e.files])).toEqual([
      [1, [v1]],
      [2, [v2]],
    ]);
    expect(timeline[1]).toMatchObject({ note: 'Feature our masala chai', files: [brief] });
    expect(timeline.map((e) => e.note).filter(Boolean)).toEqual([
      'Feature our masala chai',
      'Show the cup in the first second',
      expect.stringMatching(/^Instagram does not let Collably check who posted it/),
      'The post was deleted after a day',
      'It was up for the agreed week',
      expect.stringMatching(/^Helpdesk decision: ₹500\.00 refunded to the brand's wallet/),
    ]);
    expect(timeline[7]).toMatchObject({ link: 'https://instagram.com/p/chai1', note: null });
    expect(timeline[8]).toMatchObject({ kind: 'proof', link: 'https://instagram.com/p/chai1' });
    expect(timeline[10].statusText).toBe('With helpdesk');
  });

  it('shows each role its own figures', async () => {
    const [forBrand, forInfluencer, forAdmin] = await Promise.all([
      timelineAs(brand),
      timelineAs(influencer),
      timelineAs(admin),
    ]);
    const rupees = (paise: number) =>
      `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(forBrand[0].lines).toEqual([`Paid ${rupees(paidPaise)}`, `${rupees(paidPaise)} by card`]);
    expect(forInfluencer[0].lines[0]).toBe(
      'The payment is held in escrow by Collably until the collab completes',
    );
    expect(forInfluencer[0].lines[1]).toMatch(/^You earn ₹[\d,]+\.\d\d when the collab completes$/);
    // The influencer never reads what the brand paid, nor how.
    expect(JSON.stringify(forInfluencer.slice(0, 2))).not.toContain(rupees(paidPaise));
    const earned = await earnings(t, influencer);
    expect(forBrand.at(-1)!.lines).toEqual([
      '₹500.00 refunded to your Collably wallet',
      `Released ${rupees(Math.round(earned * 100))} to the influencer`,
    ]);
    expect(forInfluencer.at(-1)!.lines).toEqual([
      "Refunded ₹500.00 to the brand's wallet",
      `${rupees(Math.round(earned * 100))} added to your earnings`,
    ]);
    expect(forAdmin.at(-1)!.lines).toHaveLength(3);
    expect(forAdmin.at(-1)!.lines[2]).toMatch(/^Platform fee ₹/);
    // The super admin sees which admin decided; the parties see the helpdesk.
    expect(forAdmin.at(-2)!.actorName).toBe('Asha Admin');
    expect(await walletBalance(t, brand)).toBe(500);
    await checkLedger(t.db);
  });

  it('puts the helpdesk outcome on both parties’ cards, in their Completed tab', async () => {
    const earned = await earnings(t, influencer);
    const outcome = `Helpdesk outcome: split — ₹500.00 refunded to the brand, ₹${earned.toLocaleString('en-IN', { minimumFractionDigits: 2 })} to the influencer`;
    for (const user of [brand, influencer]) {
      const card = await cardAs(user);
      expect(card).toMatchObject({ tab: 'complete', moneyOutcome: outcome });
      expect(card.settled).toEqual({ kind: 'split', byHelpdesk: true, refund: 500, influencer: earned });
    }
  });

  it('answers a stranger and a signed-out visitor as if the collab did not exist', async () => {
    const res = await t.get('/api/user/collab-history', {
      token: stranger.token,
      query: { collabDetailId: String(id) },
    });
    expect(res.statusCode).toBe(404);
    const visitor = await t.get('/api/user/collab-history', { query: { collabDetailId: String(id) } });
    expect(visitor.statusCode).toBe(401);
  });
});

/** Time rules are in the timeline too: a clock's move with its refund, and a helpdesk reminder. */
describe.each(databases())('collab timeline of time rules on %s', (dialect) => {
  let t: TestApp;
  let brand: TestUser;
  let influencer: TestUser;
  let serviceId: number;
  beforeAll(async () => {
    t = await testApp(dialect);
    await t.user(Role.SuperAdmin);
    brand = await t.user(Role.Brand);
    ({ influencer, serviceId } = await influencerWithService(t));
  });
  afterAll(() => t.close());
  const timelineAs = async (user: TestUser, id: number) =>
    (
      (
        await t.get('/api/user/collab-history', { token: user.token, query: { collabDetailId: String(id) } })
      ).json().data as TCollabHistory
    ).timeline;
  const cardAs = async (user: TestUser, id: number) =>
    ((await t.get('/api/user/orders', { token: user.token })).json().data as TCollab[]).find(
      (c) => c.collabDetailId === id,
    )!;

  it('shows an order the accept clock rejected, and its refund, to each party in their own words', async () => {
    const id = await hire(t, brand, serviceId);
    t.clock.advance(COLLAB_CLOCK_DAYS.acceptOverdue * DAY_MS + 60_000);
    expect(await sweep(t.app.ctx, 'acceptOverdue')).toBe(1);
    const refunded = await walletBalance(t, brand);
    const forInfluencer = await timelineAs(influencer, id);
    expect(forInfluencer.slice(-2).map(row)).toEqual([
      ['status', 'system', 'Collably', 'Rejected by a time limit'],
      ['money', 'system', 'Collably', 'Payment refunded'],
    ]);
    expect(forInfluencer.at(-1)!.lines).toEqual(['The brand was refunded: this order pays you nothing']);
    expect((await timelineAs(brand, id)).at(-1)!.lines).toEqual([
      `₹${refunded.toLocaleString('en-IN', { minimumFractionDigits: 2 })} refunded to your Collably wallet`,
    ]);
    // The influencer finds it in their Rejected tab, told what happened to the money, not what they earn.
    expect(await cardAs(influencer, id)).toMatchObject({
      tab: 'reject',
      moneyOutcome: 'The brand was refunded: this order pays you nothing',
      settled: { kind: 'refund', byHelpdesk: false, refund: refunded, influencer: 0 },
    });
    expect((await cardAs(brand, id)).moneyOutcome).toBe(
      `₹${refunded.toLocaleString('en-IN', { minimumFractionDigits: 2 })} was refunded to your Collably wallet`,
    );
  });

  it('records the helpdesk reminder', async () => {
    const id = await hire(t, brand, serviceId);
    const steps: [TestUser, number, string][] = [
      [influencer, ActionCode.Accept, ''],
      [influencer, ActionCode.SendForApproval, ''],
      [brand, ActionCode.Approve, ''],
      [influencer, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/x1'],
      [brand, ActionCode.RaiseDispute, 'Gone'],
      [influencer, ActionCode.AskForHelp, 'Help'],
    ];
    for (const [who, code, reason] of steps) {
      const files = code === ActionCode.SendForApproval ? [await uploadedAttachment(t, who.id, 'mp4')] : [];
      expect((await act(t, who, id, code, reason, files)).statusCode).toBe(200);
    }
    t.clock.advance(COLLAB_CLOCK_DAYS.helpdeskReminder * DAY_MS + 60_000);
    expect(await sweep(t.app.ctx, 'helpdeskReminder')).toBe(1);
    const last = (await timelineAs(brand, id)).at(-1)!;
    expect([...row(last), last.statusText]).toEqual([
      'reminder',
      'system',
      'Collably',
      'Reminder sent',
      null,
    ]);
  });
});
