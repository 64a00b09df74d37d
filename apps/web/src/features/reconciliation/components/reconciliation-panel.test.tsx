import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReconciliationMessages } from '@collably/shared/messages/reconciliation';
import type {
  TReconciliationMismatch,
  TReconciliationPage,
  TReconciliationRun,
} from '@collably/shared/schemas/reconciliation';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { ReconciliationPanel } from './reconciliation-panel';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
const requestFile = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyWarning: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
  requestFile,
}));
vi.mock('@/lib/notify', () => notify);

const run: TReconciliationRun = {
  id: 3,
  startedOn: '2026-11-28T20:30:00.000Z',
  finishedOn: '2026-11-28T20:31:00.000Z',
  fromDay: '2026-11-26',
  toDay: '2026-11-28',
  itemsCompared: 412,
  mismatchesFound: 1,
  error: null,
};

const open: TReconciliationMismatch = {
  id: 7,
  day: '2026-11-28',
  provider: 'razorpay',
  itemType: 'payment',
  itemId: 'pay_Nx8sQ2kLm4Zt1A',
  field: 'captured',
  providerPaise: 118_000,
  ledgerPaise: 100_000,
  differencePaise: 18_000,
  action: 'The capture was booked without its GST: check the order and book the difference.',
  status: 'open',
  foundOn: '2026-11-28T20:31:00.000Z',
  lastSeenOn: '2026-11-28T20:31:00.000Z',
  resolvedNote: null,
  resolvedByName: null,
  resolvedOn: null,
};

const resolved: TReconciliationMismatch = {
  ...open,
  id: 5,
  provider: 'razorpayx',
  itemType: 'payout',
  itemId: 'pout_Mk2',
  field: 'paid out',
  providerPaise: 50_000,
  ledgerPaise: 50_500,
  differencePaise: -500,
  status: 'resolved',
  resolvedNote: 'The bank charged ₹5; booked as a fee.',
  resolvedByName: 'Priya Admin',
  resolvedOn: '2026-11-29T06:00:00.000Z',
};

const page: TReconciliationPage = {
  lastRun: run,
  openCount: 1,
  mismatches: [open],
  currentPage: 0,
  totalPages: 1,
  days: ['2026-11-28', '2026-11-27'],
};

const answer = (data: unknown, message = '') => ({ isSuccess: true, message, data });

beforeEach(() => {
  api.get.mockReset().mockResolvedValue(answer(page));
  api.post.mockReset();
  requestFile.mockReset().mockResolvedValue(new Blob(['day,provider'], { type: 'text/csv' }));
  for (const fn of Object.values(notify)) fn.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
});

describe('ReconciliationPanel', () => {
  it('shows the last run and each open mismatch with its amounts and what to do', async () => {
    renderWithProviders(<ReconciliationPanel />);
    const card = await screen.findByRole('article', { name: 'Payment pay_Nx8sQ2kLm4Zt1A' });
    expect(api.get).toHaveBeenCalledWith(
      'admin/reconciliation',
      expect.objectContaining({ query: { status: 'open', page: 0 } }),
    );
    expect(within(card).getByText('Razorpay · Payment')).toBeInTheDocument();
    expect(within(card).getByText('pay_Nx8sQ2kLm4Zt1A')).toBeInTheDocument();
    expect(within(card).getByText('28 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByText('Provider (captured)')).toBeInTheDocument();
    expect(within(card).getByText('₹1,180.00')).toBeInTheDocument();
    expect(within(card).getByText('₹1,000.00')).toBeInTheDocument();
    expect(within(card).getByText('+₹180.00')).toBeInTheDocument();
    expect(within(card).getByText(open.action)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Resolve Payment pay_Nx8sQ2kLm4Zt1A' })).toBeEnabled();

    expect(screen.getByRole('radio', { name: 'Open (1)' })).toBeChecked();
    expect(screen.getByText('Days covered: 26 Nov 2026 to 28 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('412 items compared, 1 mismatch found')).toBeInTheDocument();
  });

  it('lays the mismatches out as a table on a wide screen', async () => {
    const narrow = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...narrow(query),
      matches: narrow(query).matches || query.includes('62em'),
    });
    try {
      renderWithProviders(<ReconciliationPanel />);
      const row = (await screen.findByText('pay_Nx8sQ2kLm4Zt1A')).closest('tr')!;
      expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
        'Day',
        'Provider',
        'Item',
        'Field',
        'Provider amount',
        'Ledger amount',
        'Difference',
        'Action',
        'Resolve',
      ]);
      expect(
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ).toEqual([
        '28 Nov 2026',
        'Razorpay',
        'Paymentpay_Nx8sQ2kLm4Zt1A',
        'Captured',
        '₹1,180.00',
        '₹1,000.00',
        '+₹180.00',
        open.action,
        'Resolve',
      ]);
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = narrow;
    }
  });

  it('shows how resolved mismatches were closed', async () => {
    api.get.mockImplementation((_path: string, { query }: { query: { status: string } }) =>
      Promise.resolve(answer(query.status === 'resolved' ? { ...page, mismatches: [resolved] } : page)),
    );
    renderWithProviders(<ReconciliationPanel />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Resolved' }));
    const card = await screen.findByRole('article', { name: 'Payout pout_Mk2' });
    expect(within(card).getByText('RazorpayX · Payout')).toBeInTheDocument();
    expect(within(card).getByText('-₹5.00')).toBeInTheDocument();
    expect(within(card).getByText(resolved.resolvedNote!)).toBeInTheDocument();
    expect(within(card).getByText(/^By Priya Admin, 29 Nov 2026/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Resolve/ })).not.toBeInTheDocument();
  });

  it('asks for a note, then resolves with it and fetches the list again', async () => {
    api.post.mockResolvedValue(
      answer(
        { ...open, status: 'resolved', resolvedNote: 'Booked the GST.' },
        ReconciliationMessages.resolved,
      ),
    );
    renderWithProviders(<ReconciliationPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve Payment pay_Nx8sQ2kLm4Zt1A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve mismatch' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText(ReconciliationMessages.noteRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/What was found and done/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText(ReconciliationMessages.noteRequired)).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    const note = within(dialog).getByLabelText(/What was found and done/);
    await userEvent.clear(note);
    await userEvent.type(note, 'Booked the GST.');
    expect(within(dialog).getByText('15/1000')).toBeInTheDocument();
    const gets = api.get.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('admin/reconciliation/7/resolve', { note: 'Booked the GST.' }),
    );
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(ReconciliationMessages.resolved));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.get.mock.calls.length).toBeGreaterThan(gets));
  });

  it('tells the server’s refusal and keeps the note', async () => {
    const refusal = new Error(ReconciliationMessages.alreadyResolved);
    api.post.mockRejectedValue(refusal);
    renderWithProviders(<ReconciliationPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve Payment pay_Nx8sQ2kLm4Zt1A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve mismatch' });
    await userEvent.type(within(dialog).getByLabelText(/What was found and done/), 'Checked.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith(refusal));
    expect(within(dialog).getByLabelText(/What was found and done/)).toHaveValue('Checked.');
  });

  it('says when nothing is open', async () => {
    api.get.mockResolvedValue(answer({ ...page, openCount: 0, mismatches: [] }));
    renderWithProviders(<ReconciliationPanel />);
    expect(await screen.findByRole('heading', { name: 'No open mismatches' })).toBeInTheDocument();
    expect(screen.getByText('Razorpay, RazorpayX and the ledger agree.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Open (0)' })).toBeChecked();
  });

  it('says when no run has happened yet', async () => {
    api.get.mockResolvedValue(answer({ ...page, lastRun: null, openCount: 0, mismatches: [], days: [] }));
    renderWithProviders(<ReconciliationPanel />);
    expect(await screen.findByText(/No reconciliation has run yet/)).toBeInTheDocument();
    expect(screen.getByText('No run has compared them yet.')).toBeInTheDocument();
    expect(screen.getByText('No day has a report yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
  });

  it('shows why the last run stopped', async () => {
    api.get.mockResolvedValue(answer({ ...page, lastRun: { ...run, error: 'Razorpay did not answer.' } }));
    renderWithProviders(<ReconciliationPanel />);
    expect(await screen.findByText('The run stopped')).toBeInTheDocument();
    expect(screen.getByText('Razorpay did not answer.')).toBeInTheDocument();
  });

  it('runs now and fetches the page again', async () => {
    api.post.mockResolvedValue(answer({ ...run, id: 4 }, ReconciliationMessages.runStarted));
    renderWithProviders(<ReconciliationPanel />);
    await screen.findByRole('article', { name: 'Payment pay_Nx8sQ2kLm4Zt1A' });
    const gets = api.get.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('admin/reconciliation/run'));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(ReconciliationMessages.runStarted));
    await waitFor(() => expect(api.get.mock.calls.length).toBeGreaterThan(gets));
  });

  it('warns when the run it started stopped', async () => {
    const stopped = {
      ...run,
      id: 4,
      itemsCompared: 0,
      mismatchesFound: 0,
      error: ReconciliationMessages.noProvider,
    };
    api.post.mockResolvedValue(answer(stopped, ReconciliationMessages.runStarted));
    renderWithProviders(<ReconciliationPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Run now' }));
    await waitFor(() =>
      expect(notify.notifyWarning).toHaveBeenCalledWith(
        ReconciliationMessages.noProvider,
        'The reconciliation stopped',
      ),
    );
    expect(notify.notifySuccess).not.toHaveBeenCalled();
  });

  it('tells when another run is busy', async () => {
    const busy = new Error(ReconciliationMessages.runBusy);
    api.post.mockRejectedValue(busy);
    renderWithProviders(<ReconciliationPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledWith(busy));
  });

  it('downloads the chosen day’s report', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<ReconciliationPanel />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download CSV of the reconciliation of 28 Nov 2026' }),
    );
    await waitFor(() => expect(requestFile).toHaveBeenCalledWith('admin/reconciliation/days/2026-11-28.csv'));
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });
});
