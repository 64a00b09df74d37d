import fs from 'node:fs';
import { expect, test, type Browser } from './test';
import { pdfText } from '../../server/test/pdf-text';
import {
  act,
  collabCard,
  expectStatus,
  registerBilledBrand,
  renderFirstPage,
  shot,
} from './commerce-helpers';
import { deliverAndPost, hire, signUpAndOnboard } from './creator-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs, uniqueName } from './fixtures';

const PAN = 'ABCPE1234F';
const GSTIN = '29AABCU9603R1ZJ';

const pageAt = async (browser: Browser, width: number) =>
  (await browser.newContext({ viewport: { width, height: 900 } })).newPage();

test('an influencer’s release shows the TDS withheld, in payment details, the timeline and the yearly statement', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const creatorPage = await pageAt(browser, 1280);
  const adminPage = await pageAt(browser, 1280);
  const brandPage = await pageAt(browser, 1280);
  const name = `Kavya ${uniqueName('').slice(-5)}`;

  // --- A GST-registered creator whose reel costs ₹60,000, above s. 194J's ₹50,000 a year (the development
  // default section), is approved.
  const creator = await signUpAndOnboard(creatorPage, name, { price: 60_000, gstin: GSTIN });
  await loginAs(adminPage, DEMO.admin, '/admin');
  await adminPage.getByLabel('Search').fill(name);
  await expect(adminPage.getByText(`1 match for ‘${name}’`)).toBeVisible();
  await adminPage.getByRole('button', { name: `Approve ${name}` }).click();
  await adminPage.getByRole('dialog', { name: 'Approve user' }).getByRole('button', { name: 'Yes' }).click();
  await expect(adminPage.getByText(`0 matches for ‘${name}’`)).toBeVisible();

  // --- She is told what TDS is and gives her PAN, after a wrong one is refused.
  await loginAs(creatorPage, creator, '/paymentdetails');
  const tds = creatorPage.getByRole('region', { name: 'Tax deducted at source (TDS)' });
  await expect(tds).toContainText('under section 194J');
  await expect(tds).toContainText('10 % with a PAN, 20 % without');
  await expect(tds.getByText('Without a PAN, TDS is withheld at 20 %')).toBeVisible();
  await expect(tds).toContainText('No completed collabs in');
  await tds.getByRole('textbox', { name: 'PAN' }).fill('ABCXE1234F');
  await tds.getByRole('button', { name: 'Save PAN' }).click();
  await expect(tds.getByText('Please enter a valid PAN, like ABCPE1234F')).toBeVisible();
  await tds.getByRole('textbox', { name: 'PAN' }).fill('abcpe1234f');
  await tds.getByRole('button', { name: 'Save PAN' }).click();
  await expect(creatorPage.getByText('PAN saved')).toBeVisible();
  await expect(tds.getByText(/Without a PAN/)).toHaveCount(0);
  // Registered for GST, she lets Collably issue her invoices to it.
  const selfBilling = creatorPage.getByRole('region', { name: 'GST invoices to Collably' });
  await expect(selfBilling).toContainText(GSTIN);
  await selfBilling.getByRole('switch', { name: /self-billing/ }).click();
  await expect(
    creatorPage.getByText('Collably will issue your tax invoices for completed collabs'),
  ).toBeVisible();
  await expect(selfBilling).toContainText('No self-billed invoices yet.');

  // --- A brand hires her; the order is delivered and completed.
  const brand = await registerBilledBrand(brandPage.request, 'Monsoon Teas');
  await loginAs(brandPage, brand, '/');
  const collabId = await hire(brandPage, creator.userName, 'A reel at our Darjeeling estate, in the mist.');
  await deliverAndPost(brandPage, creatorPage, collabId);
  await act(brandPage, collabId, 'Mark Complete');
  await brandPage.goto('/order/complete');
  await expectStatus(brandPage, collabId, 'Completed');
  // The brand is told the influencer was paid, not her tax.
  const brandCard = collabCard(brandPage, collabId);
  await brandCard.getByRole('button', { name: 'Timeline' }).click();
  await expect(brandCard).toContainText('Released ₹70,800.00 to the influencer');
  await expect(brandCard).not.toContainText('less TDS');
  // The order's tax invoice is on its card.
  const invoiceDownload = brandPage.waitForEvent('download');
  await brandCard.getByRole('button', { name: /^Download tax invoice INV\/\d\d-\d\d\/\d{6}$/ }).click();
  const invoice = await invoiceDownload;
  expect(invoice.suggestedFilename()).toMatch(/^INV-\d\d-\d\d-\d{6}\.pdf$/);
  expect(pdfText(fs.readFileSync(await invoice.path()))).toContain('Rs. 60,000.00');
  await shot(brandPage, 'order-card-invoice-1280', false);

  // --- She sees 10 % of ₹60,000 withheld: on the timeline, in her earnings and in the TDS card.
  await creatorPage.goto('/order/complete');
  const card = collabCard(creatorPage, collabId);
  await card.getByRole('button', { name: 'Timeline' }).click();
  await expect(card).toContainText(
    'Your ₹70,800.00, less TDS of ₹6,000.00: ₹64,800.00 added to your earnings',
  );
  // She is registered for GST: her ₹10,800 waits for her invoice in Collably's GSTR-2B (issue 37).
  await expect(card).toContainText('GST ₹10,800.00 of it is held until your invoice is filed');
  await creatorPage.goto('/paymentdetails');
  await expect(creatorPage.getByText('Account Balance: ₹54,000.00')).toBeVisible();
  const received = creatorPage.getByRole('row', { name: /Received from Brand/ });
  await expect(received).toContainText('₹70,800.00 less TDS ₹6,000.00');
  await expect(received).toContainText('GST ₹10,800.00: GST held until your invoice is filed');
  const credit = tds.getByRole('listitem').filter({ hasText: `Collab #${collabId}` });
  await expect(credit).toContainText('s. 194J · TDS at 10 %');
  await expect(credit.getByLabel('Gross ₹70,800.00')).toBeVisible();
  await expect(credit.getByLabel('TDS ₹6,000.00')).toBeVisible();
  await expect(credit.getByLabel('Net ₹64,800.00')).toBeVisible();
  await shot(creatorPage, 'tds-paymentdetails-1280');

  // Her invoice to Collably for the work, self-billed in her name: ₹60,000 and her IGST of ₹10,800.
  const selfBilled = selfBilling.getByRole('listitem').filter({ hasText: `Collab #${collabId}` });
  await expect(selfBilled).toContainText('₹70,800.00 incl. GST ₹10,800.00');
  const selfBilledDownload = creatorPage.waitForEvent('download');
  await selfBilled
    .getByRole('button', { name: /^Download self-billed invoice SB\/\d\d-\d\d\/\d{6}$/ })
    .click();
  const selfBilledPdf = fs.readFileSync(await (await selfBilledDownload).path());
  renderFirstPage(selfBilledPdf, 'self-billed-invoice');
  const selfBilledText = pdfText(selfBilledPdf);
  expect(selfBilledText).toContain(
    'Self-billed: issued by the recipient for the supplier, under their agreement',
  );
  expect(selfBilledText).toContain(`GSTIN: ${GSTIN}`);

  // The yearly statement, as a PDF.
  const download = creatorPage.waitForEvent('download');
  await tds.getByRole('button', { name: /^Download statement of TDS for \d{4}-\d\d$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tds-statement-\d{4}-\d\d\.pdf$/);
  const statementPdf = fs.readFileSync(await file.path());
  renderFirstPage(statementPdf, 'tds-statement');
  const text = pdfText(statementPdf);
  for (const expected of [
    'STATEMENT OF TAX DEDUCTED AT SOURCE',
    name,
    PAN,
    'Rs. 70,800.00',
    'Rs. 60,000.00',
    'Rs. 6,000.00',
    'Rs. 64,800.00',
    '10.00 %',
    's. 194J: Income-tax Act, 2025, s. 393',
  ]) {
    expect(text).toContain(expected);
  }

  // --- The super admin's monthly TDS export has her credit, with her PAN.
  await adminPage.getByRole('tab', { name: 'Tax documents' }).click();
  await expect(adminPage.getByLabel('TDS section')).toContainText('Deducted under s. 194J');
  const csvDownload = adminPage.waitForEvent('download');
  await adminPage.getByRole('button', { name: 'Download TDS CSV' }).click();
  const csv = fs.readFileSync(await (await csvDownload).path(), 'utf8');
  expect(csv.split('\n')[0]).toBe(
    'date,deductee,email,pan,section,provision,rate_percent,pan_status,collab,gross,credited_excl_gst,tds_base,tds_due,tds_withheld,net',
  );
  expect(csv).toContain(
    `${name},${creator.email},${PAN},194J,"Income-tax Act, 2025, s. 393, Table serial to be confirmed by the chartered accountant",10.00,not checked,${collabId},70800.00,60000.00,60000.00,6000.00,6000.00,64800.00`,
  );
  await shot(adminPage, 'tds-export-1280', false);

  // --- The same on a phone.
  const phone = await pageAt(browser, 375);
  await loginAs(phone, creator, '/paymentdetails');
  const phoneCard = phone.getByRole('region', { name: 'Tax deducted at source (TDS)' });
  await expect(phoneCard.getByRole('listitem').filter({ hasText: `Collab #${collabId}` })).toBeVisible();
  await expectNoHorizontalScroll(phone);
  await phoneCard.scrollIntoViewIfNeeded();
  await shot(phone, 'tds-paymentdetails-375');
});
