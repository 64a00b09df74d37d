import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CollabStatus } from '@collably/shared/constants/collabs';
import { Platform } from '@collably/shared/constants/platforms';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { TBrandBilling } from '@collably/shared/schemas/brands';
import type { TCollab } from '@collably/shared/schemas/collabs';
import { ApiError } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { standInBillingPanel } from '@/test/billing';
import { renderWithProviders } from '@/test/render';
import { ExtraRevisionCheckoutModal } from './extra-revision-checkout-modal';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
}));

const BILLING: TBrandBilling = {
  companyName: 'Himalayan Treks Pvt Ltd',
  gstin: null,
  address: '2 Mall Road, Manali',
  stateId: 14,
  pincode: '175131',
  supplyType: 'inter-state',
};

const COLLAB = {
  collabDetailId: 41,
  collabStatus: CollabStatus.UpdateWorkFile,
  platformId: Platform.Instagram,
  serviceTitle: 'Instagram Reel',
  influencerName: 'Tenzin Dorjee',
  name: 'Tenzin Dorjee',
  revisions: { allowed: 1, used: 1, extraPrice: 649, canBuyExtra: true },
} as TCollab;

const BillingPanel = standInBillingPanel(BILLING);

const assign = vi.fn();
const realLocation = window.location;
let billing: TBrandBilling = null;
beforeEach(() => {
  billing = null;
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, assign } });
  assign.mockReset();
  api.get
    .mockReset()
    .mockImplementation((path: string) =>
      Promise.resolve({ isSuccess: true, message: '', data: path === 'brand/billing' ? billing : [] }),
    );
  api.post.mockReset().mockResolvedValue({
    isSuccess: true,
    message: '',
    data: { refrenceId: '/pay/sandbox/xyz', transId: 7, amount: 649 },
  });
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
});

const render = () =>
  renderWithProviders(
    <ExtraRevisionCheckoutModal collab={COLLAB} onClose={() => undefined} BillingPanel={BillingPanel} />,
  );

describe('ExtraRevisionCheckoutModal (issues 19 and 36)', () => {
  it('says what the revision costs, asks for billing details first when none are on file, then pays', async () => {
    render();
    expect(screen.getByRole('dialog', { name: 'Buy an extra revision' })).toHaveTextContent(
      'One more revision of Instagram Reel from Tenzin Dorjee: ₹649.00, platform fee and GST included.',
    );
    await waitFor(() => expect(screen.getByTestId('billing-gate')).toHaveTextContent('missing · form open'));
    const pay = screen.getByRole('button', { name: 'Pay ₹649.00' });
    expect(pay).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    await userEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/sandbox/xyz'));
    expect(api.post).toHaveBeenCalledWith('collab/extra-revisions/checkout', {
      collabDetailId: 41,
      count: 1,
    });
  });

  it('opens the form when the server asks for billing details, instead of a dead end', async () => {
    billing = BILLING;
    render();
    await waitFor(() => expect(screen.getByTestId('billing-gate')).toHaveTextContent(/^ready$/));
    api.post.mockRejectedValue(new ApiError(PaymentMessages.billingRequired, 409));
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹649.00' }));
    await waitFor(() =>
      expect(screen.getByTestId('billing-gate')).toHaveTextContent(
        `form open · ${PaymentMessages.billingRequired}`,
      ),
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
