import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@collably/shared/constants/roles';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { TBrandBilling } from '@collably/shared/schemas/brands';
import type { TSocialAccount } from '@collably/shared/schemas/influencers';
import { ApiError } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { StorageKey } from '@/lib/session';
import { gstReelService } from '@/test/services';
import { standInBillingPanel } from '@/test/billing';
import { renderWithProviders } from '@/test/render';
import { HireCheckout } from './hire-checkout';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
}));

const accounts: TSocialAccount[] = [
  {
    plateformId: 4,
    plateformName: 'Instagram',
    userName: 'https://instagram.com/asha',
    followersCount: 12000,
    followerId: 3,
    isVerified: false,
    infServices: [gstReelService],
  },
];

const envelope = (data: unknown) => ({ isSuccess: true, message: '', data });

const BILLING: TBrandBilling = {
  companyName: 'Masala Box Foods',
  gstin: null,
  address: '12 MG Road, Bengaluru',
  stateId: 16,
  pincode: '560001',
  supplyType: 'inter-state',
};

const BillingPanel = standInBillingPanel(BILLING);
/** The app passes the collabs feature's brand/create/collab; these tests never send details. */
const sendCollabDetails = vi.fn(() => Promise.resolve({ message: 'sent' }));

function renderCheckout(balance: number, billing: TBrandBilling = BILLING) {
  localStorage.setItem(StorageKey.token, 'token');
  localStorage.setItem(StorageKey.userId, '9');
  localStorage.setItem(StorageKey.role, String(Role.Brand));
  api.get.mockImplementation((path: string) =>
    Promise.resolve(
      envelope(path === 'brand/walletbalance' ? balance : path === 'brand/billing' ? billing : null),
    ),
  );
  renderWithProviders(
    <HireCheckout
      influencerName="Asha Rao"
      accounts={accounts}
      selectedId={gstReelService.influencerServiceId}
      onSelect={() => undefined}
      withUgc={false}
      onWithUgcChange={() => undefined}
      BillingPanel={BillingPanel}
      sendCollabDetails={sendCollabDetails}
    />,
  );
}

/** The checkout choice sent with the payment check on Continue. */
const sentChoice = () => {
  const call = api.post.mock.calls.find(([path]) => path === 'transaction/exists');
  return (call?.[2] as { query: Record<string, unknown> } | undefined)?.query;
};

beforeEach(() => {
  localStorage.clear();
  api.get.mockReset();
  // A payment for this service already exists: Continue opens the details instead of leaving for the checkout.
  api.post.mockReset().mockResolvedValue(envelope(7));
});

describe('HireCheckout wallet (issue 11 item 6)', () => {
  it('ticks "Use wallet balance" by default when the brand has a balance, and pays with it', async () => {
    renderCheckout(559);
    const box = await screen.findByRole('checkbox', { name: /Use wallet balance/ });
    expect(box).toBeChecked();
    // ₹4,380.75 − ₹559.00 wallet.
    expect(screen.getByLabelText('Amount to pay')).toHaveTextContent('₹3,821.75');
    expect(screen.getByText('₹559.00 paid from wallet')).toBeInTheDocument();
    expect(screen.getByText('To pay by card')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sentChoice()).toMatchObject({ useWallet: true, CouponId: 0 }));
  });

  it('can be unticked: the amount and the payment follow the box', async () => {
    renderCheckout(559);
    const box = await screen.findByRole('checkbox', { name: /Use wallet balance/ });
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(screen.getByLabelText('Amount to pay')).toHaveTextContent('₹4,380.75');
    expect(screen.queryByText(/paid from wallet/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sentChoice()).toMatchObject({ useWallet: false }));
  });

  it('offers no wallet and sends no wallet money when the balance is 0', async () => {
    renderCheckout(0);
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(continueButton).toBeEnabled());
    expect(screen.queryByRole('checkbox', { name: /Use wallet balance/ })).not.toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
    await userEvent.click(continueButton);
    await waitFor(() => expect(sentChoice()).toMatchObject({ useWallet: false }));
  });

  it('shows the wallet line in the Price Breakup', async () => {
    renderCheckout(559);
    await screen.findByRole('checkbox', { name: /Use wallet balance/ });
    await userEvent.click(screen.getByRole('button', { name: 'Price Breakup' }));
    const dialog = screen.getByRole('dialog', { name: 'Price Breakup' });
    expect(within(dialog).getByRole('row', { name: /Paid from wallet/ })).toHaveTextContent('-₹559.00');
    expect(within(dialog).getByLabelText('Total price')).toHaveTextContent('₹3,821.75');
  });
});

describe('HireCheckout billing details (issue 36)', () => {
  const paymentCalls = () =>
    api.post.mock.calls.filter(([path]) => String(path).startsWith('transaction/')).length;

  it('asks for billing details at Continue when the brand has none, then pays the same order once saved', async () => {
    renderCheckout(559, null);
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(screen.getByTestId('billing-gate')).toHaveTextContent('missing'));
    await waitFor(() => expect(continueButton).toBeEnabled());
    // The wallet choice the brand made before being asked is kept.
    await userEvent.click(screen.getByRole('checkbox', { name: /Use wallet balance/ }));
    await userEvent.click(continueButton);
    expect(screen.getByTestId('billing-gate')).toHaveTextContent('missing · form open');
    expect(continueButton).toBeDisabled();
    expect(paymentCalls()).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(screen.getByTestId('billing-gate')).toHaveTextContent(/^ready$/);
    expect(screen.getByRole('checkbox', { name: /Use wallet balance/ })).not.toBeChecked();
    await userEvent.click(continueButton);
    await waitFor(() => expect(sentChoice()).toMatchObject({ useWallet: false }));
  });

  it('opens the form instead of a dead end when the server answers that billing details are missing', async () => {
    renderCheckout(0);
    api.post.mockImplementation((path: string) =>
      path === 'transaction/exists'
        ? Promise.resolve(envelope(0))
        : Promise.reject(new ApiError(PaymentMessages.billingRequired, 409)),
    );
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(screen.getByTestId('billing-gate')).toHaveTextContent('ready'));
    await userEvent.click(continueButton);
    await waitFor(() =>
      expect(screen.getByTestId('billing-gate')).toHaveTextContent(
        `form open · ${PaymentMessages.billingRequired}`,
      ),
    );
    expect(screen.queryByRole('alert', { name: /Checkout failed/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Checkout failed')).not.toBeInTheDocument();
  });

  it('shows any other refusal as before', async () => {
    renderCheckout(0);
    api.post.mockImplementation((path: string) =>
      path === 'transaction/exists'
        ? Promise.resolve(envelope(0))
        : Promise.reject(new ApiError(PaymentMessages.failed, 400)),
    );
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(continueButton).toBeEnabled());
    await userEvent.click(continueButton);
    expect(await screen.findByText('Checkout failed')).toBeInTheDocument();
    expect(screen.getByTestId('billing-gate')).not.toHaveTextContent('form open');
  });
});
