import type { Feature } from '../../platform/feature';
import { toolRoutes } from './tools.routes';

export const toolsFeature: Feature = { name: 'tools', routes: toolRoutes };
