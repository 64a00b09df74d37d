import type { TBuyerKind } from '../constants/billing';
import type { TSupplyType } from '../domain/gst-invoice';
import { BILLING_ADDRESS_MAX, BILLING_COMPANY_MAX, BRAND_NAME_MAX } from '../constants/limits';

/** Brand profile texts: the form's rules and the server's answers. */
export const BrandMessages = {
  nameRequired: 'Please specify name',
  nameMax: `Name should not exceed ${BRAND_NAME_MAX} characters`,
  notFound: 'Brand not found',
  updated: 'Profile updated',
  companyRequired: 'Please specify the billing name',
  companyMax: `Billing name should not exceed ${BILLING_COMPANY_MAX} characters`,
  gstinInvalid: 'Please enter a valid GSTIN',
  gstinOtherState: (state: string) => `This GSTIN is registered in ${state}: choose that state`,
  addressRequired: 'Please specify the billing address',
  addressMax: `Billing address should not exceed ${BILLING_ADDRESS_MAX} characters`,
  stateRequired: 'Please select the state',
  pincodeInvalid: 'Please enter a valid 6-digit PIN code',
  billingSaved: 'Billing details saved',
  /** The form's choice of who is buying (issue 36), each kind as the form names it. */
  buyerKindLabel: {
    business: 'A business or a person',
    sez: 'A unit or developer in a Special Economic Zone (SEZ)',
    government: 'A government department, local authority or government body',
  } satisfies Record<TBuyerKind, string>,
  buyerKindRequired: 'Please choose who is buying',
  /** Beside 'Billed to …, <state>' in a checkout: how the state splits the GST (issue 36). */
  supplyTax: {
    'inter-state': 'IGST',
    'intra-state': 'CGST + SGST',
    'intra-union-territory': 'CGST + UTGST',
  } satisfies Record<TSupplyType, string>,
  sezRefused:
    'Collably cannot bill SEZ units yet: supplies to them are zero-rated and need a different invoice. Please contact support.',
  governmentRefused:
    'Collably cannot bill government departments or bodies yet: their invoices need details Collably does not record, and GST may have to be deducted at source. Please contact support.',
} as const;
