import { useEffect } from 'react';

type Head = { title: string; description: string; keywords: string };

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
 * Sets the page title and the description and keywords meta tags from a blog post (spec §2 'Blog'), and puts
 * back what was there on leaving. The tags are changed in place rather than added beside them: the served
 * HTML already carries a description, and a second one would leave the first in force.
 */
export function useDocumentHead(head: Head | null) {
  const title = head?.title;
  const description = head?.description;
  const keywords = head?.keywords;
  useEffect(() => {
    if (title === undefined) return;
    const previousTitle = document.title;
    document.title = `${title} | Collably`;
    const restores = (
      [
        ['description', description ?? ''],
        ['keywords', keywords ?? ''],
      ] as const
    ).map(([name, content]) => {
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
