import type { Generated } from 'kysely';
import type { IntBool } from './foundation';
import type { TSupplyType, TTaxDocumentKind } from '@collably/shared/domain/gst-invoice';

/** Who a brand's tax invoices are made out to (issue 16); one row per brand, once given. */
export type BrandBillingTable = {
  userId: number;
  companyName: string;
  /** Upper case, without spaces; null for a brand not registered for GST. */
  gstin: string | null;
  address: string;
  stateId: number;
  pincode: string;
  modifiedOn: string;
};

/** The last serial of each tax document series per financial year (its first year: 2026 for 2026-27). */
export type TaxDocumentSeriesTable = { kind: TTaxDocumentKind; financialYear: number; lastSerial: number };

/** A tax document (receipt voucher, invoice, refund voucher, credit note, self-billed invoice) as issued: JSON text for the parties and lines, totals in paise. */
export type TaxDocumentsTable = {
  id: Generated<number>;
  kind: TTaxDocumentKind;
  number: string;
  financialYear: number;
  serial: number;
  transactionId: number;
  brandUserId: number;
  issuedOn: string;
  /** JSON: TTaxParty. */
  supplier: string;
  /** JSON: TTaxParty. */
  recipient: string;
  /** GST state code of the place of supply. */
  placeOfSupply: string;
  supplyType: TSupplyType;
  /** JSON: TInvoiceLine[]. */
  lines: string;
  taxablePaise: number;
  gstPaise: number;
  totalPaise: number;
  /** A platform-borne coupon: not a discount on the taxable value (docs/tax.md). */
  discountPaise: number;
  irn: string | null;
  /** A credit note's invoice. */
  originalId: number | null;
  /** A self-billed invoice's supplier, the influencer; null for the platform's own documents. */
  influencerUserId: number | null;
  /** 0 for a credit note issued after the CGST Act s. 34(2) deadline: refunded, the tax not reduced (issue 37). */
  gstAdjusted: Generated<IntBool>;
  /** When a registered buyer's reversal of input tax credit on a credit note was confirmed. */
  buyerReversalConfirmedOn: string | null;
};

/** The day the annual return (GSTR-9) of a financial year was furnished (issue 37). */
export type GstAnnualReturnsTable = {
  financialYear: number;
  filedOn: string;
  recordedBy: number | null;
  recordedOn: string;
};

/** An influencer's agreement that the platform self-bills their invoices to it, while it stands. */
export type SelfBillingConsentsTable = { userId: number; consentedOn: string };

export type BillingTables = {
  brandBilling: BrandBillingTable;
  taxDocumentSeries: TaxDocumentSeriesTable;
  taxDocuments: TaxDocumentsTable;
  selfBillingConsents: SelfBillingConsentsTable;
  gstAnnualReturns: GstAnnualReturnsTable;
};
