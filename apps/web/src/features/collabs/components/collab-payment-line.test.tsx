import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { formatRupees } from '@collably/shared/domain/pricing';
import { renderWithProviders } from '@/test/render';
import { CollabPaymentLine, paymentParts } from './collab-payment-line';

const split = {
  subtotal: 3615.2,
  couponCode: 'FLAT500',
  discount: 500,
  paid: 3115.2,
  fromWallet: 1168.2,
  byCard: 1947,
  taxDocuments: [],
};

describe('CollabPaymentLine', () => {
  it('says the total, the wallet part, the card part and the coupon', () => {
    renderWithProviders(<CollabPaymentLine payment={split} />);
    expect(screen.getByLabelText('Payment')).toHaveTextContent(
      `Paid ₹3,115.20 · ₹1,168.20 from wallet · ₹1,947.00 by card · coupon FLAT500 ${formatRupees(-50000)}`,
    );
  });

  it('leaves out the parts that are zero, but always says how it was paid', () => {
    const card = { ...split, couponCode: null, discount: 0, fromWallet: 0, byCard: 3115.2 };
    expect(paymentParts(card)).toEqual(['Paid ₹3,115.20', '₹3,115.20 by card']);
    const wallet = { ...split, fromWallet: 3115.2, byCard: 0 };
    expect(paymentParts(wallet)).toEqual([
      'Paid ₹3,115.20',
      '₹3,115.20 from wallet',
      `coupon FLAT500 ${formatRupees(-50000)}`,
    ]);
  });

  it('shows nothing without a payment (the influencer gets none)', () => {
    renderWithProviders(<CollabPaymentLine payment={null} />);
    expect(screen.queryByLabelText('Payment')).toBeNull();
    expect(screen.queryByText(/by card|from wallet/)).toBeNull();
  });
});
