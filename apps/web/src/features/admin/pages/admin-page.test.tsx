import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@collably/shared/constants/roles';
import type { TAdminUser, TAdminUserPage } from '@collably/shared/schemas/admin';
import type * as ApiClient from '@/lib/api-client';
import { StorageKey } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import AdminPage from './admin-page';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
}));

const asha: TAdminUser = {
  userID: 41,
  roleId: Role.Influencer,
  name: 'Asha Rao',
  userName: 'asha_rao',
  email: 'asha@example.com',
  createdOn: '2026-05-03T09:00:00.000Z',
  lastLoginOn: null,
  isFeatured: false,
  tags: '[{"id":1,"name":"Speaks"}]',
  tagsList: [{ id: 1, name: 'Speaks' }],
};

const page: TAdminUserPage = {
  users: [asha],
  currentPage: 0,
  totalPages: 1,
  pageSize: 50,
  total: 12,
  counts: { pending: 12, active: 30, disabled: 2 },
};

function signIn(role: number) {
  localStorage.setItem(StorageKey.token, 'token');
  localStorage.setItem(StorageKey.userId, '1');
  localStorage.setItem(StorageKey.role, String(role));
}

beforeEach(() => {
  api.get.mockReset().mockResolvedValue({ isSuccess: true, message: '', data: page });
  api.post.mockReset().mockResolvedValue({ isSuccess: true, message: 'Done', data: null });
});

describe('AdminPage', () => {
  it('shows the pending influencers with their count, the spec columns and the actions for the super admin', async () => {
    signIn(Role.SuperAdmin);
    renderWithProviders(<AdminPage />);
    expect(await screen.findByRole('heading', { name: 'Pending Influencers (12)' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(
      'user/get-all-user/0',
      expect.objectContaining({ query: { role: 1, page: 0, search: undefined } }),
    );
    expect(screen.getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/influencer/asha_rao');
    expect(screen.getByText(/Created On 3 May 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Last Login On —/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Asha Rao' })).toBeInTheDocument();
    for (const tab of ['Users', 'Helpdesk', 'Manage Coupons', 'Blog posts', 'Audit log']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
  });

  it('gives staff no actions column and no Helpdesk, Coupons or Audit log tabs', async () => {
    signIn(Role.Staff);
    renderWithProviders(<AdminPage />);
    expect(await screen.findByRole('link', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Delete|Disable|Revert/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Users']);
    // Featured and tags stay: staff moderate profiles.
    expect(screen.getByRole('checkbox', { name: 'Is Featured: Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Tags of Asha Rao' })).toBeInTheDocument();
  });

  it('asks a confirmation naming the user, then approves and fetches the list again', async () => {
    signIn(Role.SuperAdmin);
    renderWithProviders(<AdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Asha Rao' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve Asha Rao?')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    const calls = api.get.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('user/approve', { userId: 41, status: true }));
    await waitFor(() => expect(api.get.mock.calls.length).toBeGreaterThan(calls));
  });

  it('toggles Is Featured at once', async () => {
    signIn(Role.Staff);
    renderWithProviders(<AdminPage />);
    const box = await screen.findByRole('checkbox', { name: 'Is Featured: Asha Rao' });
    await userEvent.click(box);
    expect(api.post).toHaveBeenCalledWith('user/togglefeatured', { userId: 41, isFeatured: true });
  });

  it('the tag modal starts from the user tags and submits the chosen ids with their names', async () => {
    signIn(Role.Staff);
    renderWithProviders(<AdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Update Tags of Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Tags' });
    for (const name of ['Speaks', 'Aesthetics Pro', 'High Reach', 'Looks Star', 'Value Pick']) {
      expect(within(dialog).getByRole('checkbox', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('checkbox', { name: 'Speaks' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Value Pick' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'High Reach' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('user/updateTags', {
        userId: 41,
        tags: '[{"id":1,"name":"Speaks"},{"id":3,"name":"High Reach"},{"id":5,"name":"Value Pick"}]',
      }),
    );
  });

  it('switches to brands and to the disabled list', async () => {
    signIn(Role.SuperAdmin);
    renderWithProviders(<AdminPage />);
    await screen.findByRole('heading', { name: 'Pending Influencers (12)' });
    await userEvent.click(screen.getByText('Brands'));
    expect(await screen.findByRole('heading', { name: 'Pending Brands (12)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith(
        'user/get-all-user/0',
        expect.objectContaining({ query: { role: 2, page: 0, search: undefined } }),
      ),
    );
  });
});
