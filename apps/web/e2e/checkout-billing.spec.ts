import fs from 'node:fs';
import { expect, test, type Locator, type Page } from './test';
import { formatRupees } from '@collably/shared/domain/pricing';
import { BrandMessages } from '@collably/shared/messages/brands';
import { pdfText } from '../../server/test/pdf-text';
import { chooseService, paiseOf, renderFirstPage, servicesOf, shot, tokenOf } from './commerce-helpers';
import { expectNoHorizontalScroll, loginAs, registerBrand } from './fixtures';

/**
 * Issue 36: every payment needs the buyer's billing details. A brand that has given none is asked for them in
 * the checkout itself at its first Pay (a hire, and a custom offer's pay dialog), without losing the order in
 * progress; its tax invoice then names it, its address and its state, which is the place of supply.
 */

// Seeded demo influencers no other journey pays.
const HIRE_INFLUENCER = 'sanjay.northeast';
const OFFER_INFLUENCER = 'shreya.bookish';
const OFFER_INFLUENCER_ACCOUNT = { email: 'shreyabookish@demo.collably.in', password: 'Influencer@123' };
/** A valid GSTIN registered in Maharashtra (27): not the Tamil Nadu chosen below. */
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const DAY = 86_400_000;

/** Money as the PDF prints it. */
const rs = (paise: number) => formatRupees(paise).replace('₹', 'Rs. ');

/** Fills the billing form shown in a checkout, state chosen by typing as a person would. */
async function fillBilling(
  page: Page,
  form: Locator,
  details: { name: string; address: string; state: string; pin: string },
) {
  await form.getByLabel('Billing name').fill(details.name);
  await form.getByLabel('Billing address').fill(details.address);
  await form.getByRole('textbox', { name: 'State' }).fill(details.state.slice(0, 5));
  await page.getByRole('option', { name: details.state, exact: true }).click();
  await form.getByLabel('PIN code').fill(details.pin);
}

for (const width of [375, 1280] as const) {
  test(`a new brand gives its billing details at its first Pay of a hire, uses FLAT500 and gets an invoice that names it (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const { services } = await servicesOf(page.request, HIRE_INFLUENCER);
    const service = [...services].sort((a, b) => a.total - b.total)[0];
    const buyer = {
      name: `Cauvery Filter Coffee ${width} LLP`,
      address: '14 Rangachari Street, T. Nagar, Chennai',
      state: 'Tamil Nadu',
      pin: '600017',
    };

    // A brand that has given no billing details chooses a service, with UGC rights when offered.
    const brand = await registerBrand(page.request, `Cauvery Coffee ${width}`);
    await loginAs(page, brand, `/influencer/${HIRE_INFLUENCER}`);
    await chooseService(page, service.title);
    const ugc = page.getByLabel(/Add UGC rights/);
    const hasUgc = service.allowUGC;
    if (hasUgc) await ugc.check();
    const amount = page.getByLabel('Amount to pay');
    const before = await amount.innerText();

    // Pay (Continue): the checkout asks for the billing details in place, and goes nowhere yet.
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await continueButton.click();
    const heading = page.getByRole('heading', { name: 'Billing details for your tax invoice' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/influencer/${HIRE_INFLUENCER.replace('.', '\\.')}$`));
    await expect(continueButton).toBeDisabled();
    const form = page.getByRole('form', { name: 'Billing details' });
    await expect(form.getByRole('radio', { name: BrandMessages.buyerKindLabel.business })).toBeChecked();
    await expectNoHorizontalScroll(page);
    await form.scrollIntoViewIfNeeded();
    await shot(page, `checkout-billing-form-${width}`, false);

    // An SEZ unit is refused with its reason, at once.
    await form.getByRole('radio', { name: BrandMessages.buyerKindLabel.sez }).check();
    await expect(form.getByRole('alert')).toHaveText(BrandMessages.sezRefused);
    await shot(page, `checkout-billing-sez-${width}`, false);
    await form.getByRole('radio', { name: BrandMessages.buyerKindLabel.business }).check();
    await expect(form.getByText(BrandMessages.sezRefused)).toHaveCount(0);

    // A GSTIN of another state than the one chosen is refused at the GSTIN field.
    await fillBilling(page, form, buyer);
    await form.getByLabel('GSTIN').fill(MAHARASHTRA_GSTIN);
    await form.getByRole('button', { name: 'Save billing details' }).click();
    const gstin = form.getByLabel('GSTIN');
    await expect(gstin).toHaveAccessibleDescription(
      new RegExp(BrandMessages.gstinOtherState('Maharashtra').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(gstin).toBeFocused();
    await shot(page, `checkout-billing-gstin-${width}`, false);

    // Not registered: no GSTIN. Saved, the checkout says who is billed, the order as it was chosen.
    await gstin.fill('');
    await form.getByRole('button', { name: 'Save billing details' }).click();
    const billedTo = page.getByTestId('billed-to');
    await expect(billedTo).toContainText(`Billed to ${buyer.name}, ${buyer.state} (IGST)`);
    await expect(billedTo).toBeFocused();
    await expect(form).toHaveCount(0);
    if (hasUgc) await expect(ugc).toBeChecked();
    await expect(amount).toHaveText(before);
    await expect(continueButton).toBeEnabled();

    // Edit opens the same form with the details; Cancel goes back.
    await billedTo.getByRole('button', { name: 'Edit billing details' }).click();
    await expect(form.getByLabel('Billing name')).toHaveValue(buyer.name);
    await expect(form.getByRole('textbox', { name: 'State' })).toHaveValue(buyer.state);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(billedTo).toBeVisible();

    // The first order takes FLAT500.
    await page.getByRole('button', { name: 'Apply Coupon' }).click();
    const coupon = page.getByRole('dialog', { name: 'Apply Coupon' });
    await coupon.getByLabel('Coupon Code').fill('FLAT500');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await expect(coupon.getByText('FLAT500 applied')).toBeVisible();
    await coupon.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByLabel('Price before discount')).toHaveText(before);
    const toPay = paiseOf(await amount.innerText());
    expect(toPay).toBe(paiseOf(before) - 50_000);
    await billedTo.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await shot(page, `checkout-billing-billed-to-${width}`, false);

    // Paid in the sandbox, the collab details sent.
    await continueButton.click();
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    const details = page.getByRole('dialog', { name: 'Collab details' });
    await details.getByLabel('Description').fill('A reel brewing our filter coffee on a Northeast trail.');
    await details.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/order$/);

    // The order's receipt voucher (issue 37: the tax invoice comes at completion) names the buyer, its address
    // and PIN, and its state, the place of supply.
    const card = page.getByRole('article', { name: /^Collab #\d+$/ });
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: /^Download receipt voucher RV\// }).click();
    const file = await download;
    const text = pdfText(fs.readFileSync(await file.path()));
    for (const expected of [
      'RECEIPT VOUCHER',
      buyer.name,
      `${buyer.address} ${buyer.pin}`,
      'GSTIN: Unregistered',
      `State: ${buyer.state} (33)`,
      `Place of supply: ${buyer.state} (33)`,
      'IGST 18%',
      `Discount: -${rs(50_000)}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST 9%');
    if (width === 1280) renderFirstPage(fs.readFileSync(await file.path()), 'checkout-billing-invoice');
  });
}

test('a new brand paying a custom offer is asked for its billing details in the pay dialog', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  // The offer is made and accepted through the API: this journey is about paying it.
  const brand = await registerBrand(page.request, 'Malabar Spice Route');
  const brandToken = await tokenOf(page.request, brand);
  const profile = await page.request.get(`/api/influencer/get-userdetails/${OFFER_INFLUENCER}`);
  const influencer = ((await profile.json()) as { data: { userId: number } }).data;
  const { services } = await servicesOf(page.request, OFFER_INFLUENCER);
  const deadline = new Date(Date.now() + 10 * DAY + 330 * 60_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/offers', {
    headers: { Authorization: `Bearer ${brandToken}` },
    data: {
      influencerUserId: influencer.userId,
      serviceId: services[0].influencerServiceId,
      brief: 'A reading-nook reel with our spiced tea, tagged @malabarspiceroute.',
      price: 4000,
      deadline,
      revisions: 1,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const offerId = ((await created.json()) as { data: { id: number } }).data.id;
  const accepted = await page.request.post(`/api/offers/${offerId}/accept`, {
    headers: { Authorization: `Bearer ${await tokenOf(page.request, OFFER_INFLUENCER_ACCOUNT)}` },
  });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();

  await loginAs(page, brand, `/collabs/${influencer.userId}`);
  await page.getByTestId('offer-card').first().getByRole('button', { name: 'Pay ₹4,000' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay for this offer' });
  await expect(dialog.getByRole('heading', { name: 'Billing details for your tax invoice' })).toBeVisible();
  const pay = dialog.getByRole('button', { name: 'Continue to payment' });
  await expect(pay).toBeDisabled();
  await expectNoHorizontalScroll(page);
  await shot(page, 'offer-billing-form-375', false);

  const form = dialog.getByRole('form', { name: 'Billing details' });
  await fillBilling(page, form, {
    name: 'Malabar Spice Route Pvt Ltd',
    address: '3 Bazaar Road, Kozhikode',
    state: 'Kerala',
    pin: '673001',
  });
  await form.getByRole('button', { name: 'Save billing details' }).click();
  await expect(dialog.getByTestId('billed-to')).toContainText(
    'Billed to Malabar Spice Route Pvt Ltd, Kerala',
  );
  await expect(pay).toBeEnabled();
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'offer-billing-billed-to-1280', false);

  await pay.click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Collab details' })).toBeVisible();
  // The payment froze the buyer: the order's receipt voucher (issue 37) is made out to it.
  const invoices = await page.request.get('/api/invoices', {
    headers: { Authorization: `Bearer ${brandToken}` },
  });
  const [invoice] = ((await invoices.json()) as { data: { id: number; kind: string }[] }).data;
  expect(invoice.kind).toBe('receipt-voucher');
  const pdf = await page.request.get(`/api/invoices/${invoice.id}/pdf`, {
    headers: { Authorization: `Bearer ${brandToken}` },
  });
  const text = pdfText(Buffer.from(await pdf.body()));
  expect(text).toContain('Malabar Spice Route Pvt Ltd');
  expect(text).toContain('Place of supply: Kerala (32)');
});
