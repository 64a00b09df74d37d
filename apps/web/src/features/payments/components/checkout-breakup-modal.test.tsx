import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { gstReelService } from '@/test/services';
import { renderWithProviders } from '@/test/render';
import { checkoutLines } from '../lib/checkout-lines';
import { CheckoutBreakupModal } from './checkout-breakup-modal';
import { CouponMessages } from '@collably/shared/messages/coupons';

const show = (coupon: { code: string; discountRupees: number } | null, walletRupees: number | null) => {
  const { unmount } = renderWithProviders(
    <CheckoutBreakupModal
      opened
      onClose={() => undefined}
      service={gstReelService}
      withUgc={false}
      breakup={checkoutLines(gstReelService, false, coupon, walletRupees)}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Price Breakup' }), unmount };
};

describe('CheckoutBreakupModal: the card payment’s ₹1 minimum', () => {
  it('says how much wallet money stays in the wallet when the card would be asked for less than ₹1', () => {
    // ₹4,380.75 − ₹4,380.25 of wallet would leave ₹0.50.
    const { dialog } = show(null, 4380.25);
    expect(within(dialog).getByRole('row', { name: /Paid from wallet/ })).toHaveTextContent('-₹4,379.75');
    expect(within(dialog).getByLabelText('Total price')).toHaveTextContent('₹1.00');
    expect(
      within(dialog).getByText('₹0.50 of your wallet stays in it: an online payment must be at least ₹1.'),
    ).toBeInTheDocument();
  });

  it('says how much of the coupon is not used when no wallet money can be given back', () => {
    const { dialog } = show({ code: 'BIG', discountRupees: 4380.25 }, null);
    expect(within(dialog).getByRole('row', { name: /Coupon BIG/ })).toHaveTextContent('-₹4,379.75');
    expect(within(dialog).getByLabelText('Total price')).toHaveTextContent('₹1.00');
    expect(
      within(dialog).getByText('₹0.50 of the coupon is not used: an online payment must be at least ₹1.'),
    ).toBeInTheDocument();
  });

  it('shows no such line when the rest is 0 or at least ₹1', () => {
    for (const wallet of [559, 4380.75, 10_000, 4379.75]) {
      const { dialog, unmount } = show({ code: 'FLAT500', discountRupees: 500 }, wallet);
      expect(within(dialog).queryByText(/an online payment must be at least/)).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('CheckoutBreakupModal: a coupon that will not be reserved', () => {
  it('says plainly why the coupon is not reserved for this checkout', () => {
    const note = CouponMessages.holdNewAccount;
    renderWithProviders(
      <CheckoutBreakupModal
        opened
        onClose={() => undefined}
        service={gstReelService}
        withUgc={false}
        breakup={checkoutLines(gstReelService, false, { code: 'ONLYYOU', discountRupees: 100 }, null)}
        couponNote={note}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Price Breakup' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(note);
  });

  it('says nothing when the coupon is held (no note)', () => {
    const { dialog } = show({ code: 'ONLYYOU', discountRupees: 100 }, null);
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });
});
