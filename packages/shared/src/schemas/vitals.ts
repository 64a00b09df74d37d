import { z } from 'zod';
import {
  VITAL_NAMES,
  VITAL_NAVIGATION_TYPES,
  VITAL_PATH_MAX,
  VITAL_RATINGS,
  VITAL_VALUE_MAX,
  VITALS_PER_REPORT_MAX,
} from '../constants/vitals';

export const ZVital = z
  .object({
    name: z.enum(VITAL_NAMES),
    value: z.number().finite().min(0),
    rating: z.enum(VITAL_RATINGS),
    /** The page's path, without query or hash. */
    path: z
      .string()
      .min(1)
      .max(VITAL_PATH_MAX)
      .regex(/^\/[^?#\s]*$/, 'A path without query'),
    navigationType: z.enum(VITAL_NAVIGATION_TYPES),
  })
  .refine((v) => v.value <= VITAL_VALUE_MAX[v.name], { message: 'Value out of range', path: ['value'] });
export type TVital = z.infer<typeof ZVital>;

/** POST vitals: what navigator.sendBeacon sends (a JSON array, as text/plain or application/json). */
export const ZVitalsReport = z.array(ZVital).min(1).max(VITALS_PER_REPORT_MAX);
export type TVitalsReport = z.infer<typeof ZVitalsReport>;

/** One page and metric over the window: its 75th percentile (the Core Web Vitals threshold) and count. */
export const ZVitalSummary = z.object({
  path: z.string(),
  name: z.enum(VITAL_NAMES),
  p75: z.number(),
  samples: z.number().int(),
  rating: z.enum(VITAL_RATINGS),
});
export type TVitalSummary = z.infer<typeof ZVitalSummary>;
