import { z } from 'zod';
import { MAX_PAGE } from '../constants/discovery';
import { CommonMessages } from '../messages/common';
import { RESOLVE_NOTE_MAX } from '../constants/limits';
import { ReconciliationMessages } from '../messages/reconciliation';
import { ZIdParam } from './common';

/**
 * The daily reconciliation (issue 34): what Razorpay and RazorpayX did, item by item, against what the ledger
 * booked. A mismatch stays open until a super admin resolves it with a note; resolving moves no money.
 */

/** Whose books the item is in. */
export const ReconciliationProvider = { Razorpay: 'razorpay', RazorpayX: 'razorpayx' } as const;
export type TReconciliationProvider = (typeof ReconciliationProvider)[keyof typeof ReconciliationProvider];

/** What kind of provider item: a payment, a refund, a settlement, a payout. */
export const ReconciliationItem = {
  Payment: 'payment',
  Refund: 'refund',
  Settlement: 'settlement',
  Payout: 'payout',
} as const;
export type TReconciliationItem = (typeof ReconciliationItem)[keyof typeof ReconciliationItem];

/** Which amount disagrees. */
export const ReconciliationField = {
  Captured: 'captured',
  Refunded: 'refunded',
  PaidOut: 'paid out',
  Fee: 'fee',
  Tax: 'tax',
  Settled: 'settled',
} as const;
export type TReconciliationField = (typeof ReconciliationField)[keyof typeof ReconciliationField];

export const MismatchStatus = { Open: 'open', Resolved: 'resolved' } as const;
export type TMismatchStatus = (typeof MismatchStatus)[keyof typeof MismatchStatus];

/** A calendar day in India (IST), as 2026-11-28. */
export const ZIstDay = z
  .string({ error: ReconciliationMessages.dayInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, ReconciliationMessages.dayInvalid)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, ReconciliationMessages.dayInvalid);

export const ZReconciliationMismatch = z.object({
  id: z.number(),
  /** The IST day the provider's item belongs to. */
  day: z.string(),
  provider: z.enum(ReconciliationProvider),
  itemType: z.enum(ReconciliationItem),
  /** The provider's id: pay_…, rfnd_…, setl_…, pout_… */
  itemId: z.string(),
  field: z.enum(ReconciliationField),
  /** What the provider says (paise). */
  providerPaise: z.number(),
  /** What the ledger booked (paise). */
  ledgerPaise: z.number(),
  /** providerPaise − ledgerPaise. */
  differencePaise: z.number(),
  /** What the reconciliation did about it, or what a person must do. */
  action: z.string(),
  status: z.enum(MismatchStatus),
  foundOn: z.string(),
  /** The last run that still saw it (a mismatch the money rules later fixed stops being seen). */
  lastSeenOn: z.string(),
  resolvedNote: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  resolvedOn: z.string().nullable(),
});
export type TReconciliationMismatch = z.infer<typeof ZReconciliationMismatch>;

/** One run of the job: which days it read, how many items it compared, what it found. */
export const ZReconciliationRun = z.object({
  id: z.number(),
  startedOn: z.string(),
  finishedOn: z.string().nullable(),
  fromDay: z.string(),
  toDay: z.string(),
  itemsCompared: z.number(),
  mismatchesFound: z.number(),
  /** Why the run stopped, when it failed (a provider unreachable). */
  error: z.string().nullable(),
});
export type TReconciliationRun = z.infer<typeof ZReconciliationRun>;

/** GET admin/reconciliation?status=&page= */
export const ZReconciliationQuery = z.object({
  status: z
    .enum(MismatchStatus, { error: ReconciliationMessages.statusInvalid })
    .default(MismatchStatus.Open),
  page: z.coerce
    .number({ error: CommonMessages.mustBeBetween('page', 0, MAX_PAGE) })
    .int(CommonMessages.mustBeBetween('page', 0, MAX_PAGE))
    .min(0, CommonMessages.mustBeBetween('page', 0, MAX_PAGE))
    .max(MAX_PAGE, CommonMessages.mustBeBetween('page', 0, MAX_PAGE))
    .default(0),
});

export const ZReconciliationPage = z.object({
  /** The latest run, null before the first. */
  lastRun: ZReconciliationRun.nullable(),
  openCount: z.number(),
  mismatches: z.array(ZReconciliationMismatch),
  currentPage: z.number(),
  totalPages: z.number(),
  /** IST days that have a report to download as CSV, newest first (at most 31). */
  days: z.array(z.string()),
});
export type TReconciliationPage = z.infer<typeof ZReconciliationPage>;

export const ZMismatchIdParam = z.object({ id: ZIdParam });

/** POST admin/reconciliation/{id}/resolve */
export const ZResolveMismatchRequest = z.object({
  note: z
    .string({ error: ReconciliationMessages.noteRequired })
    .trim()
    .min(1, ReconciliationMessages.noteRequired)
    .max(RESOLVE_NOTE_MAX, ReconciliationMessages.noteTooLong),
});
export type TResolveMismatchRequest = z.infer<typeof ZResolveMismatchRequest>;

/** GET admin/reconciliation/days/{day}.csv */
export const ZReconciliationDayParam = z.object({ day: ZIstDay });
