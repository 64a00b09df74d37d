import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAppliedCoupon } from '@collably/shared/schemas/coupons';
import { renderWithProviders } from '@/test/render';
import { ApplyCouponModal } from './apply-coupon-modal';

const applyCoupon = vi.hoisted(() => vi.fn());
vi.mock('@/features/coupons/api/apply-coupon', () => ({ applyCoupon }));

const flat: TAppliedCoupon = {
  basePrice: 3375,
  priceGst: 607.5,
  ugcPrice: 0,
  ugcPriceGst: 0,
  platformFee: 337.5,
  platformFeeGst: 60.75,
  price: 3880.75,
  id: 1,
  code: 'FLAT500',
  value: 500,
  holdNote: null,
  subtotal: 4380.75,
  // ₹500 off, GST included: ₹76.27 of the lines' ₹668.25 GST is inside it (issue 36).
  discountGst: 76.27,
  gst: 591.98,
};

const open = (applied: TAppliedCoupon | null = null, onApplied = vi.fn()) => {
  renderWithProviders(
    <ApplyCouponModal
      opened
      onClose={vi.fn()}
      serviceId={3}
      allowUgc={false}
      applied={applied}
      onApplied={onApplied}
      onRemove={vi.fn()}
    />,
  );
  return onApplied;
};

describe('ApplyCouponModal', () => {
  it('requires a code', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This Field is Required')).toBeInTheDocument();
    expect(applyCoupon).not.toHaveBeenCalled();
  });

  it('sends the code in capitals with the service and UGC choice', async () => {
    applyCoupon.mockResolvedValueOnce(flat);
    const onApplied = open();
    await userEvent.type(screen.getByLabelText('Coupon Code'), ' flat500 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(flat));
    expect(applyCoupon).toHaveBeenCalledWith({ Code: 'FLAT500', InfluencerServiceId: 3, AllowUGC: false });
  });

  it('shows the server message in an error alert', async () => {
    applyCoupon.mockRejectedValueOnce(new Error('FLAT500 is valid on your first order only'));
    open();
    await userEvent.type(screen.getByLabelText('Coupon Code'), 'FLAT500');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('FLAT500 is valid on your first order only');
  });

  it('shows the discounted breakup of an applied coupon', () => {
    open(flat);
    expect(screen.getByText('Coupon FLAT500')).toBeInTheDocument();
    expect(screen.getByText('-₹500.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Discounted total')).toHaveTextContent('₹3,880.75');
    expect(screen.queryByText(/an online payment must be at least/)).not.toBeInTheDocument();
  });

  it('a coupon that would leave less than ₹1 to pay: the part not used, and why', () => {
    // ₹4,380.25 off ₹4,380.75 would leave ₹0.50; the server prices it at ₹1.
    open({ ...flat, code: 'BIG', value: 4380.25, price: 1 });
    expect(screen.getByText('-₹4,379.75')).toBeInTheDocument();
    expect(screen.getByText('You save ₹4,379.75 on this order.')).toBeInTheDocument();
    expect(screen.getByLabelText('Discounted total')).toHaveTextContent('₹1.00');
    expect(
      screen.getByText('₹0.50 of the coupon is not used: an online payment must be at least ₹1.'),
    ).toBeInTheDocument();
  });
});
