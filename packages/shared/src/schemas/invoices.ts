import { z } from 'zod';
import { BRAND_DOCUMENT_KINDS } from '../domain/gst-invoice';
import { InvoiceMessages } from '../messages/invoices';
import { ZIdParam } from './common';

/**
 * Whether a credit note's buyer must confirm reversing its input tax credit (CGST Act s. 34(2) as amended,
 * issue 37): 'not-needed' for every other document and for unregistered buyers.
 */
export const CREDIT_REVERSALS = ['not-needed', 'awaiting', 'confirmed'] as const;
export type TCreditReversal = (typeof CREDIT_REVERSALS)[number];

/** One of a brand's tax documents (issues 16, 37), newest first in GET invoices; rupees. */
export const ZInvoiceSummary = z.object({
  id: z.number(),
  kind: z.enum(BRAND_DOCUMENT_KINDS),
  number: z.string(),
  issuedOn: z.string(),
  transactionId: z.number(),
  /** The document's total: taxable value and GST (for a refund voucher or credit note, what goes back). */
  total: z.number(),
  /** What the brand paid or got back: the total less a platform-borne coupon (orders before issue 36). */
  paid: z.number(),
  reversal: z.enum(CREDIT_REVERSALS),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

/** A tax document of an order, as the order card offers it for download. */
export const ZTaxDocumentRef = z.object({
  id: z.number(),
  kind: z.enum(BRAND_DOCUMENT_KINDS),
  number: z.string(),
});
export type TTaxDocumentRef = z.infer<typeof ZTaxDocumentRef>;

/** GET invoices/export?month=2026-11: a calendar month, in India Standard Time. */
export const ZInvoiceExportQuery = z.object({
  month: z
    .string({ error: InvoiceMessages.monthInvalid })
    .regex(/^20\d\d-(0[1-9]|1[0-2])$/, InvoiceMessages.monthInvalid),
});

/** GET invoices/{id}/pdf. */
export const ZInvoiceIdParams = z.object({ id: ZIdParam });

/** GET/POST invoices/self-billing: the influencer's GSTIN (null when not registered) and consent. */
export const ZSelfBilling = z.object({ gstin: z.string().nullable(), consentedOn: z.string().nullable() });
export type TSelfBilling = z.infer<typeof ZSelfBilling>;

/** POST invoices/self-billing. */
export const ZSelfBillingRequest = z.object({
  consent: z.boolean({ error: InvoiceMessages.selfBillingChoice }),
});

/** One of an influencer's self-billed invoices (rupees), newest first in GET invoices/self-billed. */
export const ZSelfBilledInvoice = z.object({
  id: z.number(),
  number: z.string(),
  issuedOn: z.string(),
  collabId: z.number().nullable(),
  gst: z.number(),
  total: z.number(),
});
export type TSelfBilledInvoice = z.infer<typeof ZSelfBilledInvoice>;

/** The count and sums (paise) of some tax documents. */
export const ZDocumentTotals = z.object({
  count: z.number(),
  taxablePaise: z.number(),
  gstPaise: z.number(),
  totalPaise: z.number(),
});
export type TDocumentTotals = z.infer<typeof ZDocumentTotals>;

/**
 * GET invoices/defaulted-state (super admin, issue 36): the brand documents issued while the brand had given no
 * billing details, so with no address and the platform's own state as the place of supply (docs/tax.md,
 * 'Invoices issued before billing details were required'): sums per financial year, and the documents.
 */
export const ZDefaultedStateReport = z.object({
  years: z.array(
    z.object({
      /** Its first calendar year: 2026 for 2026-27. */
      financialYear: z.number(),
      label: z.string(),
      invoices: ZDocumentTotals,
      creditNotes: ZDocumentTotals,
    }),
  ),
  /** Oldest first, the first 500 (the sums cover them all; isListComplete says whether this is all). */
  documents: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(BRAND_DOCUMENT_KINDS),
      number: z.string(),
      issuedOn: z.string(),
      /** A credit note's invoice. */
      againstNumber: z.string().nullable(),
      brandUserId: z.number(),
      /** The recipient's name as issued. */
      brandName: z.string(),
      /** The place of supply as issued (the platform's state). */
      placeOfSupply: z.string(),
      totalPaise: z.number(),
      /** The brand has given billing details since: its later documents carry them. */
      hasBillingNow: z.boolean(),
    }),
  ),
  isListComplete: z.boolean(),
});
export type TDefaultedStateReport = z.infer<typeof ZDefaultedStateReport>;

/** POST invoices/annual-returns (super admin, issue 37): the day a financial year's annual return was filed. */
export const ZAnnualReturnRequest = z.object({
  financialYear: z
    .number({ error: InvoiceMessages.annualReturnYearInvalid })
    .int(InvoiceMessages.annualReturnYearInvalid)
    .min(2017, InvoiceMessages.annualReturnYearInvalid)
    .max(2100, InvoiceMessages.annualReturnYearInvalid),
  filedOn: z.iso.date({ error: InvoiceMessages.annualReturnDateInvalid }),
});
export type TAnnualReturnRequest = z.infer<typeof ZAnnualReturnRequest>;

/**
 * GET invoices/credit-notes (super admin, issue 37): each financial year's credit-note deadline (CGST Act
 * s. 34(2)) with its annual return once recorded, and the credit notes issued after it, without GST adjustment.
 */
export const ZCreditNoteDeadlines = z.object({
  years: z.array(
    z.object({
      financialYear: z.number(),
      label: z.string(),
      /** India date, YYYY-MM-DD: 30 November after the year, or the annual return's day if earlier. */
      deadline: z.string(),
      annualReturnFiledOn: z.string().nullable(),
    }),
  ),
  unadjusted: z.array(
    z.object({
      id: z.number(),
      number: z.string(),
      issuedOn: z.string(),
      againstNumber: z.string(),
      gstPaise: z.number(),
      totalPaise: z.number(),
    }),
  ),
});
export type TCreditNoteDeadlines = z.infer<typeof ZCreditNoteDeadlines>;
