import { InfluencerMessages } from './influencers';

/** Favourites texts (brand only). */
export const FavouriteMessages = {
  notFound: InfluencerMessages.notFound,
  added: 'Added to favourites',
  removed: 'Removed from favourites',
} as const;
