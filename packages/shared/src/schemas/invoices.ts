import { z } from 'zod';
import { BRAND_DOCUMENT_KINDS } from '../domain/gst-invoice';
import { InvoiceMessages } from '../messages/invoices';
import { ZIdParam } from './common';

/** One of a brand's tax invoices or credit notes (issue 16), newest first in GET invoices; rupees. */
export const ZInvoiceSummary = z.object({
  id: z.number(),
  kind: z.enum(BRAND_DOCUMENT_KINDS),
  number: z.string(),
  issuedOn: z.string(),
  transactionId: z.number(),
  /** The document's total: taxable value and GST (for a credit note, what it cancels). */
  total: z.number(),
  /** An invoice's: what the brand paid, the total less a platform-borne coupon. A credit note's: its total. */
  paid: z.number(),
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
