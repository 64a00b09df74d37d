import zlib from 'node:zlib';

/**
 * The text a PDF made by PDFKit with its built-in fonts shows, one text operation per line: its content
 * streams inflated, and the hex strings of each TJ array decoded (WinAnsi, which is ASCII for the text the
 * tests look for) and joined. Enough to read back the invoices' words and amounts in tests.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => Buffer.from(h[1], 'hex').toString('latin1'))
        .join('');
      lines.push(text);
    }
  }
  return lines.join('\n');
}
