import { Button, Modal, Stack, Text } from '@mantine/core';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TCollab } from '@collably/shared/schemas/collabs';
import { useBillingGate, type TBillingPanel } from '@/features/brands/api/billing-gate';
import { notifyError } from '@/lib/notify';
import { useBuyExtraRevisions } from '../api/buy-extra-revisions';

type Props = {
  /** The order whose extra revision the brand is buying; null when the dialog is closed. */
  collab: TCollab | null;
  onClose: () => void;
  /** The brands feature's billing gate (issue 36), passed in by the app. */
  BillingPanel: TBillingPanel;
};

/**
 * 'Buy an extra revision' (issue 19 item 4) as a checkout of its own: what it costs, who it is billed to
 * (the billing details form in place when the brand has given none, issue 36), then Pay, which goes to the
 * hosted checkout; the orders page confirms the payment on the way back.
 */
export function ExtraRevisionCheckoutModal({ collab, onClose, BillingPanel }: Props) {
  const isOpen = collab !== null;
  const billing = useBillingGate({ enabled: isOpen, askAtOnce: true });
  const buy = useBuyExtraRevisions();
  const price = collab?.revisions.extraPrice ?? null;
  // Leaving for the hosted checkout: the button stays busy until the browser has gone.
  const isLeaving = buy.isPending || buy.isSuccess;

  const pay = () => {
    if (!collab || !billing.ensure()) return;
    buy.mutate(
      { collabDetailId: collab.collabDetailId, count: 1 },
      {
        onError: (error) => {
          if (!billing.takeRefusal(error)) notifyError(error);
        },
      },
    );
  };

  return (
    <Modal opened={isOpen} onClose={onClose} title="Buy an extra revision" centered>
      {collab && price !== null ? (
        <Stack gap="sm">
          <Text size="sm">
            One more revision of {collab.serviceTitle} from {collab.influencerName}:{' '}
            <Text span fw={700} inherit>
              {formatRupees(rupeesToPaise(price))}
            </Text>
            , platform fee and GST included. It is added to your order once paid.
          </Text>
          <BillingPanel gate={billing} />
          <Button
            loading={isLeaving}
            disabled={billing.status !== 'ready' || billing.isFormOpen}
            onClick={pay}
          >
            Pay {formatRupees(rupeesToPaise(price))}
          </Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
