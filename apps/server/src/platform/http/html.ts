const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** Tagged template for notification HTML: literal parts are trusted markup, every value is escaped. */
export const html = (parts: TemplateStringsArray, ...values: (string | number)[]): string =>
  parts.reduce((out, part, i) => out + part + (i < values.length ? escapeHtml(String(values[i])) : ''), '');
