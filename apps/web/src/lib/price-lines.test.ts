import { describe, expect, it } from 'vitest';
import type { TServiceResponse } from '@collably/shared/schemas/influencers';
import { gstReelService } from '@/test/services';
import { linesAgree, priceLinesOf, sharedRuleLines } from './price-lines';

const gstReel = gstReelService;
const plainStory: TServiceResponse = {
  ...gstReel,
  influencerServiceId: 9,
  title: 'Instagram Story',
  price: 999.99,
  basePrice: 999.99,
  basePriceGst: 0,
  platformFee: 100,
  platformFeeGst: 18,
  allowUGC: false,
  ugcPrice: 0,
  ugcPriceGst: 0,
  ugcPlatformFee: 0,
  ugcPlatformFeeGst: 0,
  priceWithUGC: 999.99,
  total: 1117.99,
  totalWithUGC: 1117.99,
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

  it('shows figures that agree with the shared priceBreakup rule', () => {
    for (const service of [gstReel, plainStory]) {
      for (const withUgc of [false, true]) {
        expect(linesAgree(priceLinesOf(service, withUgc), sharedRuleLines(service, withUgc))).toBe(true);
      }
    }
  });

  it('notices figures that do not', () => {
    const wrong = { ...gstReel, platformFeeGst: 61 };
    expect(linesAgree(priceLinesOf(wrong, false), sharedRuleLines(wrong, false))).toBe(false);
  });
});
