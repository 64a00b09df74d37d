import { expect, test } from './test';
import { shot } from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs, registerBrand, uniqueName } from './fixtures';

test('the super admin creates, edits and deletes an unused coupon', async ({ page }) => {
  await loginAs(page, DEMO.admin, '/coupon/manage');
  await expect(page.getByRole('heading', { name: 'Manage Coupons' })).toBeVisible();
  // FLAT500 is there from the seed; it can be edited but never deleted.
  const flat = page.getByRole('row', { name: /FLAT500/ });
  await expect(flat).toBeVisible();
  await expect(flat.getByRole('button', { name: 'Delete FLAT500' })).toHaveCount(0);

  // Every field is required.
  await page.getByRole('button', { name: 'Create Coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Coupon' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('This Field is Required')).toHaveCount(4);

  const code = uniqueName('DIWALI')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);
  await dialog.getByLabel('Coupon Name').fill('Diwali offer');
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await dialog.getByLabel('Description').fill('₹200 off any order');
  await dialog.getByLabel('Value').fill('200');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Diwali offer');
  await expect(row).toContainText('₹200');

  // A duplicate code: the server's message in the modal.
  await page.getByRole('button', { name: 'Create Coupon' }).click();
  await dialog.getByLabel('Coupon Name').fill('Copy');
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Description').fill('Same code');
  await dialog.getByLabel('Value').fill('50');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toContainText('A coupon with this code already exists');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Edit.
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  const update = page.getByRole('dialog', { name: 'Update Coupon' });
  await expect(update.getByLabel('Coupon Name')).toHaveValue('Diwali offer');
  await update.getByLabel('Value').fill('250');
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(update).toBeHidden();
  await expect(row).toContainText('₹250');
  await shot(page, 'coupons-1280');

  // At 375 px the coupons are cards, and the page does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('article', { name: `Coupon ${code}` })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'coupons-375');
  await page.getByRole('button', { name: 'Create Coupon' }).click();
  await shot(page, 'coupons-modal-375', false);
  await page.getByRole('dialog', { name: 'Create Coupon' }).getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Delete asks first.
  await row.getByRole('button', { name: `Delete ${code}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete coupon' });
  await expect(confirm).toContainText(`Are you sure you want to delete the coupon ${code}?`);
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${code}` }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row', { name: /FLAT500/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
});

test('only the super admin reaches coupon management', async ({ page }) => {
  const brand = await registerBrand(page.request);
  await loginAs(page, brand, '/coupon/manage');
  await expect(page).toHaveURL(/\/$/);
  await loginAs(page, DEMO.staff, '/coupon/manage');
  await expect(page).not.toHaveURL(/coupon/);
});
