import { describe, expect, it } from 'vitest';
import type { TSupplyType } from '@collably/shared/domain/gst-invoice';
import { priceBreakup } from '@collably/shared/domain/pricing';
import { GstMessages } from '@collably/shared/messages/gst';
import { gstReelService } from '@/test/services';
import { checkoutLines, PAID_FROM_WALLET, TO_PAY_BY_CARD } from './checkout-lines';

const reel = gstReelService;

const rule = (discountPaise: number, walletPaise: number, withUgc = false, supplyType?: TSupplyType) =>
  priceBreakup({
    basePricePaise: 337500,
    ugcPricePaise: withUgc ? 135000 : 0,
    isGstRegistered: true,
    platformFeePercent: 10,
    discountPaise,
    walletPaise,
    supplyType,
  });

const sum = (lines: { paise: number }[]) => lines.reduce((s, l) => s + l.paise, 0);
const FLAT500 = { code: 'FLAT500', discountRupees: 500 };

describe('checkoutLines', () => {
  it('agrees with the shared rule without coupon or wallet: no coupon or wallet line, labelled Total', () => {
    const c = checkoutLines(reel, false, null, null);
    expect(c.totalPaise).toBe(rule(0, 0).total);
    expect(sum(c.lines)).toBe(c.subtotalPaise);
    expect(c).toMatchObject({
      couponLine: null,
      walletLine: null,
      afterCouponPaise: c.subtotalPaise,
      totalLabel: 'Total',
    });
  });

  it('takes the coupon first, then the wallet, as priceBreakup does', () => {
    const c = checkoutLines(reel, true, FLAT500, 1000);
    const b = rule(50000, 100000, true);
    expect(c).toMatchObject({
      subtotalPaise: b.subtotal,
      discountPaise: b.discount,
      walletPaise: b.walletApplied,
      totalPaise: b.total,
    });
    expect(sum(c.lines)).toBe(c.subtotalPaise);
  });

  it('shows the struck subtotal, the coupon line, the discounted amount, the wallet line and what is left by card', () => {
    const c = checkoutLines(reel, false, FLAT500, 1168.2);
    const subtotal = rule(0, 0).subtotal;
    expect(c.subtotalPaise).toBe(subtotal);
    expect(c.couponLine).toEqual({ label: 'Coupon FLAT500 (GST included)', paise: -50000 });
    expect(c.afterCouponPaise).toBe(subtotal - 50000);
    expect(c.walletLine).toEqual({ label: PAID_FROM_WALLET, paise: -116820 });
    expect(c.totalPaise).toBe(subtotal - 50000 - 116820);
    expect(c.totalLabel).toBe(TO_PAY_BY_CARD);
  });

  it.each(['inter-state', 'intra-state', 'intra-union-territory'] as const)(
    'prices every line for a %s buyer as the server and the document will (issue 36)',
    (supplyType) => {
      const c = checkoutLines(reel, true, FLAT500, 1000, supplyType);
      const b = rule(50000, 100000, true, supplyType);
      expect(c).toMatchObject({
        subtotalPaise: b.subtotal,
        discountPaise: b.discount,
        totalPaise: b.total,
        gstPaise: b.gstPayable,
        discountGstPaise: b.discountGst,
      });
      expect(sum(c.lines)).toBe(c.subtotalPaise);
    },
  );

  it('says the last paisa follows the billing state before it is known', () => {
    expect(checkoutLines(reel, false, null, null).gstNote).toBe(GstMessages.breakupLastPaisa);
    expect(checkoutLines(reel, false, null, null, 'intra-state').gstNote).toContain('CGST and SGST');
    expect(checkoutLines(reel, false, null, null, 'inter-state').gstNote).toContain('IGST');
  });

  it('a wallet without a coupon: no coupon line, nothing struck (after coupon = subtotal)', () => {
    const c = checkoutLines(reel, false, null, 100);
    expect(c.couponLine).toBeNull();
    expect(c.afterCouponPaise).toBe(c.subtotalPaise);
    expect(c.walletLine).toEqual({ label: PAID_FROM_WALLET, paise: -10000 });
    expect(c.totalLabel).toBe(TO_PAY_BY_CARD);
  });

  it('an unticked wallet (null) or an empty one adds no wallet line', () => {
    expect(checkoutLines(reel, false, FLAT500, null).walletLine).toBeNull();
    expect(checkoutLines(reel, false, FLAT500, 0).walletLine).toBeNull();
    expect(checkoutLines(reel, false, null, 0).totalLabel).toBe('Total');
  });

  it('never takes the amount to pay below zero', () => {
    const c = checkoutLines(reel, false, FLAT500, 100000);
    expect(c.walletPaise).toBe(rule(50000, 10_000_000).walletApplied);
    expect(c.totalPaise).toBe(0);
    const huge = checkoutLines(reel, false, { code: 'BIG', discountRupees: 1_000_000 }, 500);
    expect(huge).toMatchObject({ discountPaise: huge.subtotalPaise, afterCouponPaise: 0, walletLine: null });
    expect(huge.totalPaise).toBe(0);
  });

  it('no note when everything offered is used', () => {
    expect(checkoutLines(reel, false, FLAT500, 1000).minimumNote).toBeNull();
    expect(checkoutLines(reel, false, null, 100_000).minimumNote).toBeNull();
  });

  it('never asks the card for less than ₹1: the wallet keeps what it would have left below that', () => {
    // ₹4,380.75 − ₹4,380.25 of wallet would leave ₹0.50 to pay by card.
    const c = checkoutLines(reel, false, null, 4380.25);
    expect(c).toMatchObject({ walletPaise: 437_975, totalPaise: 100, totalLabel: TO_PAY_BY_CARD });
    expect(c.walletLine).toEqual({ label: PAID_FROM_WALLET, paise: -437_975 });
    expect(c.minimumNote).toBe('₹0.50 of your wallet stays in it: an online payment must be at least ₹1.');
    expect(c).toMatchObject({
      walletPaise: rule(0, 438_025).walletApplied,
      totalPaise: rule(0, 438_025).total,
    });
  });

  it('then uses less of the coupon, when the wallet has not enough to give back', () => {
    const c = checkoutLines(reel, false, { code: 'BIG', discountRupees: 4380.25 }, 0.2);
    expect(c).toMatchObject({ discountPaise: 437_975, walletPaise: 0, walletLine: null, totalPaise: 100 });
    expect(c.couponLine).toEqual({ label: 'Coupon BIG (GST included)', paise: -437_975 });
    expect(c.minimumNote).toBe(
      '₹0.20 of your wallet stays in it and ₹0.50 of the coupon is not used: an online payment must be at least ₹1.',
    );
  });

  it('always: subtotal − coupon − wallet = card, each part within its bounds, as the shared rule says', () => {
    // A grid over no coupon, small, exact and oversized coupons, with no, small, exact and oversized wallets.
    // 437_990 and 22_050 leave the card 1..99 paise, alone or with a wallet.
    for (const couponPaise of [0, 1, 50_000, 415_969, 437_990, 500_000])
      for (const walletPaise of [null, 0, 1, 22_050, 116_820, 365_969, 437_999, 1_000_000])
        for (const withUgc of [false, true]) {
          const c = checkoutLines(
            reel,
            withUgc,
            { code: 'X', discountRupees: couponPaise / 100 },
            walletPaise === null ? null : walletPaise / 100,
          );
          const b = rule(couponPaise, walletPaise ?? 0, withUgc);
          expect(c.totalPaise).toBe(b.total);
          expect(c.walletPaise).toBe(b.walletApplied);
          expect(c.discountPaise).toBe(b.discount);
          expect(c.totalPaise === 0 || c.totalPaise >= 100).toBe(true);
          expect(c.minimumNote !== null).toBe(b.walletHeldBack + b.discountHeldBack > 0);
          expect(c.subtotalPaise + (c.couponLine?.paise ?? 0) + (c.walletLine?.paise ?? 0)).toBe(
            c.totalPaise,
          );
          expect(c.totalPaise).toBeGreaterThanOrEqual(0);
        }
  });
});
