import { expect, test } from './test';
import { DEMO, expectNoHorizontalScroll, loginAs, readOtpFromMailbox, uniqueName } from './fixtures';
import { shot } from './commerce-helpers';
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
  // The save answers the earlier warning: it goes instead of staying beside the new state.
  await expect(page.getByText('Please Authenticate Social Account')).toHaveCount(0);

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
  await service.getByLabel('Price', { exact: true }).fill('400');
  await service.getByRole('button', { name: 'Save' }).click();
  await expect(service.getByText('Enter a value equal or more than 500')).toBeVisible();
  await service.getByLabel('Price', { exact: true }).fill('4500');
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
  await expect(page.getByRole('link', { name: /^Instagram\b.*50k\+.*self-declared$/ })).toHaveAttribute(
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

test('the Start step shows all its validation messages at once, and the category limit before a third pick', async ({
  page,
}) => {
  await registerInfluencer(page);
  const next = page.getByRole('button', { name: 'Next' });
  const form = page.locator('form').filter({ has: next });
  const all = [
    'Please specify description',
    'Please select at least one category',
    'Please upload a post style picture',
    'Please select gender',
    'Please select state',
    'Please select city',
    'Please specify DOB',
    'Please enter at least one language',
  ];
  await page.getByLabel('Date of birth').fill('');
  await next.click();
  // One press of Next: every message, each beside its own field.
  for (const message of all) await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveAccessibleDescription(/Please specify description/);
  await expect(page.getByRole('textbox', { name: 'Categories', exact: true })).toHaveAccessibleDescription(
    /Please select at least one category/,
  );
  await expect(page.getByRole('textbox', { name: 'Languages', exact: true })).toHaveAccessibleDescription(
    /Please enter at least one language/,
  );
  await shot(page, 'onboarding-start-errors-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'onboarding-start-errors-375');
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A fixed field loses its message at once; a new problem in it shows on the next press.
  await page.getByLabel('Description').fill('x'.repeat(501));
  await expect(form.getByText('Please specify description')).toHaveCount(0);
  await next.click();
  await expect(form.getByText('Description should not exceed 500 character')).toBeVisible();
  await expect(form.getByText('Please select state')).toBeVisible();
  await page.getByLabel('Description').fill('Travel films from the Himalayas.');

  // The limit is stated before any pick; at two the others are disabled, nothing is dropped.
  const categories = page.getByRole('textbox', { name: 'Categories', exact: true });
  await expect(categories).toHaveAccessibleDescription(/Choose up to 2 categories\./);
  await pick(page, 'Categories', 'Travel', 'Food');
  await expect(categories).toHaveAccessibleDescription(
    'You have chosen 2 categories. Remove one to choose another.',
  );
  await categories.click();
  await expect(page.getByRole('option', { name: 'Fashion', exact: true })).toHaveAttribute(
    'data-combobox-disabled',
    'true',
  );
  await shot(page, 'onboarding-start-category-limit-1280', false);
  await page.getByRole('option', { name: 'Fashion', exact: true }).click({ force: true });
  await page.keyboard.press('Escape');
  const chosen = page.locator('.mantine-MultiSelect-pill');
  await expect(chosen).toHaveText(['Travel', 'Food']);

  await choosePicture(page);
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await pick(page, 'State', 'Uttarakhand');
  await pick(page, 'City', 'Dehradun');
  await page.getByLabel('Date of birth').fill('1998-04-12');
  await next.click();
  await expect(form.getByText('Please enter at least one language')).toBeVisible();
  for (const message of all.filter((m) => m !== 'Please enter at least one language')) {
    await expect(form.getByText(message, { exact: true })).toHaveCount(0);
  }
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
  await service.getByLabel('Price', { exact: true }).fill('800');
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

test('onboarding resumes at the first incomplete step after a reload, and unsaved services are not lost silently', async ({
  page,
}) => {
  // Three reloads and a full profile on a shared machine: more than the default minute.
  test.slow();
  await registerInfluencer(page);
  const startHeading = page.getByRole('heading', { name: 'About you' });
  const socialHeading = page.getByRole('heading', { name: 'Your social media' });
  const servicesHeading = page.getByRole('heading', { name: 'Instagram', exact: true });
  await expect(startHeading).toBeVisible();
  await page.reload();
  await expect(startHeading).toBeVisible();

  await choosePicture(page);
  await pick(page, 'Categories', 'Food');
  await page.getByLabel('Description').fill('Street food walks across Lucknow, one kebab at a time.');
  await page.getByRole('radio', { name: 'Female' }).check();
  await pick(page, 'State', 'Uttar Pradesh');
  await pick(page, 'City', 'Lucknow');
  await pick(page, 'Languages', 'Hindi');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(socialHeading).toBeVisible();
  await shot(page, 'onboarding-social-1280');

  // Start is complete and nothing is linked: a reload opens Social media.
  await page.reload();
  await expect(socialHeading).toBeVisible();
  await expect(startHeading).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'onboarding-social-375');
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Add Instagram account' }).click();
  const account = page.getByRole('dialog', { name: 'Add Instagram account' });
  await account.getByLabel('Page Url').fill('instagram.com/lucknow.bites');
  await account.getByRole('textbox', { name: 'Followers' }).click();
  await page.getByRole('option', { name: '10k-50k' }).click();
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(servicesHeading).toBeVisible();

  // Linked but no service yet: a reload opens that platform's Services.
  await page.reload();
  await expect(servicesHeading).toBeVisible();

  const addSample = async () => {
    await page.getByRole('button', { name: 'Add New Service' }).click();
    await page
      .getByRole('dialog', { name: 'Add New Service' })
      .getByRole('button', { name: 'Edit & Use Sample Reel' })
      .click();
    const service = page.getByRole('dialog', { name: 'Service details' });
    await service.getByLabel('Price', { exact: true }).fill('2500');
    await service.getByRole('button', { name: 'Save' }).click();
    await expect(service).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'Instagram Reel' })).toContainText('Not saved yet');
  };
  await addSample();
  await shot(page, 'onboarding-services-375');
  await expectNoHorizontalScroll(page);

  // A link inside the app asks first; 'Stay' keeps the page and the service.
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(leave).toContainText(
    '1 service on this page is not saved yet. Save it before you leave, or it will be lost.',
  );
  await shot(page, 'onboarding-leave-warning-375', false);
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/addedit-influencer$/);
  await expect(page.getByRole('listitem', { name: 'Instagram Reel' })).toBeVisible();

  // A reload gets the browser's own question; leaving anyway drops the draft and resumes at Services.
  const asked = page.waitForEvent('dialog').then(async (dialog) => {
    const type = dialog.type();
    await dialog.accept();
    return type;
  });
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await expect(servicesHeading).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Instagram Reel' })).toHaveCount(0);

  // 'Save and leave' saves, then goes where the link pointed.
  await page.setViewportSize({ width: 1280, height: 800 });
  await addSample();
  await shot(page, 'onboarding-services-1280');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await shot(page, 'onboarding-leave-warning-1280', false);
  // Having answered, the person is not asked again by the browser.
  const askedAgain: string[] = [];
  page.on('dialog', (dialog) => {
    askedAgain.push(dialog.type());
    void dialog.accept();
  });
  await leave.getByRole('button', { name: 'Save and leave' }).click();
  await expect(page).toHaveURL(/\/about-us$/);

  // Every step is complete now: the page opens at Start, and the service is saved.
  await page.goto('/addedit-influencer');
  await expect(startHeading).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Instagram services' })).toContainText('1 service');
  await page.getByRole('button', { name: 'Instagram services' }).click();
  await expect(page.getByRole('listitem', { name: 'Instagram Reel' })).not.toContainText('Not saved yet');
  // Nothing unsaved: links leave without a question.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  expect(askedAgain).toEqual([]);
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
