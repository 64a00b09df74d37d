import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A screenshot for looking at a page by eye, kept only when SHOTS_DIR is set (test-results is
 * emptied by every run, and several people run the journeys on one machine).
 */
export async function shot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** Paise from a displayed amount like '₹1,234.50' or '−₹500.00'. */
export const paiseOf = (text: string) => {
  const digits = text.replace(/[^\d.]/g, '');
  const sign = /^[−-]/.test(text.trim()) ? -1 : 1;
  return sign * Math.round(Number(digits) * 100);
};

/** GET an API path with a bearer token (what a signed-in page would send). */
export async function apiGet<T>(request: APIRequestContext, token: string, apiPath: string): Promise<T> {
  const res = await request.get(`/api/${apiPath}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}
