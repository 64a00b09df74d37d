import { z } from 'zod';
import {
  ACCOUNT_HOLDER_MAX,
  ADDRESS_MAX,
  BANK_NAME_MAX,
  MAX_PAYOUT_RUPEES,
  PAYOUT_DECLINE_REASON_MAX,
  PAYOUT_PERIOD_DAYS,
  PAYOUT_REFERENCE_MAX,
} from '../constants/limits';
import { formatRupees, hasAtMostTwoDecimals, rupeesToPaise } from '../domain/pricing';
import { TRANSFER_MODES, UPI_TRANSFER_MAX_PAISE, transferMode } from '../domain/transfers';
import {
  ACCOUNT_NO_PATTERN,
  IFSC_PATTERN,
  INDIAN_MOBILE_PATTERN,
  PAN_PATTERN,
  PAYOUT_REFERENCE_PATTERN,
  PAYOUT_STATUSES,
  UPI_PATTERN,
  normaliseAccountNo,
  normaliseCode,
  normalisePhone,
  normaliseUpi,
  type TPayoutStatus,
} from '../domain/payouts';
import { PayoutMessages as M } from '../messages/payouts';
import { ZIdParam, multiLine, singleLine } from './common';
import { rupees } from './parsers';

/** How a payout reaches the influencer. */
export const PAYOUT_METHODS = ['bank', 'upi'] as const;
export type TPayoutMethod = (typeof PAYOUT_METHODS)[number];

/** A required text field of the payout form: missing, not text or blank all say the field's message. */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Length and format checks, each on a field that is present (its own 'Please enter …' comes first). */
const LENGTHS = [
  { field: 'BankName', max: BANK_NAME_MAX, message: M.fieldTooLong('Bank Name', BANK_NAME_MAX) },
  {
    field: 'AccountHolder',
    max: ACCOUNT_HOLDER_MAX,
    message: M.fieldTooLong('Account holder name', ACCOUNT_HOLDER_MAX),
  },
  { field: 'Address', max: ADDRESS_MAX, message: M.fieldTooLong('Address', ADDRESS_MAX) },
] as const;
const FORMATS = [
  { field: 'AccountNo', pattern: ACCOUNT_NO_PATTERN, message: M.accountNoFormat },
  { field: 'IFSCcode', pattern: IFSC_PATTERN, message: M.ifscFormat },
  { field: 'PAN', pattern: PAN_PATTERN, message: M.panFormat },
  { field: 'UPI', pattern: UPI_PATTERN, message: M.upiFormat },
  { field: 'Phone', pattern: INDIAN_MOBILE_PATTERN, message: M.phoneFormat },
] as const;

/**
 * POST user/requestpayout (spec §3 payout request), validated in the spec's order (§5): the amount (above 0,
 * whole paise, and not above `balance` when the caller knows it), then the seven required fields, the
 * address length, and only then the formats of account number, IFSC, PAN, UPI ID and phone: a form with
 * several mistakes names the first one the spec would. Not in the spec: a UPI payout above UPI's per-transfer
 * limit is refused on the amount (after the required fields, before the lengths and formats), since RazorpayX
 * would refuse it at approval and amounts are never split. Values come out normalised (upper-case IFSC and
 * PAN, account number and phone as digits, lower-case UPI ID). Amount in rupees. `upiMaxPaise`: the
 * deployment's UPI limit (RAZORPAYX_UPI_MAX_RUPEES; the server and the form, through payout terms, pass it).
 */
export const payoutRequestSchema = (balance?: number, upiMaxPaise: number = UPI_TRANSFER_MAX_PAISE) =>
  z
    .object(
      {
        Amount: rupees(M.invalidAmount).refine(
          (v) =>
            Number.isFinite(v) &&
            v > 0 &&
            v <= MAX_PAYOUT_RUPEES &&
            hasAtMostTwoDecimals(v) &&
            (balance === undefined || v <= balance),
          M.invalidAmount,
        ),
        BankName: singleLine(requiredText(M.bankNameRequired)),
        AccountNo: requiredText(M.accountNoRequired).transform(normaliseAccountNo),
        IFSCcode: requiredText(M.ifscRequired).transform(normaliseCode),
        PAN: requiredText(M.panRequired).transform(normaliseCode),
        UPI: requiredText(M.upiRequired).transform(normaliseUpi),
        Address: multiLine(requiredText(M.addressRequired)),
        Phone: requiredText(M.phoneRequired).transform(normalisePhone),
        /**
         * Not in the spec: the name the bank holds the account under, which RazorpayX's fund account needs;
         * blank means the influencer's own name.
         */
        AccountHolder: singleLine(z.string({ error: M.accountHolderInvalid }).trim()).optional(),
        /** Where the money goes when payouts run through RazorpayX: the bank account (IMPS) or the UPI ID. */
        Method: z.enum(PAYOUT_METHODS, { error: M.methodInvalid }).default('bank'),
      },
      { error: M.invalidAmount },
    )
    .superRefine((value, ctx) => {
      // Runs after the field checks (zod reports field issues first), so these follow every required one.
      if (value.Method === 'upi' && transferMode('upi', rupeesToPaise(value.Amount), upiMaxPaise) === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['Amount'],
          message: M.upiAboveLimit(formatRupees(upiMaxPaise)),
        });
      }
      for (const { field, max, message } of LENGTHS) {
        const text: unknown = value[field];
        if (typeof text === 'string' && text.length > max)
          ctx.addIssue({ code: 'custom', path: [field], message });
      }
      for (const { field, pattern, message } of FORMATS) {
        const text: unknown = value[field];
        if (typeof text === 'string' && text !== '' && !pattern.test(text)) {
          ctx.addIssue({ code: 'custom', path: [field], message });
        }
      }
    });

export const ZPayoutRequest = payoutRequestSchema();
export type TPayoutRequest = z.output<typeof ZPayoutRequest>;
/** What the form holds before validation (the amount may still be text). */
export type TPayoutRequestInput = z.input<typeof ZPayoutRequest>;

/** A status filter value as the query string carries it: the status's text ('Requested Payout'). */
export const ZPayoutStatus = z.enum(PAYOUT_STATUSES as [TPayoutStatus, ...TPayoutStatus[]], {
  error: M.statusInvalid,
});

/** GET user/payouthistory?days=30|60|90&status= (default 30 days; status '' or absent: the role's default). */
export const ZPayoutHistoryQuery = z.object({
  days: z.preprocess(
    (v) => (v === undefined || v === '' ? PAYOUT_PERIOD_DAYS[0] : v),
    z.coerce
      .number({ error: M.periodInvalid })
      .refine((d) => (PAYOUT_PERIOD_DAYS as readonly number[]).includes(d), M.periodInvalid),
  ),
  status: z.preprocess((v) => (v === '' ? undefined : v), ZPayoutStatus.optional()),
});
export type TPayoutHistoryQuery = z.infer<typeof ZPayoutHistoryQuery>;

/** ?payoutId= of payout/approve, payout/decline and payout/details. */
export const ZPayoutIdQuery = z.object({ payoutId: ZIdParam });

/** POST payout/approve body (optional): the bank's transfer reference (UTR); default 'PAYOUT-000123'. */
export const ZApprovePayoutRequest = z
  .object({
    reference: z
      .string({ error: M.referenceFormat })
      .trim()
      .max(PAYOUT_REFERENCE_MAX, M.referenceFormat)
      .transform((v) => v.toUpperCase())
      .refine((v) => v === '' || PAYOUT_REFERENCE_PATTERN.test(v), M.referenceFormat)
      .optional(),
  })
  // A POST without a body (the spec's client sends none) reaches the route as null.
  .nullish();
export type TApprovePayoutRequest = z.output<typeof ZApprovePayoutRequest>;

/** POST payout/decline body: why, told to the influencer. */
export const ZDeclinePayoutRequest = z.object({
  reason: multiLine(
    requiredText(M.declineReasonRequired).max(
      PAYOUT_DECLINE_REASON_MAX,
      M.fieldTooLong('Reason', PAYOUT_DECLINE_REASON_MAX),
    ),
  ),
});
export type TDeclinePayoutRequest = z.infer<typeof ZDeclinePayoutRequest>;

/**
 * A payment record (spec §3: id, influencerName, amount, status, updatedOn, reference), amount in rupees.
 * `id` is the payout's id on payout rows and the ledger entry's on 'Received from Brand' rows (use `key`
 * for lists); `reference` is the bank reference, the collab ('Collab #12') or the decline reason;
 * `accountNo` is the masked account a payout went to.
 */
export const ZPayoutRecord = z.object({
  key: z.string(),
  id: z.number(),
  influencerName: z.string(),
  /** Rupees: what reached the earnings, or was paid out (net of any TDS). */
  amount: z.number(),
  /**
   * Rupees of income-tax TDS withheld from an order's credit before it reached the earnings (its gross is
   * amount + tdsWithheld); 0 for payouts, which pay out earnings already net of TDS.
   */
  tdsWithheld: z.number(),
  status: ZPayoutStatus,
  updatedOn: z.string(),
  reference: z.string().nullable(),
  accountNo: z.string().nullable(),
  /**
   * Rupees of a registered influencer's GST held from an order's credit until their invoice is in GSTR-2B
   * (issue 37; its gross is amount + tdsWithheld + gstHeld.amount), and when it was released to the earnings
   * (a 'Received from Brand' record of its own). Absent when nothing was held.
   */
  gstHeld: z.object({ amount: z.number(), releasedOn: z.string().nullable() }).optional(),
});
export type TPayoutRecord = z.infer<typeof ZPayoutRecord>;

/** GET user/payoutbank (spec §3): the last request's bank details, or nulls before the first one. */
export const ZPayoutBank = z.object({
  bankName: z.string().nullable(),
  accountHolder: z.string().nullable(),
  accountNo: z.string().nullable(),
  ifscCode: z.string().nullable(),
  pan: z.string().nullable(),
  upi: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TPayoutBank = z.infer<typeof ZPayoutBank>;

/** GET payout/details (super admin): one request in full, for the approval dialog. */
export const ZPayoutDetails = z.object({
  id: z.number(),
  userId: z.number(),
  influencerName: z.string(),
  email: z.string(),
  amount: z.number(),
  status: ZPayoutStatus,
  requestedOn: z.string(),
  updatedOn: z.string(),
  reference: z.string().nullable(),
  declineReason: z.string().nullable(),
  bankName: z.string(),
  /** The account holder's name as given, or null (the influencer's own name is used). */
  accountHolder: z.string().nullable(),
  accountNo: z.string(),
  ifscCode: z.string(),
  pan: z.string(),
  upi: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Where the influencer asked to be paid. */
  method: z.enum(PAYOUT_METHODS),
  /** How Approve sends it through RazorpayX (UPI, IMPS, NEFT); null: the super admin sends it by hand. */
  railMode: z.enum(TRANSFER_MODES).nullable(),
});
export type TPayoutDetails = z.infer<typeof ZPayoutDetails>;

/** GET user/payoutterms: the smallest payout, its fee and who bears it (rupees), as the form shows them. */
export const ZPayoutTerms = z.object({
  minimum: z.number(),
  fee: z.number(),
  feeBearer: z.enum(['platform', 'influencer']),
  /** The most one UPI payout may carry on this deployment (RAZORPAYX_UPI_MAX_RUPEES). */
  upiMax: z.number(),
});
export type TPayoutTerms = z.infer<typeof ZPayoutTerms>;
