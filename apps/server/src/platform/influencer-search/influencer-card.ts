import { paiseToRupees } from '@collably/shared/domain/pricing';
import type { TInfluencerListItem } from '@collably/shared/schemas/discovery';
import { averageRating } from '@collably/shared/domain/reviews';
import { fromDbBool } from '../../db/bool';

/** A card row of the read model as the database returns it. */
type CardRow = {
  userId: number;
  userName: string;
  name: string;
  profilePic: string | null;
  tags: string;
  socialFollowers: string;
  isFeatured: number;
  isVerified: number;
  lastLoginOn: string | null;
  categoryName: string;
  minPricePaise: number;
  ratingSum: number;
  ratingCount: number;
};

/** A card of the read model (influencer_search_cards + the min price of the search row). */
export type InfluencerCard = Omit<CardRow, 'isFeatured' | 'isVerified'> & {
  isFeatured: boolean;
  isVerified: boolean;
};

/** What the repositories reading cards return: flags as booleans. */
export const toInfluencerCard = (row: CardRow): InfluencerCard => ({
  ...row,
  isFeatured: fromDbBool(row.isFeatured),
  isVerified: fromDbBool(row.isVerified),
});

/** The influencer list item of spec §3, as the listing, popular block and favourites send it. */
export const toInfluencerListItem = (card: InfluencerCard): TInfluencerListItem => ({
  userId: card.userId,
  userName: card.userName,
  name: card.name,
  profilePic: card.profilePic,
  tags: card.tags,
  // Migration 029 rebuilt every card, so each account carries its isVerified.
  socialAccountFollowers: JSON.parse(card.socialFollowers) as TInfluencerListItem['socialAccountFollowers'],
  isFeatured: card.isFeatured,
  isVerified: card.isVerified,
  lastLoginOn: card.lastLoginOn,
  price: paiseToRupees(Number(card.minPricePaise)),
  categoryName: card.categoryName,
  rating: averageRating(Number(card.ratingSum), Number(card.ratingCount)),
  ratingCount: Number(card.ratingCount),
});
