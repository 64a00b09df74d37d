import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { TBrandBilling } from '@collably/shared/schemas/brands';
import type { TOffer } from '@collably/shared/schemas/offers';
import { ApiError } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { standInBillingPanel } from '@/test/billing';
import { renderWithProviders } from '@/test/render';
import { OfferPayModal } from './offer-pay-modal';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
}));

const BILLING: TBrandBilling = {
  companyName: 'Kuchipudi Silks Pvt Ltd',
  gstin: null,
  address: '4 Temple Road, Vijayawada',
  stateId: 2,
  pincode: '520001',
  supplyType: 'inter-state',
};

const round = {
  round: 1,
  proposedBy: 'brand' as const,
  brief: 'A reel in our silk collection.',
  price: 6000,
  deadline: '2026-12-20',
  revisions: 1,
  createdOn: '2026-11-29T04:00:00.000Z',
};
const OFFER = {
  id: 12,
  brandUserId: 3,
  brandName: 'Kuchipudi Silks',
  influencerUserId: 5,
  influencerName: 'Bhavna',
  influencerUserName: 'bhavna.rajasthani',
  serviceId: 77,
  serviceTitle: 'Instagram Reel',
  platformId: 4,
  status: 'accepted',
  current: round,
  rounds: [round],
  counters: 0,
  countersLeft: 3,
  actions: [],
  canPay: true,
  collabId: null,
  transactionId: null,
  createdOn: '2026-11-29T04:00:00.000Z',
  modifiedOn: '2026-11-29T04:00:00.000Z',
} as TOffer;

/** A stand-in for the brands feature's gate, which the app passes in: what it says, and its form's Save. */
const BillingPanel = standInBillingPanel(BILLING);

const assign = vi.fn();
const realLocation = window.location;
let billing: TBrandBilling = null;
beforeEach(() => {
  billing = null;
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, assign } });
  assign.mockReset();
  api.get.mockReset().mockImplementation((path: string) =>
    Promise.resolve({
      isSuccess: true,
      message: '',
      data: path === 'brand/billing' ? billing : path.startsWith('master/') ? [] : 0,
    }),
  );
  api.post.mockReset().mockResolvedValue({
    isSuccess: true,
    message: '',
    data: { refrenceId: '/pay/sandbox/abc', transId: 9, isPaid: false },
  });
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

const render = () =>
  renderWithProviders(
    <OfferPayModal offer={OFFER} opened onClose={() => undefined} BillingPanel={BillingPanel} />,
  );

describe('OfferPayModal billing details (issue 36)', () => {
  it('asks for billing details at once when the brand has none, then pays the offer', async () => {
    render();
    await waitFor(() => expect(screen.getByTestId('billing-gate')).toHaveTextContent('missing · form open'));
    const pay = screen.getByRole('button', { name: 'Continue to payment' });
    expect(pay).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Coupon code (optional)'), 'SUMMER');

    await userEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(pay).toBeEnabled();
    // The coupon typed before is kept.
    expect(screen.getByLabelText('Coupon code (optional)')).toHaveValue('SUMMER');
    api.post.mockImplementation((path: string) =>
      Promise.resolve({
        isSuccess: true,
        message: '',
        data:
          path === 'brand/applycoupon'
            ? { id: 4, code: 'SUMMER' }
            : { refrenceId: '/pay/sandbox/abc', transId: 9, isPaid: false },
      }),
    );
    await userEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/sandbox/abc'));
    expect(api.post).toHaveBeenCalledWith('offers/12/checkout', { couponId: 4, useWallet: false });
  });

  it('pays at once when details are on file, and opens the form when the server asks for them', async () => {
    billing = BILLING;
    render();
    await waitFor(() => expect(screen.getByTestId('billing-gate')).toHaveTextContent(/^ready$/));
    api.post.mockRejectedValue(new ApiError(PaymentMessages.billingRequired, 409));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(screen.getByTestId('billing-gate')).toHaveTextContent(
        `form open · ${PaymentMessages.billingRequired}`,
      ),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });
});
