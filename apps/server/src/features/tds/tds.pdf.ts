import { formatRateBps } from '@collably/shared/domain/tds';
import { pdfDay, pdfMoney as money, pdfTableRow, renderPdf, type PdfColumn } from '../../platform/pdf';

export type TdsStatementView = {
  deductor: { legalName: string; address: string; gstin: string; tan: string | null };
  deductee: { name: string; email: string; pan: string | null };
  yearLabel: string;
  credits: {
    creditedOn: string;
    collabId: number;
    serviceTitle: string;
    section: string;
    /** The Act and provision printed for it ('Income-tax Act, 2025, s. 393, …'). */
    provision: string;
    rateBps: number;
    /** Why the credit took the no-PAN rate (s. 206AA); null when it took the PAN's own. */
    rateReason: string | null;
    grossPaise: number;
    creditPaise: number;
    withheldPaise: number;
    netPaise: number;
  }[];
  totals: { grossPaise: number; creditPaise: number; withheldPaise: number; netPaise: number };
};

/**
 * An influencer's yearly statement of TDS as a PDF: each credit's section and rate, gross, taxable value, TDS and
 * net, then the Act and provision of each section and why a rate was the no-PAN rate. It is the platform's own
 * record, not Form 16A, which comes from the TRACES portal once the TDS is deposited.
 */
export function tdsStatementPdf(view: TdsStatementView): Promise<Buffer> {
  const title = `TDS statement ${view.yearLabel}`;
  return renderPdf({ Title: title, Author: view.deductor.legalName }, (pdf) => {
    const left = pdf.page.margins.left;
    const width = pdf.page.width - left * 2;
    pdf.font('Helvetica-Bold').fontSize(18).text('STATEMENT OF TAX DEDUCTED AT SOURCE', left, 40);
    pdf.font('Helvetica').fontSize(10).text(`Financial year ${view.yearLabel}`);
    pdf.moveDown(1);

    const top = pdf.y;
    pdf.font('Helvetica-Bold').fontSize(10).text('Deductor', left, top);
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(
        [
          view.deductor.legalName,
          view.deductor.address,
          `TAN: ${view.deductor.tan ?? 'not set'}`,
          `GSTIN: ${view.deductor.gstin}`,
        ].join('\n'),
        left,
        pdf.y + 2,
        { width: width / 2 - 10 },
      );
    const deductorBottom = pdf.y;
    pdf
      .font('Helvetica-Bold')
      .fontSize(10)
      .text('Deductee', left + width / 2, top);
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(
        [
          view.deductee.name,
          view.deductee.email,
          `PAN: ${view.deductee.pan ?? 'not given (higher rate)'}`,
        ].join('\n'),
        left + width / 2,
        pdf.y + 2,
        { width: width / 2 },
      );
    pdf.y = Math.max(deductorBottom, pdf.y) + 16;

    const amount = (t: string): PdfColumn => ({ title: t, width: 70, align: 'right' });
    const columns: PdfColumn[] = [
      { title: 'Date', width: 65, align: 'left' },
      { title: 'Collab', width: width - 65 - 55 - 45 - 70 * 4, align: 'left' },
      { title: 'Section', width: 55, align: 'left' },
      { title: 'Rate', width: 45, align: 'right' },
      amount('Gross'),
      amount('Taxable'),
      amount('TDS'),
      amount('Net'),
    ];
    pdfTableRow(
      pdf,
      columns,
      columns.map((c) => c.title),
      true,
    );
    for (const c of view.credits) {
      pdfTableRow(pdf, columns, [
        pdfDay.format(new Date(c.creditedOn)),
        `#${c.collabId} ${c.serviceTitle}`,
        c.section,
        formatRateBps(c.rateBps),
        money(c.grossPaise),
        money(c.creditPaise),
        money(c.withheldPaise),
        money(c.netPaise),
      ]);
    }
    if (view.credits.length === 0) pdf.font('Helvetica').fontSize(9).text('No credits in this year.', left);
    const t = view.totals;
    pdfTableRow(
      pdf,
      columns,
      [
        'Total',
        '',
        '',
        '',
        money(t.grossPaise),
        money(t.creditPaise),
        money(t.withheldPaise),
        money(t.netPaise),
      ],
      true,
    );
    pdf.moveDown(1);
    // The sections of the year's credits, as the law numbers them on each credit's day.
    const provisions = [...new Set(view.credits.map((c) => `s. ${c.section}: ${c.provision}`))];
    const reasons = view.credits
      .filter((c) => c.rateReason !== null)
      .map((c) => `${pdfDay.format(new Date(c.creditedOn))}, collab #${c.collabId}: ${c.rateReason ?? ''}`);
    if (provisions.length > 0) {
      pdf
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor('#000000')
        .text('Deducted under', left, pdf.y, { width });
      pdf
        .font('Helvetica')
        .fontSize(9)
        .text(provisions.join('\n'), left, pdf.y + 2, { width });
      pdf.moveDown(0.5);
    }
    if (reasons.length > 0) {
      pdf.font('Helvetica-Bold').fontSize(9).text('Higher rate', left, pdf.y, { width });
      pdf
        .font('Helvetica')
        .fontSize(9)
        .text(reasons.join('\n'), left, pdf.y + 2, { width });
      pdf.moveDown(0.5);
    }
    pdf.moveDown(1);
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(
        'Gross is what the order credited to you, GST included; TDS is charged on the taxable value (excluding ' +
          'GST) and withheld when the order is completed. Form 16A, the certificate you can claim the TDS with, ' +
          'is issued from the TRACES portal after the TDS is deposited. This statement is computer-generated.',
        left,
        pdf.y,
        { width },
      );
  });
}
