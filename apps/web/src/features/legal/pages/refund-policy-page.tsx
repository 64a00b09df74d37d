import { LegalDocument } from '@collably/shared/constants/legal';
import { PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import { LegalPage } from '../components/legal-page';

/** /refund-policy: the newest posted version of the Refund Policy (issue 36). */
export default function RefundPolicyPage() {
  return <LegalPage document={LegalDocument.RefundPolicy} meta={PUBLIC_PAGES.refundPolicy.meta} />;
}
