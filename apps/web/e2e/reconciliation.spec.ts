import fs from 'node:fs';
import { expect, test } from './test';
import { ReconciliationMessages } from '@collably/shared/messages/reconciliation';
import { shot } from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs } from './fixtures';
import { RAZORPAY_E2E } from './razorpay-env';

// The instance on Razorpay and RazorpayX (playwright.config.ts), against the local fake of their APIs.
test.use({ baseURL: RAZORPAY_E2E.baseURL });

const razorpayAuth = `Basic ${Buffer.from(`${RAZORPAY_E2E.keyId}:${RAZORPAY_E2E.keySecret}`).toString('base64')}`;

/**
 * Issue 34: Razorpay takes a payment for an order none of Collably's checkouts made (a payment link made in
 * the Dashboard, say). The super admin runs the reconciliation, finds the mismatch with both amounts and what
 * to do, resolves it with a note, finds it among the resolved, and downloads the day as CSV.
 */
test('a payment Razorpay took that the ledger never booked is found, explained and resolved with a note; the day downloads as CSV', async ({
  page,
  request,
}) => {
  // Planted through the fake: an order of ₹1,298 made outside Collably, paid and captured.
  const order = await request.post(`${RAZORPAY_E2E.fakeURL}/v1/orders`, {
    headers: { authorization: razorpayAuth },
    data: { amount: 129_800, currency: 'INR', receipt: 'dashboard-payment-link' },
  });
  expect(order.ok(), await order.text()).toBeTruthy();
  const orderId = ((await order.json()) as { id: string }).id;
  const paid = await request.post(`${RAZORPAY_E2E.fakeURL}/__control/payments`, {
    data: { orderId, status: 'captured' },
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  const paymentId = ((await paid.json()) as { razorpay_payment_id: string }).razorpay_payment_id;

  await loginAs(page, DEMO.admin, '/admin?tab=reconciliation');
  await expect(page.getByRole('tab', { name: 'Reconciliation' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByText(ReconciliationMessages.runStarted)).toBeVisible();

  // The mismatch: the payment, what Razorpay took, what the ledger booked, and what to do.
  const row = page.getByRole('row').filter({ hasText: paymentId }).filter({ hasText: 'Captured' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('₹1,298.00');
  await expect(row).toContainText('₹0.00');
  await expect(row).toContainText('refund the payment there');
  await expectNoHorizontalScroll(page);
  await shot(page, 'reconciliation-open-1280');

  // Resolving asks for what was found and done, and moves no money.
  await row.getByRole('button', { name: /^Resolve/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve mismatch' });
  await expect(dialog).toContainText('Resolving moves no money.');
  await dialog.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(dialog.getByText(ReconciliationMessages.noteRequired)).toBeVisible();
  const note = 'A payment link made in the Razorpay Dashboard by mistake; refunded there.';
  await dialog.getByRole('textbox', { name: 'What was found and done' }).fill(note);
  await shot(page, 'reconciliation-resolve-1280', false);
  await dialog.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(page.getByText(ReconciliationMessages.resolved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('row').filter({ hasText: paymentId }).filter({ hasText: 'Captured' }),
  ).toHaveCount(0);

  await page.getByText('Resolved', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Resolved/ })).toBeChecked();
  const resolved = page.getByRole('row').filter({ hasText: paymentId }).filter({ hasText: 'Captured' });
  await expect(resolved).toContainText(note);

  // The day's report, every item compared, as a spreadsheet takes it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reconciliation-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.split('\n')[0]).toContain('Provider (Rs)');
  expect(csv).toContain(paymentId);
  expect(csv).toContain(note);

  // On a phone: the same list as cards.
  await page.setViewportSize({ width: 375, height: 800 });
  const card = page.getByRole('article', { name: `Payment ${paymentId}` }).first();
  await expect(card).toContainText(note);
  await expectNoHorizontalScroll(page);
  await shot(page, 'reconciliation-resolved-375');
});
