import type { Feature } from '../../platform/feature';
import { invoiceRoutes } from './invoices.routes';

export const invoicesFeature: Feature = { name: 'invoices', routes: invoiceRoutes };
