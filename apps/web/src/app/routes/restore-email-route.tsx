import RestoreEmailPage from '@/features/account/pages/restore-email-page';

export default function RestoreEmailRoute() {
  return <RestoreEmailPage />;
}
