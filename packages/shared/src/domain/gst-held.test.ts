import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gstToHold,
  isValidInvoiceNumber,
  normaliseInvoiceNumber,
  periodOfReturn,
  returnPeriodOf,
  rupeesOf2bToPaise,
} from './gst-held';

describe('gstToHold', () => {
  it('holds the document’s GST when TDS leaves enough of the credit', () => {
    expect(gstToHold({ documentGstPaise: 36_000, grossPaise: 236_000, tdsPaise: 2_000 })).toBe(36_000);
  });

  it('holds what is left when a TDS catch-up took part of the GST', () => {
    expect(gstToHold({ documentGstPaise: 36_000, grossPaise: 236_000, tdsPaise: 210_000 })).toBe(26_000);
    expect(gstToHold({ documentGstPaise: 36_000, grossPaise: 236_000, tdsPaise: 236_000 })).toBe(0);
  });

  it('holds nothing without GST', () => {
    expect(gstToHold({ documentGstPaise: 0, grossPaise: 200_000, tdsPaise: 0 })).toBe(0);
  });

  it('never holds more than the net credit, nor less than nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (gross, tdsSeed, gstSeed) => {
          const tdsPaise = tdsSeed % (gross + 1);
          const documentGstPaise = gstSeed % (gross + 1);
          const held = gstToHold({ documentGstPaise, grossPaise: gross, tdsPaise });
          expect(held).toBeGreaterThanOrEqual(0);
          expect(held).toBeLessThanOrEqual(gross - tdsPaise);
          expect(held).toBeLessThanOrEqual(documentGstPaise);
          // The whole GST is held whenever the net credit covers it.
          if (gross - tdsPaise >= documentGstPaise) expect(held).toBe(documentGstPaise);
        },
      ),
    );
  });
});

describe('invoice numbers and periods', () => {
  it('compares numbers without spaces and case', () => {
    expect(normaliseInvoiceNumber(' sb/26-27/ 000001 ')).toBe('SB/26-27/000001');
  });

  it('accepts rule 46 numbers only', () => {
    expect(isValidInvoiceNumber('INV/2026-27/001')).toBe(true);
    expect(isValidInvoiceNumber('A'.repeat(17))).toBe(false);
    expect(isValidInvoiceNumber('INV 1')).toBe(false);
    expect(isValidInvoiceNumber('')).toBe(false);
  });

  it('reads GSTR-2B’s rupees and months', () => {
    expect(rupeesOf2bToPaise(180.1)).toBe(18_010);
    expect(rupeesOf2bToPaise(0.29)).toBe(29);
    expect(periodOfReturn('112026')).toBe('2026-11');
    expect(periodOfReturn('132026')).toBeUndefined();
    expect(returnPeriodOf('2026-11')).toBe('112026');
  });
});
