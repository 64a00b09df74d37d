import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_REGIONS, gstRegionByName } from '../constants/gst-states';
import {
  creditNoteDeadline,
  creditNoteLines,
  financialYearLabel,
  financialYearOf,
  gstinRegion,
  invoiceLines,
  placeOfSupply,
  remainingLines,
  splitGst,
  supplyType,
  taxDocumentNumber,
} from './gst-invoice';
import { percentOfPaise } from './pricing';

const region = (name: string) => {
  const found = gstRegionByName(name);
  if (!found) throw new Error(`no region ${name}`);
  return found;
};
const maharashtra = region('Maharashtra');

describe('GST regions', () => {
  it('has the 28 states and 8 union territories, each code once', () => {
    expect(GST_REGIONS).toHaveLength(36);
    expect(new Set(GST_REGIONS.map((r) => r.code)).size).toBe(36);
    expect(GST_REGIONS.filter((r) => r.kind === 'state')).toHaveLength(28);
    expect(GST_REGIONS.filter((r) => r.kind === 'union-territory').map((r) => r.name)).toEqual([
      'Chandigarh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Lakshadweep',
      'Andaman and Nicobar Islands',
      'Ladakh',
    ]);
  });

  it('finds a region by name in any case, and by a GSTIN', () => {
    expect(gstRegionByName(' tamil nadu ')?.code).toBe('33');
    expect(gstinRegion('27AAPFU0939F1ZV')?.name).toBe('Maharashtra');
    expect(gstinRegion('99AAPFU0939F1ZV')).toBeUndefined();
  });
});

describe('place of supply and supply type', () => {
  it('is the brand’s state when known, else the platform’s', () => {
    expect(placeOfSupply(region('Karnataka'), maharashtra).name).toBe('Karnataka');
    expect(placeOfSupply(undefined, maharashtra).name).toBe('Maharashtra');
  });

  it.each([
    ['Maharashtra', 'Maharashtra', 'intra-state'],
    ['Maharashtra', 'Karnataka', 'inter-state'],
    ['Delhi', 'Delhi', 'intra-state'], // a union territory with a legislature has SGST
    ['Puducherry', 'Puducherry', 'intra-state'],
    ['Chandigarh', 'Chandigarh', 'intra-union-territory'],
    ['Ladakh', 'Ladakh', 'intra-union-territory'],
    ['Chandigarh', 'Punjab', 'inter-state'],
  ])('%s to %s: %s', (from, to, type) => {
    expect(supplyType(region(from), region(to))).toBe(type);
  });
});

describe('splitting a line’s GST', () => {
  it('IGST between states, CGST + SGST within a state, CGST + UTGST within a union territory', () => {
    expect(splitGst(18_000, 'inter-state')).toEqual({
      igstPaise: 18_000,
      cgstPaise: 0,
      sgstPaise: 0,
      utgstPaise: 0,
    });
    expect(splitGst(18_000, 'intra-state')).toEqual({
      igstPaise: 0,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      utgstPaise: 0,
    });
    expect(splitGst(18_000, 'intra-union-territory')).toEqual({
      igstPaise: 0,
      cgstPaise: 9_000,
      sgstPaise: 0,
      utgstPaise: 9_000,
    });
  });

  it('gives an odd paisa to the central half, so the parts add up to what the brand paid', () => {
    expect(splitGst(5, 'intra-state')).toEqual({ igstPaise: 0, cgstPaise: 3, sgstPaise: 2, utgstPaise: 0 });
  });

  it('always adds up to the line’s GST, with halves at most a paisa apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.constantFrom('inter-state', 'intra-state', 'intra-union-territory' as const),
        (gst, type) => {
          const p = splitGst(gst, type);
          expect(p.igstPaise + p.cgstPaise + p.sgstPaise + p.utgstPaise).toBe(gst);
          if (type !== 'inter-state')
            expect(p.cgstPaise - (p.sgstPaise + p.utgstPaise)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('refuses amounts that are not integer paise', () => {
    expect(() => splitGst(1.5, 'intra-state')).toThrow(RangeError);
    expect(() => splitGst(-1, 'inter-state')).toThrow(RangeError);
  });
});

describe('invoice lines and totals', () => {
  const line = (taxablePaise: number) => ({
    description: 'line',
    sac: '998361',
    taxablePaise,
    gstPaise: percentOfPaise(taxablePaise, 18),
  });

  it('rounds per line (frozen at pricing) and sums the lines for the invoice, never rounding again', () => {
    // 18 % of 25 paise is 4.5 → 5 per line; two such lines are 10, not 18 % of 50 = 9.
    const { lines, totals } = invoiceLines([line(25), line(25)], 'intra-state');
    expect(lines.map((l) => [l.cgstPaise, l.sgstPaise])).toEqual([
      [3, 2],
      [3, 2],
    ]);
    expect(totals).toEqual({
      taxablePaise: 50,
      gstPaise: 10,
      igstPaise: 0,
      cgstPaise: 6,
      sgstPaise: 4,
      utgstPaise: 0,
      totalPaise: 60,
    });
  });

  it('totals are the sums of the lines, and the tax parts the GST, for any lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e10 }).map(line), { maxLength: 6 }),
        fc.constantFrom('inter-state', 'intra-state', 'intra-union-territory' as const),
        (input, type) => {
          const { lines, totals } = invoiceLines(input, type);
          const sum = (k: keyof typeof totals) => lines.reduce((s, l) => s + l[k], 0);
          for (const k of Object.keys(totals) as (keyof typeof totals)[]) expect(totals[k]).toBe(sum(k));
          expect(totals.igstPaise + totals.cgstPaise + totals.sgstPaise + totals.utgstPaise).toBe(
            totals.gstPaise,
          );
          expect(totals.totalPaise).toBe(totals.taxablePaise + totals.gstPaise);
        },
      ),
    );
  });
});

describe('financial year and document numbers', () => {
  it('turns at midnight of 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).toBe(2025);
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z'))).toBe(2026);
    expect(financialYearOf(new Date('2027-01-15T10:00:00Z'))).toBe(2026);
    expect(financialYearLabel(2026)).toBe('2026-27');
    expect(financialYearLabel(2099)).toBe('2099-00');
  });

  it('numbers each series per financial year in at most 16 characters', () => {
    expect(taxDocumentNumber('invoice', 2026, 42)).toBe('INV/26-27/000042');
    expect(taxDocumentNumber('credit-note', 2026, 1)).toBe('CN/26-27/000001');
    expect(taxDocumentNumber('invoice', 2026, 999_999)).toHaveLength(16);
    // Issue 37: one series per kind, each number at most 16 characters.
    expect(taxDocumentNumber('receipt-voucher', 2026, 1)).toBe('RV/26-27/000001');
    expect(taxDocumentNumber('refund-voucher', 2027, 7)).toBe('RF/27-28/000007');
    expect(taxDocumentNumber('receipt-voucher', 2026, 999_999)).toHaveLength(15);
    expect(() => taxDocumentNumber('invoice', 2026, 0)).toThrow(RangeError);
    expect(() => taxDocumentNumber('invoice', 2026, 1_000_000)).toThrow(RangeError);
  });
});

describe('credit note lines', () => {
  const invoice = invoiceLines(
    [
      { description: 'Influencer promotion', sac: '998361', taxablePaise: 200_000, gstPaise: 36_000 },
      { description: 'Platform fee', sac: '998361', taxablePaise: 20_000, gstPaise: 3_600 },
    ],
    'intra-state',
  );

  it('cancels the whole invoice on a full refund', () => {
    const note = creditNoteLines(invoice.lines, 259_600, 259_600, 'intra-state');
    expect(note).toEqual(invoice);
  });

  it('cancels the refunded share of each line, adding up to exactly that share', () => {
    // ₹500 of ₹2,596 refunded.
    const note = creditNoteLines(invoice.lines, 50_000, 259_600, 'intra-state');
    expect(note.totals.totalPaise).toBe(50_000);
    expect(note.lines.map((l) => [l.taxablePaise, l.gstPaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [38_522, 6_933, 3_467, 3_466],
      [3_852, 693, 347, 346],
    ]);
  });

  it('always adds up to the share of the invoice, never above a line, for any refund', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 259_600 }), (credited) => {
        const note = creditNoteLines(invoice.lines, credited, 259_600, 'inter-state');
        expect(note.totals.totalPaise).toBe(credited);
        note.lines.forEach((l, i) => {
          expect(l.totalPaise).toBeLessThanOrEqual(invoice.lines[i].totalPaise);
          expect(l.gstPaise).toBeLessThanOrEqual(invoice.lines[i].gstPaise);
          expect(l.taxablePaise).toBeLessThanOrEqual(invoice.lines[i].taxablePaise);
          expect(l.taxablePaise).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it('refuses a credit above the order', () => {
    expect(() => creditNoteLines(invoice.lines, 259_601, 259_600, 'intra-state')).toThrow(RangeError);
  });
});

describe('the released part of a split (issue 37)', () => {
  const receipt = invoiceLines(
    [
      { description: 'Influencer promotion', sac: '998361', taxablePaise: 200_000, gstPaise: 36_000 },
      { description: 'Platform fee', sac: '998361', taxablePaise: 20_000, gstPaise: 3_600 },
    ],
    'intra-state',
  );

  it('is what the receipt voucher holds less the refund voucher, to the paisa, line by line', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 259_599 }), (refunded) => {
        const refund = creditNoteLines(receipt.lines, refunded, 259_600, 'intra-state');
        const released = remainingLines(receipt.lines, refund.lines, 'intra-state');
        expect(released.totals.totalPaise + refund.totals.totalPaise).toBe(259_600);
        expect(released.totals.gstPaise + refund.totals.gstPaise).toBe(receipt.totals.gstPaise);
        expect(released.totals.taxablePaise + refund.totals.taxablePaise).toBe(receipt.totals.taxablePaise);
        released.lines.forEach((l) => {
          expect(l.taxablePaise).toBeGreaterThanOrEqual(0);
          expect(l.gstPaise).toBeGreaterThanOrEqual(0);
          expect(l.cgstPaise + l.sgstPaise).toBe(l.gstPaise);
        });
      }),
    );
  });

  it('refuses a part of another order', () => {
    expect(() => remainingLines(receipt.lines, receipt.lines.slice(1), 'intra-state')).toThrow(RangeError);
  });
});

describe('the deadline of a credit note (CGST Act s. 34(2))', () => {
  it("is 30 November after the invoice's financial year", () => {
    expect(creditNoteDeadline(2025)).toBe('2026-11-30');
    expect(creditNoteDeadline(2026)).toBe('2027-11-30');
  });

  it("is the annual return's day when that came first", () => {
    expect(creditNoteDeadline(2025, '2026-10-15')).toBe('2026-10-15');
    expect(creditNoteDeadline(2025, '2026-12-20')).toBe('2026-11-30');
  });
});
