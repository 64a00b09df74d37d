import sanitizeHtml from 'sanitize-html';

/**
 * What a blog post's HTML may hold (ARCHITECTURE §5): text structure, links, pictures and tables; never a
 * script, a style, a frame, an event handler (on…) or a javascript:/data: URL. Run before a post is stored
 * and again on every answer, so a row written another way (or under older rules) is never shown unsafe.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  // Links may leave the site; pictures come from here only (a relative /files/... path), which is all the
  // pages' Content-Security-Policy (img-src 'self') lets a browser load.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's title is its only h1.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const isOutside = /^\s*https?:/i.test(href);
      const { rel: _rel, target: _target, ...rest } = attribs;
      return {
        tagName,
        attribs: isOutside ? { ...rest, rel: 'noopener nofollow' } : rest,
      };
    },
  },
  // An empty link, or a picture from anywhere but /files, says nothing.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !/^\/files\/[^/]/.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'a' && !frame.text.trim() && !frame.attribs.href),
};

export const sanitizeBlogHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
