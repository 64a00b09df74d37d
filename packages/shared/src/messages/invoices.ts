/** Tax invoice texts (issue 16). */
export const InvoiceMessages = {
  notFound: 'Invoice not found',
} as const;
