import { z } from 'zod';
import { isValidPan, normalisePan } from '../domain/tds';
import { TdsMessages } from '../messages/tds';

/** The rules in force, as an influencer's TDS card explains them: percent and rupees. */
export const ZTdsRuleSummary = z.object({
  section: z.string(),
  act: z.string(),
  individualRate: z.number(),
  otherRate: z.number(),
  noPanRate: z.number(),
  singleCreditThreshold: z.number(),
  yearlyThreshold: z.number(),
});

/** GET tds/details: the influencer's PAN (null when not given) and the rules in force today. */
export const ZTdsDetails = z.object({ pan: z.string().nullable(), rule: ZTdsRuleSummary });
export type TTdsDetails = z.infer<typeof ZTdsDetails>;

/** POST tds/details: a PAN, or an empty one to remove it. */
export const ZUpdateTdsDetailsRequest = z.object({
  pan: z
    .string({ error: TdsMessages.panInvalid })
    .transform((v) => normalisePan(v) || null)
    .refine((v) => v === null || isValidPan(v), TdsMessages.panInvalid),
});
export type TUpdateTdsDetailsInput = z.input<typeof ZUpdateTdsDetailsRequest>;

/** One credit to the influencer's earnings and its TDS, in rupees. */
export const ZTdsCredit = z.object({
  id: z.number(),
  creditedOn: z.string(),
  collabId: z.number(),
  serviceTitle: z.string(),
  section: z.string(),
  /** Percent. */
  rate: z.number(),
  pan: z.string().nullable(),
  /** Before TDS, GST included. */
  gross: z.number(),
  /** Excluding GST. */
  taxable: z.number(),
  withheld: z.number(),
  net: z.number(),
});
export type TTdsCredit = z.infer<typeof ZTdsCredit>;

/** GET tds/statement: one financial year of credits, with totals (rupees). */
export const ZTdsStatement = z.object({
  /** Its first year: 2026 for 2026-27. */
  year: z.number(),
  label: z.string(),
  /** The years the influencer can choose, newest first (this year always among them). */
  years: z.array(z.number()),
  pan: z.string().nullable(),
  credits: z.array(ZTdsCredit),
  totals: z.object({ gross: z.number(), taxable: z.number(), withheld: z.number(), net: z.number() }),
});
export type TTdsStatement = z.infer<typeof ZTdsStatement>;

/** GET tds/statement and its PDF: ?year=2026 for 2026-27; this financial year when absent. */
export const ZTdsStatementQuery = z.object({
  year: z.coerce
    .number({ error: TdsMessages.yearInvalid })
    .int(TdsMessages.yearInvalid)
    .min(2017, TdsMessages.yearInvalid)
    .max(2100, TdsMessages.yearInvalid)
    .optional(),
});
