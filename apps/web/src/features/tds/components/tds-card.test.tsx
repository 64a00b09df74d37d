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
  section: '194C',
  act: 'Income-tax Act, 2025',
  provision: 'Income-tax Act, 2025, s. 393, Table serial 6(i)',
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
            section: '194C',
            provision: 'Income-tax Act, 2025, s. 393, Table serial 6(i)',
            rate: 1,
            pan: 'ABCPE1234F',
            rateReason: null,
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

const RULE_194J: TTdsDetails['rule'] = {
  section: '194J',
  act: 'Income-tax Act, 2025',
  provision: 'Income-tax Act, 2025, s. 393, Table serial 6(ii)',
  individualRate: 10,
  otherRate: 10,
  noPanRate: 20,
  singleCreditThreshold: null,
  yearlyThreshold: 50_000,
};

let pan: string | null = null;
let more: Partial<TTdsDetails> = {};
const detailsOf = (): TTdsDetails => ({
  pan,
  panCheck: { isServiceOn: false, status: 'unchecked', checkedOn: null },
  rule: RULE,
  upcoming: null,
  ...more,
});
beforeEach(() => {
  pan = null;
  more = {};
  api.get.mockReset().mockImplementation((path: string, options?: { query?: { year?: number } }) =>
    Promise.resolve({
      isSuccess: true,
      message: 'Success',
      data: path === 'tds/details' ? detailsOf() : statementOf(options?.query?.year ?? 2026),
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
    expect(within(credit).getByText(/s\. 194C · TDS at 1 %/)).toBeVisible();
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
      await screen.findByRole('button', { name: 'Download statement of TDS for 2026-27' }),
    );
    await waitFor(() => expect(requestFile).toHaveBeenCalledWith('tds/statement/pdf', { year: 2026 }));
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('explains s. 194J: one rate for every PAN and only a yearly threshold', async () => {
    more = { rule: RULE_194J };
    renderWithProviders(<TdsCard />);
    expect(
      await screen.findByText(
        /under section 194J \(Income-tax Act, 2025, s\. 393, Table serial 6\(ii\)\): 10 % with a PAN, 20 % without\. Nothing is withheld until your collabs of the financial year pass ₹50,000\.00/,
      ),
    ).toBeVisible();
  });

  it('tells of a change of section before it applies', async () => {
    more = {
      upcoming: {
        from: '2027-04-01',
        rule: RULE_194J,
        rate: 10,
        text: TdsMessages.sectionChange('1 April 2027', 's. 194J', '10 %'),
      },
    };
    renderWithProviders(<TdsCard />);
    expect(
      await screen.findByText(
        /From 1 April 2027, TDS is deducted under s\. 194J at 10 %\. Until then it stays under s\. 194C/,
      ),
    ).toBeVisible();
  });

  it('says why an inoperative PAN takes 20 %, and when an operative one was checked', async () => {
    pan = 'ABCPE1234F';
    more = { panCheck: { isServiceOn: true, status: 'inoperative', checkedOn: '2026-11-26T10:00:00.000Z' } };
    const { unmount } = renderWithProviders(<TdsCard />);
    expect(
      await screen.findByText(
        /reports this PAN inoperative \(not linked with Aadhaar\), so TDS is withheld at 20 %/,
      ),
    ).toBeVisible();
    unmount();
    more = { panCheck: { isServiceOn: true, status: 'operative', checkedOn: '2026-11-26T10:00:00.000Z' } };
    renderWithProviders(<TdsCard />);
    expect(
      await screen.findByText('Checked with the Income Tax Department on 26 Nov 2026: operative.'),
    ).toBeVisible();
  });
});
