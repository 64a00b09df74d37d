import { pageTitle, type PageMeta } from '@collably/shared/domain/page-meta';

type Props = { title: string; description?: string } | { meta: PageMeta };

/**
 * The page's title, description and keywords. React 19 hoists <title> and <meta> into the document head.
 * Public pages pass the meta the server also writes into their HTML (spec pages in @collably/shared), so a
 * crawler and the browser see the same.
 */
export function PageTitle(props: Props) {
  const meta: Partial<PageMeta> =
    'meta' in props ? props.meta : { title: pageTitle(props.title), description: props.description };
  return (
    <>
      <title>{meta.title}</title>
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      {meta.keywords ? <meta name="keywords" content={meta.keywords} /> : null}
    </>
  );
}
