import InfluencerAgreementPage from '@/features/legal/pages/influencer-agreement-page';
export { legalTextLoader as loader } from './legal-text-loader';

export default function InfluencerAgreementRoute() {
  return <InfluencerAgreementPage />;
}
