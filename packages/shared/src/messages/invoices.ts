/** Tax invoice texts (issue 16). */
export const InvoiceMessages = {
  notFound: 'Invoice not found',
  monthInvalid: 'Choose a month as YYYY-MM',
  selfBillingChoice: 'Say whether you agree to self-billing',
  selfBillingUnregistered: 'Self-billing is for influencers registered for GST: add your GST number first',
  selfBillingOn: 'Collably will issue your tax invoices for completed collabs',
  selfBillingOff: 'Self-billing withdrawn: send Collably your own tax invoice for each completed collab',
  // Issue 37: credit notes under CGST Act s. 34.
  pastDeadlineSubject: (note: string) => `Credit note ${note} issued without GST adjustment`,
  pastDeadlineBody: (note: string, invoice: string, gst: string) =>
    `Credit note ${note} against invoice ${invoice} was issued after the deadline of CGST Act s. 34(2). The brand was refunded, but the ${gst} of GST on the invoice cannot be reduced: it stays payable, and the ledger books it as a cost.`,
  noGstAdjustment: 'No GST adjustment: issued after the deadline of CGST Act s. 34(2)',
  reversalConfirmed: 'Reversal of input tax credit confirmed',
  reversalNotNeeded: 'Only a credit note to a buyer registered for GST has a reversal to confirm',
  reversalAlreadyConfirmed: 'This reversal is already confirmed',
  annualReturnYearInvalid: 'Choose a financial year from 2017-18 on',
  annualReturnDateInvalid: 'Enter the day the annual return was filed as YYYY-MM-DD',
  annualReturnBeforeYearEnd: 'An annual return is filed after its financial year ends',
  annualReturnInFuture: 'The day the annual return was filed cannot be in the future',
  annualReturnRecorded: 'Annual return recorded',
} as const;
