import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { Accounts } from '../src/platform/ledger/accounts';
import { post } from '../src/platform/ledger/ledger';
import type { TestApp, TestUser } from './test-app';

/** A valid Request Payout form (spec §3 field names), as an influencer would send it. */
export const PAYOUT_FORM = {
  Amount: 100,
  BankName: 'State Bank of India',
  AccountNo: '123456789012',
  IFSCcode: 'SBIN0001234',
  PAN: 'ABCDE1234F',
  UPI: 'priya@okicici',
  Address: '12 MG Road, Bengaluru 560001',
  Phone: '9876543210',
} as const;

/**
 * Credits an influencer's earnings as a completed collab would (a 'release' journal), without the whole
 * hire flow; the platform's revenue account stands in for the released escrow. Paise.
 */
export async function creditEarnings(
  t: Pick<TestApp, 'db' | 'clock'>,
  userId: number,
  paise: number,
): Promise<void> {
  await t.db.transaction().execute((trx) =>
    post(
      trx,
      {
        idempotencyKey: `test-credit:${randomUUID()}`,
        kind: 'release',
        memo: 'Test earnings',
        entries: [
          { account: Accounts.platformRevenue, amountPaise: -paise },
          { account: Accounts.influencerEarnings(userId), amountPaise: paise },
        ],
      },
      t.clock.now(),
    ),
  );
}

/** Money in a brand's wallet that no payment method can take back (paid by Stripe, say): paise. */
export async function creditWallet(
  t: Pick<TestApp, 'db' | 'clock'>,
  brandUserId: number,
  paise: number,
): Promise<void> {
  await t.db.transaction().execute((trx) =>
    post(
      trx,
      {
        idempotencyKey: `test-wallet:${randomUUID()}`,
        kind: 'payment-credit',
        memo: 'Test wallet money',
        entries: [
          { account: Accounts.paymentProvider, amountPaise: -paise },
          { account: Accounts.brandWallet(brandUserId), amountPaise: paise },
        ],
      },
      t.clock.now(),
    ),
  );
}

/** A brand's bank withdrawal of ₹10 from ₹100 credited to its wallet, waiting for the super admin: its id. */
export async function freshBankWithdrawal(t: TestApp, brand: TestUser): Promise<number> {
  await creditWallet(t, brand.id, 10_000);
  const res = await t.post(
    '/api/withdrawals/withdraw-to-bank',
    {
      method: 'bank',
      accountHolder: 'Brand Ltd',
      accountNo: '123456789012',
      ifscCode: 'SBIN0001234',
      amount: 10,
    },
    { token: brand.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }).id;
}

/** A signed-in influencer with this many paise of earnings. */
export async function influencerWithEarnings(t: TestApp, paise: number): Promise<TestUser> {
  const influencer = await t.user(Role.Influencer);
  if (paise > 0) await creditEarnings(t, influencer.id, paise);
  return influencer;
}

export const requestPayout = (t: TestApp, influencer: TestUser, body: Record<string, unknown>) =>
  t.post('/api/user/requestpayout', body, { token: influencer.token });

/** The id of the influencer's latest payout request. */
export const latestPayoutId = async (t: TestApp, userId: number) =>
  (
    await t.db
      .selectFrom('payouts')
      .select('id')
      .where('userId', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).id;

export const approvePayout = (t: TestApp, admin: TestUser, payoutId: number, body?: unknown) =>
  t.post('/api/payout/approve', body, { token: admin.token, query: { payoutId: String(payoutId) } });

export const declinePayout = (t: TestApp, admin: TestUser, payoutId: number, reason: string) =>
  t.post('/api/payout/decline', { reason }, { token: admin.token, query: { payoutId: String(payoutId) } });

/** Declines the influencer's waiting request, if any (one waits at a time), so a new one can be made. */
export async function declineWaiting(t: TestApp, admin: TestUser, userId: number): Promise<void> {
  const waiting = await t.db
    .selectFrom('payouts')
    .select('id')
    .where('userId', '=', userId)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  if (waiting) expect((await declinePayout(t, admin, waiting.id, 'Making room')).statusCode).toBe(200);
}

export const earningsPaise = async (t: TestApp, userId: number) =>
  Number(
    (
      await t.db
        .selectFrom('ledgerAccounts')
        .select('balancePaise')
        .where('code', '=', Accounts.influencerEarnings(userId).code)
        .executeTakeFirst()
    )?.balancePaise ?? 0,
  );

/** The RazorpayX payout of a payout's or bank withdrawal's latest attempt (features/transfers). */
export const railPayoutOf = async (t: TestApp, kind: 'payout' | 'withdrawal', sourceId: number) =>
  (
    await t.db
      .selectFrom('transfers')
      .select('railPayoutId')
      .where('kind', '=', kind)
      .where('sourceId', '=', sourceId)
      .orderBy('attempt', 'desc')
      .executeTakeFirstOrThrow()
  ).railPayoutId!;
