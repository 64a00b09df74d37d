import { paiseToRupees } from '@collably/shared/domain/pricing';
import type { TInfluencerListItem } from '@collably/shared/schemas/discovery';

/** A card row of the read model (influencer_search_cards + the any-platform min price). */
export type InfluencerCardRow = {
  userName: string;
  name: string;
  profilePic: string | null;
  tags: string;
  socialFollowers: string;
  isFeatured: number;
  lastLoginOn: string | null;
  categoryName: string;
  minPricePaise: number;
};

/** The influencer list item of spec §3, as the listing, popular block and favourites send it. */
export const toInfluencerListItem = (row: InfluencerCardRow): TInfluencerListItem => ({
  userName: row.userName,
  name: row.name,
  profilePic: row.profilePic,
  tags: row.tags,
  socialAccountFollowers: JSON.parse(row.socialFollowers) as TInfluencerListItem['socialAccountFollowers'],
  isFeatured: row.isFeatured === 1,
  lastLoginOn: row.lastLoginOn,
  price: paiseToRupees(Number(row.minPricePaise)),
  categoryName: row.categoryName,
});
