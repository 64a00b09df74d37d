import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import type { TInfluencerListItem } from '@collably/shared/schemas/discovery';
import { InfluencerCard } from './influencer-card';

const base: TInfluencerListItem = {
  userId: 7,
  userName: 'priya.nair',
  name: 'Priya Nair',
  profilePic: 'abc.webp',
  tags: JSON.stringify([
    { id: 1, name: 'Speaks' },
    { id: 5, name: 'Value Pick' },
  ]),
  socialAccountFollowers: [
    { plateformName: 'Instagram', followerCount: 10_000, isVerified: false },
    { plateformName: 'YouTube', followerCount: 1_000_000, isVerified: false },
  ],
  isFeatured: false,
  isVerified: false,
  lastLoginOn: new Date().toISOString(),
  price: 171_000,
  categoryName: 'Food, Travel',
  rating: null,
  ratingCount: 0,
};

describe('InfluencerCard (spec §2)', () => {
  it('shows name, category, tags, followers per platform and the price in rupees', () => {
    renderWithProviders(<InfluencerCard influencer={base} />);
    const link = screen.getByRole('link', { name: 'Priya Nair' });
    expect(link).toHaveAttribute('href', '/influencer/priya.nair');
    expect(link).not.toHaveAttribute('target');
    expect(screen.getByText('Food, Travel')).toBeInTheDocument();
    expect(screen.getByText('Speaks')).toBeInTheDocument();
    expect(screen.getByText('Value Pick')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Instagram' })).toBeInTheDocument();
    expect(screen.getByText('10k+')).toBeInTheDocument();
    expect(screen.getByText('1m+')).toBeInTheDocument();
    expect(screen.getByText('₹1,71,000')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Priya Nair' })).toHaveAttribute(
      'src',
      '/files/abc.webp?size=card',
    );
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });

  it('labels unverified follower counts self-declared, and badges verified accounts (issue 18)', () => {
    const { unmount } = renderWithProviders(<InfluencerCard influencer={base} />);
    expect(screen.getByText('self-declared')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument();
    unmount();

    const [instagram, youTube] = base.socialAccountFollowers;
    const partly = {
      ...base,
      isVerified: true,
      socialAccountFollowers: [{ ...instagram, isVerified: true }, youTube],
    };
    const again = renderWithProviders(<InfluencerCard influencer={partly} />);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Verified' })).toHaveLength(1);
    expect(screen.getByText('others self-declared')).toBeInTheDocument();
    again.unmount();

    const verified = {
      ...partly,
      socialAccountFollowers: partly.socialAccountFollowers.map((a) => ({ ...a, isVerified: true })),
    };
    renderWithProviders(<InfluencerCard influencer={verified} />);
    expect(screen.getAllByRole('img', { name: 'Verified' })).toHaveLength(2);
    expect(screen.queryByText(/self-declared/)).not.toBeInTheDocument();
  });

  it('opens in a new tab from the listing', () => {
    renderWithProviders(<InfluencerCard influencer={base} openInNewTab />);
    expect(screen.getByRole('link', { name: 'Priya Nair' })).toHaveAttribute('target', '_blank');
  });

  it("marks 'Featured', and ' Offline ' after 90 days away (never for the featured)", () => {
    const away = { ...base, lastLoginOn: '2020-01-01T00:00:00Z' };
    const { unmount } = renderWithProviders(<InfluencerCard influencer={away} />);
    expect(screen.getByText('Offline')).toBeInTheDocument();
    unmount();
    renderWithProviders(<InfluencerCard influencer={{ ...away, isFeatured: true }} />);
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });

  it('falls back to the default picture and survives bad tag text', () => {
    renderWithProviders(<InfluencerCard influencer={{ ...base, profilePic: null, tags: 'not json' }} />);
    expect(screen.getByRole('img', { name: 'Priya Nair' })).toHaveAttribute(
      'src',
      '/images/default-avatar.svg',
    );
    expect(screen.queryByText('Speaks')).not.toBeInTheDocument();
  });
});
