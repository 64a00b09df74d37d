import type { Row } from '../../matrix-rows';

/** Rows without the `permissions` export the runner reads. */
export const rows: readonly Row[] = [];
