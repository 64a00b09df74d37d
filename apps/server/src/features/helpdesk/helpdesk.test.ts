import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode, CollabStatus } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { CollabMessages } from '@collably/shared/messages/collabs';
import { CommonMessages } from '@collably/shared/messages/common';
import { HelpdeskMessages } from '@collably/shared/messages/helpdesk';
import { WalletEntryType } from '@collably/shared/schemas/wallet';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  accountBalance,
  act,
  checkLedger,
  earnings,
  hire,
  influencerWithService,
  uploadedAttachment,
  walletBalance,
} from '../../../test/hire-fixtures';

type Party = { brand: TestUser; influencer: TestUser; serviceId: number };

// The default service: ₹2,000, influencer not GST registered, 10 % fee → subtotal ₹2,596 = 2,000 payout +
// 200 platform fee + 396 GST (360 on the price, 36 on the fee). With FLAT500 the brand pays ₹2,096.
const SUBTOTAL = 2596;

describe.each(databases())('helpdesk/resolve on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let flat500: number;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin, { name: 'Asha Admin' });
    flat500 = (
      await t.db.selectFrom('coupons').select('id').where('code', '=', 'FLAT500').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const party = async (): Promise<Party> => {
    const brand = await t.user(Role.Brand);
    const { influencer, serviceId } = await influencerWithService(t);
    return { brand, influencer, serviceId };
  };

  /** A hired collab taken through delivery, a dispute and the influencer's 'Ask for Help'. */
  const helpdeskCase = async (o: { coupon?: boolean } = {}) => {
    const p = await party();
    const id = await hire(t, p.brand, p.serviceId, o.coupon ? { couponId: flat500 } : {});
    const steps: [TestUser, number, string, string[]][] = [
      [p.influencer, ActionCode.Accept, '', []],
      [p.influencer, ActionCode.SendForApproval, '', [await uploadedAttachment(t, p.influencer.id, 'mp4')]],
      [p.brand, ActionCode.Approve, '', []],
      [p.influencer, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/chai1', []],
      [p.brand, ActionCode.RaiseDispute, 'The post was deleted after a day', []],
      [p.influencer, ActionCode.AskForHelp, 'It was up for the agreed week', []],
    ];
    for (const [who, code, reason, files] of steps) {
      const res = await act(t, who, id, code, reason, files);
      expect(res.statusCode, res.body).toBe(200);
    }
    return { ...p, id };
  };

  const resolve = (body: Record<string, unknown>, user: TestUser | null = admin) =>
    t.post('/api/helpdesk/resolve', body, user ? { token: user.token } : {});

  const statusOf = async (id: number) =>
    (await t.db.selectFrom('collabs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  const platformBooks = async () => ({
    revenue: await accountBalance(t.db, 'platform-revenue'),
    gst: await accountBalance(t.db, 'gst-payable'),
    coupons: await accountBalance(t.db, 'coupon-discounts'),
  });

  /** How the platform's books moved (paise) while `run` ran. */
  const booksMovedBy = async (run: () => Promise<void>) => {
    const before = await platformBooks();
    await run();
    const after = await platformBooks();
    return {
      revenue: after.revenue - before.revenue,
      gst: after.gst - before.gst,
      coupons: after.coupons - before.coupons,
    };
  };

  const latestNote = async (user: TestUser) =>
    ((await t.get('/api/notification/get', { token: user.token })).json().data as { message: string }[])[0]
      .message;

  describe('each outcome moves the escrow once, in one balanced journal', () => {
    it('release: Complete, the influencer earns the payout', async () => {
      const c = await helpdeskCase();
      let res!: Awaited<ReturnType<typeof resolve>>;
      const moved = await booksMovedBy(async () => {
        res = await resolve({ collabDetailId: c.id, outcome: 'release' });
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        isSuccess: true,
        message: HelpdeskMessages.resolvedRelease,
        data: {
          collabDetailId: c.id,
          outcome: 'release',
          brandRefund: 0,
          couponReturn: 0,
          influencerPayout: 2000,
          platformRevenue: 200,
          gst: 396,
          inputCredit: 0,
        },
      });
      expect(await statusOf(c.id)).toBe(CollabStatus.Complete);
      expect(await walletBalance(t, c.brand)).toBe(0);
      expect(await earnings(t, c.influencer)).toBe(2000);
      expect(moved).toEqual({ revenue: 20_000, gst: 39_600, coupons: 0 });
      for (const user of [c.brand, c.influencer]) {
        expect(await latestNote(user)).toContain('₹2,000.00 has been added to the influencer');
      }
      await checkLedger(t.db);
    });

    it('refund: Cancel, the brand gets back what it paid, the coupon goes back to the platform', async () => {
      const c = await helpdeskCase({ coupon: true });
      let res!: Awaited<ReturnType<typeof resolve>>;
      const moved = await booksMovedBy(async () => {
        res = await resolve({ collabDetailId: c.id, outcome: 'refund', refundAmount: 5 });
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(HelpdeskMessages.resolvedRefund);
      expect(res.json().data).toMatchObject({ brandRefund: 2096, couponReturn: 500, influencerPayout: 0 });
      expect(await statusOf(c.id)).toBe(CollabStatus.Cancel);
      expect(await walletBalance(t, c.brand)).toBe(2096);
      expect(await earnings(t, c.influencer)).toBe(0);
      expect(moved).toEqual({ revenue: 0, gst: 0, coupons: 50_000 });
      for (const user of [c.brand, c.influencer]) {
        expect(await latestNote(user)).toContain("₹2,096.00 has been refunded to the brand's wallet");
      }
      await checkLedger(t.db);
    });

    it('split: Complete, the brand gets its part, the rest is released in the release proportions', async () => {
      const c = await helpdeskCase();
      let res!: Awaited<ReturnType<typeof resolve>>;
      const moved = await booksMovedBy(async () => {
        res = await resolve({ collabDetailId: c.id, outcome: 'split', refundAmount: 500 });
      });
      expect(res.statusCode, res.body).toBe(200);
      // Released ₹2,096 of ₹2,596: payout ⌊2,000 × 2,096 / 2,596⌋ = 1,614.79; GST as the split's documents
      // state it (issue 37): ₹396 on the receipt voucher less ₹76.26 on the ₹500 refund voucher = 319.74; the
      // platform the rest, 161.47.
      expect(res.json()).toMatchObject({
        message: HelpdeskMessages.resolvedSplit,
        data: {
          outcome: 'split',
          brandRefund: 500,
          couponReturn: 0,
          influencerPayout: 1614.79,
          platformRevenue: 161.47,
          gst: 319.74,
        },
      });
      expect(await statusOf(c.id)).toBe(CollabStatus.Complete);
      expect(await walletBalance(t, c.brand)).toBe(500);
      expect(await earnings(t, c.influencer)).toBe(1614.79);
      expect(moved).toEqual({ revenue: 16_147, gst: 31_974, coupons: 0 });

      const history = (await t.get('/api/brand/wallethistory', { token: c.brand.token })).json().data;
      expect(history[0]).toMatchObject({
        amount: 500,
        collabId: c.id,
        status_Type: WalletEntryType.PartialRefund,
      });
      const note =
        "with a split: ₹500.00 has been refunded to the brand's wallet and ₹1,614.79 added to the influencer's earnings.";
      expect(await latestNote(c.brand)).toContain(note);
      expect(await latestNote(c.influencer)).toContain(note);
      const journals = await t.db
        .selectFrom('ledgerJournals')
        .select(['kind', 'idempotencyKey'])
        .where('collabId', '=', c.id)
        .execute();
      expect(journals).toEqual([{ kind: 'settle', idempotencyKey: expect.stringMatching(/^settle:\d+$/) }]);
      const audit = (await t.get('/api/admin/audit-log', { token: admin.token })).json().data.entries;
      expect(audit[0]).toMatchObject({
        action: 'helpdesk-resolve',
        actorUserId: admin.id,
        targetUserId: c.influencer.id,
        before: { collab: c.id, status: 'Helpdesk' },
        after: { status: 'Completed', brandRefund: '₹500.00', influencerPaid: '₹1,614.79' },
      });
      const report = await checkLedger(t.db);
      expect([...report.escrows.values()].every((e) => e.held === 0 || e.captured === e.held)).toBe(true);
    });

    it('split with a coupon: the coupon comes back to the platform in the refund’s share', async () => {
      const c = await helpdeskCase({ coupon: true });
      let res!: Awaited<ReturnType<typeof resolve>>;
      const moved = await booksMovedBy(async () => {
        // Half of the ₹2,096 the brand paid: half of the ₹500 coupon returns, half the order is released.
        res = await resolve({ collabDetailId: c.id, outcome: 'split', refundAmount: 1048 });
      });
      expect(res.statusCode, res.body).toBe(200);
      // The ₹500 is GST-inclusive (issue 36): the order's GST is ₹319.73, ₹76.27 was inside the discount. Half
      // the order is released: ₹159.87 of GST as its invoice states it (₹319.73 less the refund voucher's
      // ₹159.86, issue 37), and ₹38.13 back to the coupon account with the ₹250.
      expect(res.json().data).toMatchObject({
        brandRefund: 1048,
        couponReturn: 288.13,
        influencerPayout: 1000,
        platformRevenue: 100,
        gst: 159.87,
      });
      expect(await walletBalance(t, c.brand)).toBe(1048);
      expect(await earnings(t, c.influencer)).toBe(1000);
      expect(moved).toEqual({ revenue: 10_000, gst: 15_987, coupons: 28_813 });
      // The half the brand gets back was never supplied: a refund voucher against the receipt voucher; the
      // half released is invoiced. The two add up to the receipt voucher, whose total is what the brand paid.
      const [receipt, refund, invoice] = await t.db
        .selectFrom('taxDocuments as d')
        .innerJoin('collabs as c', 'c.transactionId', 'd.transactionId')
        .select(['d.id', 'd.kind', 'd.totalPaise', 'd.gstPaise', 'd.originalId'])
        .where('c.id', '=', c.id)
        .orderBy('d.id')
        .execute();
      expect(Number(receipt.totalPaise)).toBe(209_600);
      expect(refund).toMatchObject({ kind: 'refund-voucher', originalId: receipt.id });
      expect(invoice).toMatchObject({ kind: 'invoice', originalId: receipt.id });
      expect([Number(refund.totalPaise), Number(invoice.totalPaise)]).toEqual([104_800, 104_800]);
      expect(Number(invoice.gstPaise)).toBe(15_987);
      expect(Number(refund.gstPaise) + Number(invoice.gstPaise)).toBe(Number(receipt.gstPaise));
      await checkLedger(t.db);
    });
  });

  describe('refusals', () => {
    let c: Party & { id: number };
    beforeAll(async () => {
      c = await helpdeskCase({ coupon: true });
    });

    /** The case is untouched: still in the helpdesk, nothing paid out or refunded. */
    const untouched = async () => {
      expect(await statusOf(c.id)).toBe(CollabStatus.HelpDesk);
      expect(await walletBalance(t, c.brand)).toBe(0);
      expect(await earnings(t, c.influencer)).toBe(0);
    };

    it.each([
      ['missing', undefined, HelpdeskMessages.refundAmountRequired],
      ['null', null, HelpdeskMessages.refundAmountRequired],
      ['0', 0, HelpdeskMessages.refundAmountPositive],
      ['negative', -100, HelpdeskMessages.refundAmountPositive],
      ['more than 2 decimals', 10.005, HelpdeskMessages.refundAmountDecimals],
      ['not a number', 'five hundred', CommonMessages.mustBeNumber('Refund amount')],
      ['a numeric string', '500', CommonMessages.mustBeNumber('Refund amount')],
      ['all the brand paid', 2096, HelpdeskMessages.refundAmountTooLarge(209_600)],
      ['more than the brand paid (the subtotal)', SUBTOTAL, HelpdeskMessages.refundAmountTooLarge(209_600)],
      ['beyond exact paise', 1e300, CommonMessages.tooLarge('Refund amount')],
    ])('split refund %s: 400', async (_name, refundAmount, message) => {
      const res = await resolve({ collabDetailId: c.id, outcome: 'split', refundAmount });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, message });
      await untouched();
    });

    it('names the amount the brand paid in the message', () => {
      expect(HelpdeskMessages.refundAmountTooLarge(173_600)).toContain('less than ₹1,736.00');
    });

    it.each([
      [{ outcome: 'halve' }, HelpdeskMessages.outcomeInvalid],
      [{}, HelpdeskMessages.outcomeInvalid],
    ])('an unknown outcome %j: 400', async (extra, message) => {
      const res = await resolve({ collabDetailId: c.id, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      await untouched();
    });

    it('a collab that does not exist: 404', async () => {
      const res = await resolve({ collabDetailId: 999_999, outcome: 'release' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CollabMessages.notFound);
    });

    it('a collab outside the helpdesk: 409, nothing moves', async () => {
      const p = await party();
      const id = await hire(t, p.brand, p.serviceId);
      for (const outcome of ['release', 'refund', 'split']) {
        const res = await resolve({ collabDetailId: id, outcome, refundAmount: 100 });
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe(HelpdeskMessages.notInHelpdesk('Order Pending'));
      }
      expect(await statusOf(id)).toBe(CollabStatus.New);
      expect(await walletBalance(t, p.brand)).toBe(0);
    });

    it.each([
      ['a visitor', null, 401],
      ['the influencer', 'influencer', 403],
      ['the brand', 'brand', 403],
      ['staff', 'staff', 403],
    ] as const)('%s: %i', async (_name, who, status) => {
      const user =
        who === 'influencer'
          ? c.influencer
          : who === 'brand'
            ? c.brand
            : who === 'staff'
              ? await t.user(Role.Staff)
              : null;
      const res = await resolve({ collabDetailId: c.id, outcome: 'refund' }, user);
      expect(res.statusCode).toBe(status);
      await untouched();
    });
  });

  describe('settles once', () => {
    it('a second resolution is refused (409) and moves nothing', async () => {
      const c = await helpdeskCase();
      expect((await resolve({ collabDetailId: c.id, outcome: 'split', refundAmount: 100 })).statusCode).toBe(
        200,
      );
      const again = await resolve({ collabDetailId: c.id, outcome: 'refund' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(HelpdeskMessages.notInHelpdesk('Completed'));
      expect(await walletBalance(t, c.brand)).toBe(100);
      await checkLedger(t.db);
    });

    it('resolutions sent in parallel: one settles, the others get 409', async () => {
      const c = await helpdeskCase();
      const admin2 = await t.user(Role.SuperAdmin);
      const answers = await Promise.all([
        resolve({ collabDetailId: c.id, outcome: 'split', refundAmount: 300 }),
        resolve({ collabDetailId: c.id, outcome: 'refund' }, admin2),
        resolve({ collabDetailId: c.id, outcome: 'release' }),
        act(t, admin2, c.id, ActionCode.MarkComplete),
      ]);
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(3);
      const journals = await t.db
        .selectFrom('ledgerJournals')
        .select('kind')
        .where('collabId', '=', c.id)
        .execute();
      expect(journals).toHaveLength(1);
      const events = await t.db
        .selectFrom('collabEvents')
        .select('fromStatus')
        .where('collabId', '=', c.id)
        .where('fromStatus', '=', CollabStatus.HelpDesk)
        .execute();
      expect(events).toHaveLength(1);
      const wallet = await walletBalance(t, c.brand);
      const earned = await earnings(t, c.influencer);
      // Whichever won, the brand and the influencer got exactly one of the three outcomes.
      expect([
        [300, 1768.87],
        [SUBTOTAL, 0],
        [0, 2000],
      ]).toContainEqual([wallet, earned]);
      await checkLedger(t.db);
    });
  });
});
