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

const TEXT_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * The readable text of notification HTML (made by `html`: simple inline tags and escaped values): tags go,
 * entities become their characters again, runs of white space become one space.
 */
export const htmlToText = (markup: string): string =>
  markup
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39);/g, (e) => TEXT_ENTITIES[e])
    .replace(/&amp;/g, '&')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
