import RefundPolicyPage from '@/features/legal/pages/refund-policy-page';
export { legalTextLoader as loader } from './legal-text-loader';

export default function RefundPolicyRoute() {
  return <RefundPolicyPage />;
}
