import { expect, test } from './test';
import { expectNoHorizontalScroll, loginAs, registerBrand } from './fixtures';
import { shot } from './commerce-helpers';
import { makePng } from './profile-helpers';

test('a brand changes its name and picture on /brand', async ({ page }) => {
  const brand = await registerBrand(page.request, 'Test Brand');
  await loginAs(page, brand, '/brand');
  await expect(page.getByRole('heading', { name: 'Brand profile' })).toBeVisible();
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue('Test Brand');

  await name.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please specify name')).toBeVisible();

  // A picture over 10 MB is refused in the browser.
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload brand picture' }).click();
  await (
    await chooser
  ).setFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10_485_761, 1) });
  await expect(page.getByText('File Size should not exceed 10 MB')).toBeVisible();

  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload brand picture' }).click();
  await (
    await chooser
  ).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(96, 96, [20, 140, 90]) });
  await expect(page.getByRole('img', { name: 'Brand picture preview' })).toBeVisible();
  await name.fill('Chai Point Co');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page
      .getByText('Profile updated')
      .or(page.getByText(/saved|updated/i))
      .first(),
  ).toBeVisible();

  // The header shows the new name and picture at once, and they are kept.
  expect(await page.evaluate(() => localStorage.getItem('name'))).toBe('Chai Point Co');
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
    'src',
    /\/files\/.+\?size=card/,
  );
  await page.reload();
  await expect(name).toHaveValue('Chai Point Co');
  await expect(page.getByRole('img', { name: 'Brand picture preview' })).toHaveAttribute('src', /\/files\//);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Chai Point Co');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
});

test('a brand gives the billing details its tax invoices are made out to', async ({ page }) => {
  const brand = await registerBrand(page.request, 'Billing Brand');
  await loginAs(page, brand, '/brand');
  const billing = page.getByRole('region', { name: 'Billing details' });
  await expect(billing.getByLabel('Billing name')).toHaveValue('');

  // A GSTIN is checked with its checksum, and must be of the chosen state.
  await billing.getByLabel('Billing name').fill('Billing Brand Foods Pvt Ltd');
  await billing.getByLabel('GSTIN').fill('27AAPFU0939F1ZX');
  await billing.getByLabel('Billing address').fill('Unit 4, Baner Road\nPune');
  await billing.getByRole('textbox', { name: 'State' }).fill('Karna');
  await page.getByRole('option', { name: 'Karnataka' }).click();
  await billing.getByLabel('PIN code').fill('411045');
  await billing.getByRole('button', { name: 'Save billing details' }).click();
  await expect(billing.getByText('Please enter a valid GSTIN')).toBeVisible();
  await billing.getByLabel('GSTIN').fill('27aapfu0939f1zv');
  await billing.getByRole('button', { name: 'Save billing details' }).click();
  await expect(billing.getByText('This GSTIN is registered in Maharashtra: choose that state')).toBeVisible();
  await billing.getByRole('textbox', { name: 'State' }).fill('Mahara');
  await page.getByRole('option', { name: 'Maharashtra' }).click();
  await billing.getByRole('button', { name: 'Save billing details' }).click();
  await expect(page.getByText('Billing details saved')).toBeVisible();
  await shot(page, 'brand-billing-1280');

  await page.reload();
  await expect(billing.getByLabel('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
  await expect(billing.getByRole('textbox', { name: 'State' })).toHaveValue('Maharashtra');
  await expect(billing.getByLabel('Billing address')).toHaveValue('Unit 4, Baner Road\nPune');

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await shot(page, 'brand-billing-375');
});
