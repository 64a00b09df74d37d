import { Stack } from '@mantine/core';
import AdminPage from '@/features/admin/pages/admin-page';
import { CreditNoteDeadlinesCard } from '@/features/invoices/components/credit-note-deadlines-card';
import { DefaultedStateCard } from '@/features/invoices/components/defaulted-state-card';
import { TaxExportCard } from '@/features/invoices/components/tax-export-card';
import { Gstr2bImportCard } from '@/features/gst-held/components/gstr2b-import-card';
import { EmailPreferencesCard } from '@/features/notifications/components/email-preferences-card';
import { ReconciliationPanel } from '@/features/reconciliation/components/reconciliation-panel';
import { ReferralReport } from '@/features/referrals/components/referral-report';
import { ReportedReviewsQueue } from '@/features/reviews/components/reported-reviews-queue';
import { ScreenshotQueue } from '@/features/social-verification/components/screenshot-queue';
import { TdsExportCard } from '@/features/tds/components/tds-export-card';
import { BrandWalletModal } from '@/features/withdrawals/components/brand-wallet-modal';

/**
 * /admin, with the notifications feature's e-mail preferences as the super admin's 'E-mails' tab, the
 * referrals feature's report as its 'Referrals' tab, the social-verification feature's screenshot queue as
 * 'Verifications', the reviews feature's reported reviews as 'Reviews', the invoices and TDS features' exports (and the invoices issued without billing details) as 'Tax documents',
 * the reconciliation feature's panel as 'Reconciliation', and the withdrawals feature's wallet dialog on each
 * brand of the Users list.
 */
export default function AdminRoute() {
  return (
    <AdminPage
      emailSettings={<EmailPreferencesCard />}
      BrandWallet={BrandWalletModal}
      referrals={<ReferralReport />}
      socialVerifications={<ScreenshotQueue />}
      reportedReviews={<ReportedReviewsQueue />}
      taxDocuments={
        <Stack gap="lg">
          <TaxExportCard />
          <DefaultedStateCard />
          <CreditNoteDeadlinesCard />
          <TdsExportCard />
          <Gstr2bImportCard />
        </Stack>
      }
      reconciliation={<ReconciliationPanel />}
    />
  );
}
