/** Favourites texts (brand only); an unknown influencer is InfluencerMessages.notFound. */
export const FavouriteMessages = {
  added: 'Added to favourites',
  removed: 'Removed from favourites',
} as const;
