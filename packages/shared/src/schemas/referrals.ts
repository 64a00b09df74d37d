import { z } from 'zod';
import { MAX_PAGE } from '../constants/discovery';
import { USER_NAME_MAX } from '../constants/limits';
import { AuthMessages } from '../messages/auth';
import { CommonMessages } from '../messages/common';
import { ReferralMessages } from '../messages/referrals';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const pageMessage = CommonMessages.mustBeBetween('page', 0, MAX_PAGE);

/** A calendar day 'yyyy-mm-dd' that exists (2026-02-30 does not). */
const isCalendarDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};
const day = (field: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ error: ReferralMessages.dateInvalid(field) })
      .max(10, ReferralMessages.dateInvalid(field))
      .refine(isCalendarDay, ReferralMessages.dateInvalid(field))
      .optional(),
  );

/** GET admin/referrals?page=&from=&to= (super admin): days are UTC and inclusive. */
export const ZReferralReportQuery = z
  .object({
    page: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: pageMessage })
        .refine((n) => Number.isInteger(n) && n >= 0 && n <= MAX_PAGE, pageMessage)
        .default(0),
    ),
    from: day('from'),
    to: day('to'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: ReferralMessages.rangeReversed,
    path: ['to'],
  });
export type TReferralReportQuery = z.infer<typeof ZReferralReportQuery>;
export type TReferralReportQueryInput = z.input<typeof ZReferralReportQuery>;

/** One referral code: profile visits it brought, and the paid orders made with it (value in paise). */
export const ZReferralReportRow = z.object({
  code: z.string(),
  visits: z.number(),
  orders: z.number(),
  orderValuePaise: z.number(),
});
export type TReferralReportRow = z.infer<typeof ZReferralReportRow>;

export const ZReferralReportPage = z.object({
  rows: z.array(ZReferralReportRow),
  currentPage: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export type TReferralReportPage = z.infer<typeof ZReferralReportPage>;

/**
 * POST referrals/visit: the public profile a browser painted from the server's first paint, so the visit its
 * czref cookie (the Czref header) brought is counted as the profile call would count it.
 */
export const ZReferralVisitRequest = z.object({
  userName: z
    .string({ error: AuthMessages.userNameRequired })
    .trim()
    .min(1, AuthMessages.userNameRequired)
    .max(USER_NAME_MAX, AuthMessages.userNameMax(USER_NAME_MAX)),
});
export type TReferralVisitRequest = z.infer<typeof ZReferralVisitRequest>;
