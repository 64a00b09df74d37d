import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { TaxExportCard } from './tax-export-card';

const requestFile = vi.hoisted(() => vi.fn());
const notifyError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notifyError }));
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), requestFile }));

beforeEach(() => {
  requestFile.mockReset().mockResolvedValue(new Blob(['kind,number'], { type: 'text/csv' }));
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
});

describe('TaxExportCard', () => {
  it('downloads the chosen month, this month first', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<TaxExportCard />);
    const now = new Date();
    const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    await userEvent.click(screen.getByRole('button', { name: 'Download Tax documents CSV' }));
    await waitFor(() => expect(requestFile).toHaveBeenCalledWith('invoices/export', { month: thisMonth }));
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('says why a download failed', async () => {
    const refusal = new Error('Choose a month as YYYY-MM');
    requestFile.mockRejectedValue(refusal);
    renderWithProviders(<TaxExportCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Download Tax documents CSV' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(refusal));
    expect(screen.getByRole('button', { name: 'Download Tax documents CSV' })).toBeEnabled();
  });
});
