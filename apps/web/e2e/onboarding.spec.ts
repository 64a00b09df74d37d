import { expect, test } from '@playwright/test';
import { DEMO, expectNoHorizontalScroll, loginAs, readOtpFromMailbox, uniqueName } from './fixtures';
import { choosePicture, pick, registerInfluencer } from './profile-helpers';

test('a new influencer signs up, completes the three onboarding steps and sees the finished profile', async ({
  page,
}) => {
  // Sign up on /signup with the e-mailed OTP, as accounts.spec.ts does.
  const userName = uniqueName('kavya.');
  const email = `${userName}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill('Kavya Iyer');
  await page.getByLabel('User Name').fill(userName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Kavya@12345');
  await page.getByLabel('I have more than 5k followers.').check();
  await page.getByLabel(/Accept all the terms of use/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  const otpDialog = page.getByRole('dialog', { name: 'Verify your email' });
  // The mail is written before the dialog opens; read it only once the dialog is there.
  await expect(otpDialog.getByLabel('OTP')).toBeVisible();
  const otp = await readOtpFromMailbox(page, email);
  await otpDialog.getByLabel('OTP').fill(otp);
  await otpDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/addedit-influencer$/);

  // Step 1, Start.
  await expect(page.getByRole('heading', { name: 'Set up your profile' })).toBeVisible();
  await choosePicture(page);
  await pick(page, 'Categories', 'Beauty', 'Fashion');
  await page
    .getByLabel('Description')
    .fill('Skincare and everyday make-up for Chennai weather. Honest reviews, no filters.');
  await page.getByRole('radio', { name: 'Female' }).check();
  await pick(page, 'State', 'Tamil Nadu');
  await pick(page, 'City', 'Chennai');
  // The date of birth starts 20 years ago.
  const twentyYearsAgo = new Date();
  twentyYearsAgo.setFullYear(twentyYearsAgo.getFullYear() - 20);
  await expect(page.getByLabel('Date of birth')).toHaveValue(new RegExp(`^${twentyYearsAgo.getFullYear()}-`));
  await pick(page, 'Languages', 'Tamil', 'English');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2, Social media: a tile without an account asks for one first.
  await expect(page.getByRole('heading', { name: 'Your social media' })).toBeVisible();
  // The header shows the new picture at once.
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
    'src',
    /\/files\/.+/,
  );
  await page.getByRole('button', { name: 'YouTube services' }).click();
  await expect(page.getByText('Please Authenticate Social Account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish Setup' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Instagram account' }).click();
  const account = page.getByRole('dialog', { name: 'Add Instagram account' });
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByText('Please enter Page Url')).toBeVisible();
  await account.getByLabel('Page Url').fill(`//instagram.com/${userName}`);
  await account.getByRole('textbox', { name: 'Followers' }).click();
  await page.getByRole('option', { name: '50k-100k' }).click();
  await account.getByRole('button', { name: 'Save' }).click();

  // Step 3, Services of the saved platform.
  await expect(page.getByRole('heading', { name: 'Instagram', exact: true })).toBeVisible();
  await expect(page.getByText('50k-100k followers')).toBeVisible();
  await page.getByRole('button', { name: 'Add New Service' }).click();
  const chooser = page.getByRole('dialog', { name: 'Add New Service' });
  await expect(chooser.getByText('Sample Story')).toBeVisible();
  await expect(chooser.getByText('Sample Feed')).toBeVisible();
  await expect(chooser.getByRole('button', { name: 'Add Custom' })).toBeVisible();
  await chooser.getByRole('button', { name: 'Edit & Use Sample Reel' }).click();

  const service = page.getByRole('dialog', { name: 'Service details' });
  await expect(service.getByLabel('Title')).toHaveValue('Instagram Reel');
  await service.getByLabel('Price').fill('400');
  await service.getByRole('button', { name: 'Save' }).click();
  await expect(service.getByText('Enter a value equal or more than 500')).toBeVisible();
  await service.getByLabel('Price').fill('4500');
  await service.getByLabel(/Offer UGC rights/).check();
  await service.getByLabel('UGC Price').fill('1500');
  await service.getByRole('button', { name: 'Save' }).click();
  await expect(service).toBeHidden();
  const item = page.getByRole('listitem', { name: 'Instagram Reel' });
  await expect(item).toContainText('₹4,500');
  await expect(item).toContainText('UGC rights ₹1,500');
  await expect(item).toContainText('Not saved yet');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back on Social media: the platform now has a service, so Finish appears.
  await expect(page.getByRole('button', { name: 'Instagram services' })).toContainText('1 service');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page.getByText('Please specify GST Number')).toBeVisible();
  await page.getByLabel('GST Number').fill('27AAPFU0939F1Z');
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page.getByText('Please enter a valid GST Number')).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Finish Setup' }).click();

  // The finished profile.
  await expect(page).toHaveURL(/\/influencer$/);
  await expect(page.getByRole('heading', { name: 'Kavya Iyer' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Kavya Iyer' })).toHaveAttribute('src', /\/files\/.+/);
  await expect(page.getByLabel('Categories')).toContainText('Beauty');
  await expect(page.getByLabel('Categories')).toContainText('Fashion');
  await expect(page.getByText('Skincare and everyday make-up for Chennai weather.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Instagram: 50k-100k followers' })).toHaveAttribute(
    'href',
    `https://instagram.com/${userName}`,
  );
  await expect(page.getByRole('tab', { name: 'Instagram' })).toBeVisible();
  const reel = page.getByRole('listitem', { name: 'Instagram Reel' });
  await expect(reel).toContainText('₹4,500');
  await expect(reel).toContainText('UGC rights +₹1,500');
  await expect(page.getByRole('textbox', { name: 'Your profile link' })).toHaveValue(
    new RegExp(`/influencer/${userName.replace('.', '\\.')}$`),
  );
  await expect(page.getByText('up to 30% more collabs')).toBeVisible();
  await expect(page.getByText('Waiting for approval')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
    'href',
    '/addedit-influencer',
  );
});

test('the Start step shows its validation messages one at a time, in the spec order', async ({ page }) => {
  await registerInfluencer(page);
  const next = page.getByRole('button', { name: 'Next' });
  const expectOnly = async (message: string) => {
    await next.click();
    await expect(page.getByText(message)).toBeVisible();
  };
  await expectOnly('Please specify description');
  await expect(page.getByText('Please select at least one category')).toHaveCount(0);
  await page.getByLabel('Description').fill('x'.repeat(501));
  await expectOnly('Description should not exceed 500 character');
  await page.getByLabel('Description').fill('Travel films from the Himalayas.');
  await expectOnly('Please select at least one category');
  await pick(page, 'Categories', 'Travel');
  await expectOnly('Please upload a post style picture');
  await choosePicture(page);
  await expectOnly('Please select gender');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await expectOnly('Please select state');
  await pick(page, 'State', 'Uttarakhand');
  await expectOnly('Please select city');
  await pick(page, 'City', 'Dehradun');
  await page.getByLabel('Date of birth').fill('');
  await expectOnly('Please specify DOB');
  await page.getByLabel('Date of birth').fill('1998-04-12');
  await expectOnly('Please enter at least one language');
  await pick(page, 'Languages', 'Hindi');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Your social media' })).toBeVisible();

  // A UGC account saved without services opens the new-service form at once.
  await page.getByRole('button', { name: 'Add UGC account' }).click();
  await page.getByLabel('Page Url').fill('behance.net/himalaya.frames');
  await page.getByRole('dialog', { name: 'Add UGC account' }).getByRole('button', { name: 'Save' }).click();
  const service = page.getByRole('dialog', { name: 'Service details' });
  await expect(service).toBeVisible();
  await service.getByRole('button', { name: 'Save' }).click();
  await expect(service.getByText('Title is Required')).toBeVisible();
  await expect(service.getByText('Description is Required')).toBeVisible();
  await expect(service.getByText('Price is Required')).toBeVisible();
  await service.getByLabel('Title').fill('UGC Unboxing');
  await service.getByLabel('Description').fill('A 30 second unboxing you can post as your own.');
  await service.getByLabel('Price').fill('800');
  await service.getByRole('button', { name: 'Save' }).click();

  // Deleting asks first; No keeps the service, Yes removes it.
  await page.getByRole('button', { name: 'Delete UGC Unboxing' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Are you sure you want to delete this service?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('listitem', { name: 'UGC Unboxing' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete UGC Unboxing' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('listitem', { name: 'UGC Unboxing' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The account itself goes with 'Delete platform'.
  await page.getByRole('button', { name: 'Edit UGC account' }).click();
  await page.getByRole('button', { name: 'Delete platform' }).click();
  await expect(confirm).toContainText('Are you sure you want to delete this platform?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'UGC services' })).toContainText('Not linked yet');
});

test('staff open an influencer’s edit link and save a change', async ({ page }) => {
  await loginAs(page, DEMO.staff, '/influencer/ananya.sharma');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/addedit-influencer\/ananya\.sharma$/);
  await expect(page.getByRole('heading', { name: "Edit Ananya Sharma's profile" })).toBeVisible();
  const userId = await page.evaluate(() => localStorage.getItem('refuserid'));
  expect(Number(userId)).toBeGreaterThan(0);
  const headline = `Delhi style diaries ${Date.now().toString(36)}`;
  await page.getByLabel('Headline').fill(headline);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Your social media' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(page).toHaveURL(/\/influencer\/ananya\.sharma$/);
  await expect(page.getByText(headline)).toBeVisible();
});

test('an influencer without a profile is sent to onboarding, which fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await registerInfluencer(page, '/influencer');
  await expect(page).toHaveURL(/\/addedit-influencer$/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
