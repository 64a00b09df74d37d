import TermsPage from '@/features/legal/pages/terms-page';
export { legalTextLoader as loader } from './legal-text-loader';

export default function TermsRoute() {
  return <TermsPage />;
}
