import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Download, type Locator, type Page } from './test';
import { Platform } from '@collably/shared/constants/platforms';
import { formatRupees, priceBreakup } from '@collably/shared/domain/pricing';
import { InvoiceMessages } from '@collably/shared/messages/invoices';
import { TaxDocumentMessages } from '@collably/shared/messages/tax-documents';
import { pdfText } from '../../server/test/pdf-text';
import {
  act,
  breakupInput,
  chooseService,
  collabCard,
  expectStatus,
  registerBilledBrand,
  renderFirstPage,
  servicesOf,
  shot,
} from './commerce-helpers';
import { deliverAndPost } from './creator-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs } from './fixtures';

/**
 * Issue 37: a brand's tax documents follow the escrow. Paying an order brings a receipt voucher (the advance);
 * the order's completion, when the escrow is released, the tax invoice against it; an order refunded before
 * release (here rejected by the influencer), a refund voucher against its receipt voucher. Each is listed on
 * the order's card and in the wallet's tax documents, named by its kind, and downloads under its number.
 */

// A seeded demo influencer no other journey pays.
const INFLUENCER = {
  userName: 'lakshmi.kitchen',
  email: 'lakshmikitchen@demo.collably.in',
  password: 'Influencer@123',
};
const NUMBER = '\\d\\d-\\d\\d\\/\\d{6}';

/** The cheapest of the influencer's Instagram services without UGC rights (its post needs no fake video). */
async function instagramService(request: APIRequestContext) {
  const res = await request.get(`/api/influencer/get-userdetails/${INFLUENCER.userName}`);
  type Account = { plateformId: number; infServices: { influencerServiceId: number }[] };
  const accounts = ((await res.json()) as { data: { infSocialAccounts: Account[] } }).data.infSocialAccounts;
  const onInstagram = new Set(
    accounts
      .filter((a) => a.plateformId === Platform.Instagram)
      .flatMap((a) => a.infServices.map((s) => s.influencerServiceId)),
  );
  const { services } = await servicesOf(request, INFLUENCER.userName);
  const service = [...services]
    .filter((s) => onInstagram.has(s.influencerServiceId))
    .sort((a, b) => a.total - b.total)[0];
  expect(service, `${INFLUENCER.userName} offers an Instagram service`).toBeTruthy();
  return service;
}

/** Pays an order in the sandbox checkout and sends its details; returns its collab id. */
async function payOrder(page: Page, serviceTitle: string, brief: string) {
  await page.goto(`/influencer/${INFLUENCER.userName}`);
  await chooseService(page, serviceTitle);
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

/** Presses a document's download button; returns the number its name carries, the file and its text. */
async function download(page: Page, button: Locator) {
  const label = (await button.getAttribute('aria-label')) ?? '';
  const number = label.split(' ').at(-1) ?? '';
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { number, file, text: pdfText(fs.readFileSync(await file.path())) };
}

const fileNameOf = (file: Download) => file.suggestedFilename();

test('a paid order has a receipt voucher, its completion the tax invoice, and a rejected order a refund voucher', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const brandContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const influencerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const brandPage = await brandContext.newPage();
  const infPage = await influencerContext.newPage();

  const service = await instagramService(brandPage.request);
  const breakup = priceBreakup(breakupInput(service));

  // --- The brand pays the first order: its card offers the receipt voucher, and nothing else yet.
  const brand = await registerBilledBrand(brandPage.request, 'Kerala Spice Co');
  await loginAs(brandPage, brand, '/');
  await loginAs(infPage, INFLUENCER, '/order');
  const first = await payOrder(brandPage, service.title, 'A sadya reel with our banana chips, first order.');
  const firstCard = collabCard(brandPage, first);
  const receiptButton = firstCard.getByRole('button', {
    name: new RegExp(`^Download receipt voucher RV\\/${NUMBER}$`),
  });
  await expect(receiptButton).toHaveText('Receipt voucher');
  await expect(firstCard.getByRole('button', { name: /^Download tax invoice/ })).toHaveCount(0);
  const receipt = await download(brandPage, receiptButton);
  expect(fileNameOf(receipt.file)).toMatch(/^RV-\d\d-\d\d-\d{6}\.pdf$/);
  expect(fileNameOf(receipt.file)).toBe(`${receipt.number.replaceAll('/', '-')}.pdf`);
  expect(receipt.text).toContain('RECEIPT VOUCHER');
  expect(receipt.text).toContain(receipt.number);
  renderFirstPage(fs.readFileSync(await receipt.file.path()), 'escrow-receipt-voucher');
  await shot(brandPage, 'escrow-order-paid-1280', false);

  // --- The order runs to completion: the escrow is released and the tax invoice issued against the voucher.
  await deliverAndPost(brandPage, infPage, first);
  await act(brandPage, first, 'Mark Complete');
  await brandPage.goto('/order/complete');
  await expectStatus(brandPage, first, 'Completed');
  const completedCard = collabCard(brandPage, first);
  await expect(completedCard.getByRole('button', { name: /^Download / })).toHaveText([
    'Receipt voucher',
    'Tax invoice',
  ]);
  const invoice = await download(
    brandPage,
    completedCard.getByRole('button', { name: new RegExp(`^Download tax invoice INV\\/${NUMBER}$`) }),
  );
  expect(fileNameOf(invoice.file)).toMatch(/^INV-\d\d-\d\d-\d{6}\.pdf$/);
  expect(invoice.text).toContain('TAX INVOICE');
  expect(invoice.text).toContain(`Against receipt voucher ${receipt.number}`);
  renderFirstPage(fs.readFileSync(await invoice.file.path()), 'escrow-tax-invoice');
  await completedCard.scrollIntoViewIfNeeded();
  await shot(brandPage, 'escrow-order-completed-1280', false);

  // --- A second order, rejected by the influencer before any release: its advance comes back, with a refund
  // voucher against its receipt voucher.
  const second = await payOrder(brandPage, service.title, 'A Onam feast reel with our payasam mix, second.');
  await infPage.goto('/order');
  await act(infPage, second, 'Reject', { reason: 'I am away for Onam all month.' });
  await brandPage.goto('/order/reject');
  await expectStatus(brandPage, second, 'Rejected');
  const rejectedCard = collabCard(brandPage, second);
  await expect(rejectedCard.getByRole('button', { name: /^Download / })).toHaveText([
    'Receipt voucher',
    'Refund voucher',
  ]);
  const secondReceipt =
    (await rejectedCard
      .getByRole('button', { name: /^Download receipt voucher / })
      .getAttribute('aria-label'))!
      .split(' ')
      .at(-1) ?? '';
  const refund = await download(
    brandPage,
    rejectedCard.getByRole('button', { name: new RegExp(`^Download refund voucher RF\\/${NUMBER}$`) }),
  );
  expect(fileNameOf(refund.file)).toMatch(/^RF-\d\d-\d\d-\d{6}\.pdf$/);
  expect(refund.text).toContain('REFUND VOUCHER');
  expect(refund.text).toContain(`Against receipt voucher ${secondReceipt}`);
  renderFirstPage(fs.readFileSync(await refund.file.path()), 'escrow-refund-voucher');
  await shot(brandPage, 'escrow-order-rejected-1280', false);
  await brandPage.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(brandPage);
  await rejectedCard.scrollIntoViewIfNeeded();
  await shot(brandPage, 'escrow-order-rejected-375', false);

  // --- The wallet lists the four documents, newest first, each named by its kind; the refund is negative.
  await brandPage.setViewportSize({ width: 1280, height: 900 });
  await brandPage.goto('/wallet');
  const documents = brandPage.getByRole('region', { name: TaxDocumentMessages.brandCardTitle });
  const rows = documents
    .getByRole('list', { name: TaxDocumentMessages.brandCardTitle })
    .getByRole('listitem');
  await expect(rows).toHaveCount(4);
  const amount = formatRupees(breakup.subtotal);
  const expected = [
    { number: refund.number, title: 'Refund voucher', amount: formatRupees(-breakup.subtotal) },
    { number: secondReceipt, title: 'Receipt voucher', amount },
    { number: invoice.number, title: 'Tax invoice', amount },
    { number: receipt.number, title: 'Receipt voucher', amount },
  ];
  for (const [i, row] of expected.entries()) {
    await expect(rows.nth(i)).toContainText(`${row.number}${row.title}`);
    await expect(rows.nth(i)).toContainText(row.amount);
    await expect(
      rows.nth(i).getByRole('button', { name: `Download ${row.title.toLowerCase()} ${row.number}` }),
    ).toBeVisible();
  }
  // No credit note here, so nothing asks about input tax credit.
  await expect(documents.getByRole('button', { name: /I have reversed/ })).toHaveCount(0);
  const fromWallet = await download(
    brandPage,
    rows.first().getByRole('button', { name: `Download refund voucher ${refund.number}` }),
  );
  expect(fileNameOf(fromWallet.file)).toBe(fileNameOf(refund.file));
  await shot(brandPage, 'escrow-wallet-documents-1280');
  await brandPage.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(brandPage);
  await shot(brandPage, 'escrow-wallet-documents-375');

  await brandContext.close();
  await influencerContext.close();
});

test("the super admin sees each year's credit-note deadline and records a year's annual return", async ({
  page,
}) => {
  // A fresh database has documents of the current financial year only, which has not ended: the browser is
  // put in June of the next year so that the form offers it. The server, still in this year, refuses the day
  // as in the future, and the form says so at the field.
  const now = new Date();
  const year = now.getUTCMonth() < 3 ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
  const label = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  await page.clock.setFixedTime(new Date(`${year + 1}-06-15T06:00:00Z`));
  for (const width of [1280, 375] as const) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await loginAs(page, DEMO.admin, '/admin');
    await page.getByRole('tab', { name: 'Tax documents' }).click();
    const card = page.getByRole('region', { name: TaxDocumentMessages.deadlinesTitle });
    const table = card.getByRole('table', { name: 'Credit-note deadline by financial year' });
    await expect(table.getByRole('row', { name: new RegExp(`^${label}`) })).toContainText(
      `30 Nov ${year + 1}${TaxDocumentMessages.annualReturnNotFiled}`,
    );
    const form = card.getByRole('form', { name: TaxDocumentMessages.annualReturnFormTitle });
    await expect(form.getByRole('textbox', { name: 'Financial year' })).toHaveValue(label);
    await form.getByRole('button', { name: 'Record' }).click();
    const filedOn = form.getByLabel('Annual return filed on');
    await expect(filedOn).toHaveAccessibleDescription(InvoiceMessages.annualReturnDateInvalid);
    await filedOn.fill(`${year + 1}-06-10`);
    await form.getByRole('button', { name: 'Record' }).click();
    await expect(filedOn).toHaveAccessibleDescription(InvoiceMessages.annualReturnInFuture);
    await expectNoHorizontalScroll(page);
    await card.scrollIntoViewIfNeeded();
    await shot(page, `escrow-credit-note-deadlines-${width}`, false);
  }
});
