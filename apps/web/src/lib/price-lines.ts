import { GST_RATE_PERCENT } from '@collably/shared/constants/limits';
import { priceBreakup, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TServiceResponse } from '@collably/shared/schemas/influencers';

export type PriceLine = { label: string; paise: number };
export type PriceLines = { lines: PriceLine[]; totalPaise: number };

const paise = rupeesToPaise;

/**
 * The price breakup a brand sees (spec §9): the server's figures for the service, with the UGC lines
 * only when the brand takes UGC rights.
 */
export function priceLinesOf(service: TServiceResponse, withUgc: boolean): PriceLines {
  const gst = `GST ${GST_RATE_PERCENT}%`;
  const lines: PriceLine[] = [
    { label: 'Influencer price', paise: paise(service.basePrice) },
    { label: `${gst} on influencer price`, paise: paise(service.basePriceGst) },
  ];
  if (withUgc) {
    lines.push(
      { label: 'UGC price', paise: paise(service.ugcPrice) },
      { label: `${gst} on UGC price`, paise: paise(service.ugcPriceGst) },
    );
  }
  lines.push(
    { label: 'Platform fee', paise: paise(service.platformFee) },
    { label: `${gst} on platform fee`, paise: paise(service.platformFeeGst) },
  );
  if (withUgc) {
    lines.push(
      { label: 'UGC platform fee', paise: paise(service.ugcPlatformFee) },
      { label: `${gst} on UGC platform fee`, paise: paise(service.ugcPlatformFeeGst) },
    );
  }
  return { lines, totalPaise: paise(withUgc ? service.totalWithUGC : service.total) };
}

/**
 * The shared priceBreakup rule recomputed from what the service shows (GST registration and fee rate
 * read back from its figures). The page shows the server's figures; this guards that they agree.
 */
export function sharedRuleLines(service: TServiceResponse, withUgc: boolean): PriceLines {
  const basePricePaise = paise(service.basePrice);
  const ugcPricePaise = withUgc ? paise(service.ugcPrice) : 0;
  const platformFeePercent =
    basePricePaise > 0 ? Math.round((paise(service.platformFee) * 100) / basePricePaise) : undefined;
  const b = priceBreakup({
    basePricePaise,
    ugcPricePaise,
    isGstRegistered: service.basePriceGst > 0,
    platformFeePercent,
  });
  const gst = `GST ${GST_RATE_PERCENT}%`;
  const lines: PriceLine[] = [
    { label: 'Influencer price', paise: b.basePrice },
    { label: `${gst} on influencer price`, paise: b.basePriceGst },
  ];
  if (withUgc) {
    lines.push(
      { label: 'UGC price', paise: b.ugcPrice },
      { label: `${gst} on UGC price`, paise: b.ugcPriceGst },
    );
  }
  lines.push(
    { label: 'Platform fee', paise: b.platformFee },
    { label: `${gst} on platform fee`, paise: b.platformFeeGst },
  );
  if (withUgc) {
    lines.push(
      { label: 'UGC platform fee', paise: b.ugcPlatformFee },
      { label: `${gst} on UGC platform fee`, paise: b.ugcPlatformFeeGst },
    );
  }
  return { lines, totalPaise: b.total };
}

export const linesAgree = (a: PriceLines, b: PriceLines): boolean =>
  a.totalPaise === b.totalPaise &&
  a.lines.length === b.lines.length &&
  a.lines.every((line, i) => line.label === b.lines[i]?.label && line.paise === b.lines[i]?.paise);
