import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InvoiceMessages } from '@collably/shared/messages/invoices';
import { TaxDocumentMessages } from '@collably/shared/messages/tax-documents';
import type { TInvoiceSummary } from '@collably/shared/schemas/invoices';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { TaxInvoicesCard } from './tax-invoices-card';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
const requestFile = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('@/lib/notify', () => notify);
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
  reversal: 'not-needed',
};
const RECEIPT: TInvoiceSummary = {
  ...INVOICE,
  id: 5,
  kind: 'receipt-voucher',
  number: 'RV/26-27/000011',
  issuedOn: '2026-11-20T10:00:00Z',
};
const REFUND: TInvoiceSummary = {
  ...INVOICE,
  id: 6,
  kind: 'refund-voucher',
  number: 'RF/26-27/000004',
  transactionId: 32,
  total: 1298,
  paid: 1298,
};
const CREDIT_NOTE: TInvoiceSummary = {
  ...INVOICE,
  id: 8,
  kind: 'credit-note',
  number: 'CN/26-27/000003',
  total: 500,
  paid: 500,
  reversal: 'awaiting',
};

const answer = (data: TInvoiceSummary[]) => ({ isSuccess: true, message: 'Success', data });

beforeEach(() => {
  api.get.mockReset().mockResolvedValue(answer([CREDIT_NOTE, REFUND, INVOICE, RECEIPT]));
  api.post.mockReset();
  notify.notifyError.mockReset();
  notify.notifySuccess.mockReset();
  requestFile.mockReset().mockResolvedValue(new Blob(['%PDF-'], { type: 'application/pdf' }));
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
});

const rowOf = (number: string) =>
  within(screen.getByRole('list', { name: 'Tax documents' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(number))!;

describe('TaxInvoicesCard', () => {
  it('names each document by its kind, with money going back shown negative', async () => {
    renderWithProviders(<TaxInvoicesCard />);
    expect(await screen.findByText('INV/26-27/000042')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tax documents' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);

    expect(rowOf('RV/26-27/000011')).toHaveTextContent('Receipt voucher');
    expect(rowOf('RV/26-27/000011')).toHaveTextContent('20 Nov 2026 · Order 31 · ₹2,596.00');
    expect(rowOf('INV/26-27/000042')).toHaveTextContent('Tax invoice');
    expect(rowOf('INV/26-27/000042')).toHaveTextContent('26 Nov 2026 · Order 31 · ₹2,596.00');
    expect(rowOf('RF/26-27/000004')).toHaveTextContent('Refund voucher');
    expect(rowOf('RF/26-27/000004')).toHaveTextContent('26 Nov 2026 · Order 32 · -₹1,298.00');
    expect(rowOf('CN/26-27/000003')).toHaveTextContent('Credit note');
    expect(rowOf('CN/26-27/000003')).toHaveTextContent('26 Nov 2026 · Order 31 · -₹500.00');

    for (const name of [
      'Download receipt voucher RV/26-27/000011',
      'Download tax invoice INV/26-27/000042',
      'Download refund voucher RF/26-27/000004',
      'Download credit note CN/26-27/000003',
    ]) {
      expect(screen.getByRole('button', { name })).toHaveTextContent('Download');
    }
  });

  it('downloads a document under its number', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('RV-26-27-000011.pdf');
      expect(this.href).toBe('blob:invoice');
    });
    renderWithProviders(<TaxInvoicesCard />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download receipt voucher RV/26-27/000011' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(requestFile).toHaveBeenCalledWith('invoices/5/pdf');
    click.mockRestore();
  });

  it('asks a registered brand to confirm reversing the input tax credit of a credit note, then says it is confirmed', async () => {
    api.post.mockResolvedValue({ isSuccess: true, message: InvoiceMessages.reversalConfirmed, data: null });
    renderWithProviders(<TaxInvoicesCard />);
    await screen.findByText('CN/26-27/000003');
    const note = rowOf('CN/26-27/000003');
    expect(note).toHaveTextContent(TaxDocumentMessages.reversalAwaiting);
    // Only the credit note awaiting a reversal asks for one.
    expect(screen.getAllByRole('button', { name: /I have reversed the input tax credit/ })).toHaveLength(1);
    expect(screen.queryByText(TaxDocumentMessages.reversalDone)).not.toBeInTheDocument();

    // The list fetched again after the answer says 'confirmed'.
    api.get.mockResolvedValue(answer([{ ...CREDIT_NOTE, reversal: 'confirmed' }, REFUND, INVOICE, RECEIPT]));
    await userEvent.click(
      within(note).getByRole('button', { name: 'I have reversed the input tax credit (CN/26-27/000003)' }),
    );
    expect(api.post).toHaveBeenCalledWith('invoices/8/reversal');
    expect(await screen.findByText(TaxDocumentMessages.reversalDone)).toBeInTheDocument();
    expect(notify.notifySuccess).toHaveBeenCalledWith(InvoiceMessages.reversalConfirmed);
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: /I have reversed/ })).not.toBeInTheDocument();
    expect(rowOf('CN/26-27/000003')).not.toHaveTextContent(TaxDocumentMessages.reversalAwaiting);
  });

  it('says why a reversal was refused, and fetches the list again', async () => {
    const refusal = new Error(InvoiceMessages.reversalAlreadyConfirmed);
    api.post.mockRejectedValue(refusal);
    renderWithProviders(<TaxInvoicesCard />);
    await userEvent.click(
      await screen.findByRole('button', { name: /I have reversed the input tax credit/ }),
    );
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith(refusal));
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
  });

  it('says when there is none yet, and when the list cannot be loaded', async () => {
    api.get.mockResolvedValueOnce(answer([]));
    const { unmount } = renderWithProviders(<TaxInvoicesCard />);
    expect(await screen.findByText(TaxDocumentMessages.brandCardEmpty)).toBeInTheDocument();
    unmount();
    api.get.mockReset().mockRejectedValue(new Error('Network down'));
    renderWithProviders(<TaxInvoicesCard />);
    expect(await screen.findByText(TaxDocumentMessages.brandCardLoadError)).toBeInTheDocument();
  });
});
