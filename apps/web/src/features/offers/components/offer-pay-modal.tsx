import { useState } from 'react';
import { Button, Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { GstMessages } from '@collably/shared/messages/gst';
import type { TOffer } from '@collably/shared/schemas/offers';
import { notifyError } from '@/lib/notify';
import { useBillingGate, type TBillingPanel } from '@/features/brands/api/billing-gate';
import { applyCoupon } from '@/features/coupons/api/apply-coupon';
import { useWalletBalance } from '@/features/wallet/api/get-wallet';
import { checkoutOffer } from '../api/offer-actions';

type Props = {
  offer: TOffer;
  opened: boolean;
  onClose: () => void;
  /** The brands feature's billing gate (issue 36), passed in by the app. */
  BillingPanel: TBillingPanel;
};

/**
 * The brand pays an accepted offer as any hire: a coupon and the wallet may pay part of it, the rest goes
 * through the hosted checkout. The server prices it (fee, GST on every line, the coupon's rules) on the offer's price.
 */
export function OfferPayModal({ offer, opened, onClose, BillingPanel }: Props) {
  const wallet = useWalletBalance(opened);
  const balance = wallet.data ?? 0;
  const [isWalletDeclined, setIsWalletDeclined] = useState(false);
  const [couponCode, setCouponCode] = useState('');
  const [isPaying, setIsPaying] = useState(false);
  const isWalletUsed = balance > 0 && !isWalletDeclined;
  // The brand pressed Pay to open this dialog: without billing details the form shows at once (issue 36).
  const billing = useBillingGate({ enabled: opened, askAtOnce: true });

  const pay = async () => {
    if (!billing.ensure()) return;
    setIsPaying(true);
    try {
      const code = couponCode.trim();
      const couponId = code
        ? (await applyCoupon({ Code: code, InfluencerServiceId: offer.serviceId, AllowUGC: false })).id
        : 0;
      const { refrenceId } = await checkoutOffer(offer.id, { couponId, useWallet: isWalletUsed });
      window.location.assign(refrenceId);
    } catch (error) {
      setIsPaying(false);
      if (!billing.takeRefusal(error)) notifyError(error);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Pay for this offer" centered>
      <Stack gap="sm">
        <Text size="sm">
          {GstMessages.offerPrice(formatRupees(rupeesToPaise(offer.current.price), { whole: true }))}
        </Text>
        {balance > 0 ? (
          <Checkbox
            label={`Use wallet balance (${formatRupees(rupeesToPaise(balance))})`}
            checked={isWalletUsed}
            onChange={(e) => setIsWalletDeclined(!e.currentTarget.checked)}
          />
        ) : null}
        <TextInput
          label="Coupon code (optional)"
          value={couponCode}
          onChange={(e) => setCouponCode(e.currentTarget.value)}
          maxLength={40}
        />
        <BillingPanel gate={billing} />
        <Button
          loading={isPaying}
          disabled={billing.status !== 'ready' || billing.isFormOpen}
          onClick={() => void pay()}
        >
          Continue to payment
        </Button>
      </Stack>
    </Modal>
  );
}
