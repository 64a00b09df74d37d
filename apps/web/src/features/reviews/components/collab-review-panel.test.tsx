import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewMessages as M } from '@collably/shared/messages/reviews';
import type { TCollabReviews, TReview } from '@collably/shared/schemas/reviews';
import type * as ApiClient from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { CollabReviewPanel } from './collab-review-panel';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), api }));

const review = (over: Partial<TReview>): TReview => ({
  reviewId: 1,
  collabDetailId: 7,
  side: 'brand',
  reviewerName: 'Chai Co',
  reviewerPic: null,
  stars: 4,
  text: 'Lovely work, on time.',
  createdOn: '2026-11-20T10:00:00.000Z',
  ...over,
});
const state = (over: Partial<TCollabReviews>): TCollabReviews => ({
  collabDetailId: 7,
  windowClosesOn: '2026-12-04T10:00:00.000Z',
  canReview: true,
  isVisible: false,
  mine: null,
  theirs: null,
  ...over,
});
const serve = (s: TCollabReviews) => api.get.mockResolvedValue({ isSuccess: true, message: '', data: [s] });

beforeEach(() => {
  api.get.mockReset();
  api.post.mockReset();
});

describe('CollabReviewPanel', () => {
  it('asks for stars and enough text before sending, then sends the review', async () => {
    serve(state({}));
    api.post.mockResolvedValue({ isSuccess: true, message: M.written, data: state({ canReview: false }) });
    renderWithProviders(<CollabReviewPanel collabId={7} counterpartName="Ishita" />);
    await userEvent.click(await screen.findByRole('button', { name: M.leaveReview }));
    const dialog = await screen.findByRole('dialog', { name: M.leaveReview });
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(M.starsInvalid)).toBeInTheDocument();
    expect(screen.getByText(M.textRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your review'), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(M.textTooShort)).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    // A person presses the star: the label of its (visually hidden) radio.
    const star = screen.getByRole('radio', { name: '5 stars' });
    fireEvent.click(document.querySelector(`label[for="${star.id}"]`)!);
    await userEvent.type(screen.getByLabelText('Your review'), ' but now long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('user/review', {
        collabDetailId: 7,
        stars: 5,
        text: 'Too short but now long enough',
      }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('shows my review and waits for theirs until the window closes', async () => {
    serve(state({ canReview: false, mine: review({}) }));
    renderWithProviders(<CollabReviewPanel collabId={7} counterpartName="Ishita" />);
    expect(await screen.findByRole('group', { name: M.yourReview })).toHaveTextContent('Lovely work');
    expect(screen.getByText(M.waitingUntil('4 Dec 2026'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.leaveReview })).not.toBeInTheDocument();
  });

  it('shows the other side’s review once the server sends it', async () => {
    serve(
      state({
        canReview: false,
        isVisible: true,
        mine: review({ side: 'influencer', reviewerName: 'Ishita' }),
        theirs: review({ reviewId: 2, text: 'Great brief.' }),
      }),
    );
    renderWithProviders(<CollabReviewPanel collabId={7} counterpartName="Chai Co" />);
    expect(await screen.findByRole('group', { name: M.theirReview('Chai Co') })).toHaveTextContent(
      'Great brief.',
    );
  });
});
