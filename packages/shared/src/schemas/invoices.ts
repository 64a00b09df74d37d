import { z } from 'zod';
import { InvoiceMessages } from '../messages/invoices';
import { ZIdParam } from './common';

/** One of a brand's tax invoices or credit notes (issue 16), newest first in GET invoices; rupees. */
export const ZInvoiceSummary = z.object({
  id: z.number(),
  kind: z.enum(['invoice', 'credit-note']),
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
  kind: z.enum(['invoice', 'credit-note']),
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
