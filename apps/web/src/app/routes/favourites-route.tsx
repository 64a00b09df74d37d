import FavouritesPage from '@/features/favourites/pages/favourites-page';

export default function FavouritesRoute() {
  return <FavouritesPage />;
}
