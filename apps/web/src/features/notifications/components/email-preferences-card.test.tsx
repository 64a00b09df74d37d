import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MailKind } from '@collably/shared/constants/notifications';
import type { TEmailPreference } from '@collably/shared/schemas/notifications';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { EmailPreferencesCard } from './email-preferences-card';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
}));

const list: TEmailPreference[] = [
  { kind: MailKind.Accepted, label: 'Order accepted', enabled: true },
  { kind: MailKind.Refund, label: 'Refunds', enabled: true },
];

beforeEach(() => {
  api.get.mockReset().mockResolvedValue({ isSuccess: true, message: '', data: list });
  api.post.mockReset().mockImplementation((_path: string, body: { preferences: TEmailPreference[] }) =>
    Promise.resolve({
      isSuccess: true,
      message: 'E-mail preferences saved',
      data: list.map((p) =>
        p.kind === body.preferences[0].kind ? { ...p, enabled: body.preferences[0].enabled } : p,
      ),
    }),
  );
});

describe('EmailPreferencesCard', () => {
  it('shows a switch per kind and saves a change at once', async () => {
    renderWithProviders(<EmailPreferencesCard />);
    const refunds = await screen.findByRole('switch', { name: 'Refunds' });
    expect(refunds).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Order accepted' })).toBeChecked();
    await userEvent.click(refunds);
    expect(api.post).toHaveBeenCalledWith('user/email-preferences', {
      preferences: [{ kind: MailKind.Refund, enabled: false }],
    });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Refunds' })).not.toBeChecked());
    expect(screen.getByRole('switch', { name: 'Order accepted' })).toBeChecked();
  });

  it('says when the preferences cannot be loaded', async () => {
    api.get.mockReset().mockRejectedValue(new Error('Network down'));
    renderWithProviders(<EmailPreferencesCard />);
    expect(await screen.findByText('Could not load your e-mail preferences')).toBeInTheDocument();
  });
});
