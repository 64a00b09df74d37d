import { describe, expect, it } from 'vitest';
import { AdminMessages } from './admin';
import { AuthMessages } from './auth';
import { BlogMessages } from './blog';
import { BrandMessages } from './brands';
import { CollabMessages } from './collabs';
import { CommonMessages } from './common';
import { CouponMessages } from './coupons';
import { DiscoveryMessages } from './discovery';
import { FavouriteMessages } from './favourites';
import { FileMessages } from './files';
import { GstMessages } from './gst';
import { HelpdeskMessages } from './helpdesk';
import { InfluencerMessages } from './influencers';
import { LegalMessages } from './legal';
import { MasterMessages } from './master';
import { NotificationMessages } from './notifications';
import { PaymentMessages } from './payments';
import { PayoutMessages } from './payouts';
import { ReferralMessages } from './referrals';
import { SocialVerificationMessages } from './social-verification';
import { TaxDocumentMessages } from './tax-documents';
import { ReviewMessages } from './reviews';
import { TimelineMessages } from './timeline';
import { ToolMessages } from './tools';

const BAGS = {
  AdminMessages,
  AuthMessages,
  BlogMessages,
  BrandMessages,
  CollabMessages,
  CommonMessages,
  CouponMessages,
  DiscoveryMessages,
  FavouriteMessages,
  FileMessages,
  GstMessages,
  HelpdeskMessages,
  InfluencerMessages,
  LegalMessages,
  MasterMessages,
  NotificationMessages,
  PaymentMessages,
  PayoutMessages,
  ReferralMessages,
  SocialVerificationMessages,
  ReviewMessages,
  TaxDocumentMessages,
  TimelineMessages,
  ToolMessages,
};

describe('message bags', () => {
  it('hold every sentence once', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const [bag, messages] of Object.entries(BAGS)) {
      for (const [key, text] of Object.entries(messages)) {
        // A template is compared by what it says about a sample value (the same for each of its parameters).
        const sentence =
          typeof text === 'function' ? String((text as (...v: number[]) => string)(7, 7, 7)) : text;
        const first = seen.get(sentence);
        if (first) repeats.push(`${bag}.${key} repeats ${first}: '${sentence}'`);
        else seen.set(sentence, `${bag}.${key}`);
      }
    }
    expect(repeats).toEqual([]);
  });
});

describe('PaymentMessages.minimumOnlinePayment', () => {
  it('says what was held back for the ₹1 minimum, wallet first', () => {
    expect(PaymentMessages.minimumOnlinePayment(50, 0)).toBe(
      '₹0.50 of your wallet stays in it: an online payment must be at least ₹1.',
    );
    expect(PaymentMessages.minimumOnlinePayment(0, 50)).toBe(
      '₹0.50 of the coupon is not used: an online payment must be at least ₹1.',
    );
    expect(PaymentMessages.minimumOnlinePayment(20, 50)).toBe(
      '₹0.20 of your wallet stays in it and ₹0.50 of the coupon is not used: an online payment must be at least ₹1.',
    );
  });
});
