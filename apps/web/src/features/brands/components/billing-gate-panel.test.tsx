import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandMessages as M } from '@collably/shared/messages/brands';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { TBrandBilling } from '@collably/shared/schemas/brands';
import { ApiError } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { useBillingGate } from '../api/billing-gate';
import { BillingGatePanel } from './billing-gate-panel';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
}));

const STATES = [
  { stateId: 21, countryId: 101, name: 'Maharashtra' },
  { stateId: 16, countryId: 101, name: 'Karnataka' },
];
const ON_FILE: TBrandBilling = {
  companyName: 'Masala Box Foods',
  gstin: null,
  address: '12 MG Road, Bengaluru',
  stateId: 16,
  pincode: '560001',
  supplyType: 'inter-state',
};

let stored: TBrandBilling = null;
beforeEach(() => {
  stored = null;
  api.get.mockReset().mockImplementation((path: string) =>
    Promise.resolve({
      isSuccess: true,
      message: 'Success',
      data: path === 'brand/billing' ? stored : STATES,
    }),
  );
  api.post.mockReset().mockImplementation((_path: string, body: Record<string, unknown>) => {
    const { buyerKind: _kind, ...saved } = body;
    stored = {
      ...(saved as Omit<NonNullable<TBrandBilling>, 'supplyType'>),
      gstin: null,
      supplyType: 'inter-state',
    };
    return Promise.resolve({ isSuccess: true, message: M.billingSaved, data: stored });
  });
});

/** A checkout as the payment features build one: a choice it keeps, the gate, and Pay. */
function Checkout({ askAtOnce = false, pay }: { askAtOnce?: boolean; pay: () => Promise<void> }) {
  const gate = useBillingGate({ enabled: true, askAtOnce });
  const [isUgc, setIsUgc] = useState(false);
  const onPay = () => {
    if (!gate.ensure()) return;
    pay().catch((error: unknown) => gate.takeRefusal(error));
  };
  return (
    <div>
      <label>
        <input type="checkbox" checked={isUgc} onChange={(e) => setIsUgc(e.currentTarget.checked)} /> UGC
        rights
      </label>
      <BillingGatePanel gate={gate} />
      <button type="button" disabled={gate.isFormOpen || gate.status !== 'ready'} onClick={onPay}>
        Pay
      </button>
      <button type="button" onClick={onPay}>
        Pay anyway
      </button>
    </div>
  );
}

const fill = async (label: RegExp, text: string) => {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.type(screen.getByLabelText(label), text);
};

describe('BillingGatePanel', () => {
  it('asks at Pay for missing details, in place, keeps the order and returns to Pay once saved', async () => {
    const pay = vi.fn(() => Promise.resolve());
    renderWithProviders(<Checkout pay={pay} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'UGC rights' }));
    // Nothing to show before the brand means to pay.
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('brand/billing'));
    expect(screen.queryByRole('form', { name: 'Billing details' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pay anyway' }));
    expect(pay).not.toHaveBeenCalled();
    const heading = await screen.findByRole('heading', { name: 'Billing details for your tax invoice' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    // No Cancel: there is nothing to go back to without details.
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await fill(/Billing name/, 'Masala Box Foods');
    await fill(/Billing address/, '12 MG Road, Bengaluru');
    await userEvent.click(screen.getByRole('textbox', { name: /State/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Karnataka' }));
    await fill(/PIN code/, '560001');
    await userEvent.click(screen.getByRole('button', { name: 'Save billing details' }));

    const billedTo = await screen.findByTestId('billed-to');
    expect(billedTo).toHaveTextContent('Billed to Masala Box Foods, Karnataka');
    expect(billedTo).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'UGC rights' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(pay).toHaveBeenCalledTimes(1);
  });

  it('says who is billed when details are on file, and Edit opens the same form with them', async () => {
    stored = ON_FILE;
    renderWithProviders(<Checkout pay={() => Promise.resolve()} />);
    // The state decides how the GST splits: from another state than Collably's, one IGST.
    expect(await screen.findByTestId('billed-to')).toHaveTextContent(
      'Billed to Masala Box Foods, Karnataka (IGST) · Edit',
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit billing details' }));
    expect(await screen.findByRole('heading', { name: 'Your billing details' })).toHaveFocus();
    expect(screen.getByLabelText(/Billing name/)).toHaveValue('Masala Box Foods');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save billing details' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('billed-to')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('names the split of a buyer within Collably’s state', async () => {
    stored = { ...ON_FILE, stateId: 21, supplyType: 'intra-state' };
    renderWithProviders(<Checkout pay={() => Promise.resolve()} />);
    expect(await screen.findByTestId('billed-to')).toHaveTextContent(
      'Billed to Masala Box Foods, Maharashtra (CGST + SGST)',
    );
  });

  it('shows the form at once in a pay dialog when no details are on file', async () => {
    renderWithProviders(<Checkout askAtOnce pay={() => Promise.resolve()} />);
    expect(
      await screen.findByRole('heading', { name: 'Billing details for your tax invoice' }),
    ).toBeVisible();
    expect(screen.getByRole('form', { name: 'Billing details' })).toBeInTheDocument();
  });

  it("opens the form with the server's reason when a payment is refused for want of details", async () => {
    stored = ON_FILE;
    const pay = vi.fn(() => {
      // Deleted meanwhile, as far as the server knows.
      stored = null;
      return Promise.reject(new ApiError(PaymentMessages.billingRequired, 409));
    });
    renderWithProviders(<Checkout pay={pay} />);
    await screen.findByTestId('billed-to');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(PaymentMessages.billingRequired)).toBeInTheDocument();
    // The page reads the details again: none on file, so an empty form to fill.
    await waitFor(() => expect(screen.getByLabelText(/Billing name/)).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Save billing details' })).toBeEnabled();
  });

  it('ignores other refusals of the payment', async () => {
    stored = ON_FILE;
    const pay = vi.fn(() => Promise.reject(new ApiError('Payment failed', 400)));
    renderWithProviders(<Checkout pay={pay} />);
    await screen.findByTestId('billed-to');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(pay).toHaveBeenCalled());
    expect(screen.getByTestId('billed-to')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Billing details' })).not.toBeInTheDocument();
  });

  it('says when the details cannot be read, and tries again', async () => {
    api.get.mockImplementation((path: string) =>
      path === 'brand/billing'
        ? Promise.reject(new Error('Network down'))
        : Promise.resolve({ isSuccess: true, message: 'Success', data: STATES }),
    );
    renderWithProviders(<Checkout pay={() => Promise.resolve()} />);
    expect(await screen.findByText('Could not load your billing details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    stored = ON_FILE;
    api.get.mockImplementation((path: string) =>
      Promise.resolve({
        isSuccess: true,
        message: 'Success',
        data: path === 'brand/billing' ? stored : STATES,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('billed-to')).toBeInTheDocument();
  });
});
