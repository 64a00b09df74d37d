import { GST_RATE_PERCENT } from '@collably/shared/constants/limits';
import type { TSupplyType } from '@collably/shared/domain/gst-invoice';
import { lineGst, rupeesToPaise, type TOrderLines } from '@collably/shared/domain/pricing';
import type { TServiceResponse } from '@collably/shared/schemas/influencers';

export type PriceLine = { label: string; paise: number };
export type PriceLines = { lines: PriceLine[]; totalPaise: number };

const paise = rupeesToPaise;

/**
 * The price breakup a brand sees (spec §9): the service's prices and fees with the UGC lines only when the
 * brand takes UGC rights, each line's GST as the buyer's document will compute it (issue 36: the shared
 * `lineGst` for the supply type, inter-state before the buyer's billing state is known).
 */
export function priceLinesOf(
  service: TServiceResponse,
  withUgc: boolean,
  supplyType: TSupplyType = 'inter-state',
): PriceLines & { priced: TOrderLines } {
  const gst = `GST ${GST_RATE_PERCENT}%`;
  const taxed = (rupees: number) => {
    const taxable = paise(rupees);
    return { taxable, gst: lineGst(taxable, supplyType) };
  };
  const base = taxed(service.basePrice);
  const fee = taxed(service.platformFee);
  const ugc = withUgc ? taxed(service.ugcPrice) : { taxable: 0, gst: 0 };
  const ugcFee = withUgc ? taxed(service.ugcPlatformFee) : { taxable: 0, gst: 0 };
  const lines: PriceLine[] = [
    { label: 'Influencer price', paise: base.taxable },
    { label: `${gst} on influencer price`, paise: base.gst },
  ];
  if (withUgc) {
    lines.push({ label: 'UGC price', paise: ugc.taxable }, { label: `${gst} on UGC price`, paise: ugc.gst });
  }
  lines.push(
    { label: 'Platform fee', paise: fee.taxable },
    { label: `${gst} on platform fee`, paise: fee.gst },
  );
  if (withUgc) {
    lines.push(
      { label: 'UGC platform fee', paise: ugcFee.taxable },
      { label: `${gst} on UGC platform fee`, paise: ugcFee.gst },
    );
  }
  const priced: TOrderLines = {
    basePrice: base.taxable,
    basePriceGst: base.gst,
    ugcPrice: ugc.taxable,
    ugcPriceGst: ugc.gst,
    platformFee: fee.taxable,
    platformFeeGst: fee.gst,
    ugcPlatformFee: ugcFee.taxable,
    ugcPlatformFeeGst: ugcFee.gst,
  };
  return { lines, totalPaise: lines.reduce((sum, line) => sum + line.paise, 0), priced };
}
