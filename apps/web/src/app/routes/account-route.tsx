import AccountSettingsPage from '@/features/account/pages/account-settings-page';
import { EmailPreferencesCard } from '@/features/notifications/components/email-preferences-card';

/** /account: the account feature's settings, with the notifications feature's e-mail preferences. */
export default function AccountRoute() {
  return <AccountSettingsPage notifications={<EmailPreferencesCard />} />;
}
