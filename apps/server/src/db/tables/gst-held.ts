import type { Generated } from 'kysely';

/** Where a GSTR-2B came from: the super admin's upload, or the GST service provider (GSP_URL). */
export type TGstr2bSource = 'upload' | 'gsp';

/** One GSTR-2B read (migration 047), with what it released. */
export type Gstr2bImportsTable = {
  id: Generated<number>;
  /** 'YYYY-MM', from the file's rtnprd; null when the file does not say. */
  period: string | null;
  source: TGstr2bSource;
  fileSha256: string;
  importedByUserId: number | null;
  importedOn: string;
  rowsCount: Generated<number>;
  matchedCount: Generated<number>;
  alreadyCount: Generated<number>;
  unmatchedCount: Generated<number>;
  releasedPaise: Generated<number>;
  /** JSON: the first unmatched rows; null until the import finished. */
  unmatchedRows: string | null;
  finishedOn: string | null;
};

/** One credit's GST held until the influencer's invoice is in GSTR-2B (features/gst-held), paise. */
export type GstHoldsTable = {
  id: Generated<number>;
  transactionId: number;
  collabId: number;
  influencerUserId: number;
  /** The influencer's GSTIN when the GST was held: the supplier GSTR-2B must name. */
  gstin: string;
  /** The self-billed invoice (tax_documents) the platform issued in the influencer's name, if any. */
  selfInvoiceId: number | null;
  /** The invoice GSTR-2B must show: the self-billed one's, or the influencer's own once they give it. */
  invoiceNumber: string | null;
  /** gstin|number without spaces, upper case; unique. */
  matchKey: string | null;
  /** The GST on that invoice: what GSTR-2B's tax must match (within ₹1). */
  documentGstPaise: number;
  /** What was moved from the earnings to the held account (at most the credit net of TDS). */
  heldPaise: number;
  heldOn: string;
  releasedOn: string | null;
  releaseImportId: number | null;
};

export type GstHeldTables = { gstr2bImports: Gstr2bImportsTable; gstHolds: GstHoldsTable };
