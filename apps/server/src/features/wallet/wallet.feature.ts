import type { Feature } from '../../platform/feature';
import { walletRoutes } from './wallet.routes';

export const walletFeature: Feature = { name: 'wallet', routes: walletRoutes };
