import type { ReactNode } from 'react';

/**
 * A notification's message is HTML the server built from escaped values (spec §3). It is never put into
 * the page as HTML: the text is read with the browser's inert parser (no scripts run, nothing loads) and
 * rebuilt as React text, keeping only bold emphasis. Any other tag contributes its text alone.
 */
export function messageNodes(html: string): ReactNode[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  let key = 0;
  const walk = (node: Node): ReactNode[] =>
    Array.from(node.childNodes).flatMap((child): ReactNode[] => {
      if (child.nodeType === Node.TEXT_NODE) return [child.textContent ?? ''];
      if (child.nodeType !== Node.ELEMENT_NODE) return [];
      const tag = (child as Element).tagName.toLowerCase();
      if (tag === 'script' || tag === 'style') return [];
      const inner = walk(child);
      return tag === 'b' || tag === 'strong' ? [<strong key={key++}>{inner}</strong>] : inner;
    });
  return walk(doc.body);
}

/** The message as plain text (for accessible names). */
export const messageText = (html: string): string =>
  new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.textContent?.trim() ?? '';

/** Who the message is about: its first bold name (brands have no user name to show). */
export const actorNameOf = (html: string): string | null =>
  new DOMParser()
    .parseFromString(`<body>${html}</body>`, 'text/html')
    .querySelector('b, strong')
    ?.textContent?.trim() || null;
