/** Tax invoice texts (issue 16). */
export const InvoiceMessages = {
  notFound: 'Invoice not found',
  monthInvalid: 'Choose a month as YYYY-MM',
} as const;
