import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconShieldCheck, IconTicket } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { UNSENT_DETAILS_REFUND_DAYS } from '@collably/shared/constants/limits';
import { Role } from '@collably/shared/constants/roles';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { TCreateCollabRequest } from '@collably/shared/schemas/collabs';
import type { TAppliedCoupon } from '@collably/shared/schemas/coupons';
import type { TServiceResponse, TSocialAccount } from '@collably/shared/schemas/influencers';
import { errorMessage } from '@/lib/errors';
import { joinModal } from '@/lib/join-modal';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useBillingGate, type TBillingPanel } from '@/features/brands/api/billing-gate';
import { couponQuoteQuery } from '@/features/coupons/api/apply-coupon';
import { useWalletBalance, walletBalanceQuery } from '@/features/wallet/api/get-wallet';
import {
  confirmTransaction,
  createTransaction,
  existingTransaction,
  type CheckoutChoice,
} from '../api/transactions';
import { awaitingDetailsQuery } from '../api/awaiting-details';
import { checkoutLines } from '../lib/checkout-lines';
import { ApplyCouponModal } from './apply-coupon-modal';
import { CheckoutBreakupModal } from './checkout-breakup-modal';
import { ServiceSelect, type ServiceOptionGroup } from './service-select';
import { CollabDetailsModal, type PaidOrder } from '@/components/collab-details-modal';

type Props = {
  influencerName: string;
  accounts: TSocialAccount[];
  selectedId: number | null;
  onSelect: (serviceId: number | null) => void;
  withUgc: boolean;
  onWithUgcChange: (value: boolean) => void;
  /** The brands feature's billing gate (issue 36), passed in by the app. */
  BillingPanel: TBillingPanel;
  /** Sends the paid order's collab details: the collabs feature's brand/create/collab, passed in by the app. */
  sendCollabDetails: (details: CollabDetails) => Promise<{ message: string }>;
};

/** A paid order's collab details as the brand writes them, with the files still to upload. */
type CollabDetails = Omit<TCreateCollabRequest, 'base64File'> & { files: File[] };

/** The query parameters the hosted checkout returns with (spec §4 'Hire flow'). */
const RETURN_PARAMS = ['transid', 'payment_intent', 'insid', 'allowugc', 'cancelled'] as const;

type Notice = { color: 'red' | 'yellow'; title: string; message: string };

/**
 * Book a collab (spec §2 'Influencer public profile', §4 'Hire flow'), for a brand or a visitor: service,
 * UGC rights, coupon, wallet money, Price Breakup and Continue → hosted checkout → collab details → /order.
 */
export function HireCheckout({
  influencerName,
  accounts,
  selectedId,
  onSelect,
  withUgc,
  onWithUgcChange,
  BillingPanel,
  sendCollabDetails,
}: Props) {
  const session = useSession();
  const isBrand = session?.role === Role.Brand;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();

  const [isBreakupOpen, setIsBreakupOpen] = useState(false);
  const [isCouponOpen, setIsCouponOpen] = useState(false);
  const [couponCode, setCouponCode] = useState<string | null>(null);
  // The wallet pays first by default when the brand has a balance (issue 11 item 6); the brand may untick it.
  const [isWalletDeclined, setIsWalletDeclined] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [order, setOrder] = useState<PaidOrder | null>(null);
  // Every payment needs the brand's billing details (issue 36): asked here at Continue, the order kept.
  const billing = useBillingGate({ enabled: isBrand });

  const services = accounts.flatMap((a) => a.infServices);
  const selected = services.find((s) => s.influencerServiceId === selectedId) ?? null;
  const isUgc = Boolean(selected?.allowUGC && withUgc);

  // The coupon is checked again whenever the service or the UGC choice changes: its breakup depends on them.
  const quote = useQuery({
    ...couponQuoteQuery({
      Code: couponCode ?? '',
      InfluencerServiceId: selected?.influencerServiceId ?? 0,
      AllowUGC: isUgc,
    }),
    enabled: isBrand && couponCode !== null && selected !== null,
  });
  const coupon: TAppliedCoupon | null = couponCode !== null && quote.isSuccess ? quote.data : null;
  const wallet = useWalletBalance(isBrand);
  const balance = wallet.data ?? 0;
  const isWalletUsed = !isWalletDeclined && balance > 0;
  const breakup = selected
    ? checkoutLines(
        selected,
        isUgc,
        coupon ? { code: coupon.code, discountRupees: coupon.value } : null,
        isWalletUsed ? balance : null,
        // Each line's GST as the brand's document will compute it, once its billing state is known (issue 36).
        billing.billing?.supplyType ?? null,
      )
    : null;

  // Back from the hosted checkout: confirm with the server (never trusting the query), then ask for details.
  const { mutate: confirmReturn, isPending: isConfirming } = useMutation({
    mutationFn: (back: { transId: number; serviceId: number; allowUgc: boolean }) =>
      confirmTransaction(back.transId),
    onSuccess: (result, back) => {
      notifySuccess(result.message);
      setOrder({ transId: result.transId, influencerServiceId: back.serviceId, allowUGC: back.allowUgc });
    },
    onError: (error) => {
      setNotice({
        color: 'red',
        title: 'Payment not confirmed',
        message: errorMessage(error, PaymentMessages.failed),
      });
      notifyError(error, 'Payment not confirmed');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletBalanceQuery().queryKey }),
  });
  const handledReturn = useRef(false);
  useEffect(() => {
    const transId = Number(params.get('transid'));
    if (!transId || handledReturn.current) return;
    handledReturn.current = true;
    const serviceId = Number(params.get('insid')) || null;
    const allowUgc = params.get('allowugc') === 'true';
    const isCancelled = params.get('cancelled') === 'true';
    // A reload must not replay the return.
    setParams(
      (p) => {
        RETURN_PARAMS.forEach((k) => p.delete(k));
        return p;
      },
      { replace: true },
    );
    if (serviceId) {
      onSelect(serviceId);
      onWithUgcChange(allowUgc);
    }
    if (isCancelled) {
      setNotice({ color: 'yellow', title: 'Payment cancelled', message: PaymentMessages.cancelled });
      notifyWarning(PaymentMessages.cancelled, 'Payment cancelled');
      return;
    }
    if (!isBrand || !serviceId) return;
    confirmReturn({ transId, serviceId, allowUgc });
  }, [params, setParams, isBrand, onSelect, onWithUgcChange, confirmReturn]);

  // A payment already made for this service and not yet used (the server first asks the provider about
  // checkouts paid but never confirmed) opens the details at once instead of charging again.
  const checkout = useMutation({
    mutationFn: async (choice: CheckoutChoice): Promise<{ paidTransId: number } | { payAt: string }> => {
      const paidTransId = () => existingTransaction(choice);
      try {
        const existing = await paidTransId();
        if (existing > 0) return { paidTransId: existing };
        return { payAt: (await createTransaction(choice)).refrenceId };
      } catch (error) {
        // Paid meanwhile in another tab: the server refuses a second charge; continue with that payment.
        if (errorMessage(error, PaymentMessages.failed) === PaymentMessages.alreadyPaid) {
          const existing = await paidTransId().catch(() => 0);
          if (existing > 0) return { paidTransId: existing };
        }
        throw error;
      }
    },
    onSuccess: (result, choice) => {
      if ('payAt' in result) window.location.assign(result.payAt);
      else
        setOrder({
          transId: result.paidTransId,
          influencerServiceId: choice.influencerServiceId,
          allowUGC: choice.allowUgc,
        });
    },
    onError: (error) => {
      // Billing details gone since the page read them: the form opens in place instead of a dead end.
      if (billing.takeRefusal(error)) return;
      setNotice({
        color: 'red',
        title: 'Checkout failed',
        message: errorMessage(error, PaymentMessages.failed),
      });
      notifyError(error, 'Checkout failed');
    },
  });
  // Stays busy while the browser leaves for the hosted checkout.
  const isBusy =
    isConfirming || checkout.isPending || (checkout.data !== undefined && 'payAt' in checkout.data);

  const onContinue = () => {
    if (!selected) return;
    if (!session) {
      joinModal.open('b');
      return;
    }
    if (!isBrand) return;
    setNotice(null);
    if (!billing.ensure()) return;
    checkout.mutate({
      influencerServiceId: selected.influencerServiceId,
      couponId: coupon?.id ?? 0,
      allowUgc: isUgc,
      useWallet: isWalletUsed,
    });
  };

  const sendingDetails = useMutation({ mutationFn: sendCollabDetails });

  const openCoupon = () => {
    if (!session) joinModal.open('b');
    else setIsCouponOpen(true);
  };

  const onCouponApplied = (applied: TAppliedCoupon) => {
    const { queryKey } = couponQuoteQuery({
      Code: applied.code,
      InfluencerServiceId: selectedId ?? 0,
      AllowUGC: isUgc,
    });
    queryClient.setQueryData(queryKey, applied);
    setCouponCode(applied.code);
  };

  const sendDetails = async (values: { description: string; files: File[] }) => {
    if (!order) return;
    const result = await sendingDetails.mutateAsync({
      transId: order.transId,
      influencerServiceId: order.influencerServiceId,
      allowUGC: order.allowUGC,
      description: values.description,
      files: values.files,
    });
    notifySuccess(result.message);
    setOrder(null);
    void navigate('/order');
  };

  // 'Later' or closing: the payment waits on /order (a card with this form) until the refund date.
  const later = () => {
    setOrder(null);
    notifySuccess(PaymentMessages.detailsLater(UNSENT_DETAILS_REFUND_DAYS));
    void queryClient.invalidateQueries({ queryKey: awaitingDetailsQuery().queryKey });
  };

  const options: ServiceOptionGroup[] = accounts
    .filter((a) => a.infServices.length > 0)
    .map((a) => ({
      group: a.plateformName,
      items: a.infServices.map((s) => ({
        value: String(s.influencerServiceId),
        label: `${s.title} · ${formatRupees(rupeesToPaise(s.basePrice), { whole: true })}`,
      })),
    }));
  const orderService: TServiceResponse | null = order
    ? (services.find((s) => s.influencerServiceId === order.influencerServiceId) ?? null)
    : null;

  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Book a collab
        </Title>
        {services.length === 0 ? (
          <Text c="dimmed" fz="sm">
            This influencer has no services to book yet.
          </Text>
        ) : (
          <>
            <ServiceSelect
              groups={options}
              value={selectedId !== null ? String(selectedId) : null}
              onChange={(value) => onSelect(Number(value))}
            />
            {selected?.allowUGC ? (
              <Checkbox
                label={`Add UGC rights (+${formatRupees(rupeesToPaise(selected.ugcPrice), { whole: true })})`}
                description="Reuse the content in your own posts and ads."
                checked={withUgc}
                onChange={(e) => onWithUgcChange(e.currentTarget.checked)}
              />
            ) : null}
            {isBrand && balance > 0 ? (
              <Checkbox
                label="Use wallet balance"
                description={`${formatRupees(rupeesToPaise(balance))} available`}
                checked={isWalletUsed}
                onChange={(e) => setIsWalletDeclined(!e.currentTarget.checked)}
              />
            ) : null}
            {coupon ? (
              <Group
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                px="sm"
                py={6}
                style={{
                  border: '1px dashed var(--mantine-color-teal-5)',
                  borderRadius: 'var(--mantine-radius-md)',
                  background: 'var(--mantine-color-teal-0)',
                }}
              >
                <Group gap={6} wrap="nowrap">
                  <IconTicket size={18} color="var(--mantine-color-teal-7)" aria-hidden />
                  <Badge variant="filled" color="teal" radius="sm">
                    {coupon.code}
                  </Badge>
                  <Text fz="sm" c="teal.9" fw={600}>
                    {formatRupees(-rupeesToPaise(coupon.value))}
                  </Text>
                </Group>
                <CloseButton
                  size="sm"
                  aria-label={`Remove coupon ${coupon.code}`}
                  onClick={() => setCouponCode(null)}
                />
              </Group>
            ) : null}
            {coupon?.holdNote ? (
              <Text fz="xs" c="yellow.9" role="note">
                {coupon.holdNote}
              </Text>
            ) : null}
            {couponCode !== null && quote.isError ? (
              <Alert
                color="red"
                title={`Coupon ${couponCode} not applied`}
                withCloseButton
                closeButtonLabel="Dismiss"
                onClose={() => setCouponCode(null)}
              >
                {errorMessage(quote.error)}
              </Alert>
            ) : null}
            <Divider />
            <Group justify="space-between" align="baseline">
              <Text c="gray.7">{breakup?.totalLabel ?? 'Total'}</Text>
              <Stack gap={0} align="flex-end">
                {breakup && breakup.discountPaise > 0 ? (
                  <Text fz="sm" c="dimmed" td="line-through" aria-label="Price before discount">
                    {formatRupees(breakup.subtotalPaise)}
                  </Text>
                ) : null}
                <Text fw={800} fz={24} c="brand.7" aria-label="Amount to pay">
                  {breakup ? formatRupees(breakup.totalPaise) : '—'}
                </Text>
              </Stack>
            </Group>
            <Stack gap={0} mt={-10} align="flex-end">
              {breakup && breakup.walletPaise > 0 ? (
                <Text fz="xs" c="teal.9" fw={600} ta="right">
                  {formatRupees(breakup.walletPaise)} paid from wallet
                </Text>
              ) : null}
              {breakup?.minimumNote ? (
                <Text fz="xs" c="dimmed" ta="right">
                  {breakup.minimumNote}
                </Text>
              ) : null}
              <Text fz="xs" c="dimmed" ta="right">
                incl. platform fee and GST
              </Text>
            </Stack>
            <Group justify="space-between">
              <Anchor
                component="button"
                type="button"
                fw={600}
                fz="sm"
                disabled={!selected}
                onClick={() => setIsBreakupOpen(true)}
              >
                Price Breakup
              </Anchor>
              <Anchor component="button" type="button" fw={600} fz="sm" onClick={openCoupon}>
                Apply Coupon
              </Anchor>
            </Group>
            <BillingPanel gate={billing} />
            {notice ? (
              <Alert
                color={notice.color}
                title={notice.title}
                role="alert"
                withCloseButton
                closeButtonLabel="Dismiss"
                onClose={() => setNotice(null)}
              >
                {notice.message}
              </Alert>
            ) : null}
            <Button
              size="md"
              fullWidth
              // Wait for the wallet balance: it is used by default, so the amount depends on it.
              disabled={
                !selected ||
                (couponCode !== null && quote.isFetching) ||
                (isBrand && wallet.isPending) ||
                billing.isFormOpen ||
                billing.status === 'loading' ||
                billing.status === 'error'
              }
              loading={isBusy}
              onClick={onContinue}
            >
              Continue
            </Button>
            <Group gap={6} justify="center" wrap="nowrap">
              <IconShieldCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
              <Text fz="xs" c="dimmed">
                Payment held until the collab is complete, or refunded in full.
              </Text>
            </Group>
          </>
        )}
      </Stack>
      <CheckoutBreakupModal
        opened={isBreakupOpen}
        onClose={() => setIsBreakupOpen(false)}
        service={selected}
        withUgc={isUgc}
        breakup={breakup}
        couponNote={coupon?.holdNote ?? null}
      />
      <ApplyCouponModal
        opened={isCouponOpen}
        onClose={() => setIsCouponOpen(false)}
        serviceId={selected?.influencerServiceId ?? null}
        allowUgc={isUgc}
        applied={coupon}
        onApplied={onCouponApplied}
        onRemove={() => setCouponCode(null)}
      />
      <CollabDetailsModal
        order={order}
        influencerName={influencerName}
        serviceTitle={orderService?.title ?? null}
        onClose={later}
        onSubmit={sendDetails}
      />
    </Paper>
  );
}
