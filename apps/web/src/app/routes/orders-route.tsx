import { CollabStatus } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { BillingGatePanel } from '@/features/brands/components/billing-gate-panel';
import OrdersPage from '@/features/collabs/pages/orders-page';
import { TaxDocumentButtons } from '@/features/invoices/components/tax-document-buttons';
import { CollabReviewPanel } from '@/features/reviews/components/collab-review-panel';
import { CounterpartRating } from '@/features/reviews/components/counterpart-rating';
import { useSession } from '@/lib/session';

/**
 * /order, each paid order's card with the invoices feature's tax invoice and credit note downloads, and on a
 * complete collab the reviews feature's panel for its brand and its influencer (issue 19); on a new order the
 * influencer sees the brand's rating before accepting; an extra revision is paid through the brands feature's
 * billing gate (issue 36).
 */
export default function OrdersRoute() {
  const session = useSession();
  const isParty = session?.role === Role.Brand || session?.role === Role.Influencer;
  return (
    <OrdersPage
      taxDocuments={(documents) => <TaxDocumentButtons documents={documents} />}
      BillingPanel={BillingGatePanel}
      review={(collab) =>
        isParty && collab.collabStatus === CollabStatus.Complete ? (
          <CollabReviewPanel collabId={collab.collabDetailId} counterpartName={collab.name} />
        ) : session?.role === Role.Influencer && collab.collabStatus === CollabStatus.New ? (
          <CounterpartRating userId={collab.brandUserId} label="Brand rating" />
        ) : null
      }
    />
  );
}
