import { expect, test } from './test';
import { expectNoHorizontalScroll, loginAs, registerBrand } from './fixtures';

const PROFILE = '/influencer/ananya.sharma';

test('a brand opens a profile, sees the price breakup, adds it to favourites and finds it on /favourite', async ({
  page,
}) => {
  const brand = await registerBrand(page.request, 'Masala Box');
  await loginAs(page, brand, PROFILE);
  await expect(page.getByRole('heading', { name: 'Ananya Sharma' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Instagram' })).toBeVisible();

  // Choose the reel with UGC rights and read its breakup.
  await page.getByRole('textbox', { name: 'Service' }).click();
  await page.getByRole('option', { name: /^Instagram Reel/ }).click();
  // The chosen service's platform tab comes forward.
  await expect(page.getByRole('tab', { name: 'Instagram' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel(/Add UGC rights/).check();
  const panelTotal = await page
    .getByText(/^₹[\d,]+\.\d\d$/)
    .first()
    .innerText();
  await page.getByRole('button', { name: 'Price Breakup' }).click();
  const breakup = page.getByRole('dialog', { name: 'Price Breakup' });
  for (const line of [
    'Influencer price',
    'GST 18% on influencer price',
    'UGC price',
    'GST 18% on UGC price',
    'Platform fee',
    'GST 18% on platform fee',
    'UGC platform fee',
    'GST 18% on UGC platform fee',
  ]) {
    await expect(breakup.getByRole('cell', { name: line, exact: true })).toBeVisible();
  }
  // The lines add up to the total, which is the one the panel shows.
  const amounts = await breakup.getByRole('cell').filter({ hasText: /^₹/ }).allInnerTexts();
  const paise = (text: string) => Math.round(Number(text.replace(/[₹,]/g, '')) * 100);
  const total = await breakup.getByLabel('Total price').innerText();
  expect(amounts.reduce((sum, a) => sum + paise(a), 0)).toBe(paise(total));
  expect(total).toBe(panelTotal);
  await breakup.getByRole('button', { name: 'Close' }).click();

  // Favourite, kept on the server.
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();

  await page.getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/favourite$/);
  await expect(page.getByRole('heading', { name: 'Favourite Influencers' })).toBeVisible();
  await expect(page.getByLabel('1 favourites')).toBeVisible();
  const card = page.getByRole('link', { name: 'Ananya Sharma' });
  await expect(card).toHaveAttribute('href', PROFILE);
  // The page fits a phone (reloaded at that width, so no desktop tooltip lingers).
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(card).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Removing it empties the page, which points to the listing.
  await card.click();
  await page.getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
  await page.goto('/favourite');
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Influencers' }).first()).toHaveAttribute(
    'href',
    '/listing',
  );
});

test('a visitor pressing Continue on a profile gets the Join modal', async ({ page }) => {
  await page.goto(PROFILE);
  await expect(page.getByRole('heading', { name: 'Ananya Sharma' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveCount(0);
  // Long descriptions are clamped with 'Read More..' where two lines cannot hold them (on a phone; at 1280 px
  // they fit, and the link only shows when something is hidden).
  await page.setViewportSize({ width: 375, height: 800 });
  const readMore = page.getByRole('button', { name: 'Read More..' }).first();
  await readMore.click();
  await expect(page.getByRole('button', { name: 'Show less' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Join as Brand' })).toBeVisible();
});

test('a profile page fits a 375 px phone, and an unknown user name says so', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(PROFILE);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto('/influencer/no.such.person');
  await expect(page.getByRole('heading', { name: 'Influencer not found' })).toBeVisible();
});

test('an influencer sees their own profile with the link to share and can update the portfolio', async ({
  page,
}) => {
  await loginAs(page, { email: 'influencer@collably.in', password: 'Influencer@123' }, '/influencer');
  await expect(page.getByRole('heading', { name: 'Ananya Sharma' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your profile link' })).toHaveValue(
    /\/influencer\/ananya\.sharma$/,
  );
  await expect(page.getByText('up to 30% more collabs')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Update portfolio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update portfolio' });
  await dialog.getByLabel('Portfolio link 1').fill('https://youtu.be/dQw4w9WgXcQ');
  await dialog.getByLabel('Portfolio link 2').fill('ftp://example.com/reel.mp4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a valid link')).toBeVisible();
  await dialog.getByLabel('Portfolio link 2').fill('https://www.instagram.com/reel/C3xAmPlEr3l/');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The player asks for YouTube's IFrame API, whose handshake tells a working player from an empty frame.
  await expect(page.getByTitle('Portfolio item 1')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?enablejsapi=1&/,
  );
  await expect(page.getByTitle('Portfolio item 2')).toHaveAttribute(
    'src',
    'https://www.instagram.com/reel/C3xAmPlEr3l/embed/',
  );
});
