import { Stack } from '@mantine/core';
import { AccessLogPanel } from '@/features/admin/components/access-log-panel';
import { AuditLogPanel } from '@/features/admin/components/audit-log-panel';
import { UsersPanel } from '@/features/admin/components/users-panel';
import type { AdminTab } from '@/features/admin/pages/admin-page';
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
 * The tabs of /admin, in order (spec §2 Admin). A capability that gives the admins a tab adds its entry here;
 * `value` is the tab's key in /admin?tab=<value>, which e-mails link to (emails, reconciliation, tax).
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  // Staff and super admins; the super admin also opens a brand's wallet (the withdrawals feature's dialog).
  { value: 'users', label: 'Users', panel: <UsersPanel BrandWallet={BrandWalletModal} /> },
  // Links to the pages of the helpdesk queue, the coupons and the blog (issue 14).
  { value: 'helpdesk', label: 'Helpdesk', link: '/order/helpdesk', superAdminOnly: true },
  { value: 'coupons', label: 'Manage Coupons', link: '/coupon/manage', superAdminOnly: true },
  { value: 'blog', label: 'Blog posts', link: '/admin/blog', superAdminOnly: true },
  { value: 'audit', label: 'Audit log', panel: <AuditLogPanel />, superAdminOnly: true },
  { value: 'access', label: 'Data access', panel: <AccessLogPanel />, superAdminOnly: true },
  // The social-verification feature's queue of account screenshots (issue 18).
  { value: 'verifications', label: 'Verifications', panel: <ScreenshotQueue />, superAdminOnly: true },
  // The reviews feature's reported reviews (issue 19).
  { value: 'reviews', label: 'Reviews', panel: <ReportedReviewsQueue />, superAdminOnly: true },
  { value: 'referrals', label: 'Referrals', panel: <ReferralReport />, superAdminOnly: true },
  // The invoices, TDS and GST-held features' exports, and the invoices issued without billing details.
  {
    value: 'tax',
    label: 'Tax documents',
    panel: (
      <Stack gap="lg">
        <TaxExportCard />
        <DefaultedStateCard />
        <CreditNoteDeadlinesCard />
        <TdsExportCard />
        <Gstr2bImportCard />
      </Stack>
    ),
    maxWidth: 640,
    superAdminOnly: true,
  },
  // The reconciliation with Razorpay and RazorpayX (issue 34).
  { value: 'reconciliation', label: 'Reconciliation', panel: <ReconciliationPanel />, superAdminOnly: true },
  // The super admin's own e-mail preferences (the notifications feature's card).
  { value: 'emails', label: 'E-mails', panel: <EmailPreferencesCard />, maxWidth: 640, superAdminOnly: true },
];
