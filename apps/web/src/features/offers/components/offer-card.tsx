import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { TOfferStatus } from '@collably/shared/constants/offers';
import { offerDateText, type TOfferAction } from '@collably/shared/domain/offers';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { OfferMessages as M } from '@collably/shared/messages/offers';
import type { TOffer, TOfferTerms } from '@collably/shared/schemas/offers';
import type { TBillingPanel } from '@/features/brands/api/billing-gate';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAnswerOffer } from '../api/offer-actions';
import { OfferForm } from './offer-form';
import { OfferPayModal } from './offer-pay-modal';

const STATUS_COLOR: Record<TOfferStatus, string> = {
  pending: 'yellow',
  accepted: 'teal',
  paid: 'green',
  declined: 'gray',
  withdrawn: 'gray',
};

const BUTTONS: Record<Exclude<TOfferAction, 'counter'>, { label: string; done: string; color?: string }> = {
  accept: { label: 'Accept', done: M.accepted },
  decline: { label: 'Decline', done: M.declined, color: 'red' },
  withdraw: { label: 'Withdraw', done: M.withdrawn, color: 'gray' },
};

const rupees = (price: number) => formatRupees(rupeesToPaise(price), { whole: true });

/** One custom offer as the chat shows it to either party: its latest terms, its state, what the viewer may do. */
export function OfferCard({
  offer,
  viewerId,
  BillingPanel,
}: {
  offer: TOffer;
  viewerId: number;
  /** The brands feature's billing gate for the pay dialog (issue 36), passed in by the app. */
  BillingPanel: TBillingPanel;
}) {
  const answer = useAnswerOffer();
  const [isCountering, setIsCountering] = useState(false);
  const [isPaying, setIsPaying] = useState(false);
  const t = offer.current;
  const isMine = (t.proposedBy === 'brand') === (viewerId === offer.brandUserId);

  const act = (action: TOfferAction, terms?: TOfferTerms) =>
    answer.mutate(
      { id: offer.id, action, terms },
      {
        onSuccess: () => {
          setIsCountering(false);
          notifySuccess(action === 'counter' ? M.countered : BUTTONS[action].done);
        },
        onError: (e) => notifyError(e),
      },
    );

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      maw="100%"
      data-testid="offer-card"
      aria-label={`Custom offer ${offer.id}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            Custom offer · {offer.serviceTitle}
          </Text>
          <Badge color={STATUS_COLOR[offer.status]} variant="light" style={{ flexShrink: 0 }}>
            {M.statusText[offer.status]}
          </Badge>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            <Text span fw={700}>
              {rupees(t.price)}
            </Text>
          </Text>
          <Text size="sm" data-testid="offer-deadline">
            Delivery by {offerDateText(t.deadline)}
          </Text>
          <Text size="sm">
            {t.revisions} revision{t.revisions === 1 ? '' : 's'}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={4}>
          {t.brief}
        </Text>
        <Text size="xs" c="dimmed">
          {isMine ? 'Your proposal' : 'Their proposal'} · round {t.round}
          {offer.status === 'pending'
            ? ` · ${offer.countersLeft} counter${offer.countersLeft === 1 ? '' : 's'} left`
            : ''}
        </Text>
        {offer.actions.length > 0 || offer.canPay ? (
          <Group gap="xs" wrap="wrap">
            {offer.actions.map((action) =>
              action === 'counter' ? (
                <Button key={action} size="xs" variant="light" onClick={() => setIsCountering(true)}>
                  Counter
                </Button>
              ) : (
                <Button
                  key={action}
                  size="xs"
                  variant={action === 'accept' ? 'filled' : 'light'}
                  color={BUTTONS[action].color}
                  loading={answer.isPending && answer.variables.action === action}
                  onClick={() => act(action)}
                >
                  {BUTTONS[action].label}
                </Button>
              ),
            )}
            {offer.canPay ? (
              <Button size="xs" onClick={() => setIsPaying(true)}>
                Pay {rupees(t.price)}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      {offer.canPay ? (
        <OfferPayModal
          offer={offer}
          opened={isPaying}
          onClose={() => setIsPaying(false)}
          BillingPanel={BillingPanel}
        />
      ) : null}
      <Modal opened={isCountering} onClose={() => setIsCountering(false)} title="Counter-offer" centered>
        <OfferForm
          initial={{ brief: t.brief, price: t.price, deadline: t.deadline, revisions: t.revisions }}
          submitLabel="Send counter-offer"
          isPending={answer.isPending}
          onSubmit={(terms) => act('counter', terms)}
        />
      </Modal>
    </Paper>
  );
}
