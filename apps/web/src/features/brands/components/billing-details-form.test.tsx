import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandMessages as M } from '@collably/shared/messages/brands';
import type { TBrandBilling } from '@collably/shared/schemas/brands';
import { ApiError } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { BillingDetailsForm } from './billing-details-form';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
}));

const STATES = [
  { stateId: 21, countryId: 101, name: 'Maharashtra' },
  { stateId: 16, countryId: 101, name: 'Karnataka' },
];

beforeEach(() => {
  api.get.mockReset().mockResolvedValue({ isSuccess: true, message: 'Success', data: STATES });
  api.post.mockReset().mockImplementation((_path: string, body: { gstin?: string | null }) =>
    Promise.resolve({
      isSuccess: true,
      message: M.billingSaved,
      data: { ...body, gstin: body.gstin || null },
    }),
  );
});

const fill = async (label: RegExp | string, text: string) => {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
};
const chooseState = async (name: string) => {
  await userEvent.click(screen.getByRole('textbox', { name: /State/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save billing details' }));

async function fillValid() {
  await fill(/Billing name/, 'Masala Box Foods');
  await fill(/Billing address/, '12 MG Road, Bengaluru');
  await chooseState('Karnataka');
  await fill(/PIN code/, '560001');
}

function renderForm(billing: TBrandBilling = null, onSaved = vi.fn()) {
  renderWithProviders(<BillingDetailsForm billing={billing} onSaved={onSaved} />);
  return onSaved;
}

describe('BillingDetailsForm', () => {
  it('labels every field, saves an ordinary buyer without a GSTIN and answers what was stored', async () => {
    const onSaved = renderForm();
    const kinds = screen.getByRole('radiogroup', { name: /Who is buying/ });
    expect(within(kinds).getByRole('radio', { name: M.buyerKindLabel.business })).toBeChecked();
    expect(within(kinds).getAllByRole('radio')).toHaveLength(3);
    for (const label of [/Billing name/, /Billing address/, /PIN code/, /GSTIN/]) {
      expect(screen.getByLabelText(label)).toBeVisible();
    }
    // Nothing typed yet: Save is offered, and names what is missing.
    await save();
    expect(await screen.findByText(M.companyRequired)).toBeInTheDocument();
    expect(screen.getByText(M.addressRequired)).toBeInTheDocument();
    expect(screen.getByText(M.stateRequired)).toBeInTheDocument();
    expect(screen.getByText(M.pincodeInvalid)).toBeInTheDocument();
    // The first field in error takes the focus, for keyboard and screen-reader users.
    expect(screen.getByLabelText(/Billing name/)).toHaveFocus();
    expect(api.post).not.toHaveBeenCalled();

    await fillValid();
    await save();
    const sent = {
      buyerKind: 'business',
      companyName: 'Masala Box Foods',
      gstin: null,
      address: '12 MG Road, Bengaluru',
      stateId: 16,
      pincode: '560001',
    };
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('brand/billing', sent));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...sent, buyerKind: 'business' }));
  });

  it.each([
    ['012345', 'starting with 0'],
    ['56001', 'of 5 digits'],
    ['56000a', 'with a letter'],
  ])('refuses the PIN code %s (%s)', async (pin) => {
    renderForm();
    await fillValid();
    await fill(/PIN code/, pin);
    await save();
    expect(await screen.findByLabelText(/PIN code/)).toHaveAccessibleDescription(
      expect.stringContaining(M.pincodeInvalid),
    );
    expect(api.post).not.toHaveBeenCalled();
  });

  it.each([
    ['sez', M.sezRefused],
    ['government', M.governmentRefused],
  ] as const)(
    'refuses a buyer of kind %s as soon as it is chosen, and saves nothing',
    async (kind, message) => {
      renderForm();
      await fillValid();
      await userEvent.click(screen.getByRole('radio', { name: M.buyerKindLabel[kind] }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      await save();
      expect(api.post).not.toHaveBeenCalled();

      // Back to an ordinary buyer: the refusal goes and the details save.
      await userEvent.click(screen.getByRole('radio', { name: M.buyerKindLabel.business }));
      await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
      await save();
      await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    },
  );

  it('shows a GSTIN of another state than the chosen one at the GSTIN field', async () => {
    renderForm();
    await fillValid();
    await fill(/GSTIN/, '27AAPFU0939F1ZV');
    await save();
    const gstin = screen.getByLabelText(/GSTIN/);
    await waitFor(() =>
      expect(gstin).toHaveAccessibleDescription(expect.stringContaining(M.gstinOtherState('Maharashtra'))),
    );
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveFocus();
    expect(api.post).not.toHaveBeenCalled();
    await fill(/GSTIN/, '27AAPFU0939F1ZX');
    await save();
    await waitFor(() =>
      expect(screen.getByLabelText(/GSTIN/)).toHaveAccessibleDescription(
        expect.stringContaining(M.gstinInvalid),
      ),
    );
  });

  it("puts the server's refusal at its field, and anything else in a notice", async () => {
    const onSaved = renderForm();
    await fillValid();
    // The server knows better (a state list that changed since): its message lands at the GSTIN.
    api.post.mockRejectedValueOnce(new ApiError(M.gstinOtherState('Karnataka'), 400));
    await fill(/GSTIN/, '29AABCU9603R1ZJ');
    await save();
    await waitFor(() =>
      expect(screen.getByLabelText(/GSTIN/)).toHaveAccessibleDescription(
        expect.stringContaining(M.gstinOtherState('Karnataka')),
      ),
    );
    api.post.mockRejectedValueOnce(new ApiError(M.sezRefused, 400));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.sezRefused);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
