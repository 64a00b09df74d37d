/** Tax invoice texts (issue 16). */
export const InvoiceMessages = {
  notFound: 'Invoice not found',
  monthInvalid: 'Choose a month as YYYY-MM',
  selfBillingChoice: 'Say whether you agree to self-billing',
  selfBillingUnregistered: 'Self-billing is for influencers registered for GST: add your GST number first',
  selfBillingOn: 'Collably will issue your tax invoices for completed collabs',
  selfBillingOff: 'Self-billing withdrawn: send Collably your own tax invoice for each completed collab',
} as const;
