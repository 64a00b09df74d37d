import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_CODES, ActionCode, type TActionCode } from '@collably/shared/constants/collabs';
import { Platform } from '@collably/shared/constants/platforms';
import { Role } from '@collably/shared/constants/roles';
import { CollabMessages } from '@collably/shared/messages/collabs';
import { CommonMessages } from '@collably/shared/messages/common';
import { FileMessages } from '@collably/shared/messages/files';
import { type TCollab } from '@collably/shared/schemas/collabs';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  accountBalance,
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

type Party = { brand: TestUser; influencer: TestUser; serviceId: number };

describe.each(databases())('collabs on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin);
  });
  afterAll(() => t.close());

  const party = async (options: Parameters<typeof influencerWithService>[1] = {}): Promise<Party> => {
    const brand = await t.user(Role.Brand, { name: 'Chai <Point>' });
    const { influencer, serviceId } = await influencerWithService(t, options);
    return { brand, influencer, serviceId };
  };
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('collabs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const ordersOf = async (u: TestUser) =>
    (await t.get('/api/user/orders', { token: u.token })).json().data as TCollab[];

  describe('brand/create/collab', () => {
    it('creates the collab for a captured payment, with the brand’s own attachments', async () => {
      const { brand, influencer, serviceId } = await party();
      const transId = await pay(t, brand, serviceId);
      const file = await uploadedAttachment(t, brand.id);
      const res = await createCollab(t, brand, {
        transId,
        influencerServiceId: serviceId,
        description: 'Feature our chai',
        base64File: [file],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        isSuccess: true,
        message: CollabMessages.created,
        data: {
          collabStatus: 'New',
          statusText: 'Order Pending',
          tab: 'new',
          collabDescription: 'Feature our chai',
          uploadedFiles: file,
          platformName: 'Instagram',
          serviceTitle: 'Instagram Reel',
          price: 2596,
          userName: influencer.userName,
          influencerUserId: influencer.id,
          brandUserId: brand.id,
          // The brand may still call the order off while the influencer has not accepted (refund).
          actions: [{ statusId: ActionCode.Cancel, label: 'Cancel Order' }],
          // The influencer's accept clock: 3 days from now (the order), else rejected and refunded.
          deadline: {
            dueOn: new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString(),
            waitingFor: 'influencer',
            outcome: 'the order is rejected and refunded',
          },
        },
      });
      const bell = (await t.get('/api/notification/get', { token: influencer.token })).json().data;
      expect(bell[0].message).toContain('<b>Chai &lt;Point&gt;</b> sent you a new collab request');
      expect(bell[0]).toMatchObject({ msgType: 'new', collabId: res.json().data.collabDetailId });
    });

    it('requires a description and the brand’s own uploads', async () => {
      const { brand, influencer, serviceId } = await party();
      const transId = await pay(t, brand, serviceId);
      const empty = await createCollab(t, brand, {
        transId,
        influencerServiceId: serviceId,
        description: '  ',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(CommonMessages.required);
      const noField = await t.post(
        '/api/brand/create/collab',
        { transId, influencerServiceId: serviceId },
        { token: brand.token },
      );
      expect(noField.json().message).toBe(CommonMessages.required);
      const someoneElses = await uploadedAttachment(t, influencer.id);
      const res = await createCollab(t, brand, {
        transId,
        influencerServiceId: serviceId,
        base64File: [someoneElses],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please upload the file again');
      expect(
        await t.db.selectFrom('collabs').select('id').where('transactionId', '=', transId).execute(),
      ).toEqual([]);
    });

    it('refuses unpaid, foreign and mismatched payments and other roles', async () => {
      const { brand, influencer, serviceId } = await party();
      const transId = await pay(t, brand, serviceId);
      const other = await t.user(Role.Brand);
      const foreign = await createCollab(t, other, { transId, influencerServiceId: serviceId });
      expect(foreign.statusCode).toBe(404);
      const mismatch = await createCollab(t, brand, { transId, influencerServiceId: serviceId + 1000 });
      expect(mismatch.statusCode).toBe(400);
      expect(
        (await createCollab(t, brand, { transId, influencerServiceId: serviceId, allowUGC: true }))
          .statusCode,
      ).toBe(400);
      expect(
        (await createCollab(t, influencer, { transId, influencerServiceId: serviceId })).statusCode,
      ).toBe(403);
      expect((await createCollab(t, admin, { transId, influencerServiceId: serviceId })).statusCode).toBe(
        403,
      );
      // Paying again for a service whose payment is still unused is refused, so hire another.
      const { serviceId: another } = await influencerWithService(t);
      const pending = await t.post('/api/transaction/create', undefined, {
        token: brand.token,
        query: { InfluencerServiceId: String(another) },
      });
      const unpaid = await createCollab(t, brand, {
        transId: pending.json().data.transId,
        influencerServiceId: another,
      });
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().message).toBe(CollabMessages.transactionNotPaid);
    });
  });

  describe('user/orders', () => {
    it('lists each party’s own collabs with the counterpart; the super admin sees all; staff is refused', async () => {
      const a = await party();
      const b = await party();
      const ca = await hire(t, a.brand, a.serviceId);
      const cb = await hire(t, b.brand, b.serviceId);
      const brandView = await ordersOf(a.brand);
      expect(brandView.map((c) => c.collabDetailId)).toEqual([ca]);
      expect(brandView[0]).toMatchObject({
        userName: a.influencer.userName,
        userId: a.influencer.id,
        price: 2596,
      });
      const influencerView = await ordersOf(a.influencer);
      expect(influencerView.map((c) => c.collabDetailId)).toEqual([ca]);
      expect(influencerView[0]).toMatchObject({
        name: 'Chai <Point>',
        userId: a.brand.id,
        userName: null,
        price: 2000,
        actions: [
          { statusId: ActionCode.Accept, label: 'Accept' },
          { statusId: ActionCode.Reject, label: 'Reject' },
        ],
      });
      const adminView = (await ordersOf(admin)).map((c) => c.collabDetailId);
      expect(adminView).toEqual(expect.arrayContaining([ca, cb]));
      expect((await ordersOf(b.brand)).map((c) => c.collabDetailId)).toEqual([cb]);
      const staff = await t.user(Role.Staff);
      expect((await t.get('/api/user/orders', { token: staff.token })).statusCode).toBe(403);
      expect((await t.get('/api/user/orders')).statusCode).toBe(401);
    });
  });

  describe('user/update/collab-status', () => {
    it('walks the whole Instagram flow and releases the escrow on completion', async () => {
      const { brand, influencer, serviceId } = await party();
      const id = await hire(t, brand, serviceId);
      const file = await uploadedAttachment(t, influencer.id, 'mp4');
      const revenueBefore = await accountBalance(t.db, 'platform-revenue');
      const steps: [TestUser, TActionCode, string, string[], string][] = [
        [influencer, ActionCode.Accept, '', [], 'Accept'],
        [influencer, ActionCode.SendForApproval, '', [file], 'UpdateWorkFile'],
        [brand, ActionCode.RequestRevision, 'Brighter colours please', [], 'Review'],
        [influencer, ActionCode.SendForApproval, '', [file], 'UpdateWorkFile'],
        [brand, ActionCode.Approve, '', [], 'Pending'],
        [influencer, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/abc', [], 'UpdateWorkLink'],
        [brand, ActionCode.MarkComplete, '', [], 'Complete'],
      ];
      for (const [user, code, reason, files, expected] of steps) {
        const res = await act(t, user, id, code, reason, files);
        expect(res.statusCode, `${code}: ${res.body}`).toBe(200);
        expect(res.json().data.collabStatus).toBe(expected);
      }
      const [row] = await ordersOf(brand);
      expect(row).toMatchObject({ workLink: 'https://instagram.com/p/abc', workFile: file, tab: 'complete' });
      expect(await earnings(t, influencer)).toBe(2000);
      const { transactionId } = await t.db
        .selectFrom('collabs')
        .select('transactionId')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(await accountBalance(t.db, `escrow:${transactionId}`)).toBe(0);
      // The platform fee of this order (10% of ₹2,000), and nothing else.
      expect((await accountBalance(t.db, 'platform-revenue')) - revenueBefore).toBe(20_000);
      const bell = (await t.get('/api/notification/get', { token: influencer.token })).json().data;
      expect(bell[0]).toMatchObject({ msgType: 'complete', userName: null });
      expect(bell[0].message).toContain('₹2,000.00 has been added to the earnings');
      await checkLedger(t.db);
    });

    it('UGC: the brand approves with code 1 straight to Complete; 7 is refused', async () => {
      const { brand, influencer, serviceId } = await party({ platformId: Platform.UGC, title: 'UGC video' });
      const id = await hire(t, brand, serviceId);
      await act(t, influencer, id, ActionCode.Accept);
      await act(t, influencer, id, ActionCode.SendForApproval, '', [
        await uploadedAttachment(t, influencer.id),
      ]);
      const seven = await act(t, brand, id, ActionCode.Approve);
      expect(seven.statusCode).toBe(409);
      expect((await act(t, brand, id, ActionCode.MarkComplete)).json().data.collabStatus).toBe('Complete');
      expect(await earnings(t, influencer)).toBe(2000);
    });

    it('asks for the reason, the post URL and the file with the spec’s messages', async () => {
      const { brand, influencer, serviceId } = await party();
      const id = await hire(t, brand, serviceId);
      for (const code of [
        ActionCode.Reject,
        ActionCode.Cancel,
        ActionCode.RaiseDispute,
        ActionCode.MarkCompleteWithUrl,
        ActionCode.AskForHelp,
        ActionCode.RequestRevision,
      ]) {
        const res = await act(t, influencer, id, code, '   ');
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(CommonMessages.required);
      }
      const noFile = await act(t, influencer, id, ActionCode.SendForApproval);
      expect(noFile.json().message).toBe(FileMessages.attachmentRequired);
      const badUrl = await act(t, influencer, id, ActionCode.MarkCompleteWithUrl, 'javascript:alert(1)');
      expect(badUrl.json().message).toBe(CollabMessages.postUrlInvalid);
      const unknownCode = Math.max(...ACTION_CODES) + 1;
      const badCode = await act(t, influencer, id, unknownCode);
      expect(badCode.statusCode).toBe(400);
      expect(badCode.json().message).toBe(CollabMessages.statusInvalid);
      expect(await statusOf(id)).toBe('New');
      await act(t, influencer, id, ActionCode.Accept);
      const notOwnFile = await act(t, influencer, id, ActionCode.SendForApproval, '', [
        await uploadedAttachment(t, brand.id),
      ]);
      expect(notOwnFile.statusCode).toBe(400);
      expect(notOwnFile.json().message).toBe('Please upload the file again');
      expect(await statusOf(id)).toBe('Accept');
    });

    it('refuses the wrong role (403), the wrong status (409) and non-parties (404), changing nothing', async () => {
      const { brand, influencer, serviceId } = await party();
      const id = await hire(t, brand, serviceId);
      const brandAccept = await act(t, brand, id, ActionCode.Accept);
      expect(brandAccept.statusCode).toBe(403);
      const early = await act(t, influencer, id, ActionCode.SendForApproval, '', [
        await uploadedAttachment(t, influencer.id),
      ]);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe("This action is not allowed while the collab is 'Order Pending'");
      const otherBrand = await t.user(Role.Brand);
      const otherInfluencer = await t.user(Role.Influencer);
      expect((await act(t, otherBrand, id, ActionCode.RaiseDispute, 'mine?')).statusCode).toBe(404);
      expect((await act(t, otherInfluencer, id, ActionCode.Accept)).statusCode).toBe(404);
      expect((await act(t, await t.user(Role.Staff), id, ActionCode.Accept)).statusCode).toBe(403);
      expect((await act(t, admin, id, ActionCode.Accept)).statusCode).toBe(403);
      expect((await act(t, influencer, 987_654, ActionCode.Accept)).statusCode).toBe(404);
      expect(await statusOf(id)).toBe('New');
      expect(await t.db.selectFrom('collabEvents').select('id').where('collabId', '=', id).execute()).toEqual(
        [],
      );
    });

    it('the brand cancels its own New order (reason required): refund to its wallet, once', async () => {
      const { brand, influencer, serviceId } = await party();
      const id = await hire(t, brand, serviceId);
      const noReason = await act(t, brand, id, ActionCode.Cancel, '');
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toBe(CommonMessages.required);
      const otherBrand = await t.user(Role.Brand);
      expect((await act(t, otherBrand, id, ActionCode.Cancel, 'not mine')).statusCode).toBe(404);
      expect(await statusOf(id)).toBe('New');
      const [first, second] = await Promise.all([
        act(t, brand, id, ActionCode.Cancel, 'Campaign postponed'),
        act(t, brand, id, ActionCode.Cancel, 'Campaign postponed'),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const done = [first, second].find((r) => r.statusCode === 200)!;
      expect(done.json().data).toMatchObject({
        collabStatus: 'Cancel',
        tab: 'dispute',
        comment: 'Campaign postponed',
        actions: [],
        deadline: null,
      });
      expect(await walletBalance(t, brand)).toBe(2596);
      const bell = (await t.get('/api/notification/get', { token: influencer.token })).json().data;
      expect(bell[0].message).toBe(
        `<b>Chai &lt;Point&gt;</b> cancelled collab #${id} (Instagram Reel): Campaign postponed.`,
      );
      expect((await act(t, influencer, id, ActionCode.Accept)).statusCode).toBe(409);
      await checkLedger(t.db);
    });

    it('the brand may not cancel once the influencer accepted (409), nor reject (403)', async () => {
      const { brand, influencer, serviceId } = await party();
      const id = await hire(t, brand, serviceId);
      expect((await act(t, brand, id, ActionCode.Reject, 'no')).statusCode).toBe(403);
      await act(t, influencer, id, ActionCode.Accept);
      const late = await act(t, brand, id, ActionCode.Cancel, 'Changed my mind');
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe("This action is not allowed while the collab is 'Order Pending'");
      expect(await statusOf(id)).toBe('Accept');
      expect(await walletBalance(t, brand)).toBe(0);
    });

    it('rejection refunds everything the brand paid to its wallet, once', async () => {
      const { brand, influencer, serviceId } = await party();
      const flat = await t.db
        .selectFrom('coupons')
        .select('id')
        .where('code', '=', 'FLAT500')
        .executeTakeFirstOrThrow();
      const id = await hire(t, brand, serviceId, { couponId: flat.id });
      const res = await act(t, influencer, id, ActionCode.Reject, 'Not my audience');
      expect(res.json().data).toMatchObject({
        collabStatus: 'Reject',
        tab: 'reject',
        comment: 'Not my audience',
      });
      expect(await walletBalance(t, brand)).toBe(2096);
      expect((await act(t, influencer, id, ActionCode.Reject, 'again')).statusCode).toBe(409);
      expect(await walletBalance(t, brand)).toBe(2096);
      const history = (await t.get('/api/brand/wallethistory', { token: brand.token })).json().data;
      expect(history).toEqual([
        expect.objectContaining({
          amount: 2096,
          status_Type: 2,
          collabId: id,
          influencerName: expect.any(String),
        }),
      ]);
      const bell = (await t.get('/api/notification/get', { token: brand.token })).json().data;
      expect(bell[0]).toMatchObject({ msgType: 'reject', userName: influencer.userName });
      expect(bell[0].message).toContain('₹2,096.00 has been refunded to the wallet');
      await checkLedger(t.db);
    });

    it('the same action sent twice in parallel applies once', async () => {
      const { brand, influencer, serviceId } = await party();
      const id = await hire(t, brand, serviceId);
      const accepts = await Promise.all([
        act(t, influencer, id, ActionCode.Accept),
        act(t, influencer, id, ActionCode.Accept),
      ]);
      expect(accepts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const cancels = await Promise.all([
        act(t, influencer, id, ActionCode.Cancel, 'Sick'),
        act(t, influencer, id, ActionCode.Cancel, 'Sick'),
        act(t, influencer, id, ActionCode.Cancel, 'Sick'),
      ]);
      expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const events = await t.db
        .selectFrom('collabEvents')
        .select('toStatus')
        .where('collabId', '=', id)
        .execute();
      expect(events.map((e) => e.toStatus)).toEqual(['Accept', 'Cancel']);
      expect(await walletBalance(t, brand)).toBe(2596);
      await checkLedger(t.db);
    });

    it('dispute → helpdesk → the super admin decides (release or refund)', async () => {
      for (const [code, wallet, earned] of [
        [ActionCode.MarkComplete, 0, 2000],
        [ActionCode.Cancel, 2596, 0],
      ] as const) {
        const { brand, influencer, serviceId } = await party();
        const id = await hire(t, brand, serviceId);
        await act(t, influencer, id, ActionCode.Accept);
        await act(t, influencer, id, ActionCode.SendForApproval, '', [
          await uploadedAttachment(t, influencer.id),
        ]);
        await act(t, brand, id, ActionCode.Approve);
        await act(t, influencer, id, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/x');
        expect((await act(t, brand, id, ActionCode.RaiseDispute, 'The post is gone')).json().data.tab).toBe(
          'dispute',
        );
        expect((await act(t, brand, id, ActionCode.AskForHelp, 'help')).statusCode).toBe(403);
        // Issue 11 item 4: the case stays in the parties' Disputed tab, 'With helpdesk'.
        const asked = (await act(t, influencer, id, ActionCode.AskForHelp, 'Please help')).json().data;
        expect([asked.tab, asked.statusText]).toEqual(['dispute', 'With helpdesk']);
        expect(
          (await act(t, admin, id, code, code === ActionCode.Cancel ? 'Refunding' : '')).statusCode,
        ).toBe(200);
        expect(await walletBalance(t, brand)).toBe(wallet);
        expect(await earnings(t, influencer)).toBe(earned);
        const notes = (await t.get('/api/notification/get', { token: brand.token })).json().data;
        expect(notes[0].message).toContain('The Collably helpdesk');
      }
      await checkLedger(t.db);
    });
  });
});
