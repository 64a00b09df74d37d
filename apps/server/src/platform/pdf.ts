import PDFDocument from 'pdfkit';
import { formatRupees } from '@collably/shared/domain/pricing';

/** An A4 document with 40 pt margins, drawn by `draw`, as a buffer. */
export function renderPdf(
  info: { Title: string; Author: string },
  draw: (pdf: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 40, info });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf);
  pdf.end();
  return done;
}

/** An amount as the PDFs print it: PDFKit's built-in fonts have no rupee sign. */
export const pdfMoney = (paise: number): string => formatRupees(paise).replace('₹', 'Rs. ');

/** A date as the PDFs print it, in India time: '26 Nov 2026'. */
export const pdfDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

export type PdfColumn = { title: string; width: number; align: 'left' | 'right' };

/** Draws one row of a table at the current position, with a rule under it. */
export function pdfTableRow(pdf: PDFKit.PDFDocument, columns: PdfColumn[], cells: string[], bold = false) {
  const left = pdf.page.margins.left;
  const y = pdf.y;
  let x = left;
  let bottom = y;
  pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  cells.forEach((cell, i) => {
    pdf.text(cell, x, y, { width: columns[i].width - 6, align: columns[i].align });
    bottom = Math.max(bottom, pdf.y);
    x += columns[i].width;
  });
  pdf.y = bottom + 4;
  const width = columns.reduce((s, c) => s + c.width, 0);
  pdf
    .moveTo(left, pdf.y - 2)
    .lineTo(left + width, pdf.y - 2)
    .lineWidth(0.5)
    .strokeColor('#cccccc')
    .stroke();
}
