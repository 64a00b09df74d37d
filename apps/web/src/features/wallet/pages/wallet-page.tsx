import { UpcomingPage } from '@/components/upcoming-page';

export default function WalletPage() {
  return (
    <UpcomingPage
      title="Wallet"
      description="Your wallet history and balance will appear here once payments go live."
    />
  );
}
