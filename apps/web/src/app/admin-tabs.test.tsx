import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Role } from '@collably/shared/constants/roles';
import type * as ApiClient from '@/lib/api-client';
import AdminPage from '@/features/admin/pages/admin-page';
import { StorageKey } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { ADMIN_TABS } from './admin-tabs';

// The panels' data never arrives: these tests look at the tabs only.
const api = vi.hoisted(() => ({ get: vi.fn(() => new Promise(() => undefined)), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
}));

function signIn(role: number) {
  localStorage.setItem(StorageKey.token, 'token');
  localStorage.setItem(StorageKey.userId, '1');
  localStorage.setItem(StorageKey.role, String(role));
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the admin tabs composed in app/', () => {
  it('gives the super admin every tab, in the spec order then the capabilities added since', () => {
    signIn(Role.SuperAdmin);
    renderWithProviders(<AdminPage tabs={ADMIN_TABS} />);
    expect(tabNames()).toEqual([
      'Users',
      'Helpdesk',
      'Manage Coupons',
      'Blog posts',
      'Audit log',
      'Data access',
      'Verifications',
      'Reviews',
      'Referrals',
      'Tax documents',
      'Reconciliation',
      'E-mails',
    ]);
  });

  it('gives staff the Users list only', () => {
    signIn(Role.Staff);
    renderWithProviders(<AdminPage tabs={ADMIN_TABS} />);
    expect(tabNames()).toEqual(['Users']);
  });

  it.each([
    ['emails', 'E-mails'],
    ['reconciliation', 'Reconciliation'],
    ['tax', 'Tax documents'],
  ])('opens /admin?tab=%s (the link of an e-mail to the super admins) on %s', (value, label) => {
    signIn(Role.SuperAdmin);
    window.history.replaceState(null, '', `/admin?tab=${value}`);
    renderWithProviders(<AdminPage tabs={ADMIN_TABS} />);
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  });
});
