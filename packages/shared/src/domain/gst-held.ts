/**
 * GST held until a registered influencer's invoice is in the platform's GSTR-2B (issue 37, docs/tax.md): the
 * pure rules. CGST Act s. 16(2)(aa): the platform's input tax credit on the influencer's GST needs the invoice
 * furnished by the supplier in GSTR-1 and communicated in the platform's GSTR-2B, so that GST waits in a
 * held account until then.
 */

/**
 * The paise to hold from one credit: the GST on the influencer's document for it, but never more than the
 * credit that reached the earnings after TDS (TDS is withheld first, and a catch-up may take part of the GST;
 * the hold then holds what is left). Never negative, so holding right after crediting cannot take the
 * earnings below what they were before the credit.
 */
export function gstToHold(o: { documentGstPaise: number; grossPaise: number; tdsPaise: number }): number {
  const netPaise = o.grossPaise - o.tdsPaise;
  return Math.max(0, Math.min(o.documentGstPaise, netPaise));
}

/** An invoice number as GSTR-1 and GSTR-2B compare it here: without spaces, upper case. */
export const normaliseInvoiceNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * An invoice number a supplier may issue (CGST Rules, rule 46(b)): at most 16 characters, letters, digits,
 * '/' and '-'.
 */
export const isValidInvoiceNumber = (value: string): boolean => /^[A-Za-z0-9/-]{1,16}$/.test(value);

/** The most a GSTR-2B's tax may differ from the document's and still match: ₹1, the portal's rounding. */
export const GST_MATCH_TOLERANCE_PAISE = 100;

/** Rupees with up to two decimals, as GSTR-2B gives them, to paise. */
export const rupeesOf2bToPaise = (rupees: number): number => Math.round(rupees * 100);

/** 'MMYYYY' (GSTR-2B's rtnprd) to 'YYYY-MM'; undefined when it is not a month. */
export function periodOfReturn(rtnprd: string): string | undefined {
  const match = /^(0[1-9]|1[0-2])(20\d\d)$/.exec(rtnprd);
  return match ? `${match[2]}-${match[1]}` : undefined;
}

/** 'YYYY-MM' to GSTR-2B's 'MMYYYY'. */
export const returnPeriodOf = (period: string): string => `${period.slice(5, 7)}${period.slice(0, 4)}`;
