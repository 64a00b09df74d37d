/** The Core Web Vitals the web app reports from visitors' browsers (issue 15, 'Keep it measured'). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type TVitalName = (typeof VITAL_NAMES)[number];
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type TVitalRating = (typeof VITAL_RATINGS)[number];
/** web-vitals' navigation types (how the page was reached). */
export const VITAL_NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;

/** Longest page path kept; longer ones are refused (a real page path of this site is far shorter). */
export const VITAL_PATH_MAX = 200;
/** Metrics one report may carry (a page sends its three on leaving, or fewer). */
export const VITALS_PER_REPORT_MAX = 6;
/** Above these a value is a broken measurement, not a slow page: LCP and INP in ms, CLS unitless. */
export const VITAL_VALUE_MAX: Record<TVitalName, number> = { LCP: 120_000, INP: 120_000, CLS: 100 };

/** Days GET admin/vitals looks back, and the most (page, metric) rows it answers. */
export const VITALS_WINDOW_DAYS = 7;
export const VITALS_SUMMARY_ROWS_MAX = 100;

/** web.dev's thresholds of each metric's p75: good up to the first, poor above the second. */
export const VITAL_THRESHOLDS: Record<TVitalName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export const ratingOf = (name: TVitalName, value: number): TVitalRating => {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
};
