import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GstHeldMessages as M } from '@collably/shared/messages/gst-held';
import type { TGstHeldAdmin, TGstr2bImport } from '@collably/shared/schemas/gst-held';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { Gstr2bImportCard } from './gstr2b-import-card';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), api }));

const REPORT: TGstr2bImport = {
  id: 4,
  period: '2026-11',
  source: 'upload',
  importedOn: '2026-12-14T10:00:00.000Z',
  importedBy: 'Admin',
  rows: 2,
  matched: 1,
  alreadyReleased: 0,
  unmatched: 1,
  released: 360,
  unmatchedRows: [
    {
      gstin: '29AAGCB7383J1Z4',
      invoiceNumber: 'RZP/123',
      date: '26-11-2026',
      tax: 18,
      reason: 'no-held-gst',
    },
  ],
};
const OVERVIEW: TGstHeldAdmin = {
  gspConfigured: false,
  held: 720,
  influencers: [{ userId: 7, name: 'Asha Rao', gstin: '29AABCU9603R1ZJ', held: 720, orders: 2 }],
  imports: [REPORT],
};

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const fileOf = (text: string, name = 'gstr2b.json') => new File([text], name, { type: 'application/json' });

beforeEach(() => {
  api.get.mockReset().mockResolvedValue({ isSuccess: true, message: 'Success', data: OVERVIEW });
  api.post.mockReset().mockResolvedValue({ isSuccess: true, message: M.imported(1), data: REPORT });
});

describe('Gstr2bImportCard', () => {
  it('lists the GST held by influencer and the last imports', async () => {
    renderWithProviders(<Gstr2bImportCard />);
    expect(await screen.findByRole('heading', { name: 'GSTR-2B' })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'GST held by influencer' })).toHaveTextContent(
      /Asha Rao29AABCU9603R1ZJ2₹720.00/,
    );
    expect(screen.getByRole('table', { name: 'Last GSTR-2B imports' })).toHaveTextContent(
      /2026-11.*1 \(₹360.00\)/,
    );
    expect(screen.getByText(/upload the file each month/)).toBeVisible();
  });

  it('uploads the file’s JSON and shows what it released and what did not match', async () => {
    renderWithProviders(<Gstr2bImportCard />);
    const json = { data: { rtnprd: '112026', docdata: { b2b: [] } } };
    await screen.findByRole('heading', { name: 'GSTR-2B' });
    await userEvent.upload(fileInput(), fileOf(JSON.stringify(json)));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('admin/gst-held/imports', json));
    expect(screen.getByRole('status', { name: 'Import report' })).toHaveTextContent(
      'GSTR-2B 2026-11: 2 rows · 1 released (₹360.00) · 0 already released · 1 unmatched',
    );
    expect(screen.getByText(/RZP\/123 · 26-11-2026 · tax ₹18.00: no GST held for it/)).toBeVisible();
  });

  it('refuses a file that is not JSON before sending it', async () => {
    renderWithProviders(<Gstr2bImportCard />);
    await screen.findByRole('heading', { name: 'GSTR-2B' });
    await userEvent.upload(fileInput(), fileOf('not json'));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(M.notJson)).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();
  });
});
