import { describe, expect, it } from 'vitest';
import { priceBreakup } from '@collably/shared/domain/pricing';
import type { TServiceResponse } from '@collably/shared/schemas/influencers';
import { gstReelService } from '@/test/services';
import { priceLinesOf } from './price-lines';

const gstReel = gstReelService;
const plainStory: TServiceResponse = {
  ...gstReel,
  influencerServiceId: 9,
  title: 'Instagram Story',
  price: 999.99,
  basePrice: 999.99,
  // Unregistered influencer: the brand still pays GST on the influencer price (docs/tax.md).
  basePriceGst: 180,
  platformFee: 100,
  platformFeeGst: 18,
  allowUGC: false,
  ugcPrice: 0,
  ugcPriceGst: 0,
  ugcPlatformFee: 0,
  ugcPlatformFeeGst: 0,
  priceWithUGC: 999.99,
  total: 1297.99,
  totalWithUGC: 1297.99,
};

const sum = (lines: { paise: number }[]) => lines.reduce((s, l) => s + l.paise, 0);

describe('price breakup lines', () => {
  it('lists the influencer price, platform fee and their GSTs, and the total', () => {
    const { lines, totalPaise } = priceLinesOf(plainStory, false);
    expect(lines.map((l) => l.label)).toEqual([
      'Influencer price',
      'GST 18% on influencer price',
      'Platform fee',
      'GST 18% on platform fee',
    ]);
    expect(sum(lines)).toBe(totalPaise);
  });

  it('adds the UGC lines when the brand takes UGC rights', () => {
    const { lines, totalPaise } = priceLinesOf(gstReel, true);
    expect(lines.map((l) => l.label)).toContain('UGC price');
    expect(lines.map((l) => l.label)).toContain('GST 18% on UGC platform fee');
    expect(sum(lines)).toBe(totalPaise);
    expect(totalPaise).toBe(613305);
  });

  it('shows the figures the shared priceBreakup rule gives for the service', () => {
    const reel = priceBreakup({
      basePricePaise: 337_500,
      ugcPricePaise: 135_000,
      isGstRegistered: true,
      platformFeePercent: 10,
    });
    const withUgc = priceLinesOf(gstReel, true);
    expect(withUgc.lines.map((l) => l.paise)).toEqual([
      reel.basePrice,
      reel.basePriceGst,
      reel.ugcPrice,
      reel.ugcPriceGst,
      reel.platformFee,
      reel.platformFeeGst,
      reel.ugcPlatformFee,
      reel.ugcPlatformFeeGst,
    ]);
    expect(withUgc.totalPaise).toBe(reel.total);

    const story = priceBreakup({
      basePricePaise: 99_999,
      ugcPricePaise: 0,
      isGstRegistered: false,
      platformFeePercent: 10,
    });
    const plain = priceLinesOf(plainStory, false);
    expect(plain.lines.map((l) => l.paise)).toEqual([
      story.basePrice,
      story.basePriceGst,
      story.platformFee,
      story.platformFeeGst,
    ]);
    expect(plain.totalPaise).toBe(story.total);
  });
});
