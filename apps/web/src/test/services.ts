import type { TServiceResponse } from '@collably/shared/schemas/influencers';

/**
 * A GST-registered Instagram reel at ₹3,375 with UGC rights, platform fee 10 %, exactly as
 * GET influencer/get-userdetails answers it (rupees).
 */
export const gstReelService: TServiceResponse = {
  influencerServiceId: 2,
  plateformId: 4,
  title: 'Instagram Reel',
  description: 'One reel.',
  price: 3375,
  basePrice: 3375,
  basePriceGst: 607.5,
  platformFee: 337.5,
  platformFeeGst: 60.75,
  allowUGC: true,
  ugcPrice: 1350,
  ugcPriceGst: 243,
  ugcPlatformFee: 135,
  ugcPlatformFeeGst: 24.3,
  priceWithUGC: 4725,
  total: 4380.75,
  totalWithUGC: 6133.05,
  Revisions: 2,
  ExtraRevisionPrice: null,
};
