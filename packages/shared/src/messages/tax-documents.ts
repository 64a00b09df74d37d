/**
 * What the web says about a brand's tax documents and the super admin's credit-note deadlines (issue 37): the
 * server's answers are in InvoiceMessages.
 */
export const TaxDocumentMessages = {
  brandCardTitle: 'Tax documents',
  brandCardDescription:
    'A receipt voucher when you pay, the tax invoice when the order completes, and a refund voucher when an advance comes back (a credit note for orders invoiced at payment). Each is made out to the billing details on your brand profile.',
  brandCardEmpty: 'No tax documents yet: the first, a receipt voucher, comes with your first payment.',
  brandCardLoadError: 'Could not load your tax documents',
  reversalAwaiting:
    'You are registered for GST: reverse the input tax credit you claimed on this amount in your return, then confirm it here.',
  reversalButton: 'I have reversed the input tax credit',
  reversalDone: 'Input tax credit reversal confirmed',
  deadlinesTitle: 'Credit-note deadlines',
  deadlinesDescription:
    'A credit note reduces the GST of an invoice only until 30 November after the invoice’s financial year, or the day that year’s annual return (GSTR-9) was filed if earlier (CGST Act s. 34(2)). Later, the brand is still refunded but the GST stays payable.',
  deadlinesLoadError: 'Could not load the credit-note deadlines',
  annualReturnNotFiled: 'not filed',
  annualReturnFormTitle: 'Record an annual return',
  annualReturnNoYearEnded: 'No financial year has ended yet: its annual return is recorded once filed.',
  unadjustedTitle: 'Credit notes without GST adjustment',
  unadjustedBadge: 'No GST adjustment',
  unadjustedEmpty: 'None: every credit note so far was issued in time to reduce its invoice’s GST.',
} as const;
