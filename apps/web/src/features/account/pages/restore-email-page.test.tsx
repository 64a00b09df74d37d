import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMessages } from '@collably/shared/messages/account';
import { ApiError } from '@/lib/api-client';
import type * as ApiClient from '@/lib/api-client';
import { getSession, saveSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import RestoreEmailPage from './restore-email-page';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), api }));

const route = '/account/restore-email?token=tok_en-123';

beforeEach(() => {
  localStorage.clear();
  api.post.mockReset();
});

describe('RestoreEmailPage', () => {
  it('does nothing on opening (mail scanners open links); the button posts the token', async () => {
    saveSession(
      {
        userID: 7,
        roleID: 2,
        name: 'Tea',
        email: 'taker@example.com',
        userName: null,
        profilePic: null,
        couponShown: true,
      },
      'old-token',
    );
    api.post.mockResolvedValue({
      isSuccess: true,
      message: AccountMessages.emailRestored('owner@example.com'),
      data: { email: 'owner@example.com' },
    });
    renderWithProviders(<RestoreEmailPage />, { route });
    expect(api.post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Restore my old email' }));
    expect(api.post).toHaveBeenCalledWith('account/email/restore', { Token: 'tok_en-123' });
    expect(await screen.findByText(AccountMessages.emailRestored('owner@example.com'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set a new password' })).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('shows why a used or expired link is refused', async () => {
    api.post.mockRejectedValue(new ApiError(AccountMessages.restoreTokenUsed, 400));
    renderWithProviders(<RestoreEmailPage />, { route });
    await userEvent.click(screen.getByRole('button', { name: 'Restore my old email' }));
    expect(await screen.findByText(AccountMessages.restoreTokenUsed)).toBeInTheDocument();
  });

  it('says so when the link has no token', () => {
    renderWithProviders(<RestoreEmailPage />, { route: '/account/restore-email' });
    expect(screen.getByText(AccountMessages.restoreTokenRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore my old email' })).toBeDisabled();
  });
});
