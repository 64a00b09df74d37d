import { z } from 'zod';
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

/** GET invoices/{id}/pdf. */
export const ZInvoiceIdParams = z.object({ id: ZIdParam });
