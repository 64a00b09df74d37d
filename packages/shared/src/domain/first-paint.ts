/**
 * A public page as the server painted it for a visitor without a session (apps/web/src/app/render-page.tsx,
 * called by apps/server/src/platform/http/first-paint.ts): the markup that goes inside #root, and the JSON of its
 * queries' answers (TanStack Query's dehydrated state), which the browser's first render starts from.
 */
export type FirstPaint = { html: string; queries: string };
