import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconClipboardList, IconRefresh } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { CollabStatus, OrderTab } from '@collably/shared/constants/collabs';
import { COLLAB_QUERY_PARAM } from '@collably/shared/constants/notifications';
import { Role, type TRole } from '@collably/shared/constants/roles';
import { orderTabOf, resolveOrderTab, visibleOrderTabs } from '@collably/shared/domain/collab-status';
import { CollabMessages } from '@collably/shared/messages/collabs';
import type { TAwaitingDetails } from '@collably/shared/schemas/payments';
import type { TTaxDocumentRef } from '@collably/shared/schemas/invoices';
import type { TCollab } from '@collably/shared/schemas/collabs';
import type { TBillingPanel } from '@/features/brands/api/billing-gate';
import { CollabDetailsModal } from '@/components/collab-details-modal';
import { PageTitle } from '@/components/page-title';
import { useAwaitingDetails } from '@/features/payments/api/awaiting-details';
import { confirmTransaction } from '@/features/payments/api/transactions';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { PaymentMessages } from '@collably/shared/messages/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { useCreateCollab } from '../api/create-collab';
import { ordersQuery, useOrders } from '../api/get-orders';
import { useUpdateCollabStatus } from '../api/update-collab-status';
import { AwaitingDetailsCard } from '../components/awaiting-details-card';
import { CollabActionModal, type PendingAction } from '../components/collab-action-modal';
import { CollabCard } from '../components/collab-card';
import { ExtraRevisionCheckoutModal } from '../components/extra-revision-checkout-modal';
import { HelpdeskCaseTools } from '../components/helpdesk-case-tools';
import type { ActionFormValues } from '../lib/action-rules';
import { EmptyState, LoadError, PageLoader } from '@/components/page-states';

/** The query parameters an extra revision's checkout returns with (server: payments.extras.ts). */
const EXTRA_RETURN_PARAMS = ['revisiontx', 'payment_intent', 'cancelled'] as const;

const pathOfTab = (tab: string) => (tab === OrderTab.New ? '/order' : `/order/${tab}`);

const introFor = (role: TRole) =>
  role === Role.Influencer
    ? 'Orders from brands: accept them, send your work for approval and share the post.'
    : role === Role.Brand
      ? 'Your orders with influencers: approve their work, request changes and mark them complete.'
      : 'Every collab on Collably, with the helpdesk queue.';

/** /order and /order/{s_tab} (spec §2, §4): the viewer's collabs by tab, with their action buttons. */
export default function OrdersPage({
  taxDocuments,
  review,
  BillingPanel,
}: {
  /** The order's tax documents for its card (the app passes the invoices feature's download buttons). */
  taxDocuments?: (documents: TTaxDocumentRef[]) => ReactNode;
  /** The reviews of a collab for its card (the app passes the reviews feature's panel, issue 19). */
  review?: (collab: TCollab) => ReactNode;
  /** The brands feature's billing gate for the extra revisions' checkout (issue 36). */
  BillingPanel: TBillingPanel;
}) {
  const { s_tab } = useParams();
  const [search, setSearch] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const role = session?.role ?? Role.Visitor;
  const orders = useOrders();
  const update = useUpdateCollabStatus();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const isBrand = role === Role.Brand;
  // Paid orders whose details were never sent: cards above the brand's New collabs (issue 11 item 3).
  const awaiting = useAwaitingDetails(isBrand);
  const sendingDetails = useCreateCollab();
  const [detailsFor, setDetailsFor] = useState<TAwaitingDetails | null>(null);
  const [buyingExtraFor, setBuyingExtraFor] = useState<TCollab | null>(null);
  const queryClient = useQueryClient();

  // Back from an extra revision's checkout (issue 19 item 4): the server asks the provider, never the query.
  const handledReturn = useRef(false);
  useEffect(() => {
    const transId = Number(search.get(EXTRA_RETURN_PARAMS[0]));
    if (!transId || handledReturn.current) return;
    handledReturn.current = true;
    const isCancelled = search.get('cancelled') === 'true';
    // A reload must not replay the return.
    setSearch(
      (p) => {
        EXTRA_RETURN_PARAMS.forEach((k) => p.delete(k));
        return p;
      },
      { replace: true },
    );
    if (isCancelled) {
      notifyWarning(PaymentMessages.cancelled, 'Payment cancelled');
      return;
    }
    confirmTransaction(transId)
      .then(() => notifySuccess(CollabMessages.extraRevisionsBought(1)))
      .catch((error: unknown) => notifyError(error, 'Payment not confirmed'))
      .finally(() => void queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey }));
  }, [search, setSearch, queryClient]);

  const active = resolveOrderTab(s_tab, role);
  if (!active) return <Navigate to="/" replace />;
  const tabs = visibleOrderTabs(role);
  const all = orders.data ?? [];
  const unsent = isBrand ? (awaiting.data ?? []) : [];
  const countOf = (tab: string) =>
    all.filter((c) => orderTabOf(c.collabStatus, role) === tab).length +
    (tab === OrderTab.New ? unsent.length : 0);
  const shown = all.filter((c) => orderTabOf(c.collabStatus, role) === active.tab);
  const unsentShown = active.tab === OrderTab.New ? unsent : [];
  // ?collab=ID (a notification or e-mail link) opens the tab the collab is in now, whatever the slug says.
  const highlightId = Number(search.get(COLLAB_QUERY_PARAM) ?? NaN);
  const highlighted = all.find((c) => c.collabDetailId === highlightId);
  if (highlighted) {
    const tab = orderTabOf(highlighted.collabStatus, role);
    if (tab !== active.tab) {
      return <Navigate to={`${pathOfTab(tab)}?${COLLAB_QUERY_PARAM}=${highlightId}`} replace />;
    }
  }

  const sendDetails = async (values: { description: string; files: File[] }) => {
    if (!detailsFor) return;
    const result = await sendingDetails.mutateAsync({
      transId: detailsFor.transId,
      influencerServiceId: detailsFor.influencerServiceId,
      allowUGC: detailsFor.allowUGC,
      description: values.description,
      files: values.files,
    });
    notifySuccess(result.message);
    setDetailsFor(null);
  };

  const sendAction = async (values: ActionFormValues) => {
    if (!pending) return;
    try {
      const result = await update.mutateAsync({
        collabDetailId: pending.collabDetailId,
        statusId: pending.statusId,
        reason: values.reason,
        files: values.files,
      });
      notifySuccess(result.message);
      setPending(null);
    } catch (error) {
      notifyError(error);
      throw error;
    }
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title={`Collabs · ${active.label}`} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
            <Title order={1} fz={{ base: 24, sm: 32 }}>
              Collabs
            </Title>
            <Button
              variant="subtle"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void orders.refetch()}
              loading={orders.isFetching && !orders.isPending}
            >
              Refresh
            </Button>
          </Group>
          <Text c="dimmed" fz="sm">
            {introFor(role)}
          </Text>
        </Stack>

        <Tabs value={active.tab} onChange={(value) => value && void navigate(pathOfTab(value))}>
          {/* The tabs wrap onto a second row rather than scroll: at 375 px a scrolled list cut 'Disputed' to
              'Disput' with nothing saying more tabs were there. */}
          <Tabs.List style={{ rowGap: 4 }}>
            {tabs.map((t) => (
              <Tabs.Tab
                key={t.tab}
                value={t.tab}
                rightSection={
                  orders.isSuccess && countOf(t.tab) > 0 ? (
                    <Badge
                      size="sm"
                      variant={t.tab === active.tab ? 'filled' : 'light'}
                      circle={countOf(t.tab) < 10}
                      aria-label={`${countOf(t.tab)} collabs`}
                    >
                      {countOf(t.tab)}
                    </Badge>
                  ) : null
                }
                px={{ base: 8, sm: 'md' }}
                fz={{ base: 'sm', sm: 'md' }}
              >
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* The list below belongs to the active tab; an (empty) panel per tab gives every tab's
              aria-controls an element to point at (axe: aria-valid-attr-value). */}
          {tabs.map((t) => (
            <Tabs.Panel key={t.tab} value={t.tab}>
              {null}
            </Tabs.Panel>
          ))}
        </Tabs>

        {orders.isPending ? (
          <PageLoader label="Loading collabs" />
        ) : orders.isError ? (
          <LoadError title="Could not load your collabs" error={orders.error} />
        ) : shown.length === 0 && unsentShown.length === 0 ? (
          <EmptyState
            icon={IconClipboardList}
            title={CollabMessages.noCollabs}
            action={
              role === Role.Brand && active.tab === OrderTab.New ? (
                <Button component={Link} to="/listing" mt="xs">
                  Explore Influencers
                </Button>
              ) : null
            }
          >
            {role === Role.Brand
              ? 'Hire an influencer from the listing and your collab shows up here.'
              : 'Collabs in this tab show up here.'}
          </EmptyState>
        ) : (
          <Stack gap="md" aria-label={`${active.label} collabs`}>
            {unsentShown.map((p) => (
              <AwaitingDetailsCard key={`payment-${p.transId}`} payment={p} onSend={setDetailsFor} />
            ))}
            {shown.map((c) => (
              <CollabCard
                key={c.collabDetailId}
                collab={c}
                viewerRole={role}
                onAction={setPending}
                isHighlighted={c.collabDetailId === highlightId}
                onBuyExtraRevision={isBrand ? () => setBuyingExtraFor(c) : undefined}
                taxDocuments={
                  taxDocuments && c.payment?.taxDocuments.length
                    ? taxDocuments(c.payment.taxDocuments)
                    : undefined
                }
                review={review?.(c)}
                helpdesk={
                  role === Role.SuperAdmin && c.collabStatus === CollabStatus.HelpDesk ? (
                    <HelpdeskCaseTools collab={c} isTimelineOpen={c.collabDetailId === highlightId} />
                  ) : undefined
                }
              />
            ))}
          </Stack>
        )}
      </Stack>
      <CollabActionModal action={pending} onClose={() => setPending(null)} onSubmit={sendAction} />
      <CollabDetailsModal
        order={detailsFor}
        influencerName={detailsFor?.influencerName ?? ''}
        serviceTitle={detailsFor?.serviceTitle ?? null}
        onClose={() => setDetailsFor(null)}
        onSubmit={sendDetails}
      />
      <ExtraRevisionCheckoutModal
        collab={buyingExtraFor}
        onClose={() => setBuyingExtraFor(null)}
        BillingPanel={BillingPanel}
      />
    </Container>
  );
}
