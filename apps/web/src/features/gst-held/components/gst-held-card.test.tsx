import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GstHeldMessages as M } from '@collably/shared/messages/gst-held';
import type { TGstHeldSummary } from '@collably/shared/schemas/gst-held';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { GstHeldCard } from './gst-held-card';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), api }));

const SELF_BILLED = {
  id: 1,
  collabId: 12,
  heldOn: '2026-11-26T10:00:00.000Z',
  amount: 360,
  status: 'held' as const,
  releasedOn: null,
  invoiceNumber: 'SB/26-27/000001',
  isSelfBilled: true,
};
const OWN = { ...SELF_BILLED, id: 2, collabId: 13, invoiceNumber: null, isSelfBilled: false };
const RELEASED = {
  ...SELF_BILLED,
  id: 3,
  collabId: 9,
  status: 'released' as const,
  releasedOn: '2026-12-14T10:00:00.000Z',
};

let summary: TGstHeldSummary;
beforeEach(() => {
  summary = { held: 720, orders: [SELF_BILLED, OWN, RELEASED] };
  api.get
    .mockReset()
    .mockImplementation(() => Promise.resolve({ isSuccess: true, message: 'Success', data: summary }));
  api.post.mockReset().mockResolvedValue({ isSuccess: true, message: M.invoiceNumberSaved, data: OWN });
});

describe('GstHeldCard', () => {
  it('shows nothing to an influencer with no GST ever held', async () => {
    summary = { held: 0, orders: [] };
    const { container } = renderWithProviders(<GstHeldCard />);
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('gst-held'));
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });

  it('says the GST is held until the invoice is filed, per order, and what was released', async () => {
    renderWithProviders(<GstHeldCard />);
    expect(await screen.findByRole('heading', { name: 'GST held' })).toBeVisible();
    expect(screen.getByText(`₹720.00: ${M.heldUntilFiled}`)).toBeVisible();
    const orders = within(screen.getByRole('list', { name: 'GST held per order' })).getAllByRole('listitem');
    expect(orders).toHaveLength(3);
    expect(within(orders[0]).getByText('Collab #12 · GST ₹360.00')).toBeVisible();
    expect(within(orders[0]).getByText(M.heldUntilFiled)).toBeVisible();
    expect(within(orders[0]).getByText(/Invoice SB\/26-27\/000001/)).toBeVisible();
    expect(within(orders[2]).getByText('Released')).toBeVisible();
    expect(within(orders[2]).getByText('Added to your balance on 14 Dec 2026')).toBeVisible();
  });

  it('takes the influencer’s own invoice number, with the shared rule’s message for a wrong one', async () => {
    renderWithProviders(<GstHeldCard />);
    const input = await screen.findByRole('textbox', { name: 'Your invoice number for collab #13' });
    await userEvent.type(input, 'INV 1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.invoiceNumberInvalid)).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'inv/2026/17');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('gst-held/2/invoice-number', { invoiceNumber: 'inv/2026/17' }),
    );
  });
});
