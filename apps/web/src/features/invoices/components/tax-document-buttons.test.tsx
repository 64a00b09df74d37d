import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { TaxDocumentButtons } from './tax-document-buttons';

const requestFile = vi.hoisted(() => vi.fn());
const notifyError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notifyError }));
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), requestFile }));

const DOCUMENTS = [
  { id: 5, kind: 'receipt-voucher' as const, number: 'RV/26-27/000005' },
  { id: 7, kind: 'invoice' as const, number: 'INV/26-27/000007' },
  { id: 8, kind: 'refund-voucher' as const, number: 'RF/26-27/000001' },
  { id: 9, kind: 'credit-note' as const, number: 'CN/26-27/000002' },
];

beforeEach(() => {
  requestFile.mockReset().mockResolvedValue(new Blob(['%PDF-'], { type: 'application/pdf' }));
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});

describe('TaxDocumentButtons', () => {
  it('offers each document of an order under its kind, oldest first, each saved under its number', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<TaxDocumentButtons documents={DOCUMENTS} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Receipt voucher',
      'Tax invoice',
      'Refund voucher',
      'Credit note',
    ]);
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Download receipt voucher RV/26-27/000005',
      'Download tax invoice INV/26-27/000007',
      'Download refund voucher RF/26-27/000001',
      'Download credit note CN/26-27/000002',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Download refund voucher RF/26-27/000001' }));
    await waitFor(() => expect(requestFile).toHaveBeenCalledWith('invoices/8/pdf'));
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('says why a download failed', async () => {
    const refusal = new Error('Invoice not found');
    requestFile.mockRejectedValue(refusal);
    renderWithProviders(<TaxDocumentButtons documents={DOCUMENTS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download tax invoice INV/26-27/000007' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(refusal));
  });
});
