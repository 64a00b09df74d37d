import { z } from 'zod';
import { isValidInvoiceNumber, normaliseInvoiceNumber } from '../domain/gst-held';
import { GstHeldMessages as M } from '../messages/gst-held';

/** The largest GSTR-2B JSON file the super admin may upload (a month of a platform's purchases is far less). */
export const GSTR2B_MAX_BYTES = 5 * 1024 * 1024;
/** The most invoices one file may list. */
export const GSTR2B_MAX_INVOICES = 50_000;

const rupees = z.number().finite().min(0).max(1e11);

/**
 * One invoice of a supplier in GSTR-2B (data.docdata.b2b[].inv[]), as the GST portal's JSON gives it: number,
 * date (DD-MM-YYYY), invoice value and tax in rupees. Other fields (pos, rev, itcavl, rsn, typ, srctyp, irn,
 * items, …) are kept but only `itcavl` is read: 'N' means the portal says no credit is available.
 */
export const ZGstr2bInvoice = z.looseObject({
  inum: z.string().trim().min(1).max(100),
  dt: z.string().regex(/^\d{2}-\d{2}-\d{4}$/, 'must be a date like 26-11-2026'),
  val: rupees,
  txval: rupees.optional(),
  igst: rupees,
  cgst: rupees,
  sgst: rupees,
  cess: rupees.optional(),
  itcavl: z.enum(['Y', 'N', 'T']).optional(),
});
export type TGstr2bInvoice = z.infer<typeof ZGstr2bInvoice>;

/** A supplier's invoices: `ctin` is the supplier's GSTIN. */
export const ZGstr2bSupplier = z.looseObject({
  ctin: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[0-9A-Z]{15}$/, 'must be a GSTIN of 15 letters and digits')),
  trdnm: z.string().max(200).optional(),
  inv: z.array(ZGstr2bInvoice),
});

/**
 * The GSTR-2B JSON file (docs/tax.md): `data.gstin` the recipient (must be the platform's when given),
 * `data.rtnprd` the month as MMYYYY, `data.docdata.b2b` the suppliers' invoices. A month without B2B
 * invoices has no `b2b`. Credit notes (`cdnr`), amendments and imports are not read.
 */
export const ZGstr2bFile = z.looseObject({
  data: z.looseObject({
    gstin: z
      .string()
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .optional(),
    rtnprd: z
      .string()
      .regex(/^(0[1-9]|1[0-2])20\d\d$/, 'must be a month like 112026')
      .optional(),
    docdata: z.looseObject({ b2b: z.array(ZGstr2bSupplier).optional() }),
  }),
});
export type TGstr2bFile = z.infer<typeof ZGstr2bFile>;

/** POST admin/gst-held/imports: the file's JSON, as it is (validated by the server with ZGstr2bFile). */
export const ZGstr2bUpload = z.record(z.string(), z.unknown());

/** One order's GST held for the influencer (rupees). */
export const ZGstHeldOrder = z.object({
  id: z.number(),
  collabId: z.number(),
  heldOn: z.string(),
  amount: z.number(),
  /** 'held' until the invoice is in GSTR-2B, then 'released' to the balance. */
  status: z.enum(['held', 'released']),
  releasedOn: z.string().nullable(),
  /** The invoice the GSTR-2B must show: the self-billed one's number, or the influencer's own once given. */
  invoiceNumber: z.string().nullable(),
  isSelfBilled: z.boolean(),
});
export type TGstHeldOrder = z.infer<typeof ZGstHeldOrder>;

/** GET gst-held: the influencer's held GST, total and per order (newest first). */
export const ZGstHeldSummary = z.object({ held: z.number(), orders: z.array(ZGstHeldOrder) });
export type TGstHeldSummary = z.infer<typeof ZGstHeldSummary>;

export const ZGstHeldIdParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST gst-held/{id}/invoice-number: the influencer's own invoice to the platform for the order. */
export const ZSaveGstInvoiceNumberRequest = z.object({
  invoiceNumber: z
    .string({ error: M.invoiceNumberInvalid })
    .trim()
    .refine(isValidInvoiceNumber, M.invoiceNumberInvalid)
    .transform(normaliseInvoiceNumber),
});
export type TSaveGstInvoiceNumberInput = z.input<typeof ZSaveGstInvoiceNumberRequest>;

export const ZGstr2bUnmatchedReason = z.enum(['no-held-gst', 'tax-differs', 'itc-unavailable']);

/** A GSTR-2B row that released nothing (rupees). */
export const ZGstr2bUnmatchedRow = z.object({
  gstin: z.string(),
  invoiceNumber: z.string(),
  date: z.string(),
  tax: z.number(),
  reason: ZGstr2bUnmatchedReason,
});
export type TGstr2bUnmatchedRow = z.infer<typeof ZGstr2bUnmatchedRow>;

/** One import of a GSTR-2B, and what it did. */
export const ZGstr2bImport = z.object({
  id: z.number(),
  /** 'YYYY-MM', from the file's rtnprd. */
  period: z.string().nullable(),
  source: z.enum(['upload', 'gsp']),
  importedOn: z.string(),
  importedBy: z.string().nullable(),
  rows: z.number(),
  matched: z.number(),
  alreadyReleased: z.number(),
  unmatched: z.number(),
  /** Rupees released to influencers' earnings by this import. */
  released: z.number(),
  /** The first unmatched rows (at most 100). */
  unmatchedRows: z.array(ZGstr2bUnmatchedRow),
});
export type TGstr2bImport = z.infer<typeof ZGstr2bImport>;

/** An influencer with GST held (rupees). */
export const ZGstHeldInfluencer = z.object({
  userId: z.number(),
  name: z.string(),
  gstin: z.string(),
  held: z.number(),
  orders: z.number(),
});

/** GET admin/gst-held: held amounts by influencer and the last imports. */
export const ZGstHeldAdmin = z.object({
  gspConfigured: z.boolean(),
  held: z.number(),
  influencers: z.array(ZGstHeldInfluencer),
  imports: z.array(ZGstr2bImport),
});
export type TGstHeldAdmin = z.infer<typeof ZGstHeldAdmin>;
