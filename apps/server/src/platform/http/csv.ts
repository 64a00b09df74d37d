/** Helpers of the CSV exports (tax documents, TDS) that people open in a spreadsheet. */

/** Rupees with two decimals, from paise: '1234.50'. */
export const csvRupees = (paise: number): string => (paise / 100).toFixed(2);

/** A text a user typed, which a spreadsheet must not take for a formula (CSV injection). */
export const spreadsheetText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
