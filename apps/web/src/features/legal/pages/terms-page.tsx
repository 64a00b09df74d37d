import { LegalDocument } from '@collably/shared/constants/legal';
import { PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import { LegalPage } from '../components/legal-page';

/** /terms-conditions: the newest posted version of the Terms (issue 36). */
export default function TermsPage() {
  return <LegalPage document={LegalDocument.Terms} meta={PUBLIC_PAGES.terms.meta} />;
}
