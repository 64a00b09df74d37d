import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from './test';
import { priceBreakup } from '@collably/shared/domain/pricing';
import { registerBrand } from './fixtures';

/**
 * A screenshot for looking at a page by eye, kept only when SHOTS_DIR is set (test-results is
 * emptied by every run, and several people run the journeys on one machine).
 */
export async function shot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  // Finished transitions (not a fixed wait), so the picture shows what a person sees once they settle.
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, animations: 'disabled' });
}

/**
 * With SHOTS_DIR set and poppler's pdftoppm at hand, the first page of a PDF as `{name}-1.png` to look at
 * (and the PDF beside it); otherwise nothing.
 */
export function renderFirstPage(pdf: Buffer, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir || !fs.existsSync('/usr/bin/pdftoppm')) return;
  const saved = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(saved, pdf);
  execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', saved, path.join(dir, name)]);
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

type Service = {
  influencerServiceId: number;
  title: string;
  basePrice: number;
  basePriceGst: number;
  platformFee: number;
  allowUGC: boolean;
  ugcPrice: number;
  total: number;
};
type ProfileData = { userId: number; name: string; infSocialAccounts: { infServices: Service[] }[] };

/** The influencer's services as the public profile API gives them (rupees). */
export async function servicesOf(request: APIRequestContext, userName: string) {
  const res = await request.get(`/api/influencer/get-userdetails/${userName}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  const data = ((await res.json()) as { data: ProfileData }).data;
  return { name: data.name, services: data.infSocialAccounts.flatMap((a) => a.infServices) };
}

/** The inputs of the shared priceBreakup rule for a service (platform fee percent read from its figures). */
export const breakupInput = (s: Service) => ({
  basePricePaise: Math.round(s.basePrice * 100),
  ugcPricePaise: 0,
  isGstRegistered: s.basePriceGst > 0,
  platformFeePercent: Math.round((s.platformFee * 100) / s.basePrice),
});

/** A session token through the API, for set-up calls. */
export async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/user/login', {
    data: { Email: account.email, Password: account.password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

/**
 * Saves a brand's billing details through the API, as its billing form would (issue 36: every payment needs
 * them). By default in Karnataka, another state than the platform's, without a GSTIN: one IGST line of
 * round(18 %), as the shared price rule gives by default.
 */
export async function giveBilling(
  request: APIRequestContext,
  account: { email: string; password: string },
  billing: { companyName: string; stateName?: string; pincode?: string; gstin?: string | null },
) {
  const { stateName = 'Karnataka', pincode = '560001', gstin = null, companyName } = billing;
  const states = await request.get('/api/master/states/101');
  expect(states.ok(), await states.text()).toBeTruthy();
  const state = ((await states.json()) as { data: { stateId: number; name: string }[] }).data.find(
    (s) => s.name === stateName,
  );
  expect(state, `state ${stateName}`).toBeTruthy();
  const saved = await request.post('/api/brand/billing', {
    headers: { Authorization: `Bearer ${await tokenOf(request, account)}` },
    data: { companyName, gstin, address: `1 Test Street, ${stateName}`, stateId: state!.stateId, pincode },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
}

/**
 * A new brand that has given its billing details (through the API, right after sign-up), for journeys that pay
 * but are not about the billing details; checkout-billing.spec.ts is the journey that fills them in.
 */
export async function registerBilledBrand(request: APIRequestContext, name = 'Test Brand') {
  const brand = await registerBrand(request, name);
  await giveBilling(request, brand, { companyName: `${name} Pvt Ltd` });
  return brand;
}

/**
 * Set-up through the API for journeys that are not about hiring: the brand pays for the influencer's
 * cheapest service in the sandbox checkout and sends the collab details. Returns the collab and the total paid
 * (paise).
 */
export async function hireThroughApi(
  request: APIRequestContext,
  brand: { email: string; password: string },
  influencerUserName: string,
  brief: string,
) {
  const { services } = await servicesOf(request, influencerUserName);
  const service = [...services].sort((a, b) => a.total - b.total)[0];
  const auth = { Authorization: `Bearer ${await tokenOf(request, brand)}` };
  const created = (await (
    await request.post('/api/transaction/create', {
      headers: auth,
      params: { InfluencerServiceId: service.influencerServiceId, CouponId: 0, allowugc: 'false' },
    })
  ).json()) as { data: { transId: number; refrenceId: string } };
  const { transId, refrenceId } = created.data;
  expect((await request.post(`${refrenceId}/pay`, { maxRedirects: 0 })).status()).toBe(303);
  expect(
    (await request.post('/api/transaction/update', { headers: auth, params: { transId } })).ok(),
  ).toBeTruthy();
  const collab = await request.post('/api/brand/create/collab', {
    headers: auth,
    data: {
      transId,
      influencerServiceId: service.influencerServiceId,
      description: brief,
      base64File: [],
      allowUGC: false,
    },
  });
  expect(collab.ok(), await collab.text()).toBeTruthy();
  return {
    collabDetailId: ((await collab.json()) as { data: { collabDetailId: number } }).data.collabDetailId,
    totalPaise: priceBreakup(breakupInput(service)).total,
  };
}

/** Chooses a service in the profile's Book a collab panel. */
export async function chooseService(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Service' }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ·`) })
    .click();
}

/** The card of one collab on the order page. */
export const collabCard = (page: Page, collabId: number) =>
  page.getByRole('article', { name: `Collab #${collabId}`, exact: true });

/** Presses an action button of a collab card and answers its modal. */
export async function act(
  page: Page,
  collabId: number,
  action: string,
  answer: {
    reason?: string;
    postUrl?: string;
    file?: { name: string; mimeType: string; buffer: Buffer };
  } = {},
) {
  const dialog = page.getByRole('dialog', { name: action });
  // A click that lands while a closing popover (the bell) still takes the pointer opens nothing: press again
  // until the modal shows, as a person would (one CI run lost the click this way).
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await collabCard(page, collabId)
        .getByRole('button', { name: action, exact: true })
        .click({ timeout: 2_000 });
    }
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  if (answer.reason !== undefined) await dialog.getByLabel('Reason').fill(answer.reason);
  if (answer.postUrl !== undefined) await dialog.getByLabel('Post URL').fill(answer.postUrl);
  if (answer.file) await dialog.getByLabel('Work file').setInputFiles(answer.file);
  // An action that asks for nothing is a plain confirmation (Accept, Approve, the UGC Mark Complete). Decided
  // from the answer, not by counting buttons at one instant, which races the modal's rendering.
  const isConfirm = answer.reason === undefined && answer.postUrl === undefined && !answer.file;
  // Every card action ends in POST user/update/collab-status. Waiting for its answer (a slow CI machine may
  // take longer than the modal's usual moment) and checking it makes a failure name the server's reply.
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/user/update/collab-status') && r.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await dialog.getByRole('button', { name: isConfirm ? 'Yes' : action, exact: true }).click();
  const response = await answered;
  expect(response.status(), `${action}: ${await response.text()}`).toBe(200);
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

/** Waits for a collab card to show a status text (reloading the viewer's list). */
export async function expectStatus(page: Page, collabId: number, text: string) {
  await expect(collabCard(page, collabId).getByLabel(`Status: ${text}`)).toBeVisible();
}
