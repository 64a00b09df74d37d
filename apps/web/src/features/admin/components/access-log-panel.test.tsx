import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TAccessLogPage } from '@collably/shared/schemas/admin';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { AccessLogPanel } from './access-log-panel';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), api }));

const page: TAccessLogPage = {
  entries: [
    {
      id: 2,
      actorUserId: 5,
      actorName: 'Nisha Staff',
      route: 'GET /api/withdrawals/brand',
      target: '{"brandUserId":12}',
      statusCode: 403,
      createdOn: '2026-11-27T10:00:00.000Z',
    },
    {
      id: 1,
      actorUserId: 5,
      actorName: 'Nisha Staff',
      route: 'GET /api/user/get-all-user/:x',
      target: '{"x":0,"role":1,"page":0}',
      statusCode: 200,
      createdOn: '2026-11-27T09:00:00.000Z',
    },
  ],
  currentPage: 0,
  totalPages: 1,
  total: 2,
};

beforeEach(() => {
  api.get.mockReset().mockResolvedValue({ isSuccess: true, message: '', data: page });
});

describe('AccessLogPanel', () => {
  it('shows who looked at what, for whom, and whether it was refused', async () => {
    renderWithProviders(<AccessLogPanel />);
    expect(await screen.findByText('GET /api/withdrawals/brand')).toBeInTheDocument();
    expect(screen.getByText('brandUserId 12')).toBeInTheDocument();
    expect(screen.getByText('x 0, role 1, page 0')).toBeInTheDocument();
    expect(screen.getByText('Refused (403)')).toBeInTheDocument();
    expect(screen.getByText('Shown')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('admin/access-log', expect.objectContaining({ query: { page: 0 } }));
  });

  it('says when nobody has looked yet', async () => {
    api.get.mockResolvedValue({ isSuccess: true, message: '', data: { ...page, entries: [], total: 0 } });
    renderWithProviders(<AccessLogPanel />);
    expect(await screen.findByText('No one has looked at anyone’s data yet')).toBeInTheDocument();
  });
});
