import path from 'node:path';
import { expect, test, type Locator, type Page } from './test';
import { DEMO, expectNoHorizontalScroll, loginAs } from './fixtures';
import { shot } from './commerce-helpers';
import { makePng } from './profile-helpers';
import { SOCIAL_PAGES_E2E } from './social-pages-env';

/** A demo influencer no other journey uses, with an Instagram account and a UGC one (screenshot only). */
const CREATOR = { email: 'arjuntechreviews@demo.collably.in', password: 'Influencer@123' };
const CREATOR_NAME = 'Arjun Reddy';

/** With SHOTS_DIR set, a picture of one element (a card), to look at its small print. */
async function shotOf(locator: Locator, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await locator.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled' });
}

const verifyCard = (page: Page) => page.getByRole('region', { name: 'Verify your social accounts' });
const account = (page: Page, platform: string) =>
  verifyCard(page).getByRole('article', { name: `${platform} verification` });

/** Issue 18: an influencer proves an account with a code in its bio, and the listing shows them Verified. */
test('an influencer verifies Instagram with a code in the bio; the listing badges them and finds them with Verified only', async ({
  page,
}) => {
  await loginAs(page, CREATOR, '/influencer');
  const instagram = account(page, 'Instagram');
  await instagram.scrollIntoViewIfNeeded();
  await expect(instagram.getByText('Not verified')).toBeVisible();

  // The listing calls the follower counts self-declared until then.
  const listing = await page.context().newPage();
  await listing.goto(`/listing?q=${encodeURIComponent(CREATOR_NAME)}`);
  const card = listing.getByRole('article', { name: CREATOR_NAME });
  await expect(card.getByText('self-declared')).toBeVisible();
  await shotOf(card, 'social-verification-card-unverified-1280');

  await instagram.getByRole('button', { name: 'Get verification code' }).click();
  const codeText = instagram.getByLabel('Verification code');
  await expect(codeText).toHaveText(/^COLLABLY-[A-Z0-9]{6}$/);
  const code = await codeText.innerText();
  const pageUrl = await instagram.locator('p').first().innerText();
  const path = new URL(`https://${pageUrl.replace(/^https?:\/\//, '')}`).pathname;

  // Before the bio shows it, the check says the code is missing.
  const setBio = (html: string) =>
    page.request.post(`${SOCIAL_PAGES_E2E.url}/__control/page`, { data: { path, html } });
  await setBio('<html><head><meta name="description" content="Tech reviews"></head></html>');
  await instagram.getByRole('button', { name: 'Check now' }).click();
  await expect(instagram.getByRole('alert')).toContainText('could not find your code');
  await shot(page, 'social-verification-missing-1280', false);

  await setBio(`<html><head><meta name="description" content="Tech reviews · ${code}"></head></html>`);
  await instagram.getByRole('button', { name: 'Check now' }).click();
  await expect(instagram.getByText('Verified', { exact: true })).toBeVisible();
  await expect(instagram.getByRole('button', { name: 'Check now' })).toHaveCount(0);
  await verifyCard(page).scrollIntoViewIfNeeded();
  await shot(page, 'social-verification-card-1280', false);

  // The profile header badges the verified account.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('link', { name: /^Instagram\b.*Verified$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^UGC\b.*self-declared$/ })).toBeVisible();
  await shot(page, 'social-verification-profile-1280', false);

  await listing.goto(`/listing?q=${encodeURIComponent(CREATOR_NAME)}&v=1`);
  await expect(listing.getByRole('switch', { name: 'Verified only' })).toBeChecked();
  const verifiedCard = listing.getByRole('article', { name: CREATOR_NAME });
  await expect(verifiedCard.getByText('Verified', { exact: true })).toBeVisible();
  await expect(verifiedCard.getByRole('img', { name: 'Verified' })).toBeVisible();
  await shot(listing, 'social-verification-listing-1280', false);

  // Verified only leaves out creators with no verified account (the demo influencer has none); the page then
  // offers recommendations instead, so the search itself is asked.
  const ananya = await page.request.get('/api/influencer/List', {
    params: { Search: 'Ananya', Verified: 1 },
  });
  expect(((await ananya.json()) as { data: { totalCount: number } }).data.totalCount).toBe(0);
  const anyone = await page.request.get('/api/influencer/List', { params: { Search: 'Ananya' } });
  expect(((await anyone.json()) as { data: { totalCount: number } }).data.totalCount).toBeGreaterThan(0);

  await listing.setViewportSize({ width: 375, height: 800 });
  await listing.goto(`/listing?q=${encodeURIComponent(CREATOR_NAME)}`);
  await expect(
    listing.getByRole('article', { name: CREATOR_NAME }).getByText('Verified', { exact: true }),
  ).toBeVisible();
  await listing.getByRole('button', { name: /Filters/ }).click();
  const drawer = listing.getByRole('dialog', { name: 'Filters' });
  // A controlled switch: it shows checked once the URL (the search) says so.
  await drawer.getByRole('switch', { name: 'Verified only' }).click();
  await expect(drawer.getByRole('switch', { name: 'Verified only' })).toBeChecked();
  await expect(listing).toHaveURL(/v=1/);
  await shot(listing, 'social-verification-drawer-375', false);
  await drawer.getByRole('button', { name: 'Show influencers' }).click();
  await expect(listing.getByRole('link', { name: CREATOR_NAME })).toBeVisible();
  await expectNoHorizontalScroll(listing);
  await shot(listing, 'social-verification-listing-375');
  await shotOf(listing.getByRole('article', { name: CREATOR_NAME }), 'social-verification-card-verified-375');
  await shotOf(
    listing.getByRole('link', { name: 'Ananya Sharma' }),
    'social-verification-card-unverified-375',
  );

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await page.getByRole('link', { name: /^Instagram\b.*Verified$/ }).scrollIntoViewIfNeeded();
  await shot(page, 'social-verification-profile-375', false);
  await verifyCard(page).scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(page);
  await shot(page, 'social-verification-card-375', false);
});

test('a UGC account is verified from a bio screenshot the super admin approves', async ({
  page,
  browser,
}) => {
  await loginAs(page, CREATOR, '/influencer');
  const ugc = account(page, 'UGC');
  await ugc.scrollIntoViewIfNeeded();
  await ugc.getByRole('button', { name: 'Get verification code' }).click();
  await expect(ugc.getByLabel('Verification code')).toBeVisible();
  await expect(ugc.getByRole('button', { name: 'Check now' })).toHaveCount(0);
  const chooser = page.waitForEvent('filechooser');
  await ugc.getByRole('button', { name: 'Upload a screenshot of your bio' }).click();
  await (
    await chooser
  ).setFiles({ name: 'bio.png', mimeType: 'image/png', buffer: makePng(120, 200, [40, 90, 200]) });
  await expect(ugc.getByText('In review')).toBeVisible();
  await shot(page, 'social-verification-screenshot-sent-1280', false);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO.admin, '/admin');
  await admin.getByRole('tab', { name: 'Verifications' }).click();
  const review = admin.getByRole('article', { name: `Screenshot of ${CREATOR_NAME}` });
  await expect(review).toBeVisible();
  await shot(admin, 'social-verification-admin-1280', false);
  await admin.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(admin);
  await shot(admin, 'social-verification-admin-375', false);
  await review.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByText('The account is verified.')).toBeVisible();
  await expect(review).toHaveCount(0);
  await adminContext.close();

  await page.reload();
  await expect(account(page, 'UGC').getByText('Verified', { exact: true })).toBeVisible();
});

test('the home page badges the seeded verified creators and labels the rest self-declared', async ({
  page,
}) => {
  await page.goto('/');
  const verified = page.getByRole('article').filter({ has: page.getByText('Verified', { exact: true }) });
  await expect(verified.first()).toBeVisible();
  await expect(page.getByText('self-declared').first()).toBeVisible();
  await verified.first().scrollIntoViewIfNeeded();
  await shot(page, 'social-verification-home-1280', false);
  await page.setViewportSize({ width: 375, height: 800 });
  await verified.first().scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(page);
  await shot(page, 'social-verification-home-375', false);
});
