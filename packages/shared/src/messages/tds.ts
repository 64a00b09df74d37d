/** TDS texts (issue 16). */
export const TdsMessages = {
  panInvalid: 'Please enter a valid PAN, like ABCPE1234F',
  panSaved: 'PAN saved',
  panRemoved: 'PAN removed: TDS is withheld at the higher rate until you add it again',
  yearInvalid: 'Choose a financial year, like 2026 for 2026-27',
} as const;
