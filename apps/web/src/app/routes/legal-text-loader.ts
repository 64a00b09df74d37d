import { legalDocumentsQuery } from '@/features/legal/api/legal';
import type { PageLoader } from '../page-loader';

/** A legal text's page lists the posted versions of the legal texts. */
export const legalTextLoader: PageLoader = (queryClient) => () =>
  queryClient.ensureQueryData(legalDocumentsQuery());
