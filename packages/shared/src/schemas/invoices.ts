import { z } from 'zod';
import { ZIdParam } from './common';

/** One of a brand's tax invoices (issue 16), newest first in GET invoices; amounts in rupees. */
export const ZInvoiceSummary = z.object({
  id: z.number(),
  number: z.string(),
  issuedOn: z.string(),
  transactionId: z.number(),
  /** The invoice's total: taxable value and GST. */
  total: z.number(),
  /** What the brand paid: the total less a platform-borne coupon. */
  paid: z.number(),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

/** GET invoices/{id}/pdf. */
export const ZInvoiceIdParams = z.object({ id: ZIdParam });
