import { LegalDocument } from '@collably/shared/constants/legal';
import { PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import { LegalPage } from '../components/legal-page';

/** /influencer-agreement: the newest posted version of the Influencer Supply Agreement (issue 36). */
export default function InfluencerAgreementPage() {
  return (
    <LegalPage document={LegalDocument.InfluencerAgreement} meta={PUBLIC_PAGES.influencerAgreement.meta} />
  );
}
