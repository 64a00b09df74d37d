import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TTdsSetup } from '@collably/shared/schemas/tds';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { TdsExportCard } from './tds-export-card';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), api }));

const rule = (section: '194C' | '194J'): TTdsSetup['current'] => ({
  section,
  act: 'Income-tax Act, 2025',
  provision: 'Income-tax Act, 2025, s. 393, Table serial to be confirmed by the chartered accountant',
  individualRate: section === '194C' ? 1 : 10,
  otherRate: section === '194C' ? 2 : 10,
  noPanRate: 20,
  singleCreditThreshold: section === '194C' ? 30_000 : null,
  yearlyThreshold: section === '194C' ? 100_000 : 50_000,
});

let setup: TTdsSetup;
beforeEach(() => {
  setup = {
    configured: '194J',
    isConfiguredExplicitly: true,
    current: rule('194C'),
    upcoming: {
      from: '2027-04-01',
      rule: rule('194J'),
      text: 'From 1 April 2027, TDS is deducted under s. 194J at 10 %.',
    },
    periods: [],
    caOpinion: 'Not recorded: set TDS_CA_OPINION',
    isCaOpinionRecorded: false,
    act2025Serials: { '194C': 'x', '194J': 'y' },
    isPanServiceOn: false,
  };
  api.get
    .mockReset()
    .mockImplementation(() => Promise.resolve({ isSuccess: true, message: '', data: setup }));
});

describe('TdsExportCard', () => {
  it('shows the super admin the section, a change scheduled, the CA’s opinion and the PAN checks', async () => {
    renderWithProviders(<TdsExportCard />);
    const summary = await screen.findByLabelText('TDS section');
    expect(summary).toHaveTextContent(
      'Deducted under s. 194C (Income-tax Act, 2025, s. 393, Table serial to be confirmed by the chartered accountant): 1 % for persons and HUFs, 2 % others, 20 % without an operative PAN.',
    );
    expect(summary).toHaveTextContent('From 1 April 2027, TDS is deducted under s. 194J at 10 %.');
    expect(summary).toHaveTextContent('Chartered accountant’s opinion: Not recorded: set TDS_CA_OPINION');
    expect(summary).toHaveTextContent('PAN checks: none configured (PANs taken as given).');
    expect(api.get).toHaveBeenCalledWith('tds/setup');
  });
});
