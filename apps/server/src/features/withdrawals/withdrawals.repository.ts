import { sql, type Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { WalletWithdrawalsTable } from '../../db/tables/withdrawals';
import type { TWithdrawalStatus } from '@collably/shared/schemas/withdrawals';
import { Role } from '@collably/shared/constants/roles';

/** Payments whose money reached the provider and can go back to it: captured (or refunded to the wallet). */
const REFUNDABLE_STATUSES = ['captured', 'refunded'] as const;

type NewWithdrawal = Insertable<WalletWithdrawalsTable>;

const withdrawalColumns = [
  'w.id',
  'w.brandUserId',
  'w.amountPaise',
  'w.method',
  'w.transactionId',
  'w.provider',
  'w.providerRefundId',
  'w.status',
  'w.failureReason',
  'w.requestedOn',
  'w.settledOn',
  'w.payoutMethod',
  'w.accountHolder',
  'w.accountNoEnc',
  'w.ifscCode',
  'w.upiEnc',
  'w.reference',
  'w.railPayoutId',
  'w.railStatus',
  't.providerPaymentId',
] as const;

const asWithdrawal = <T extends { amountPaise: number | string }>(row: T) => ({
  ...row,
  amountPaise: Number(row.amountPaise),
});

export const withdrawalsRepository = Object.freeze({
  brand: (db: DbOrTrx, userId: number) =>
    db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('id', '=', userId)
      .where('roleId', '=', Role.Brand)
      .executeTakeFirst(),

  payment: async (db: DbOrTrx, transactionId: number) => {
    const row = await db
      .selectFrom('paymentTransactions')
      .select(['id', 'brandUserId', 'provider', 'providerPaymentId', 'status', 'totalPaise', 'refundedPaise'])
      .where('id', '=', transactionId)
      .executeTakeFirst();
    return row && { ...row, totalPaise: Number(row.totalPaise), refundedPaise: Number(row.refundedPaise) };
  },

  /** The brand's payments through `provider` with something left to refund, newest first. */
  refundablePayments: async (db: DbOrTrx, brandUserId: number, provider: string, limit: number) => {
    const rows = await db
      .selectFrom('paymentTransactions as t')
      .innerJoin('users as i', 'i.id', 't.influencerUserId')
      .select([
        't.id',
        't.capturedOn',
        't.createdOn',
        't.serviceTitle',
        'i.name as influencerName',
        't.totalPaise',
        't.refundedPaise',
      ])
      .where('t.brandUserId', '=', brandUserId)
      .where('t.provider', '=', provider)
      .where('t.providerPaymentId', 'is not', null)
      .where('t.status', 'in', REFUNDABLE_STATUSES)
      .where(sql<boolean>`t.total_paise > t.refunded_paise`)
      .orderBy('t.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      ...r,
      totalPaise: Number(r.totalPaise),
      refundedPaise: Number(r.refundedPaise),
    }));
  },

  /**
   * Counts `amountPaise` as refunded from the payment if that much is left: one conditional UPDATE, so two
   * parallel refunds can never return more than the payment brought in.
   */
  reserveRefund: async (trx: DbOrTrx, transactionId: number, amountPaise: number) => {
    const result = await trx
      .updateTable('paymentTransactions')
      .set({ refundedPaise: sql<number>`refunded_paise + ${amountPaise}` })
      .where('id', '=', transactionId)
      .where(sql<boolean>`total_paise - refunded_paise >= ${amountPaise}`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** A failed refund's amount is refundable again. */
  unreserveRefund: (trx: DbOrTrx, transactionId: number, amountPaise: number) =>
    trx
      .updateTable('paymentTransactions')
      .set({ refundedPaise: sql<number>`refunded_paise - ${amountPaise}` })
      .where('id', '=', transactionId)
      .execute(),

  insert: async (trx: DbOrTrx, row: NewWithdrawal) =>
    (await trx.insertInto('walletWithdrawals').values(row).returning('id').executeTakeFirstOrThrow()).id,

  attachRefund: (trx: DbOrTrx, id: number, providerRefundId: string) =>
    trx
      .updateTable('walletWithdrawals')
      .set({ providerRefundId })
      .where('id', '=', id)
      .where('providerRefundId', 'is', null)
      .execute(),

  /** requested → processed or failed, once: the loser of two settlements updates nothing. */
  settle: async (
    trx: DbOrTrx,
    id: number,
    change: { status: 'processed' | 'failed'; failureReason: string | null; now: string },
  ) => {
    const result = await trx
      .updateTable('walletWithdrawals')
      .set({ status: change.status, failureReason: change.failureReason, settledOn: change.now })
      .where('id', '=', id)
      .where('status', '=', 'requested')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  findById: async (db: DbOrTrx, id: number) => {
    const row = await db
      .selectFrom('walletWithdrawals as w')
      .leftJoin('paymentTransactions as t', 't.id', 'w.transactionId')
      .select(withdrawalColumns)
      .where('w.id', '=', id)
      .executeTakeFirst();
    return row && asWithdrawal(row);
  },

  findByRefund: async (db: DbOrTrx, providerRefundId: string) => {
    const row = await db
      .selectFrom('walletWithdrawals as w')
      .leftJoin('paymentTransactions as t', 't.id', 'w.transactionId')
      .select(withdrawalColumns)
      .where('w.providerRefundId', '=', providerRefundId)
      .executeTakeFirst();
    return row && asWithdrawal(row);
  },

  ofBrand: async (db: DbOrTrx, brandUserId: number, limit: number) => {
    const rows = await db
      .selectFrom('walletWithdrawals as w')
      .leftJoin('paymentTransactions as t', 't.id', 'w.transactionId')
      .select(withdrawalColumns)
      .where('w.brandUserId', '=', brandUserId)
      .orderBy('w.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(asWithdrawal);
  },

  /** Refunds still with the provider, oldest first: the sweep asks about each. */
  awaiting: async (db: DbOrTrx, limit: number) => {
    const rows = await db
      .selectFrom('walletWithdrawals as w')
      .leftJoin('paymentTransactions as t', 't.id', 'w.transactionId')
      .select(withdrawalColumns)
      .where('w.status', '=', 'requested')
      .where('w.method', '=', 'original')
      .orderBy('w.requestedOn')
      .limit(limit)
      .execute();
    return rows.map(asWithdrawal);
  },
});

/** Bank transfers of brands' wallets (issue 18): the super admin's queue and RazorpayX's follow-up. */
export const bankWithdrawalsRepository = Object.freeze({
  /** Bank withdrawals waiting for the super admin, oldest first, with the brand's name and e-mail. */
  waiting: async (db: DbOrTrx, limit: number) => {
    const rows = await db
      .selectFrom('walletWithdrawals as w')
      .innerJoin('users as u', 'u.id', 'w.brandUserId')
      .leftJoin('paymentTransactions as t', 't.id', 'w.transactionId')
      .select([...withdrawalColumns, 'u.name as brandName', 'u.email'])
      .where('w.method', '=', 'bank')
      .where('w.status', '=', 'requested')
      .orderBy('w.id')
      .limit(limit)
      .execute();
    return rows.map(asWithdrawal);
  },

  brandOf: (db: DbOrTrx, brandUserId: number) =>
    db.selectFrom('users').select(['name', 'email']).where('id', '=', brandUserId).executeTakeFirstOrThrow(),

  /**
   * `from` → `to` with the changes, only from `from` and only for a bank withdrawal: of a decision and a
   * rejection racing, or two instances applying one RazorpayX answer, exactly one moves it.
   */
  move: async (
    trx: DbOrTrx,
    id: number,
    from: readonly TWithdrawalStatus[],
    to: TWithdrawalStatus,
    changes: {
      reference?: string | null;
      failureReason?: string | null;
      settledByUserId?: number | null;
      settledOn?: string | null;
    },
  ) => {
    const result = await trx
      .updateTable('walletWithdrawals')
      .set({ status: to, ...changes })
      .where('id', '=', id)
      .where('method', '=', 'bank')
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});

export type StoredWithdrawal = NonNullable<Awaited<ReturnType<typeof withdrawalsRepository.findById>>>;
