import { GST_RATE_PERCENT } from '@collably/shared/constants/limits';
import {
  TAX_DOCUMENT_TITLES,
  type TInvoiceLine,
  type TSupplyType,
  type TTaxDocumentKind,
  type TTaxParty,
} from '@collably/shared/domain/gst-invoice';
import { InvoiceMessages } from '@collably/shared/messages/invoices';
import { pdfDay as day, pdfMoney as money, pdfTableRow, renderPdf, type PdfColumn } from '../../platform/pdf';

/** A tax document as the PDF shows it (the stored row, with its JSON read). */
export type TaxDocumentView = {
  kind: TTaxDocumentKind;
  /** The document this one is issued against: an invoice's or refund voucher's receipt voucher, a credit note's invoice. */
  against?: { kind: TTaxDocumentKind; number: string; issuedOn: string };
  /** False for a credit note issued after the CGST Act s. 34(2) deadline. */
  isGstAdjusted: boolean;
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

/** What the last line says the document moved. */
function amountLine(doc: TaxDocumentView): string {
  switch (doc.kind) {
    case 'receipt-voucher':
      return `Advance received: ${money(doc.totalPaise - doc.discountPaise)}`;
    case 'refund-voucher':
      return `Advance refunded: ${money(doc.totalPaise)}`;
    case 'credit-note':
      return `Amount credited: ${money(doc.totalPaise)}`;
    default:
      return doc.against?.kind === 'receipt-voucher'
        ? `Amount paid in advance: ${money(doc.totalPaise - doc.discountPaise)}. Balance due: ${money(0)}`
        : `Amount paid: ${money(doc.totalPaise - doc.discountPaise)}`;
  }
}

/**
 * A tax document as an A4 PDF, with the particulars the CGST Rules ask of each: receipt voucher (rule 50),
 * tax invoice (rule 46), refund voucher (rule 51), credit note (rule 53).
 */
export function taxDocumentPdf(doc: TaxDocumentView): Promise<Buffer> {
  const name = TAX_DOCUMENT_TITLES[doc.kind];
  const title = `${name} ${doc.number}`;
  return renderPdf({ Title: title, Author: doc.supplier.name }, (pdf) => {
    const left = 40;
    const width = pdf.page.width - 80;
    pdf
      .font('Helvetica-Bold')
      .fontSize(18)
      .text((doc.kind === 'self-invoice' ? TAX_DOCUMENT_TITLES.invoice : name).toUpperCase(), left, 40);
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
      `${doc.kind === 'self-invoice' ? 'Invoice' : name} number: ${doc.number}`,
      `Date: ${day.format(new Date(doc.issuedOn))}`,
      ...(doc.against
        ? [
            `Against ${TAX_DOCUMENT_TITLES[doc.against.kind].toLowerCase()} ${doc.against.number} of ${day.format(new Date(doc.against.issuedOn))}`,
          ]
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
    if (!doc.isGstAdjusted) pdf.font('Helvetica-Bold').text(InvoiceMessages.noGstAdjustment);
    pdf.font('Helvetica-Bold').text(amountLine(doc));
    pdf.moveDown(2);
    pdf.font('Helvetica').fontSize(8).fillColor('#555555');
    pdf.text(`This is a computer-generated ${name.toLowerCase()} and needs no signature.`, left, pdf.y, {
      width,
    });
  });
}
