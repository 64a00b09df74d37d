import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode, CollabStatus } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { CollabMessages } from '@collably/shared/messages/collabs';
import { InfluencerMessages } from '@collably/shared/messages/influencers';
import type { TCollab } from '@collably/shared/schemas/collabs';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  accountBalance,
  act,
  checkLedger,
  confirmTransaction,
  earnings,
  hire,
  influencerWithService,
  pressSandbox,
  sandboxRef,
  uploadedAttachment,
  walletBalance,
} from '../../../test/hire-fixtures';
import { collabsRepository } from './collabs.repository';

const A = ActionCode;

describe.each(databases())('revision allowances on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  type Order = { brand: TestUser; influencer: TestUser; serviceId: number; collabId: number };

  /** A hired Instagram service (₹2 000) with the given revision terms, delivered once for approval. */
  async function delivered(terms: { revisions?: number; extraPaise?: number } = {}): Promise<Order> {
    const { influencer, serviceId } = await influencerWithService(t);
    await t.db
      .updateTable('influencerServices')
      .set({
        ...(terms.revisions === undefined ? {} : { revisions: terms.revisions }),
        extraRevisionPricePaise: terms.extraPaise ?? null,
      })
      .where('id', '=', serviceId)
      .execute();
    const brand = await t.user(Role.Brand);
    const collabId = await hire(t, brand, serviceId);
    expect((await act(t, influencer, collabId, A.Accept)).statusCode).toBe(200);
    await sendWork({ brand, influencer, serviceId, collabId });
    return { brand, influencer, serviceId, collabId };
  }

  async function sendWork(o: Order) {
    const file = await uploadedAttachment(t, o.influencer.id, 'mp4');
    const res = await act(t, o.influencer, o.collabId, A.SendForApproval, '', [file]);
    expect(res.statusCode, res.body).toBe(200);
  }

  const requestRevision = (o: Order) => act(t, o.brand, o.collabId, A.RequestRevision, 'Brighter, please');

  async function cardOf(user: TestUser, collabId: number): Promise<TCollab> {
    const res = await t.get('/api/user/orders', { token: user.token });
    expect(res.statusCode).toBe(200);
    return (res.json().data as TCollab[]).find((c) => c.collabDetailId === collabId)!;
  }

  const stored = (collabId: number) =>
    t.db
      .selectFrom('collabs')
      .select(['status', 'revisionsAllowed', 'revisionsUsed'])
      .where('id', '=', collabId)
      .executeTakeFirstOrThrow();

  const checkout = (user: TestUser, body: Record<string, unknown>) =>
    t.post('/api/collab/extra-revisions/checkout', body, { token: user.token });

  /** Opens a checkout of one extra revision and pays it in the sandbox (not yet confirmed by the brand). */
  async function payExtra(o: Order, count = 1) {
    const res = await checkout(o.brand, { collabDetailId: o.collabId, count });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { refrenceId: string; transId: number; amount: number };
    expect(data.refrenceId).toMatch(/^\/pay\/sandbox\//);
    return { ...data, ref: sandboxRef(data.refrenceId) };
  }

  describe('the service form', () => {
    async function influencerWithAccount() {
      const user = await t.user(Role.Influencer);
      const account = { UserId: user.id, plateformId: 4, userName: 'instagram.com/revisions', followerId: 3 };
      const res = await t.post('/api/influencer/add-socialaccounts', account, { token: user.token });
      expect(res.statusCode, res.body).toBe(200);
      return user;
    }
    const service = (extra: Record<string, unknown>) => ({
      influencerServiceId: -1,
      title: 'Instagram Reel',
      description: 'One reel',
      price: 2000,
      plateformId: 4,
      ...extra,
    });
    const save = (user: TestUser, body: unknown) =>
      t.post('/api/influencer/add-socialaccount-service', body, {
        token: user.token,
        query: { UserId: String(user.id) },
      });

    it('stores the revisions included and the price of an extra, and answers them', async () => {
      const user = await influencerWithAccount();
      const res = await save(user, [service({ Revisions: 3, ExtraRevisionPrice: 500 })]);
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json().data[0].infServices[0];
      expect(saved).toMatchObject({ Revisions: 3, ExtraRevisionPrice: 500 });
      const row = await t.db
        .selectFrom('influencerServices')
        .select(['revisions', 'extraRevisionPricePaise'])
        .where('id', '=', saved.influencerServiceId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ revisions: 3, extraRevisionPricePaise: 50_000 });
    });

    it('includes 2 revisions and no paid extras when the form says nothing (the spec’s payload)', async () => {
      const user = await influencerWithAccount();
      const res = await save(user, [service({})]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data[0].infServices[0]).toMatchObject({ Revisions: 2, ExtraRevisionPrice: null });
      const zero = await save(user, [service({ Revisions: 0, ExtraRevisionPrice: 0 })]);
      expect(zero.json().data[0].infServices[1]).toMatchObject({ Revisions: 0, ExtraRevisionPrice: null });
    });

    it.each([
      [{ Revisions: 11 }, InfluencerMessages.revisionsRange],
      [{ Revisions: -1 }, InfluencerMessages.revisionsRange],
      [{ Revisions: 1.5 }, InfluencerMessages.revisionsRange],
      [{ ExtraRevisionPrice: 50 }, InfluencerMessages.extraRevisionPriceMin],
      [{ ExtraRevisionPrice: 500.555 }, InfluencerMessages.pricePaise],
      [{ ExtraRevisionPrice: 100_000_000 }, InfluencerMessages.priceMax],
    ])('refuses %o with a clear message', async (extra, message) => {
      const user = await influencerWithAccount();
      const res = await save(user, [service(extra)]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, message });
      const rows = await t.db
        .selectFrom('influencerServices')
        .select('id')
        .where('userId', '=', user.id)
        .execute();
      expect(rows).toHaveLength(0);
    });
  });

  describe('the allowance', () => {
    it('is copied from the service when ordered, and shows on both sides’ order card', async () => {
      const o = await delivered({ revisions: 3 });
      await t.db
        .updateTable('influencerServices')
        .set({ revisions: 7 })
        .where('id', '=', o.serviceId)
        .execute();
      expect(await stored(o.collabId)).toMatchObject({ revisionsAllowed: 3, revisionsUsed: 0 });
      expect((await requestRevision(o)).statusCode).toBe(200);
      const brandCard = await cardOf(o.brand, o.collabId);
      const influencerCard = await cardOf(o.influencer, o.collabId);
      expect(brandCard.revisions).toEqual({ allowed: 3, used: 1, extraPrice: null, canBuyExtra: false });
      expect(influencerCard.revisions).toEqual({ allowed: 3, used: 1, extraPrice: null, canBuyExtra: false });
    });

    it('refuses a third revision of the default two, clearly, and changes nothing', async () => {
      const o = await delivered();
      expect((await requestRevision(o)).statusCode).toBe(200);
      await sendWork(o);
      expect((await requestRevision(o)).statusCode).toBe(200);
      await sendWork(o);
      const third = await requestRevision(o);
      expect(third.statusCode).toBe(409);
      expect(third.json()).toMatchObject({
        isSuccess: false,
        message: CollabMessages.revisionsExhausted(2, false),
      });
      expect(await stored(o.collabId)).toEqual({
        status: CollabStatus.UpdateWorkFile,
        revisionsAllowed: 2,
        revisionsUsed: 2,
      });
      // Approving is still open.
      expect((await act(t, o.brand, o.collabId, A.Approve)).statusCode).toBe(200);
    });

    it('refuses the first revision of a service that includes none', async () => {
      const o = await delivered({ revisions: 0 });
      const res = await requestRevision(o);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(CollabMessages.revisionsExhausted(0, false));
    });

    it('two parallel revision requests at the allowance’s edge leave the count within it', async () => {
      const o = await delivered({ revisions: 2 });
      expect((await requestRevision(o)).statusCode).toBe(200);
      await sendWork(o);
      const results = await Promise.all([requestRevision(o), requestRevision(o), requestRevision(o)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await stored(o.collabId)).toMatchObject({ status: CollabStatus.Review, revisionsUsed: 2 });
    });

    it('the guarded count alone never passes the allowance under concurrency', async () => {
      const o = await delivered({ revisions: 2 });
      await t.db.updateTable('collabs').set({ revisionsUsed: 1 }).where('id', '=', o.collabId).execute();
      const won = await Promise.all(
        Array.from({ length: 4 }, () =>
          t.db
            .transaction()
            .execute((trx) => collabsRepository.useRevision(trx, o.collabId, CollabStatus.UpdateWorkFile)),
        ),
      );
      expect(won.filter(Boolean)).toHaveLength(1);
      expect(await stored(o.collabId)).toMatchObject({ revisionsUsed: 2 });
    });
  });

  describe('paid extra revisions', () => {
    // ₹500 + 10 % platform fee ₹50, GST 18 % on both (₹90 + ₹9): ₹649 for the brand.
    const EXTRA_TOTAL = 649;

    it('are offered when the allowance is used up, bought through their own checkout, and counted once', async () => {
      const o = await delivered({ revisions: 1, extraPaise: 50_000 });
      expect((await requestRevision(o)).statusCode).toBe(200);
      await sendWork(o);
      const refused = await requestRevision(o);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CollabMessages.revisionsExhausted(1, true));
      expect((await cardOf(o.brand, o.collabId)).revisions).toEqual({
        allowed: 1,
        used: 1,
        extraPrice: EXTRA_TOTAL,
        canBuyExtra: true,
      });
      expect((await cardOf(o.influencer, o.collabId)).revisions).toEqual({
        allowed: 1,
        used: 1,
        extraPrice: 500,
        canBuyExtra: false,
      });

      const extra = await payExtra(o);
      expect(extra.amount).toBe(EXTRA_TOTAL);
      // Not counted before the provider confirms it.
      expect((await cardOf(o.brand, o.collabId)).revisions.allowed).toBe(1);
      expect((await pressSandbox(t, extra.ref, 'pay')).statusCode).toBe(303);
      // Confirmed by the sandbox's own confirmation, then by the brand's return twice, in parallel.
      const confirmations = await Promise.all([
        confirmTransaction(t, o.brand, extra.transId),
        confirmTransaction(t, o.brand, extra.transId),
      ]);
      for (const c of confirmations) expect(c.statusCode, c.body).toBe(200);
      expect((await cardOf(o.brand, o.collabId)).revisions.allowed).toBe(2);

      // The money is held in an escrow of its own, with a receipt voucher like an order's (issue 37).
      expect(await accountBalance(t.db, `escrow:${extra.transId}`)).toBe(64_900);
      const receipts = await t.db
        .selectFrom('taxDocuments')
        .select('id')
        .where('transactionId', '=', extra.transId)
        .where('kind', '=', 'receipt-voucher')
        .execute();
      expect(receipts).toHaveLength(1);

      expect((await requestRevision(o)).statusCode).toBe(200);
      await sendWork(o);
      expect((await requestRevision(o)).statusCode).toBe(409);

      // Completion releases the extra's escrow with the order's.
      const before = await earnings(t, o.influencer);
      expect((await act(t, o.brand, o.collabId, A.Approve)).statusCode).toBe(200);
      expect(
        (await act(t, o.influencer, o.collabId, A.MarkCompleteWithUrl, 'https://instagram.com/p/extra'))
          .statusCode,
      ).toBe(200);
      expect((await act(t, o.brand, o.collabId, A.MarkComplete)).statusCode).toBe(200);
      expect(await accountBalance(t.db, `escrow:${extra.transId}`)).toBe(0);
      expect(await earnings(t, o.influencer)).toBe(before + 2000 + 500);
      // Released with the order: its tax invoice, against its receipt voucher.
      const documents = await t.db
        .selectFrom('taxDocuments')
        .select(['kind', 'originalId'])
        .where('transactionId', '=', extra.transId)
        .orderBy('id')
        .execute();
      expect(documents.map((d) => d.kind)).toEqual(['receipt-voucher', 'invoice']);
      await checkLedger(t.db);
    });

    it('confirmed many times at once by webhook-like retries and returns still add one purchase once', async () => {
      const o = await delivered({ revisions: 0, extraPaise: 50_000 });
      const extra = await payExtra(o, 2);
      await Promise.all([
        pressSandbox(t, extra.ref, 'pay'),
        confirmTransaction(t, o.brand, extra.transId),
        confirmTransaction(t, o.brand, extra.transId),
      ]);
      await confirmTransaction(t, o.brand, extra.transId);
      expect((await cardOf(o.brand, o.collabId)).revisions).toMatchObject({ allowed: 2, used: 0 });
      const journals = await t.db
        .selectFrom('ledgerJournals')
        .select('id')
        .where('transactionId', '=', extra.transId)
        .execute();
      expect(journals).toHaveLength(1);
    });

    it('are refunded to the brand’s wallet with the order when it is cancelled', async () => {
      const o = await delivered({ revisions: 1, extraPaise: 50_000 });
      const extra = await payExtra(o);
      await pressSandbox(t, extra.ref, 'pay');
      expect((await confirmTransaction(t, o.brand, extra.transId)).statusCode).toBe(200);
      expect((await requestRevision(o)).statusCode).toBe(200);
      const wallet = await walletBalance(t, o.brand);
      expect((await act(t, o.influencer, o.collabId, A.Cancel, 'Cannot do it')).statusCode).toBe(200);
      // The order (₹2 000 + fee + GST = ₹2 596) and the extra (₹649).
      expect(await walletBalance(t, o.brand)).toBe(wallet + 2596 + EXTRA_TOTAL);
      expect(await accountBalance(t.db, `escrow:${extra.transId}`)).toBe(0);
      await checkLedger(t.db);
    });

    it('paid after the work was approved, go to the brand’s wallet instead of an escrow nothing settles', async () => {
      const o = await delivered({ revisions: 0, extraPaise: 50_000 });
      const extra = await payExtra(o);
      expect((await act(t, o.brand, o.collabId, A.Approve)).statusCode).toBe(200);
      const wallet = await walletBalance(t, o.brand);
      await pressSandbox(t, extra.ref, 'pay');
      const confirmed = await confirmTransaction(t, o.brand, extra.transId);
      expect(confirmed.json().message).toContain('the order no longer takes revisions');
      expect(await walletBalance(t, o.brand)).toBe(wallet + EXTRA_TOTAL);
      expect(await accountBalance(t.db, `escrow:${extra.transId}`)).toBe(0);
      expect((await cardOf(o.brand, o.collabId)).revisions).toMatchObject({ allowed: 0, used: 0 });
      await checkLedger(t.db);
    });

    it('never look like a payment waiting for its collab details', async () => {
      const o = await delivered({ extraPaise: 50_000 });
      const extra = await payExtra(o);
      await pressSandbox(t, extra.ref, 'pay');
      await confirmTransaction(t, o.brand, extra.transId);
      const awaiting = await t.get('/api/transaction/awaiting-details', { token: o.brand.token });
      expect(awaiting.json().data).toEqual([]);
      const exists = await t.post('/api/transaction/exists', undefined, {
        token: o.brand.token,
        query: { InfluencerServiceId: String(o.serviceId), CouponId: '0', allowugc: 'false' },
      });
      expect(exists.json().data).toBe(0);
    });

    it('refuses a checkout with a bad count, when none are offered, or after the work was approved', async () => {
      const o = await delivered({ extraPaise: 50_000 });
      for (const count of [0, 6, 1.5, 'two']) {
        const res = await checkout(o.brand, { collabDetailId: o.collabId, count });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(CollabMessages.extraRevisionCountInvalid);
      }
      expect((await checkout(o.brand, {})).statusCode).toBe(400);
      expect((await checkout(o.brand, { collabDetailId: 'x' })).statusCode).toBe(400);

      const none = await delivered();
      const notOffered = await checkout(none.brand, { collabDetailId: none.collabId });
      expect(notOffered.statusCode).toBe(409);
      expect(notOffered.json().message).toBe(CollabMessages.extraRevisionsNotOffered);

      expect((await act(t, o.brand, o.collabId, A.Approve)).statusCode).toBe(200);
      const late = await checkout(o.brand, { collabDetailId: o.collabId });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(CollabMessages.extraRevisionsNotNow);
      const rows = await t.db
        .selectFrom('paymentTransactions')
        .select('id')
        .where('extraRevisionsCollabId', 'in', [o.collabId, none.collabId])
        .execute();
      expect(rows).toHaveLength(0);
    });

    it('only the order’s brand may buy them', async () => {
      const o = await delivered({ extraPaise: 50_000 });
      const stranger = await t.user(Role.Brand);
      expect((await checkout(stranger, { collabDetailId: o.collabId })).statusCode).toBe(404);
      expect((await checkout(stranger, { collabDetailId: 999_999 })).statusCode).toBe(404);
      for (const role of [Role.Influencer, Role.Staff, Role.SuperAdmin]) {
        const res = await checkout(await t.user(role), { collabDetailId: o.collabId });
        expect(res.statusCode).toBe(403);
      }
      expect((await checkout(o.influencer, { collabDetailId: o.collabId })).statusCode).toBe(403);
      expect(
        (await t.post('/api/collab/extra-revisions/checkout', { collabDetailId: o.collabId })).statusCode,
      ).toBe(401);
    });
  });
});
