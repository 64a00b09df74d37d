import { z } from 'zod';
import { TDS_SECTIONS } from '../constants/tds-rules';
import { PAN_STATUSES, isValidPan, normalisePan } from '../domain/tds';
import { TdsMessages } from '../messages/tds';

/** The rules in force, as an influencer's TDS card explains them: percent and rupees. */
export const ZTdsRuleSummary = z.object({
  /** The section chosen (194C or 194J). */
  section: z.enum(TDS_SECTIONS),
  act: z.string(),
  /** The Act and provision as statements print them ('Income-tax Act, 1961, s. 194J'). */
  provision: z.string(),
  individualRate: z.number(),
  otherRate: z.number(),
  noPanRate: z.number(),
  /** Null where the section has only a yearly threshold (194J). */
  singleCreditThreshold: z.number().nullable(),
  yearlyThreshold: z.number(),
});

/** A change of section announced before it applies (issue 37). */
export const ZTdsSectionChange = z.object({
  /** The first India-time day (YYYY-MM-DD) of the new section. */
  from: z.string(),
  rule: ZTdsRuleSummary,
  /** The rate this influencer's credits will take (percent), with their PAN as it stands. */
  rate: z.number(),
  /** 'From 1 April 2027, TDS is deducted under s. 194J at 10 %.' */
  text: z.string(),
});

/** What the PAN verification service last said about the influencer's PAN. */
export const ZTdsPanCheck = z.object({
  /** Whether a verification service is configured; without one a PAN is taken as given. */
  isServiceOn: z.boolean(),
  status: z.enum([...PAN_STATUSES, 'unchecked']),
  checkedOn: z.string().nullable(),
});

/**
 * GET tds/details: the influencer's PAN (null when not given), its check, the rules in force today, and a change
 * of section not yet in force.
 */
export const ZTdsDetails = z.object({
  pan: z.string().nullable(),
  panCheck: ZTdsPanCheck,
  rule: ZTdsRuleSummary,
  upcoming: ZTdsSectionChange.nullable(),
});
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
  section: z.enum(TDS_SECTIONS),
  /** The Act and provision as printed ('Income-tax Act, 2025, s. 393, …'). */
  provision: z.string(),
  /** Percent. */
  rate: z.number(),
  pan: z.string().nullable(),
  /** Why the credit took the no-PAN rate (s. 206AA); null when it took the PAN's own. */
  rateReason: z.string().nullable(),
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

/** GET tds/setup (super admin): the section in force, any change scheduled, and on what authority. */
export const ZTdsSetup = z.object({
  /** The section configured (TDS_SECTION). */
  configured: z.enum(TDS_SECTIONS),
  /** Whether TDS_SECTION was set (production requires it); false: the development default. */
  isConfiguredExplicitly: z.boolean(),
  current: ZTdsRuleSummary,
  upcoming: z.object({ from: z.string(), rule: ZTdsRuleSummary, text: z.string() }).nullable(),
  /** Every period stored: the section from a day on, oldest first. */
  periods: z.array(z.object({ from: z.string(), section: z.enum(TDS_SECTIONS), decidedOn: z.string() })),
  /** The reference and date of the chartered accountant's opinion (TDS_CA_OPINION), or why there is none. */
  caOpinion: z.string(),
  isCaOpinionRecorded: z.boolean(),
  /** The serial of s. 393's table printed for each section under the 2025 Act. */
  act2025Serials: z.object({ '194C': z.string(), '194J': z.string() }),
  isPanServiceOn: z.boolean(),
});
export type TTdsSetup = z.infer<typeof ZTdsSetup>;
