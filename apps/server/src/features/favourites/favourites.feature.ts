import type { Feature } from '../../platform/feature';
import { favouriteRoutes } from './favourites.routes';

export const favouritesFeature: Feature = { name: 'favourites', routes: favouriteRoutes };
