/** GST held until a registered influencer's invoice is in the platform's GSTR-2B (issue 37, docs/tax.md). */
export const GstHeldMessages = {
  /** What the influencer reads beside every held amount. */
  heldUntilFiled: 'GST held until your invoice is filed',
  heldExplained:
    'Collably may take credit for the GST it pays you only once your invoice appears in its GSTR-2B, i.e. after you file it in your GSTR-1. The GST is then added to your balance.',
  releasedReference: (collabId: number) => `GST released: Collab #${collabId}`,
  invoiceNumberInvalid: 'Enter your invoice number as on your GSTR-1: up to 16 letters, digits, / or -',
  invoiceNumberSaved: 'Invoice number saved: the GST is released once it appears in Collably’s GSTR-2B',
  invoiceNumberTaken: (collabId: number) => `You gave this invoice number for collab #${collabId}`,
  selfBilled: (number: string) =>
    `This order’s invoice is issued by Collably in your name: its number is ${number}`,
  alreadyReleased: 'This GST was already released to your balance',
  notFound: 'No GST is held for this order',
  fileNotObject: 'This is not a GSTR-2B file: choose the JSON file downloaded from the GST portal',
  fileInvalid: (where: string, problem: string) => `This is not a GSTR-2B file: ${where} ${problem}`,
  tooManyRows: (max: number) => `The file lists more than ${max} invoices; import one month at a time`,
  wrongRecipient: (fileGstin: string, platformGstin: string) =>
    `This GSTR-2B is for GSTIN ${fileGstin}, not Collably’s ${platformGstin}`,
  tooLarge: (mb: number) => `The file is larger than ${mb} MB: a GSTR-2B JSON file is smaller`,
  notJson: 'The file is not JSON: choose the JSON file downloaded from the GST portal',
  imported: (matched: number) =>
    matched === 1 ? 'Imported: GST of 1 invoice released' : `Imported: GST of ${matched} invoices released`,
} as const;
