import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { CollabRevisions } from './collab-revisions';

describe('CollabRevisions (issue 19 item 4)', () => {
  it('says how many revisions were used of how many', () => {
    renderWithProviders(
      <CollabRevisions
        revisions={{ allowed: 2, used: 1, extraPrice: 649, canBuyExtra: true }}
        onBuyExtra={vi.fn()}
      />,
    );
    expect(screen.getByText('Revisions: 1 of 2 used')).toBeInTheDocument();
    // Revisions are left: nothing to buy yet.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the brand a paid extra once they are used up, at its price', async () => {
    const onBuyExtra = vi.fn();
    renderWithProviders(
      <CollabRevisions
        revisions={{ allowed: 2, used: 2, extraPrice: 649, canBuyExtra: true }}
        onBuyExtra={onBuyExtra}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy an extra revision — ₹649.00' }));
    expect(onBuyExtra).toHaveBeenCalledOnce();
  });

  it('offers nothing when the influencer sells no extras, or to the influencer', () => {
    renderWithProviders(
      <CollabRevisions
        revisions={{ allowed: 2, used: 2, extraPrice: null, canBuyExtra: false }}
        onBuyExtra={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    renderWithProviders(
      <CollabRevisions revisions={{ allowed: 2, used: 2, extraPrice: 500, canBuyExtra: false }} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
