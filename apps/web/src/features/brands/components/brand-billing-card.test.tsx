import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandMessages as M } from '@collably/shared/messages/brands';
import type { TBrandBilling } from '@collably/shared/schemas/brands';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { BrandBillingCard } from './brand-billing-card';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
}));

const STATES = [
  { stateId: 21, countryId: 101, name: 'Maharashtra' },
  { stateId: 16, countryId: 101, name: 'Karnataka' },
];

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

describe('BrandBillingCard', () => {
  it('names each missing field, then saves the details', async () => {
    renderWithProviders(<BrandBillingCard />);
    await screen.findByLabelText(/Billing name/);
    await fill(/Billing name/, 'Chai');
    await userEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText(M.addressRequired)).toBeInTheDocument();
    expect(screen.getByText(M.stateRequired)).toBeInTheDocument();
    expect(screen.getByText(M.pincodeInvalid)).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await fill(/Billing name/, 'Chai Point Pvt Ltd');
    await fill(/GSTIN/, '27aapfu0939f1zv');
    await fill(/Billing address/, 'Baner Road, Pune');
    await chooseState('Maharashtra');
    await fill(/PIN code/, '411045');
    await userEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('brand/billing', {
        buyerKind: 'business',
        companyName: 'Chai Point Pvt Ltd',
        gstin: '27AAPFU0939F1ZV',
        address: 'Baner Road, Pune',
        stateId: 21,
        pincode: '411045',
      }),
    );
  });

  it('refuses a GSTIN with a bad checksum, or one of another state', async () => {
    stored = {
      companyName: 'Chai',
      gstin: null,
      address: 'Pune',
      stateId: 16,
      pincode: '560001',
      supplyType: 'inter-state',
    };
    renderWithProviders(<BrandBillingCard />);
    await screen.findByLabelText(/GSTIN/);
    await fill(/GSTIN/, '27AAPFU0939F1ZX');
    await userEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText(M.gstinInvalid)).toBeInTheDocument();

    await fill(/GSTIN/, '27AAPFU0939F1ZV');
    await userEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText(M.gstinOtherState('Maharashtra'))).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('edits details on file with the same form: Save waits for a change', async () => {
    stored = {
      companyName: 'Chai',
      gstin: null,
      address: 'Pune',
      stateId: 16,
      pincode: '560001',
      supplyType: 'inter-state',
    };
    renderWithProviders(<BrandBillingCard />);
    expect(await screen.findByLabelText(/Billing name/)).toHaveValue('Chai');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /State/ })).toHaveValue('Karnataka'));
    const save = screen.getByRole('button', { name: 'Save billing details' });
    expect(save).toBeDisabled();
    await fill(/PIN code/, '560034');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('brand/billing', expect.objectContaining({ pincode: '560034' })),
    );
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('says when the details cannot be loaded', async () => {
    api.get.mockReset().mockRejectedValue(new Error('Network down'));
    renderWithProviders(<BrandBillingCard />);
    expect(await screen.findByText('Could not load your billing details')).toBeInTheDocument();
  });
});
