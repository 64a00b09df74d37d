import { BILLING_ADDRESS_MAX, BILLING_COMPANY_MAX, BRAND_NAME_MAX } from '../constants/limits';

/** Brand profile texts: the form's rules and the server's answers. */
export const BrandMessages = {
  nameRequired: 'Please specify name',
  nameMax: `Name should not exceed ${BRAND_NAME_MAX} characters`,
  notFound: 'Brand not found',
  updated: 'Profile updated',
  companyRequired: 'Please specify the company name',
  companyMax: `Company name should not exceed ${BILLING_COMPANY_MAX} characters`,
  gstinInvalid: 'Please enter a valid GSTIN',
  gstinOtherState: (state: string) => `This GSTIN is registered in ${state}: choose that state`,
  addressRequired: 'Please specify the billing address',
  addressMax: `Billing address should not exceed ${BILLING_ADDRESS_MAX} characters`,
  stateRequired: 'Please select the state',
  pincodeInvalid: 'Please enter a valid 6-digit PIN code',
  billingSaved: 'Billing details saved',
} as const;
