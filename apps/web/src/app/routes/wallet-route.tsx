import { TaxInvoicesCard } from '@/features/invoices/components/tax-invoices-card';
import WalletPage from '@/features/wallet/pages/wallet-page';
import { WithdrawCard } from '@/features/withdrawals/components/withdraw-card';

/** /wallet: the brand's wallet, with the withdrawals feature's card and the invoices feature's tax invoices. */
export default function WalletRoute() {
  return <WalletPage invoices={<TaxInvoicesCard />} withdrawal={<WithdrawCard />} />;
}
