import { GrievanceOfficerContact } from '@/features/master/components/grievance-officer-contact';
import PrivacyPolicyPage from '@/features/static-pages/pages/privacy-policy-page';

/** /privacy-policy, naming the Grievance Officer of the server's settings. */
export default function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage grievanceContact={<GrievanceOfficerContact />} />;
}
