import fs from 'node:fs';
import { expect, test } from './test';
import { formatRupees, priceBreakup } from '@collably/shared/domain/pricing';
import { pdfText } from '../../server/test/pdf-text';
import { breakupInput, chooseService, renderFirstPage, servicesOf, shot } from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs, registerBrand } from './fixtures';

// A seeded demo influencer no other journey pays, not GST registered.
const INFLUENCER_USER_NAME = 'rahul.money';
const KARNATAKA_GSTIN = '29AABCU9603R1ZJ';

test('a brand billed in another state pays an order and downloads its IGST receipt voucher', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { services } = await servicesOf(page.request, INFLUENCER_USER_NAME);
  const service = [...services].sort((a, b) => a.total - b.total)[0];
  const breakup = priceBreakup(breakupInput(service));

  const brand = await registerBrand(page.request, 'Kaveri Coffee');
  await loginAs(page, brand, '/brand');
  const billing = page.getByRole('region', { name: 'Billing details' });
  await billing.getByLabel('Billing name').fill('Kaveri Coffee Estates Pvt Ltd');
  await billing.getByLabel('GSTIN').fill(KARNATAKA_GSTIN);
  await billing.getByLabel('Billing address').fill('12 Church Street, Bengaluru');
  await billing.getByRole('textbox', { name: 'State' }).fill('Karna');
  await page.getByRole('option', { name: 'Karnataka' }).click();
  await billing.getByLabel('PIN code').fill('560001');
  await billing.getByRole('button', { name: 'Save billing details' }).click();
  await expect(page.getByText('Billing details saved')).toBeVisible();

  await page.goto(`/influencer/${INFLUENCER_USER_NAME}`);
  await chooseService(page, service.title);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  const details = page.getByRole('dialog', { name: 'Collab details' });
  await details.getByRole('button', { name: 'Later' }).click();

  await page.goto('/wallet');
  // Paid, not yet supplied: a receipt voucher for the advance (issue 37); the tax invoice comes at completion.
  const invoices = page.getByRole('region', { name: 'Tax documents' });
  const row = invoices.getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/RV\/\d\d-\d\d\/\d{6}Receipt voucher/);
  await expect(row).toContainText(formatRupees(breakup.subtotal));
  const number = (await row.locator('p').first().textContent()) ?? '';
  await shot(page, 'tax-invoices-1280');

  const download = page.waitForEvent('download');
  await invoices.getByRole('button', { name: `Download receipt voucher ${number}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const pdf = fs.readFileSync(await file.path());
  const text = pdfText(pdf);
  const rs = (paise: number) => formatRupees(paise).replace('₹', 'Rs. ');
  for (const expected of [
    'RECEIPT VOUCHER',
    `Receipt voucher number: ${number}`,
    'Kaveri Coffee Estates Pvt Ltd',
    `GSTIN: ${KARNATAKA_GSTIN}`,
    'Place of supply: Karnataka (29)',
    'IGST 18%',
    rs(breakup.basePrice),
    rs(breakup.basePriceGst),
    rs(breakup.subtotal),
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain('CGST');
  renderFirstPage(pdf, 'tax-invoice');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'tax-invoices-375');

  // The super admin's monthly export for the GST returns has the receipt voucher, with its IGST.
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await loginAs(admin, DEMO.admin, '/admin');
  await admin.getByRole('tab', { name: 'Tax documents' }).click();
  const csvDownload = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Download Tax documents CSV' }).click();
  const csv = fs.readFileSync(await (await csvDownload).path(), 'utf8');
  const igst = (breakup.basePriceGst + breakup.platformFeeGst) / 100;
  expect(csv.split('\n')[0]).toBe(
    'kind,number,date,against,recipient,recipient_gstin,place_of_supply,supply_type,taxable,igst,cgst,sgst,utgst,total,gst_adjusted,buyer_reversal',
  );
  expect(csv).toContain(`receipt-voucher,${number},`);
  expect(csv).toContain(`Kaveri Coffee Estates Pvt Ltd,${KARNATAKA_GSTIN},29-Karnataka,inter-state,`);
  expect(csv).toContain(`,${igst.toFixed(2)},0.00,0.00,0.00,${(breakup.subtotal / 100).toFixed(2)}`);
  await shot(admin, 'tax-export-1280', false);
  await admin.close();
});
