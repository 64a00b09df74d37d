/**
 * The local fake of the social platforms' public pages (issue 18): playwright.config.ts starts it and points the
 * main instance at it with SOCIAL_PAGE_ORIGIN, so no journey touches the internet. Its port follows E2E_PORT.
 */
const port = Number(process.env.E2E_PORT ?? 4310);

export const SOCIAL_PAGES_E2E = {
  port: port + 3,
  url: `http://127.0.0.1:${port + 3}`,
} as const;
