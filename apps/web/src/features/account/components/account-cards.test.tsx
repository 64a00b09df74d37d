import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMessages } from '@collably/shared/messages/account';
import { AuthMessages } from '@collably/shared/messages/auth';
import { ApiError } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { getSession, saveSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { DeleteAccountCard } from './delete-account-card';
import { PasswordCard, PASSWORDS_DIFFER } from './password-card';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), api }));

const session = {
  userID: 7,
  roleID: 2,
  name: 'Hill Tea Co',
  email: 'tea@example.com',
  userName: null,
  profilePic: null,
  couponShown: true,
};

beforeEach(() => {
  localStorage.clear();
  saveSession(session, 'old-token');
  api.post.mockReset();
});

describe('PasswordCard', () => {
  it('checks the rules and the repeat before sending', async () => {
    renderWithProviders(<PasswordCard />);
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current Password is Required')).toBeInTheDocument();
    expect(screen.getByText(AuthMessages.passwordMin(8))).toBeInTheDocument();
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends the change and keeps this device signed in with the new token', async () => {
    api.post.mockResolvedValue({
      isSuccess: true,
      message: AccountMessages.passwordChanged,
      data: session,
      token: 'new-token',
    });
    renderWithProviders(<PasswordCard />);
    await userEvent.type(screen.getByLabelText('Current password'), 'Old-pass-1');
    await userEvent.type(screen.getByLabelText('New password'), 'N3w-secret!');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'N3w-secret!');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(getSession()?.token).toBe('new-token'));
    expect(api.post).toHaveBeenCalledWith('account/password', {
      CurrentPassword: 'Old-pass-1',
      NewPassword: 'N3w-secret!',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('DeleteAccountCard', () => {
  it('shows the server’s reason and keeps the session when deletion is refused', async () => {
    api.post.mockRejectedValue(new ApiError(AccountMessages.deleteWalletHeld('₹500.00'), 409));
    renderWithProviders(<DeleteAccountCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(AccountMessages.deletePasswordRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(AccountMessages.deleteConfirmRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'Passw0rd!x');
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(AccountMessages.deleteWalletHeld('₹500.00'))).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('account/delete', { Password: 'Passw0rd!x', Confirm: 'DELETE' });
    expect(getSession()?.token).toBe('old-token');
  });

  it('ends the session once the account is deleted', async () => {
    api.post.mockResolvedValue({ isSuccess: true, message: AccountMessages.accountDeleted, data: null });
    renderWithProviders(<DeleteAccountCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'Passw0rd!x');
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(getSession()).toBeNull());
  });
});
