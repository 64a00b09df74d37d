import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { gstRegionByName, type TGstRegion } from '@collably/shared/constants/gst-states';
import { Role } from '@collably/shared/constants/roles';
import { gstinRegion, supplyType, type TInvoiceLine } from '@collably/shared/domain/gst-invoice';
import { gstinCheckChar } from '@collably/shared/domain/gstin';
import { priceBreakup } from '@collably/shared/domain/pricing';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { act, checkLedger, deliverAndPost, hire, influencerWithService } from '../../../test/hire-fixtures';

/**
 * Issue 36, done when: for every state and union territory, a registered and an unregistered buyer, with and
 * without FLAT500, what the checkout shows (the shared price rule for the buyer's billing state, as the web
 * computes it), what the payment's receipt voucher and the release's tax invoice say (issue 37) and what the
 * ledger books all agree to the paisa.
 */

/** A valid GSTIN registered in `region` (a made-up PAN, its real check character). */
const gstinIn = (region: TGstRegion) => {
  const first14 = `${region.code}AABCU9603R1Z`;
  return `${first14}${gstinCheckChar(first14)}`;
};

/** Prices that exercise the rounding: odd paise, with and without UGC rights. */
const priceOf = (i: number) => ({
  pricePaise: 50_000 + ((i * 7_919) % 400_000),
  ugcPricePaise: i % 3 === 0 ? 10_000 + ((i * 104_729) % 90_000) : 0,
});

describe.each(databases())('checkout, document and ledger agree on %s', (dialect) => {
  let t: TestApp;
  let flat500: number;
  let regions: { stateId: number; region: TGstRegion }[];
  beforeAll(async () => {
    t = await testApp(dialect);
    t.clock.set(new Date('2026-11-26T10:00:00Z'));
    flat500 = (
      await t.db.selectFrom('coupons').select('id').where('code', '=', 'FLAT500').executeTakeFirstOrThrow()
    ).id;
    const states = await t.db.selectFrom('states').select(['stateId', 'name']).execute();
    regions = states.flatMap((s) => {
      const region = gstRegionByName(s.name);
      return region ? [{ stateId: s.stateId, region }] : [];
    });
  });
  afterAll(() => t.close());

  const billIn = async (
    brand: TestUser,
    place: { stateId: number; region: TGstRegion },
    gstin: string | null,
  ) => {
    const res = await t.post(
      '/api/brand/billing',
      {
        companyName: `Buyer ${brand.id}`,
        gstin,
        address: '2 Market Road',
        stateId: place.stateId,
        pincode: '400001',
      },
      { token: brand.token },
    );
    expect(res.statusCode, res.body).toBe(200);
  };

  /** Sum of an account's entries in one transaction's journals, paise. */
  const moved = async (transactionId: number, code: string) => {
    const rows = await t.db
      .selectFrom('ledgerEntries as e')
      .innerJoin('ledgerJournals as j', 'j.id', 'e.journalId')
      .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
      .select('e.amountPaise')
      .where('j.transactionId', '=', transactionId)
      .where('a.code', '=', code)
      .execute();
    return rows.reduce((sum, r) => sum + Number(r.amountPaise), 0);
  };

  it('covers every state and union territory of the master data', () => {
    expect(regions.length).toBeGreaterThanOrEqual(36);
  });

  it('to the paisa, for every state and union territory, registered or not, with and without FLAT500', async () => {
    const platform = gstinRegion(t.config.taxSupplier.gstin)!;
    let i = 0;
    for (const place of regions) {
      for (const isRegistered of [false, true]) {
        for (const withCoupon of [false, true]) {
          i += 1;
          const brand = await t.user(Role.Brand, { billingState: false });
          await billIn(brand, place, isRegistered ? gstinIn(place.region) : null);
          const price = priceOf(i);
          const { influencer, serviceId } = await influencerWithService(t, { ...price, isGst: i % 2 === 0 });
          const allowUgc = price.ugcPricePaise > 0;
          // What the checkout shows: the shared rule for the buyer's billing state.
          const type = supplyType(platform, place.region);
          const shown = priceBreakup({
            basePricePaise: price.pricePaise,
            ugcPricePaise: price.ugcPricePaise,
            isGstRegistered: i % 2 === 0,
            platformFeePercent: t.config.platformFeePercent,
            discountPaise: withCoupon ? 50_000 : 0,
            supplyType: type,
          });
          const collabId = await hire(t, brand, serviceId, { allowUgc, couponId: withCoupon ? flat500 : 0 });
          const tx = await t.db
            .selectFrom('paymentTransactions')
            .selectAll()
            .where('brandUserId', '=', brand.id)
            .executeTakeFirstOrThrow();
          const label = `${place.region.name} registered=${isRegistered} coupon=${withCoupon}`;
          expect(Number(tx.totalPaise), label).toBe(shown.total);
          expect(tx.supplyType, label).toBe(type);

          const document = (kind: 'receipt-voucher' | 'invoice') =>
            t.db
              .selectFrom('taxDocuments')
              .selectAll()
              .where('transactionId', '=', tx.id)
              .where('kind', '=', kind)
              .executeTakeFirstOrThrow();
          const receipt = await document('receipt-voucher');
          expect(receipt.placeOfSupply, label).toBe(place.region.code);
          expect(JSON.parse(receipt.recipient).gstin, label).toBe(
            isRegistered ? gstinIn(place.region) : null,
          );
          // The document's total is what the brand paid; its GST is the breakup's output GST.
          expect(Number(receipt.totalPaise), label).toBe(shown.subtotal - shown.discount);
          expect(Number(receipt.gstPaise), label).toBe(shown.gstPayable);
          const lines = JSON.parse(receipt.lines) as TInvoiceLine[];
          expect(
            lines.reduce((s, l) => s + (l.discountPaise ?? 0), 0),
            label,
          ).toBe(shown.discount);
          for (const line of lines) {
            if (type !== 'inter-state') expect(line.cgstPaise, label).toBe(line.sgstPaise + line.utgstPaise);
            else expect(line.igstPaise, label).toBe(line.gstPaise);
          }

          await deliverAndPost(t, brand, influencer, collabId);
          expect((await act(t, brand, collabId, ActionCode.MarkComplete)).statusCode, label).toBe(200);
          // The tax invoice at release says what the receipt voucher did, against it.
          const invoice = await document('invoice');
          expect(invoice.originalId, label).toBe(receipt.id);
          expect(
            [invoice.lines, invoice.totalPaise, invoice.gstPaise, invoice.recipient].map(String),
            label,
          ).toEqual([receipt.lines, receipt.totalPaise, receipt.gstPaise, receipt.recipient].map(String));
          // The ledger books the document's GST, and the coupon costs the platform its taxable value only.
          expect(await moved(tx.id, 'gst-payable'), label).toBe(Number(invoice.gstPaise));
          expect(await moved(tx.id, 'coupon-discounts'), label).toBe(shown.discountGst - shown.discount);
        }
      }
    }
    await checkLedger(t.db);
  }, 600_000);
});
