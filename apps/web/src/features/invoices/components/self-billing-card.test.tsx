import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InvoiceMessages } from '@collably/shared/messages/invoices';
import type { TSelfBilling } from '@collably/shared/schemas/invoices';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { SelfBillingCard } from './self-billing-card';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), api }));

const INVOICE = {
  id: 3,
  number: 'SB/26-27/000003',
  issuedOn: '2026-11-26T10:00:00.000Z',
  collabId: 12,
  gst: 360,
  total: 2360,
};

let state: TSelfBilling = { gstin: '29AABCU9603R1ZJ', consentedOn: null };
beforeEach(() => {
  state = { gstin: '29AABCU9603R1ZJ', consentedOn: null };
  api.get.mockReset().mockImplementation((path: string) =>
    Promise.resolve({
      isSuccess: true,
      message: 'Success',
      data: path === 'invoices/self-billing' ? state : [INVOICE],
    }),
  );
  api.post.mockReset().mockImplementation((_path: string, body: { consent: boolean }) => {
    state = { ...state, consentedOn: body.consent ? '2026-11-26T10:00:00.000Z' : null };
    return Promise.resolve({
      isSuccess: true,
      message: body.consent ? InvoiceMessages.selfBillingOn : InvoiceMessages.selfBillingOff,
      data: state,
    });
  });
});

describe('SelfBillingCard', () => {
  it('shows nothing to an influencer who is not registered for GST', async () => {
    state = { gstin: null, consentedOn: null };
    const { container } = renderWithProviders(<SelfBillingCard />);
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('invoices/self-billing'));
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByText(/GST invoices to Collably/)).not.toBeInTheDocument();
  });

  it('takes and withdraws the consent, and lists the invoices issued in their name', async () => {
    renderWithProviders(<SelfBillingCard />);
    expect(await screen.findByRole('heading', { name: 'GST invoices to Collably' })).toBeVisible();
    expect(screen.getByText(/29AABCU9603R1ZJ/)).toBeVisible();
    const consent = screen.getByRole('switch', { name: /self-billing/ });
    expect(consent).not.toBeChecked();
    await userEvent.click(consent);
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('invoices/self-billing', { consent: true }));
    await waitFor(() => expect(consent).toBeChecked());
    expect(screen.getByText(/Agreed on 26 Nov 2026/)).toBeVisible();
    await userEvent.click(consent);
    await waitFor(() => expect(consent).not.toBeChecked());
    expect(
      screen.getByRole('button', { name: 'Download self-billed invoice SB/26-27/000003' }),
    ).toBeVisible();
    expect(screen.getByText(/Collab #12 · ₹2,360.00 incl. GST ₹360.00/)).toBeVisible();
  });
});
