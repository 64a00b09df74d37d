/**
 * The GST rules of a tax invoice (issue 16, docs/tax.md): where a supply is taxed, how each line's GST
 * splits into IGST, or CGST with SGST or UTGST, and the financial year and number of an invoice. Pure, in
 * integer paise.
 *
 * Rounding (issue 36): a line's GST is computed as the document will show it, by the supply type: an
 * inter-state line's IGST is 18 % of its taxable value rounded half up to the paisa; an intra-state line's
 * CGST and SGST (or UTGST) are each 9 % rounded half up, so the two halves are always equal (shared pricing
 * rule `lineGst`, frozen when the order was priced: it is what the brand paid). Orders priced before issue 36
 * carry round(18 %) on every line; their intra-state halves are split with the central half rounded up. An
 * invoice's totals are the sums of its lines, never rounded again.
 *
 * A coupon is a discount on the price, GST included (CGST Act s. 15(3)(a): a discount shown on the invoice
 * is not part of the value): `discountLines` spreads it over the lines and recomputes each discounted line's
 * taxable value and GST from what remains.
 */
import { gstRegionByCode, type TGstRegion } from '../constants/gst-states';

export const SUPPLY_TYPES = ['inter-state', 'intra-state', 'intra-union-territory'] as const;
export type TSupplyType = (typeof SUPPLY_TYPES)[number];

/** A party of a tax document as issued. */
export type TTaxParty = {
  name: string;
  /** Null for a recipient not registered for GST. */
  gstin: string | null;
  address: string | null;
  stateCode: string;
  stateName: string;
};

/** SAC of advertising services (docs/tax.md: CA to confirm for the platform-fee lines). */
export const ADVERTISING_SAC = '998361';

/**
 * The place of supply of the platform's advertising services to a brand (IGST Act, s. 12(2)): the brand's
 * state when known (registered: its GSTIN's; otherwise the address on record), else the supplier's own.
 */
export const placeOfSupply = (recipient: TGstRegion | undefined, supplier: TGstRegion): TGstRegion =>
  recipient ?? supplier;

/** The state of a GSTIN: its first two digits. */
export const gstinRegion = (gstin: string): TGstRegion | undefined => gstRegionByCode(gstin.slice(0, 2));

export function supplyType(supplier: TGstRegion, place: TGstRegion): TSupplyType {
  if (supplier.code !== place.code) return 'inter-state';
  return place.kind === 'union-territory' ? 'intra-union-territory' : 'intra-state';
}

export type TTaxParts = { igstPaise: number; cgstPaise: number; sgstPaise: number; utgstPaise: number };

/** One line's GST (paise) in the parts its supply type carries. */
export function splitGst(gstPaise: number, type: TSupplyType): TTaxParts {
  if (!Number.isSafeInteger(gstPaise) || gstPaise < 0) {
    throw new RangeError(`GST must be non-negative integer paise, got ${String(gstPaise)}`);
  }
  if (type === 'inter-state') return { igstPaise: gstPaise, cgstPaise: 0, sgstPaise: 0, utgstPaise: 0 };
  const central = Math.ceil(gstPaise / 2);
  const local = gstPaise - central;
  return type === 'intra-state'
    ? { igstPaise: 0, cgstPaise: central, sgstPaise: local, utgstPaise: 0 }
    : { igstPaise: 0, cgstPaise: central, sgstPaise: 0, utgstPaise: local };
}

export type TInvoiceLineInput = {
  description: string;
  sac: string;
  taxablePaise: number;
  gstPaise: number;
  /**
   * The part of a GST-inclusive coupon discount this line bears (issue 36): `taxablePaise` and `gstPaise` are
   * what remains after it. Absent on documents before issue 36 and on lines without a discount.
   */
  discountPaise?: number;
};
export type TInvoiceLine = TInvoiceLineInput & TTaxParts & { totalPaise: number };
export type TInvoiceTotals = TTaxParts & { taxablePaise: number; gstPaise: number; totalPaise: number };

/** The lines of an invoice with their tax parts, and the invoice's totals (sums of the lines). */
export function invoiceLines(
  lines: readonly TInvoiceLineInput[],
  type: TSupplyType,
): { lines: TInvoiceLine[]; totals: TInvoiceTotals } {
  const split = lines.map((l) => ({
    ...l,
    ...splitGst(l.gstPaise, type),
    totalPaise: l.taxablePaise + l.gstPaise,
  }));
  const sum = (pick: (l: TInvoiceLine) => number) => split.reduce((s, l) => s + pick(l), 0);
  return {
    lines: split,
    totals: {
      taxablePaise: sum((l) => l.taxablePaise),
      gstPaise: sum((l) => l.gstPaise),
      igstPaise: sum((l) => l.igstPaise),
      cgstPaise: sum((l) => l.cgstPaise),
      sgstPaise: sum((l) => l.sgstPaise),
      utgstPaise: sum((l) => l.utgstPaise),
      totalPaise: sum((l) => l.totalPaise),
    },
  };
}

/**
 * The lines of a credit note cancelling `creditedPaise` of an order whose escrow held `orderPaise`: each
 * invoice line scaled by that share, the totals allotted by largest remainder so they add up to exactly
 * the share of the invoice's total (all of it for a full refund), each line's GST scaled down and split as
 * the invoice's was, and neither a line's taxable value nor its GST above the invoice line's.
 */
export function creditNoteLines(
  invoice: readonly TInvoiceLine[],
  creditedPaise: number,
  orderPaise: number,
  type: TSupplyType,
): { lines: TInvoiceLine[]; totals: TInvoiceTotals } {
  if (!Number.isSafeInteger(creditedPaise) || creditedPaise < 0 || creditedPaise > orderPaise) {
    throw new RangeError(`credited paise must be 0-${orderPaise}, got ${String(creditedPaise)}`);
  }
  const share = (paise: number) => (BigInt(paise) * BigInt(creditedPaise)) / BigInt(Math.max(1, orderPaise));
  const invoiceTotal = invoice.reduce((s, l) => s + l.totalPaise, 0);
  const target = Number(share(invoiceTotal));
  const floors = invoice.map((l) => Number(share(l.totalPaise)));
  // Largest remainder: the paise the floors left out go to the lines that lost the most.
  const byRemainder = invoice
    .map((l, i) => ({
      i,
      rest: (BigInt(l.totalPaise) * BigInt(creditedPaise)) % BigInt(Math.max(1, orderPaise)),
    }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  let left = target - floors.reduce((s, v) => s + v, 0);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  const lines = invoice.map((l, i) => {
    // Neither part above the line's own: a line's last paisa may need to be GST for its taxable value to fit.
    const gstPaise = Math.max(Math.min(floors[i], Number(share(l.gstPaise))), floors[i] - l.taxablePaise);
    return { description: l.description, sac: l.sac, taxablePaise: floors[i] - gstPaise, gstPaise };
  });
  return invoiceLines(lines, type);
}

/** A line's value as priced, before any discount: taxable value and its GST. */
export type TPricedLine = { taxablePaise: number; gstPaise: number };
/** A line after its part of a GST-inclusive discount: what remains, and the part taken off. */
export type TDiscountedLine = TPricedLine & { discountPaise: number };

const roundDiv = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);

/**
 * The taxable value inside a GST-inclusive amount: amount × 100 / (100 + rate), rounded half up; for an
 * intra-state supply moved by a paisa, towards the exact value, when needed to make the GST (the rest) even,
 * so that its central and state halves are equal.
 */
function taxableInside(inclusivePaise: number, ratePercent: number, type: TSupplyType): number {
  const exactTimes = BigInt(inclusivePaise) * 100n;
  const divisor = BigInt(100 + ratePercent);
  const taxable = Number(roundDiv(exactTimes, divisor));
  if (type === 'inter-state' || (inclusivePaise - taxable) % 2 === 0) return taxable;
  // Of taxable − 1 and taxable + 1 (both leave an even GST), the nearer to the exact value; never above the amount.
  const isAboveExact = BigInt(taxable) * divisor > exactTimes;
  const nearer = isAboveExact ? taxable - 1 : taxable + 1;
  return nearer > inclusivePaise ? taxable - 1 : nearer;
}

/**
 * Spreads a GST-inclusive discount over priced lines (issue 36): each line bears a share proportional to its
 * value (taxable + GST), the paise the floors leave out going to the largest remainders, so the shares add up
 * to exactly `discountPaise`. A line without a share keeps its figures; a discounted line's taxable value is
 * recomputed from what remains (× 100 / 118) and its GST is the rest, so every line, and so the document,
 * totals exactly the price less the discount.
 */
export function discountLines(
  lines: readonly TPricedLine[],
  discountPaise: number,
  type: TSupplyType,
  ratePercent: number,
): TDiscountedLine[] {
  const values = lines.map((l) => l.taxablePaise + l.gstPaise);
  const total = values.reduce((s, v) => s + v, 0);
  if (!Number.isSafeInteger(discountPaise) || discountPaise < 0 || discountPaise > total) {
    throw new RangeError(`discount must be 0-${total} paise, got ${String(discountPaise)}`);
  }
  if (discountPaise === 0) return lines.map((l) => ({ ...l, discountPaise: 0 }));
  const numerator = (v: number) => BigInt(v) * BigInt(discountPaise);
  const shares = values.map((v) => Number(numerator(v) / BigInt(total)));
  const byRemainder = values
    .map((v, i) => ({ i, rest: numerator(v) % BigInt(total) }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  let left = discountPaise - shares.reduce((s, v) => s + v, 0);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return lines.map((line, i) => {
    if (shares[i] === 0) return { ...line, discountPaise: 0 };
    const remains = values[i] - shares[i];
    const taxablePaise = taxableInside(remains, ratePercent, type);
    return { taxablePaise, gstPaise: remains - taxablePaise, discountPaise: shares[i] };
  });
}

/** India Standard Time is UTC+5:30 all year. */
export const IST_OFFSET_MS = 330 * 60_000;

/** The financial year (1 April to 31 March, in India Standard Time) of an instant, by its first year: 2026 for 2026-27. */
export function financialYearOf(at: Date): number {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
}

/** The calendar day of an instant in India Standard Time, as YYYY-MM-DD. */
export const indiaDateOf = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instants (ISO) bounding a calendar month 'YYYY-MM' in India Standard Time: [from, to). */
export function indiaMonthBounds(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number);
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS).toISOString(),
    to: new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS).toISOString(),
  };
}

/** '2026-27' for 2026. */
export const financialYearLabel = (startYear: number): string =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/**
 * The platform's documents to brands and the invoices it self-bills for registered influencers (issue 37,
 * docs/tax.md § Documents): a receipt voucher when an order's payment is received in advance (CGST rule 50),
 * the tax invoice when the escrow is released, i.e. the service supplied (rule 46), a refund voucher when
 * the advance goes back without a supply (rule 51), and a credit note only for a change after an invoice
 * (CGST Act s. 34, rule 53). Orders captured before issue 37 were invoiced at payment: they keep the
 * invoice-and-credit-note path.
 */
export type TTaxDocumentKind =
  'receipt-voucher' | 'invoice' | 'refund-voucher' | 'credit-note' | 'self-invoice';
const PREFIX: Record<TTaxDocumentKind, string> = {
  'receipt-voucher': 'RV',
  invoice: 'INV',
  'refund-voucher': 'RF',
  'credit-note': 'CN',
  'self-invoice': 'SB',
};
/** The documents made out to a brand: what its wallet, order cards and the GST export list. */
export const BRAND_DOCUMENT_KINDS = ['receipt-voucher', 'invoice', 'refund-voucher', 'credit-note'] as const;
export type TBrandDocumentKind = (typeof BRAND_DOCUMENT_KINDS)[number];
/** The documents that give money back: their amounts count negative in the GST export. */
export const isReturnDocument = (kind: TTaxDocumentKind): boolean =>
  kind === 'refund-voucher' || kind === 'credit-note';

/** What each document is called on its face and in the app. */
export const TAX_DOCUMENT_TITLES: Record<TTaxDocumentKind, string> = {
  'receipt-voucher': 'Receipt voucher',
  invoice: 'Tax invoice',
  'refund-voucher': 'Refund voucher',
  'credit-note': 'Credit note',
  'self-invoice': 'Tax invoice (self-billed)',
};

/**
 * The last day (India time, YYYY-MM-DD) a credit note may reduce the GST of an invoice of the financial year
 * starting `startYear` (CGST Act s. 34(2)): 30 November after that year ends, or the day the year's annual
 * return was furnished when earlier. Later, the refund still happens but the tax stays paid.
 */
export function creditNoteDeadline(startYear: number, annualReturnFiledOn?: string): string {
  const november = `${startYear + 1}-11-30`;
  return annualReturnFiledOn !== undefined && annualReturnFiledOn < november ? annualReturnFiledOn : november;
}

/**
 * The lines that remain of `full` once `part` (lines of the same order, as a refund voucher or credit note
 * cut them) is taken away: the released part of a split, so that the two documents add up to the first exactly.
 */
export function remainingLines(
  full: readonly TInvoiceLine[],
  part: readonly TInvoiceLine[],
  type: TSupplyType,
): { lines: TInvoiceLine[]; totals: TInvoiceTotals } {
  if (part.length !== full.length) throw new RangeError('the part must have the lines of the whole');
  return invoiceLines(
    full.map((line, i) => ({
      description: line.description,
      sac: line.sac,
      taxablePaise: line.taxablePaise - part[i].taxablePaise,
      gstPaise: line.gstPaise - part[i].gstPaise,
    })),
    type,
  );
}

/**
 * A document's number: its series, the financial year and the serial within it, as 'INV/26-27/000042'. At
 * most 16 characters, unique for the financial year (CGST Rules, rules 46(b) and 53).
 */
export function taxDocumentNumber(kind: TTaxDocumentKind, startYear: number, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > 999_999) {
    throw new RangeError(`serial must be 1-999999, got ${String(serial)}`);
  }
  const years = `${String(startYear % 100).padStart(2, '0')}-${String((startYear + 1) % 100).padStart(2, '0')}`;
  return `${PREFIX[kind]}/${years}/${String(serial).padStart(6, '0')}`;
}
