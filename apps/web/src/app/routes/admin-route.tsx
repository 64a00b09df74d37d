import AdminPage from '@/features/admin/pages/admin-page';
import { EmailPreferencesCard } from '@/features/notifications/components/email-preferences-card';

/** /admin, with the notifications feature's e-mail preferences as the super admin's 'E-mails' tab. */
export default function AdminRoute() {
  return <AdminPage emailSettings={<EmailPreferencesCard />} />;
}
