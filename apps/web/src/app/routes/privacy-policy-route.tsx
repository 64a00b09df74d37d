import { GrievanceOfficerContact } from '@/features/master/components/grievance-officer-contact';
import { grievanceOfficerQuery } from '@/features/master/api/master-data';
import PrivacyPolicyPage from '@/features/static-pages/pages/privacy-policy-page';
import type { PageLoader } from '../page-loader';

/** The Grievance Officer the policy names. */
export const loader: PageLoader = (queryClient) => () => queryClient.ensureQueryData(grievanceOfficerQuery());

/** /privacy-policy, naming the Grievance Officer of the server's settings. */
export default function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage grievanceContact={<GrievanceOfficerContact />} />;
}
