import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Role } from '@collably/shared/constants/roles';
import type * as ApiClient from '@/lib/api-client';
import { StorageKey } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import YouTubeLinkPage from './youtube-link-page';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  api,
}));

const URL = 'http://localhost:4310/yt/sh-dQw4w9WgXcQ';

beforeEach(() => {
  localStorage.clear();
  api.get.mockReset().mockResolvedValue({ isSuccess: true, message: '', data: [] });
  api.post
    .mockReset()
    .mockResolvedValue({ isSuccess: true, message: '', data: { path: 'yt/sh-dQw4w9WgXcQ', url: URL } });
});

describe('YouTubeLinkPage', () => {
  it('says "Please enter a valid YouTube link" and sends nothing for other text', async () => {
    renderWithProviders(<YouTubeLinkPage />);
    await userEvent.type(
      screen.getByLabelText(/YouTube link/),
      'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Link' }));
    expect(await screen.findByText('Please enter a valid YouTube link')).toBeInTheDocument();
    expect(screen.queryByText('Here is your direct In app link:')).not.toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows the direct link of a valid one, and no list for a visitor', async () => {
    renderWithProviders(<YouTubeLinkPage />);
    await userEvent.type(screen.getByLabelText(/YouTube link/), 'https://www.youtube.com/shorts/dQw4w9WgXcQ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Link' }));
    expect(await screen.findByText('Here is your direct In app link:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your direct link' })).toHaveAttribute('href', URL);
    expect(api.post).toHaveBeenCalledWith('tools/ytlink', {
      link: 'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your links' })).not.toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal under the input', async () => {
    api.post.mockRejectedValueOnce(new Error('Too many attempts. Try again in 40 seconds.'));
    renderWithProviders(<YouTubeLinkPage />);
    await userEvent.type(screen.getByLabelText(/YouTube link/), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Link' }));
    expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument();
    expect(screen.queryByText('Here is your direct In app link:')).not.toBeInTheDocument();
  });

  it("lists a signed-in user's links with their opens", async () => {
    localStorage.setItem(StorageKey.token, 'token');
    localStorage.setItem(StorageKey.userId, '5');
    localStorage.setItem(StorageKey.role, String(Role.Brand));
    api.get.mockResolvedValue({
      isSuccess: true,
      message: '',
      data: [
        {
          param: 'dQw4w9WgXcQ',
          path: 'yt/dQw4w9WgXcQ',
          url: 'http://localhost:4310/yt/dQw4w9WgXcQ',
          youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          opens: 3,
          createdOn: '2026-06-01T10:00:00.000Z',
        },
      ],
    });
    renderWithProviders(<YouTubeLinkPage />);
    expect(await screen.findByRole('heading', { name: 'Your links' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByLabelText('Opens: 3').length).toBeGreaterThan(0));
    expect(api.get).toHaveBeenCalledWith('tools/mylinks', expect.anything());
  });
});
