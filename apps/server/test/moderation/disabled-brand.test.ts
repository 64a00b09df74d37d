/**
 * Issue 18 item 5: moderation of brands. A disabled brand cannot sign in nor place an order (its live session
 * is refused on every call); a checkout it opened before is not lost (the payment is captured, and since the
 * brand can no longer send the collab details, the details sweep refunds it whole to its wallet, from where
 * the super admin can send it back to the payment method); and its open orders keep running on the collab
 * clocks (auto-cancel, auto-approve, auto-release), money and all.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { UNSENT_DETAILS_REFUND_DAYS } from '@collably/shared/constants/limits';
import { Platform } from '@collably/shared/constants/platforms';
import { Role } from '@collably/shared/constants/roles';
import { DAY_MS as DAY } from '@collably/shared/domain/collab-status';
import { AuthMessages } from '@collably/shared/messages/auth';
import { WalletEntryType } from '@collably/shared/schemas/wallet';
import {
  act,
  checkLedger,
  createCollab,
  createTransaction,
  earnings,
  hire,
  influencerWithService,
  pressSandbox,
  sandboxRef,
  uploadedAttachment,
  accountBalance,
} from '../hire-fixtures';
import { databases, testApp, type TestApp, type TestUser } from '../test-app';
import { createSandboxProvider } from '../../src/platform/payments/sandbox-provider';
import { reconcilePendingPayments } from '../../src/features/payments/payments.reconcile';
import { sweepUnsentPayments } from '../../src/features/payments/payments.service';
import { runCollabSweeps } from '../../src/features/collabs/collabs.sweeps';

/** What the brand pays for a ₹1,000 service (10 % fee, 18 % GST on both), and what the influencer earns. */
const PAID = 1298;
const PAYOUT = 1000;

describe.each(databases())('a disabled brand on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeEach(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin);
  });
  afterEach(() => t.close());

  const moderate = (path: 'Reject' | 'Revert', userId: number) =>
    t.post(`/api/user/${path}`, { userId, status: path === 'Reject' }, { token: admin.token });
  const disable = async (brand: TestUser) => {
    const res = await moderate('Reject', brand.id);
    expect(res.statusCode, res.body).toBe(200);
  };
  const login = (brand: TestUser) =>
    t.post('/api/user/login', { Email: brand.email, Password: brand.password });
  /** Rupees in the wallet, from the ledger: the disabled brand's own token is refused. */
  const walletOf = async (brand: TestUser) => (await accountBalance(t.db, `wallet:${brand.id}`)) / 100;
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('collabs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const paymentDeps = () => ({
    db: t.db,
    clock: t.clock,
    provider: createSandboxProvider(t.db, t.clock),
    taxSupplier: t.config.taxSupplier,
    events: t.app.ctx.events,
  });

  it('cannot sign in, and its live session places no order, coupon, checkout or details', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
    // A checkout opened while active, to be confirmed after the disabling.
    const open = (await createTransaction(t, brand, serviceId)).json().data as { transId: number };
    await disable(brand);

    const refused = await login(brand);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AuthMessages.disabled);
    expect((await createTransaction(t, brand, serviceId)).statusCode).toBe(401);
    const coupon = await t.post(
      '/api/brand/applycoupon',
      { InfluencerServiceId: serviceId, Code: 'FLAT500', AllowUGC: false },
      { token: brand.token },
    );
    expect(coupon.statusCode).toBe(401);
    const confirm = await t.post('/api/transaction/update', undefined, {
      token: brand.token,
      query: { transId: String(open.transId) },
    });
    expect(confirm.statusCode).toBe(401);
    const details = await createCollab(t, brand, { transId: open.transId, influencerServiceId: serviceId });
    expect(details.statusCode).toBe(401);
    const withdraw = await t.post(
      '/api/withdrawals/withdraw-to-bank',
      { method: 'upi', upi: 'brand@okbank', amount: 1 },
      { token: brand.token },
    );
    expect(withdraw.statusCode).toBe(401);
    expect(
      await t.db.selectFrom('collabs').select('id').where('brandUserId', '=', brand.id).execute(),
    ).toEqual([]);

    // Made active again, it signs in as before.
    expect((await moderate('Revert', brand.id)).statusCode).toBe(200);
    expect((await login(brand)).statusCode).toBe(200);
    await checkLedger(t.db);
  });

  it('a checkout paid after the disabling is captured, then refunded whole to the wallet, never lost', async () => {
    const brand = await t.user(Role.Brand);
    const { serviceId } = await influencerWithService(t, { pricePaise: 100_000 });
    const created = (await createTransaction(t, brand, serviceId)).json().data as {
      transId: number;
      refrenceId: string;
    };
    await disable(brand);
    // The brand was already on the provider's page and pays there.
    expect((await pressSandbox(t, sandboxRef(created.refrenceId), 'pay')).statusCode).toBe(303);
    t.clock.advance(2 * 60_000);
    await reconcilePendingPayments(paymentDeps());
    const tx = () =>
      t.db
        .selectFrom('paymentTransactions')
        .select(['status', 'totalPaise'])
        .where('id', '=', created.transId)
        .executeTakeFirstOrThrow();
    expect((await tx()).status).toBe('captured');
    await checkLedger(t.db);

    // The details can never come from a disabled brand: the details sweep refunds the payment to its wallet.
    t.clock.advance(UNSENT_DETAILS_REFUND_DAYS * DAY);
    expect((await sweepUnsentPayments(t.app.ctx)).refunded).toBe(1);
    expect(await walletOf(brand)).toBe(PAID);
    const history = await t.db
      .selectFrom('ledgerJournals')
      .select('kind')
      .where('transactionId', '=', created.transId)
      .orderBy('id')
      .execute();
    expect(history.map((j) => j.kind)).toEqual(['capture', 'refund-unsent']);

    // The super admin can still send it back to the payment method it came from (the /admin wallet dialog).
    const refund = await t.post(
      '/api/withdrawals/refund',
      { brandUserId: brand.id, transactionId: created.transId, amount: PAID },
      { token: admin.token },
    );
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await walletOf(brand)).toBe(0);
    // And the brand, active again, sees the whole story in its wallet.
    await moderate('Revert', brand.id);
    // Disabling ended every session: the brand signs in again.
    const token = (await login(brand)).json().token as string;
    const entries = (await t.get('/api/brand/wallethistory', { token })).json().data as {
      status_Type: number;
    }[];
    expect(entries.map((e) => e.status_Type)).toEqual([
      WalletEntryType.Withdrawn,
      WalletEntryType.UnsentRefund,
    ]);
    await checkLedger(t.db);
  });

  it('its open orders keep running on the clocks: auto-cancel, auto-approve and auto-release', async () => {
    const brand = await t.user(Role.Brand);
    const party = async (platformId: number = Platform.Instagram) => {
      const p = await influencerWithService(t, {
        pricePaise: 100_000,
        platformId,
        title: platformId === Platform.UGC ? 'UGC video' : 'Instagram Reel',
      });
      return { ...p, id: await hire(t, brand, p.serviceId) };
    };
    const submit = async (p: { influencer: TestUser; id: number }) =>
      act(t, p.influencer, p.id, ActionCode.SendForApproval, '', [
        await uploadedAttachment(t, p.influencer.id),
      ]);

    // Not accepted: the accept clock cancels and refunds it.
    const unaccepted = await party();
    // Sent for approval (UGC): the approval clock approves it and releases the payment.
    const ugc = await party(Platform.UGC);
    await act(t, ugc.influencer, ugc.id, ActionCode.Accept);
    await submit(ugc);
    // Posted: the confirm clock completes it and releases the payment.
    const posted = await party();
    await act(t, posted.influencer, posted.id, ActionCode.Accept);
    await submit(posted);
    await act(t, brand, posted.id, ActionCode.Approve);
    await act(t, posted.influencer, posted.id, ActionCode.MarkCompleteWithUrl, 'https://instagram.com/p/1');
    expect(await walletOf(brand)).toBe(0);

    await disable(brand);
    t.clock.advance(8 * DAY);
    await runCollabSweeps(t.app.ctx);

    expect(await statusOf(unaccepted.id)).toBe('Reject');
    expect(await statusOf(ugc.id)).toBe('Complete');
    expect(await statusOf(posted.id)).toBe('Complete');
    // The refund lands in the disabled brand's wallet (kept for it), the releases in the influencers' earnings.
    expect(await walletOf(brand)).toBe(PAID);
    expect(await earnings(t, ugc.influencer)).toBe(PAYOUT);
    expect(await earnings(t, posted.influencer)).toBe(PAYOUT);
    // A second run finds nothing more to do.
    expect(Object.values(await runCollabSweeps(t.app.ctx)).every((n) => n === 0)).toBe(true);
    await checkLedger(t.db);
  });
});
