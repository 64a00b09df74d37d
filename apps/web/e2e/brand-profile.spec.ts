import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, loginAs, registerBrand } from './fixtures';
import { makePng } from './profile-helpers';

test('a brand changes its name and picture on /brand', async ({ page }) => {
  const brand = await registerBrand(page.request, 'Test Brand');
  await loginAs(page, brand, '/brand');
  await expect(page.getByRole('heading', { name: 'Brand profile' })).toBeVisible();
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue('Test Brand');

  await name.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
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
  await page.getByRole('button', { name: 'Save' }).click();
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
