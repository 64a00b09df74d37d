import type { Generated } from 'kysely';

/** One Core Web Vital of one page load, as a visitor's browser reported it (migration 018). */
export type WebVitalsTable = {
  id: Generated<number>;
  name: string;
  value: number;
  rating: string;
  path: string;
  navigationType: string;
  createdOn: string;
};

export type VitalTables = { webVitals: WebVitalsTable };
