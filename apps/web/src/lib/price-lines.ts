import { GST_RATE_PERCENT } from '@collably/shared/constants/limits';
import { rupeesToPaise } from '@collably/shared/domain/pricing';
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
