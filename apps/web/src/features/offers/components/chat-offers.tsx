import { useCallback, useState } from 'react';
import { Button, Group, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { OfferEvent } from '@collably/shared/constants/offers';
import { OfferMessages as M } from '@collably/shared/messages/offers';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useOnConnect, useRealtimeEvent } from '@/lib/realtime';
import type { TBillingPanel } from '@/features/brands/api/billing-gate';
import { useSession } from '@/lib/session';
import { useCreateOffer } from '../api/offer-actions';
import { useOffers } from '../api/get-offers';
import { OfferCard } from './offer-card';
import { OfferForm, type OfferServiceChoice } from './offer-form';

type Props = {
  partnerId: number;
  /** The influencer's services a brand may base a new offer on; absent when the viewer cannot send one. */
  services?: readonly OfferServiceChoice[];
  /** The brands feature's billing gate for paying an offer (issue 36), passed in by the app. */
  BillingPanel: TBillingPanel;
};

/**
 * The custom offers of one conversation (issue 19): live cards for both parties (refetched when the socket
 * says an offer changed), and the brand's "Send offer" form.
 */
export function ChatOffers({ partnerId, services, BillingPanel }: Props) {
  const viewerId = useSession()?.userId ?? 0;
  const offers = useOffers(partnerId);
  const create = useCreateOffer();
  const [isOpen, setIsOpen] = useState(false);
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['offers', partnerId] }),
    [queryClient, partnerId],
  );
  useRealtimeEvent(OfferEvent.OfferChanged, refresh);
  useOnConnect(refresh);

  const list = offers.data ?? [];
  const canOffer = services !== undefined && services.length > 0;
  if (list.length === 0 && !canOffer) return null;
  // The newest first, so an open offer is on top.
  const newestFirst = [...list].reverse();
  return (
    <Paper
      px="sm"
      py={6}
      radius={0}
      component="section"
      aria-label="Custom offers"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          Custom offers
        </Text>
        {canOffer ? (
          <Button size="compact-xs" variant="light" onClick={() => setIsOpen(true)}>
            Send offer
          </Button>
        ) : null}
      </Group>
      {list.length > 0 ? (
        <ScrollArea.Autosize mah={230} mt={4} type="auto" scrollbars="y">
          <Stack gap="xs" pb={4}>
            {newestFirst.map((offer) => (
              <OfferCard key={offer.id} offer={offer} viewerId={viewerId} BillingPanel={BillingPanel} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      ) : null}
      {canOffer ? (
        <Modal opened={isOpen} onClose={() => setIsOpen(false)} title="Send a custom offer" centered>
          <OfferForm
            services={services}
            submitLabel="Send offer"
            isPending={create.isPending}
            onSubmit={(terms, serviceId) =>
              create.mutate(
                { ...terms, influencerUserId: partnerId, serviceId: serviceId ?? 0 },
                {
                  onSuccess: () => {
                    setIsOpen(false);
                    notifySuccess(M.sent);
                  },
                  onError: (e) => notifyError(e),
                },
              )
            }
          />
        </Modal>
      ) : null}
    </Paper>
  );
}
