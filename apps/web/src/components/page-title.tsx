import { pageTitle, type PageMeta } from '@collably/shared/domain/page-meta';
import { useDocumentHead } from '@/lib/document-head';

type Props = { title: string; description?: string } | { meta: PageMeta };

/**
 * The page's title, description and keywords, set on the tags the served HTML already has. Public pages pass
 * the meta the server also writes into their HTML (@collably/shared site pages), so a crawler and the
 * browser see the same.
 */
export function PageTitle(props: Props) {
  useDocumentHead(
    'meta' in props ? props.meta : { title: pageTitle(props.title), description: props.description },
  );
  return null;
}
