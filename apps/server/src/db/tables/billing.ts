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

export type BillingTables = { brandBilling: BrandBillingTable };
