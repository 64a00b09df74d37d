import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TInvoiceSummary } from '@collably/shared/schemas/invoices';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { TaxInvoicesCard } from './tax-invoices-card';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
const requestFile = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
  requestFile,
}));

const INVOICE: TInvoiceSummary = {
  id: 7,
  kind: 'invoice',
  number: 'INV/26-27/000042',
  issuedOn: '2026-11-26T10:00:00Z',
  transactionId: 31,
  total: 2596,
  paid: 2096,
};

beforeEach(() => {
  const creditNote: TInvoiceSummary = {
    ...INVOICE,
    id: 8,
    kind: 'credit-note',
    number: 'CN/26-27/000003',
    total: 500,
    paid: 500,
  };
  api.get.mockReset().mockResolvedValue({ isSuccess: true, message: 'Success', data: [creditNote, INVOICE] });
  requestFile.mockReset().mockResolvedValue(new Blob(['%PDF-'], { type: 'application/pdf' }));
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
});

describe('TaxInvoicesCard', () => {
  it('lists each invoice and downloads its PDF under its number', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('INV-26-27-000042.pdf');
      expect(this.href).toBe('blob:invoice');
    });
    renderWithProviders(<TaxInvoicesCard />);
    expect(await screen.findByText('INV/26-27/000042')).toBeInTheDocument();
    expect(screen.getByText(/26 Nov 2026 · Order 31 · ₹2,596\.00/)).toBeInTheDocument();
    expect(screen.getByText('CN/26-27/000003')).toBeInTheDocument();
    expect(screen.getByText('Credit note')).toBeInTheDocument();
    expect(screen.getByText(/26 Nov 2026 · Order 31 · -₹500\.00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download credit note CN/26-27/000003' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice INV/26-27/000042' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(requestFile).toHaveBeenCalledWith('invoices/7/pdf');
    click.mockRestore();
  });

  it('says when there is none yet, and when the list cannot be loaded', async () => {
    api.get.mockResolvedValueOnce({ isSuccess: true, message: 'Success', data: [] });
    const { unmount } = renderWithProviders(<TaxInvoicesCard />);
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
    unmount();
    api.get.mockReset().mockRejectedValue(new Error('Network down'));
    renderWithProviders(<TaxInvoicesCard />);
    expect(await screen.findByText('Could not load your tax invoices')).toBeInTheDocument();
  });
});
