import { expect, type Page } from './test';
import { act, chooseService, expectStatus } from './commerce-helpers';
import { readOtpFromMailbox, uniqueName } from './fixtures';
import { choosePicture, makePng, pick } from './profile-helpers';

/** The journeys of a new creator: joining, being hired, delivering (marketplace loop, TDS). */

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: makePng(48, 48) });
const SERVICE = 'Instagram Reel';

/**
 * A creator signs up in the browser, confirms the e-mailed OTP and finishes onboarding with one Instagram
 * Reel at `price` rupees, registered for GST when given a GSTIN; she then waits for the super admin's approval.
 */
export async function signUpAndOnboard(
  page: Page,
  name: string,
  { price = 2000, gstin }: { price?: number; gstin?: string } = {},
) {
  const userName = uniqueName('meera.');
  const email = `${userName}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('User Name').fill(userName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Meera@12345');
  await page.getByLabel('I have more than 5k followers.').check();
  await page.getByLabel(/Accept all the terms of use/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  const otpDialog = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(otpDialog.getByLabel('OTP')).toBeVisible();
  await otpDialog.getByLabel('OTP').fill(await readOtpFromMailbox(page, email));
  await otpDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/addedit-influencer$/);

  await choosePicture(page);
  await pick(page, 'Categories', 'Travel');
  await page
    .getByLabel('Description')
    .fill('Slow travel across the North-East: homestays, food and hill walks.');
  await page.getByRole('radio', { name: 'Female' }).check();
  // A state no demo creator lives in, so the filtered listing shows her on its first page.
  await pick(page, 'State', 'Mizoram');
  await pick(page, 'City', 'Aizawl');
  await pick(page, 'Languages', 'English', 'Hindi');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Add Instagram account' }).click();
  const account = page.getByRole('dialog', { name: 'Add Instagram account' });
  await account.getByLabel('Page Url').fill(`https://instagram.com/${userName}`);
  await account.getByRole('textbox', { name: 'Followers' }).click();
  await page.getByRole('option', { name: '10k-50k' }).click();
  await account.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Add New Service' }).click();
  await page
    .getByRole('dialog', { name: 'Add New Service' })
    .getByRole('button', { name: 'Edit & Use Sample Reel' })
    .click();
  const service = page.getByRole('dialog', { name: 'Service details' });
  await service.getByLabel('Price', { exact: true }).fill(String(price));
  await service.getByRole('button', { name: 'Save' }).click();
  await expect(service).toBeHidden();
  await page.getByRole('button', { name: 'Continue' }).click();
  if (gstin) {
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('GST Number').fill(gstin);
  } else {
    await page.getByRole('radio', { name: 'No' }).check();
  }
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page).toHaveURL(/\/influencer$/);
  await expect(page.getByText('Waiting for approval')).toBeVisible();
  return { userName, email, password: 'Meera@12345' };
}

/** The brand pays for the service in the sandbox checkout and sends the collab details; the new collab's id. */
export async function hire(page: Page, userName: string, brief: string): Promise<number> {
  await page.goto(`/influencer/${userName}`);
  await chooseService(page, SERVICE);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  const details = page.getByRole('dialog', { name: 'Collab details' });
  await details.getByLabel('Description').fill(brief);
  await details.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/order$/);
  const card = page.getByRole('article', { name: /^Collab #\d+$/ }).filter({ hasText: brief.slice(0, 30) });
  return Number((await card.getAttribute('aria-label'))!.replace('Collab #', ''));
}

/** From New to Uploaded: accepted, delivered, approved and posted. */
export async function deliverAndPost(brand: Page, creator: Page, collabId: number) {
  await creator.goto('/order');
  await act(creator, collabId, 'Accept');
  await act(creator, collabId, 'Send For Approval', { file: png('draft.png') });
  await brand.goto('/order');
  await act(brand, collabId, 'Approve');
  await creator.reload();
  await act(creator, collabId, 'Mark Complete', { postUrl: `https://www.instagram.com/p/C${collabId}loop/` });
  await brand.reload();
  await expectStatus(brand, collabId, 'Uploaded');
}
