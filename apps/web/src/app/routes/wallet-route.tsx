import { TaxInvoicesCard } from '@/features/invoices/components/tax-invoices-card';
import WalletPage from '@/features/wallet/pages/wallet-page';

/** /wallet: the brand's wallet, with the invoices feature's tax invoices below it. */
export default function WalletRoute() {
  return <WalletPage invoices={<TaxInvoicesCard />} />;
}
