import { z } from 'zod';
import { BUYER_KINDS, BuyerKind, type TBuyerKind } from '../constants/billing';
import { BILLING_ADDRESS_MAX, BILLING_COMPANY_MAX, BRAND_NAME_MAX } from '../constants/limits';
import { SUPPLY_TYPES } from '../domain/gst-invoice';
import { isValidGstin, normaliseGstin } from '../domain/gstin';
import { BrandMessages } from '../messages/brands';
import { multiLine, singleLine } from './common';

/** GET brand/get (spec §3 'Brand profile'); profilePic is a file name served at /files/{name}. */
export const ZBrandProfile = z.object({ name: z.string(), profilePic: z.string().nullable() });
export type TBrandProfile = z.infer<typeof ZBrandProfile>;

/**
 * POST brand/update. base64Image is a file name returned by POST /api/files/images, sent only when a
 * new picture was chosen.
 */
export const ZUpdateBrandRequest = z.object({
  name: singleLine(
    z
      .string({ error: BrandMessages.nameRequired })
      .trim()
      .min(1, BrandMessages.nameRequired)
      .max(BRAND_NAME_MAX, BrandMessages.nameMax),
  ),
  base64Image: singleLine(z.string())
    .nullish()
    .transform((v) => (v ?? '').trim() || null),
});
export type TUpdateBrandInput = z.input<typeof ZUpdateBrandRequest>;
export type TUpdateBrandRequest = z.output<typeof ZUpdateBrandRequest>;

export const ZUpdateBrandResult = z.object({ profilePic: z.string().nullable() });
export type TUpdateBrandResult = z.infer<typeof ZUpdateBrandResult>;

/**
 * GET brand/billing: who the platform's tax invoices are made out to (issue 16). Null until the brand
 * gives them; invoices then go to the brand's name, taxed in the platform's own state.
 */
export const ZBrandBilling = z
  .object({
    companyName: z.string(),
    /** Upper case, without spaces; null for a brand not registered for GST. */
    gstin: z.string().nullable(),
    address: z.string(),
    stateId: z.number(),
    pincode: z.string(),
    /**
     * The supply to this buyer from the platform's state (issue 36): it decides each line's GST (intra-state two
     * equal halves of round(9 %), inter-state round(18 %)), so the checkout shows what the document will say.
     */
    supplyType: z.enum(SUPPLY_TYPES),
  })
  .nullable();
export type TBrandBilling = z.infer<typeof ZBrandBilling>;

const PINCODE = /^[1-9][0-9]{5}$/;

/** Why a kind of buyer cannot be billed yet (issue 36); an ordinary buyer can. */
export const BUYER_KIND_REFUSAL: Record<TBuyerKind, string | null> = {
  [BuyerKind.Business]: null,
  [BuyerKind.Sez]: BrandMessages.sezRefused,
  [BuyerKind.Government]: BrandMessages.governmentRefused,
};

/**
 * POST brand/billing. The GSTIN is optional (a brand may be unregistered) and is checked with its
 * checksum; the server also checks that the state exists and is the GSTIN's own. The buyer says what kind
 * of buyer it is (an ordinary one when left out): an SEZ unit or a government buyer is refused with its
 * reason until the product models them; only an ordinary buyer's details are stored.
 */
export const ZUpdateBrandBillingRequest = z.object({
  buyerKind: z
    .enum(BUYER_KINDS, { error: BrandMessages.buyerKindRequired })
    .default(BuyerKind.Business)
    .superRefine((kind, ctx) => {
      const refusal = BUYER_KIND_REFUSAL[kind];
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
    }),
  companyName: singleLine(
    z
      .string({ error: BrandMessages.companyRequired })
      .trim()
      .min(1, BrandMessages.companyRequired)
      .max(BILLING_COMPANY_MAX, BrandMessages.companyMax),
  ),
  gstin: z
    .string({ error: BrandMessages.gstinInvalid })
    .nullish()
    .transform((v) => normaliseGstin(v ?? '') || null)
    .refine((v) => v === null || isValidGstin(v), BrandMessages.gstinInvalid),
  address: multiLine(
    z
      .string({ error: BrandMessages.addressRequired })
      .trim()
      .min(1, BrandMessages.addressRequired)
      .max(BILLING_ADDRESS_MAX, BrandMessages.addressMax),
  ),
  stateId: z
    .number({ error: BrandMessages.stateRequired })
    .int(BrandMessages.stateRequired)
    .positive(BrandMessages.stateRequired),
  pincode: z
    .string({ error: BrandMessages.pincodeInvalid })
    .trim()
    .regex(PINCODE, BrandMessages.pincodeInvalid),
});
export type TUpdateBrandBillingInput = z.input<typeof ZUpdateBrandBillingRequest>;
export type TUpdateBrandBillingRequest = z.output<typeof ZUpdateBrandBillingRequest>;
