import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@collably/shared/constants/roles';
import type { TAdminUser, TAdminUserPage } from '@collably/shared/schemas/admin';
import type * as ApiClient from '@/lib/api-client';
import { Route, Routes } from 'react-router';
import { StorageKey } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { AuditLogPanel } from '../components/audit-log-panel';
import { UsersPanel } from '../components/users-panel';
import AdminPage, { type AdminTab } from './admin-page';

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

/** Tabs as the app composes them (app/admin-tabs.tsx): the feature's own, a link, and another feature's panel. */
const tabs: AdminTab[] = [
  { value: 'users', label: 'Users', panel: <UsersPanel /> },
  { value: 'helpdesk', label: 'Helpdesk', link: '/order/helpdesk', superAdminOnly: true },
  { value: 'coupons', label: 'Manage Coupons', link: '/coupon/manage', superAdminOnly: true },
  { value: 'blog', label: 'Blog posts', link: '/admin/blog', superAdminOnly: true },
  { value: 'audit', label: 'Audit log', panel: <AuditLogPanel />, superAdminOnly: true },
  { value: 'emails', label: 'E-mails', panel: <p>E-mail settings</p>, maxWidth: 640, superAdminOnly: true },
];

function signIn(role: number) {
  localStorage.setItem(StorageKey.token, 'token');
  localStorage.setItem(StorageKey.userId, '1');
  localStorage.setItem(StorageKey.role, String(role));
}

afterEach(() => window.history.replaceState(null, '', '/'));

beforeEach(() => {
  api.get.mockReset().mockResolvedValue({ isSuccess: true, message: '', data: page });
  api.post.mockReset().mockResolvedValue({ isSuccess: true, message: 'Done', data: null });
});

describe('AdminPage', () => {
  it('shows the pending influencers with their count, the spec columns and the actions for the super admin', async () => {
    signIn(Role.SuperAdmin);
    renderWithProviders(<AdminPage tabs={tabs} />);
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
    renderWithProviders(<AdminPage tabs={tabs} />);
    expect(await screen.findByRole('link', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Delete|Disable|Revert/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Users']);
    // Featured and tags stay: staff moderate profiles.
    expect(screen.getByRole('checkbox', { name: 'Is Featured: Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Tags of Asha Rao' })).toBeInTheDocument();
  });

  it('asks a confirmation naming the user, then approves and fetches the list again', async () => {
    signIn(Role.SuperAdmin);
    renderWithProviders(<AdminPage tabs={tabs} />);
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
    renderWithProviders(<AdminPage tabs={tabs} />);
    const box = await screen.findByRole('checkbox', { name: 'Is Featured: Asha Rao' });
    await userEvent.click(box);
    expect(api.post).toHaveBeenCalledWith('user/togglefeatured', { userId: 41, isFeatured: true });
  });

  it('the tag modal starts from the user tags and submits the chosen ids with their names', async () => {
    signIn(Role.Staff);
    renderWithProviders(<AdminPage tabs={tabs} />);
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
    renderWithProviders(<AdminPage tabs={tabs} />);
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

  it("shows the tabs in the order given, the super admin's only to the super admin", async () => {
    signIn(Role.SuperAdmin);
    renderWithProviders(<AdminPage tabs={tabs} />);
    await screen.findByRole('heading', { name: 'Pending Influencers (12)' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(tabs.map((t) => t.label));
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the panel tab named by ?tab= (an e-mail links there) when the viewer has it, else Users', async () => {
    signIn(Role.SuperAdmin);
    window.history.replaceState(null, '', '/admin?tab=emails');
    const { unmount } = renderWithProviders(<AdminPage tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'E-mails' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('E-mail settings')).toBeInTheDocument();
    unmount();

    // A link tab is not a panel: the Users list opens.
    window.history.replaceState(null, '', '/admin?tab=helpdesk');
    const link = renderWithProviders(<AdminPage tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    link.unmount();

    // Staff have no E-mails tab.
    signIn(Role.Staff);
    window.history.replaceState(null, '', '/admin?tab=emails');
    renderWithProviders(<AdminPage tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('E-mail settings')).not.toBeInTheDocument();
  });

  it('a link tab opens its page; a panel tab shows its panel', async () => {
    signIn(Role.SuperAdmin);
    renderWithProviders(
      <Routes>
        <Route path="/admin" element={<AdminPage tabs={tabs} />} />
        <Route path="/order/helpdesk" element={<p>Helpdesk queue</p>} />
      </Routes>,
      { route: '/admin' },
    );
    await userEvent.click(screen.getByRole('tab', { name: 'E-mails' }));
    expect(screen.getByText('E-mail settings')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Helpdesk' }));
    expect(await screen.findByText('Helpdesk queue')).toBeInTheDocument();
  });
});
