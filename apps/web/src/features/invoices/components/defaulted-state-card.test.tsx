import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDefaultedStateReport } from '@collably/shared/schemas/invoices';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { DefaultedStateCard } from './defaulted-state-card';

const api = vi.hoisted(() => ({ get: vi.fn() }));
const requestFile = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
  requestFile,
}));

const REPORT: TDefaultedStateReport = {
  years: [
    {
      financialYear: 2025,
      label: '2025-26',
      invoices: { count: 2, taxablePaise: 400_000, gstPaise: 72_000, totalPaise: 472_000 },
      creditNotes: { count: 0, taxablePaise: 0, gstPaise: 0, totalPaise: 0 },
    },
    {
      financialYear: 2026,
      label: '2026-27',
      invoices: { count: 1, taxablePaise: 110_000, gstPaise: 19_800, totalPaise: 129_800 },
      creditNotes: { count: 1, taxablePaise: 110_000, gstPaise: 19_800, totalPaise: 129_800 },
    },
  ],
  documents: [
    {
      id: 7,
      kind: 'invoice',
      number: 'INV/26-27/000003',
      issuedOn: '2026-11-26T10:00:00.000Z',
      againstNumber: null,
      brandUserId: 41,
      brandName: 'Masala Box',
      placeOfSupply: 'Maharashtra',
      totalPaise: 129_800,
      hasBillingNow: false,
    },
    {
      id: 9,
      kind: 'credit-note',
      number: 'CN/26-27/000001',
      issuedOn: '2026-11-27T10:00:00.000Z',
      againstNumber: 'INV/26-27/000003',
      brandUserId: 41,
      brandName: 'Masala Box',
      placeOfSupply: 'Maharashtra',
      totalPaise: 129_800,
      hasBillingNow: true,
    },
  ],
  isListComplete: true,
};

const answer = (data: TDefaultedStateReport) => ({ isSuccess: true, message: 'Success', data });

beforeEach(() => {
  api.get.mockReset().mockResolvedValue(answer(REPORT));
  requestFile.mockReset().mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});

describe('DefaultedStateCard', () => {
  it('sums the documents per financial year and lists each with its brand and total', async () => {
    renderWithProviders(<DefaultedStateCard />);
    const table = await screen.findByRole('table', { name: /by financial year/ });
    expect(api.get).toHaveBeenCalledWith('invoices/defaulted-state');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'YearDocumentsTaxableGSTTotal',
      '2025-262 invoices₹4,000.00₹720.00₹4,720.00',
      '2025-260 credit notes₹0.00₹0.00₹0.00',
      '2026-271 invoice₹1,100.00₹198.00₹1,298.00',
      '2026-271 credit note₹1,100.00₹198.00₹1,298.00',
    ]);
    const list = screen.getByRole('list', { name: 'Documents issued without billing details' });
    const [invoice, note] = within(list).getAllByRole('listitem');
    expect(invoice).toHaveTextContent('INV/26-27/000003');
    expect(invoice).toHaveTextContent(
      '26 Nov 2026 · Masala Box (user 41) · taxed in Maharashtra · ₹1,298.00',
    );
    expect(invoice).toHaveTextContent('No billing details yet');
    expect(note).toHaveTextContent('Credit note of INV/26-27/000003');
    expect(note).toHaveTextContent('-₹1,298.00');
    expect(note).toHaveTextContent('Billing details given since');
    expect(screen.queryByText(/The oldest/)).not.toBeInTheDocument();
  });

  it('downloads a listed document as the super admin', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<DefaultedStateCard />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download tax invoice INV/26-27/000003' }),
    );
    await waitFor(() => expect(requestFile).toHaveBeenCalledWith('invoices/7/pdf'));
    click.mockRestore();
  });

  it('says when there are none', async () => {
    api.get.mockResolvedValue(answer({ years: [], documents: [], isListComplete: true }));
    renderWithProviders(<DefaultedStateCard />);
    expect(
      await screen.findByText(/None: every invoice and credit note names its buyer/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list is cut', async () => {
    api.get.mockResolvedValue(answer({ ...REPORT, isListComplete: false }));
    renderWithProviders(<DefaultedStateCard />);
    expect(
      await screen.findByText(/The oldest 2 are listed; the sums above count them all/),
    ).toBeInTheDocument();
  });

  it('says when the report cannot be loaded', async () => {
    api.get.mockRejectedValue(new Error('Network down'));
    renderWithProviders(<DefaultedStateCard />);
    expect(await screen.findByText('Could not load these invoices')).toBeInTheDocument();
  });
});
