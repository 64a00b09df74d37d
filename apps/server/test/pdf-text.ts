import zlib from 'node:zlib';

/**
 * The text a PDF made by PDFKit with its built-in fonts shows, one text operation per line: its content
 * streams inflated, and the hex strings of each TJ array decoded (WinAnsi, which is ASCII for the text the
 * tests look for) and joined. Enough to read back the invoices' words and amounts in tests.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // Each stream is read by its dictionary's /Length: a compressed stream may itself end in '\r' or hold
  // '\nendstream'-like bytes, which a pattern up to 'endstream' would cut (a flaky empty text).
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const data = pdf.subarray(start, start + Number(match[1]));
    let content: string;
    try {
      content = zlib.inflateSync(data).toString('latin1');
    } catch {
      content = data.toString('latin1');
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
