import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InvoiceMessages } from '@collably/shared/messages/invoices';
import { TaxDocumentMessages } from '@collably/shared/messages/tax-documents';
import type { TCreditNoteDeadlines } from '@collably/shared/schemas/invoices';
import type * as ApiClient from '@/lib/api-client';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { CreditNoteDeadlinesCard } from './credit-note-deadlines-card';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
const requestFile = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('@/lib/notify', () => notify);
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
  requestFile,
}));

/** 1 December 2027 in India: 2026-27 has ended and its deadline (30 Nov 2027) has just passed. */
const NOW = new Date('2027-12-01T06:00:00Z');

const DEADLINES: TCreditNoteDeadlines = {
  years: [
    { financialYear: 2027, label: '2027-28', deadline: '2028-11-30', annualReturnFiledOn: null },
    { financialYear: 2026, label: '2026-27', deadline: '2027-11-30', annualReturnFiledOn: null },
    { financialYear: 2025, label: '2025-26', deadline: '2026-10-15', annualReturnFiledOn: '2026-10-15' },
  ],
  unadjusted: [
    {
      id: 41,
      number: 'CN/27-28/000002',
      issuedOn: '2027-12-01T05:00:00.000Z',
      againstNumber: 'INV/26-27/000019',
      gstPaise: 19_800,
      totalPaise: 129_800,
    },
  ],
};

const answer = (data: TCreditNoteDeadlines, message = 'Success') => ({ isSuccess: true, message, data });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  api.get.mockReset().mockResolvedValue(answer(DEADLINES));
  api.post.mockReset();
  notify.notifyError.mockReset();
  notify.notifySuccess.mockReset();
  requestFile.mockReset().mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

const dateField = () => screen.getByLabelText('Annual return filed on');

describe('CreditNoteDeadlinesCard', () => {
  it("lists each financial year's deadline and annual return, and the credit notes issued without GST adjustment", async () => {
    renderWithProviders(<CreditNoteDeadlinesCard />);
    const table = await screen.findByRole('table', { name: 'Credit-note deadline by financial year' });
    expect(api.get).toHaveBeenCalledWith('invoices/credit-notes');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'YearDeadlineAnnual return',
      `2027-2830 Nov 2028${TaxDocumentMessages.annualReturnNotFiled}`,
      `2026-2730 Nov 2027 (passed)${TaxDocumentMessages.annualReturnNotFiled}`,
      '2025-2615 Oct 2026 (passed)15 Oct 2026',
    ]);

    const list = screen.getByRole('list', { name: TaxDocumentMessages.unadjustedTitle });
    const [note] = within(list).getAllByRole('listitem');
    expect(note).toHaveTextContent('CN/27-28/000002');
    expect(note).toHaveTextContent(TaxDocumentMessages.unadjustedBadge);
    expect(note).toHaveTextContent('1 Dec 2027 · against INV/26-27/000019 · GST ₹198.00 · -₹1,298.00');
    expect(screen.queryByText(TaxDocumentMessages.unadjustedEmpty)).not.toBeInTheDocument();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('CN-27-28-000002.pdf');
    });
    await userEvent.click(within(note).getByRole('button', { name: 'Download credit note CN/27-28/000002' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(requestFile).toHaveBeenCalledWith('invoices/41/pdf');
    click.mockRestore();
  });

  it('says when no credit note missed its deadline, and when no year has ended to record a return for', async () => {
    api.get.mockResolvedValue(answer({ years: DEADLINES.years.slice(0, 1), unadjusted: [] }));
    renderWithProviders(<CreditNoteDeadlinesCard />);
    expect(await screen.findByText(TaxDocumentMessages.unadjustedEmpty)).toBeInTheDocument();
    expect(screen.getByText(TaxDocumentMessages.annualReturnNoYearEnded)).toBeInTheDocument();
    expect(
      screen.queryByRole('form', { name: TaxDocumentMessages.annualReturnFormTitle }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: TaxDocumentMessages.unadjustedTitle })).not.toBeInTheDocument();
  });

  it('offers only the years that have ended, the newest without a return first, and asks for the day', async () => {
    renderWithProviders(<CreditNoteDeadlinesCard />);
    const form = await screen.findByRole('form', { name: TaxDocumentMessages.annualReturnFormTitle });
    expect(within(form).getByRole('textbox', { name: 'Financial year' })).toHaveValue('2026-27');
    await userEvent.click(within(form).getByRole('textbox', { name: 'Financial year' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['2026-27', '2025-26']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(form).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(InvoiceMessages.annualReturnDateInvalid)).toBeInTheDocument();
    expect(dateField()).toHaveAttribute('aria-invalid', 'true');
    expect(dateField()).toHaveAttribute('max', '2027-12-01');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('records the day a return was filed and shows the deadlines as they now stand', async () => {
    const recorded: TCreditNoteDeadlines = {
      ...DEADLINES,
      years: DEADLINES.years.map((y) =>
        y.financialYear === 2026 ? { ...y, deadline: '2027-11-20', annualReturnFiledOn: '2027-11-20' } : y,
      ),
    };
    api.post.mockResolvedValue(answer(recorded, InvoiceMessages.annualReturnRecorded));
    renderWithProviders(<CreditNoteDeadlinesCard />);
    await screen.findByRole('form', { name: TaxDocumentMessages.annualReturnFormTitle });
    await userEvent.type(dateField(), '2027-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('invoices/annual-returns', {
        financialYear: 2026,
        filedOn: '2027-11-20',
      }),
    );
    const table = screen.getByRole('table', { name: 'Credit-note deadline by financial year' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
        '2026-2720 Nov 2027 (passed)20 Nov 2027',
      ),
    );
    expect(notify.notifySuccess).toHaveBeenCalledWith(InvoiceMessages.annualReturnRecorded, {
      id: 'annual-return',
    });
    expect(dateField()).toHaveValue('');
    expect(api.get).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal at the field it is about", async () => {
    api.post.mockRejectedValue(new ApiError(InvoiceMessages.annualReturnBeforeYearEnd, 400));
    renderWithProviders(<CreditNoteDeadlinesCard />);
    await screen.findByRole('form', { name: TaxDocumentMessages.annualReturnFormTitle });
    await userEvent.type(dateField(), '2027-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(InvoiceMessages.annualReturnBeforeYearEnd)).toBeInTheDocument();
    expect(dateField()).toHaveAttribute('aria-invalid', 'true');
    expect(dateField()).toHaveFocus();
    expect(notify.notifyError).not.toHaveBeenCalled();
  });

  it('says when the deadlines cannot be loaded', async () => {
    api.get.mockRejectedValue(new Error('Network down'));
    renderWithProviders(<CreditNoteDeadlinesCard />);
    expect(await screen.findByText(TaxDocumentMessages.deadlinesLoadError)).toBeInTheDocument();
  });
});
