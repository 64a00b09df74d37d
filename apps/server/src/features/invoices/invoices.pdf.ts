import { GST_RATE_PERCENT } from '@collably/shared/constants/limits';
import type {
  TInvoiceLine,
  TSupplyType,
  TTaxDocumentKind,
  TTaxParty,
} from '@collably/shared/domain/gst-invoice';
import { pdfDay as day, pdfMoney as money, pdfTableRow, renderPdf, type PdfColumn } from '../../platform/pdf';

/** A tax document as the PDF shows it (the stored row, with its JSON read). */
export type TaxDocumentView = {
  kind: TTaxDocumentKind;
  /** A credit note's invoice. */
  against?: { number: string; issuedOn: string };
  number: string;
  issuedOn: string;
  supplier: TTaxParty;
  recipient: TTaxParty;
  supplyType: TSupplyType;
  lines: TInvoiceLine[];
  taxablePaise: number;
  gstPaise: number;
  totalPaise: number;
  discountPaise: number;
  irn: string | null;
};

const half = GST_RATE_PERCENT / 2;

/** The tax columns of a supply: IGST between states, CGST with SGST or UTGST within one. */
function taxColumns(type: TSupplyType): { title: string; paise: (l: TInvoiceLine) => number }[] {
  if (type === 'inter-state') return [{ title: `IGST ${GST_RATE_PERCENT}%`, paise: (l) => l.igstPaise }];
  return [
    { title: `CGST ${half}%`, paise: (l) => l.cgstPaise },
    type === 'intra-state'
      ? { title: `SGST ${half}%`, paise: (l) => l.sgstPaise }
      : { title: `UTGST ${half}%`, paise: (l) => l.utgstPaise },
  ];
}

const partyLines = (p: TTaxParty) => [
  p.name,
  ...(p.address ? [p.address] : []),
  `GSTIN: ${p.gstin ?? 'Unregistered'}`,
  `State: ${p.stateName} (${p.stateCode})`,
];

/**
 * The tax invoice or credit note as an A4 PDF (CGST Rules, rules 46 and 53: the particulars each must
 * carry).
 */
export function taxDocumentPdf(doc: TaxDocumentView): Promise<Buffer> {
  const isCreditNote = doc.kind === 'credit-note';
  const title = `${isCreditNote ? 'Credit note' : 'Tax invoice'} ${doc.number}`;
  return renderPdf({ Title: title, Author: doc.supplier.name }, (pdf) => {
    const left = 40;
    const width = pdf.page.width - 80;
    pdf
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(isCreditNote ? 'CREDIT NOTE' : 'TAX INVOICE', left, 40);
    const copy =
      doc.kind === 'self-invoice'
        ? 'Self-billed: issued by the recipient for the supplier, under their agreement'
        : 'Original for recipient';
    pdf.font('Helvetica').fontSize(9).text(copy, left, 44, { width, align: 'right' });
    pdf.moveDown(1.2);

    const top = pdf.y;
    pdf.font('Helvetica-Bold').fontSize(10).text('Supplier', left, top);
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(partyLines(doc.supplier).join('\n'), left, pdf.y + 2, { width: width / 2 - 10 });
    const supplierBottom = pdf.y;
    const facts = [
      `${isCreditNote ? 'Credit note' : 'Invoice'} number: ${doc.number}`,
      `Date: ${day.format(new Date(doc.issuedOn))}`,
      ...(doc.against
        ? [`Against invoice ${doc.against.number} of ${day.format(new Date(doc.against.issuedOn))}`]
        : []),
      `Place of supply: ${doc.recipient.stateName} (${doc.recipient.stateCode})`,
      'Reverse charge: No',
      ...(doc.irn ? [`IRN: ${doc.irn}`] : []),
    ];
    pdf.text(facts.join('\n'), left + width / 2, top + 14, { width: width / 2 });
    pdf.y = Math.max(supplierBottom, pdf.y) + 14;

    pdf.font('Helvetica-Bold').fontSize(10).text('Bill to', left);
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(partyLines(doc.recipient).join('\n'), left, pdf.y + 2, { width });
    pdf.moveDown(1.2);

    const taxes = taxColumns(doc.supplyType);
    // Issue 36: a coupon is a discount on the price, GST included, shown on each line it reduced.
    const lineDiscount = (l: TInvoiceLine) => l.discountPaise ?? 0;
    const isDiscounted = doc.lines.some((l) => lineDiscount(l) > 0);
    const amountWidth = isDiscounted ? 68 : 80;
    const sacWidth = isDiscounted ? 50 : 80;
    const amount = (title: string): PdfColumn => ({ title, width: amountWidth, align: 'right' });
    const amounts = [
      ...(isDiscounted ? [amount('Discount')] : []),
      amount('Taxable value'),
      ...taxes.map((t) => amount(t.title)),
      amount('Total'),
    ];
    const columns: PdfColumn[] = [
      { title: 'Description', width: width - sacWidth - amountWidth * amounts.length, align: 'left' },
      { title: 'SAC', width: sacWidth, align: 'left' },
      ...amounts,
    ];
    const row = (cells: string[], bold = false) => pdfTableRow(pdf, columns, cells, bold);
    row(
      columns.map((c) => c.title),
      true,
    );
    const sum = (pick: (l: TInvoiceLine) => number) => doc.lines.reduce((s, l) => s + pick(l), 0);
    const discountCell = (paise: number) => (isDiscounted ? [paise > 0 ? `-${money(paise)}` : money(0)] : []);
    for (const line of doc.lines) {
      row([
        line.description,
        line.sac,
        ...discountCell(lineDiscount(line)),
        money(line.taxablePaise),
        ...taxes.map((t) => money(t.paise(line))),
        money(line.totalPaise),
      ]);
    }
    row(
      [
        'Total',
        '',
        ...discountCell(sum(lineDiscount)),
        money(doc.taxablePaise),
        ...taxes.map((t) => money(sum(t.paise))),
        money(doc.totalPaise),
      ],
      true,
    );

    pdf.moveDown(0.8);
    pdf.font('Helvetica').fontSize(9);
    pdf.text(`Total tax: ${money(doc.gstPaise)}`, left);
    if (isDiscounted) {
      pdf.text(
        `Discount: -${money(sum(lineDiscount))}, GST included, taken off each line's price before its taxable value and GST (CGST Act, s. 15(3)(a)).`,
      );
    }
    if (doc.discountPaise > 0) {
      pdf.text(
        `Coupon borne by ${doc.supplier.name} (not a reduction of the taxable value): -${money(doc.discountPaise)}`,
      );
    }
    pdf
      .font('Helvetica-Bold')
      .text(
        isCreditNote
          ? `Amount credited: ${money(doc.totalPaise)}`
          : `Amount paid: ${money(doc.totalPaise - doc.discountPaise)}`,
      );
    pdf.moveDown(2);
    pdf.font('Helvetica').fontSize(8).fillColor('#555555');
    pdf.text(
      `This is a computer-generated ${isCreditNote ? 'credit note' : 'invoice'} and needs no signature.`,
      left,
      pdf.y,
      {
        width,
      },
    );
  });
}
