import type { Feature } from '../../platform/feature';
import { blogRoutes } from './blog.routes';

export const blogFeature: Feature = { name: 'blog', routes: blogRoutes };
