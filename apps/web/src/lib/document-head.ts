import { useEffect } from 'react';

/** The document's <meta name=…>, created when the page has none. */
function metaNamed(name: string): { element: HTMLMetaElement; isCreated: boolean } {
  const found = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (found) return { element: found, isCreated: false };
  const element = document.createElement('meta');
  element.name = name;
  document.head.append(element);
  return { element, isCreated: true };
}

/**
 * Sets the document's title, description and keywords, and puts back what was there on leaving. The tags are
 * changed in place rather than added beside them: the server's HTML already carries this page's tags (and a
 * second description would leave the first in force for whoever reads the first).
 */
export function useDocumentHead(meta: { title: string; description?: string; keywords?: string } | null) {
  const title = meta?.title;
  const description = meta?.description;
  const keywords = meta?.keywords;
  useEffect(() => {
    if (title === undefined) return;
    const previousTitle = document.title;
    document.title = title;
    const restores = [
      // A page without a description of its own keeps the site's; keywords belong to one page only.
      ...(description === undefined ? [] : [['description', description] as const]),
      ['keywords', keywords ?? ''] as const,
    ].map(([name, content]) => {
      const { element, isCreated } = metaNamed(name);
      const previous = element.content;
      element.content = content;
      return () => (isCreated ? element.remove() : (element.content = previous));
    });
    return () => {
      document.title = previousTitle;
      for (const restore of restores) restore();
    };
  }, [title, description, keywords]);
}
