import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TdsMessages } from '@collably/shared/messages/tds';
import type { TTdsDetails, TTdsStatement } from '@collably/shared/schemas/tds';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { TdsCard } from './tds-card';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
const requestFile = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
  requestFile,
}));

const RULE: TTdsDetails['rule'] = {
  section: '393',
  act: 'Income-tax Act, 2025',
  individualRate: 1,
  otherRate: 2,
  noPanRate: 20,
  singleCreditThreshold: 30_000,
  yearlyThreshold: 100_000,
};

const statementOf = (year: number): TTdsStatement =>
  year === 2026
    ? {
        year: 2026,
        label: '2026-27',
        years: [2026, 2025],
        pan: 'ABCPE1234F',
        credits: [
          {
            id: 1,
            creditedOn: '2026-11-26T10:00:00.000Z',
            collabId: 12,
            serviceTitle: 'Instagram Reel',
            section: '393',
            rate: 1,
            pan: 'ABCPE1234F',
            gross: 47_200,
            taxable: 40_000,
            withheld: 400,
            net: 46_800,
          },
        ],
        totals: { gross: 47_200, taxable: 40_000, withheld: 400, net: 46_800 },
      }
    : {
        year,
        label: '2025-26',
        years: [2026, 2025],
        pan: 'ABCPE1234F',
        credits: [],
        totals: { gross: 0, taxable: 0, withheld: 0, net: 0 },
      };

let pan: string | null = null;
beforeEach(() => {
  pan = null;
  api.get.mockReset().mockImplementation((path: string, options?: { query?: { year?: number } }) =>
    Promise.resolve({
      isSuccess: true,
      message: 'Success',
      data: path === 'tds/details' ? { pan, rule: RULE } : statementOf(options?.query?.year ?? 2026),
    }),
  );
  api.post.mockReset().mockImplementation((_path: string, body: { pan: string }) => {
    pan = body.pan || null;
    return Promise.resolve({
      isSuccess: true,
      message: pan ? TdsMessages.panSaved : TdsMessages.panRemoved,
      data: null,
    });
  });
  requestFile.mockReset().mockResolvedValue(new Blob(['%PDF-'], { type: 'application/pdf' }));
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});

describe('TdsCard', () => {
  it('explains the rules, warns without a PAN, refuses a malformed one and saves a good one', async () => {
    renderWithProviders(<TdsCard />);
    expect(
      await screen.findByText(/1 % with the PAN of a person or HUF, 2 % with another PAN, 20 % without/),
    ).toBeVisible();
    expect(screen.getByText(/Without a PAN, TDS is withheld at 20 %/)).toBeVisible();
    const field = screen.getByLabelText('PAN');
    await userEvent.type(field, 'ABCXE1234F');
    await userEvent.click(screen.getByRole('button', { name: 'Save PAN' }));
    expect(await screen.findByText(TdsMessages.panInvalid)).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'abcpe 1234f');
    await userEvent.click(screen.getByRole('button', { name: 'Save PAN' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('tds/details', { pan: 'ABCPE1234F' }));
    await waitFor(() => expect(screen.queryByText(/Without a PAN/)).not.toBeInTheDocument());
  });

  it('lists each credit with gross, TDS and net, totals the year, and switches years', async () => {
    renderWithProviders(<TdsCard />);
    const list = await screen.findByRole('list', { name: 'TDS in 2026-27' });
    const [credit, total] = within(list).getAllByRole('listitem');
    expect(within(credit).getByText('Collab #12 · Instagram Reel')).toBeVisible();
    expect(within(credit).getByText(/TDS at 1 %/)).toBeVisible();
    expect(within(credit).getByLabelText('Gross ₹47,200.00')).toBeVisible();
    expect(within(credit).getByLabelText('TDS ₹400.00')).toBeVisible();
    expect(within(credit).getByLabelText('Net ₹46,800.00')).toBeVisible();
    expect(within(total).getByLabelText('TDS ₹400.00')).toBeVisible();

    await userEvent.click(screen.getByRole('textbox', { name: 'Financial year' }));
    await userEvent.click(await screen.findByRole('option', { name: '2025-26' }));
    expect(await screen.findByText('No completed collabs in 2025-26 yet.')).toBeVisible();
    expect(api.get).toHaveBeenCalledWith('tds/statement', { query: { year: 2025 } });
  });

  it('downloads the statement of the year shown', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<TdsCard />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download the TDS statement of 2026-27' }),
    );
    await waitFor(() => expect(requestFile).toHaveBeenCalledWith('tds/statement/pdf', { year: 2026 }));
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });
});
