import { LegalDocument, LEGAL_NOTICE_DAYS, LEGAL_POLICY, type TLegalDocument } from '../constants/legal';
import {
  COLLAB_CLOCK_DAYS,
  DELIVERY_DEADLINE_DAYS,
  DISPUTE_AUTO_CANCEL_DAYS,
  FIRST_ORDER_COUPON_CODE,
  FIRST_ORDER_COUPON_RUPEES,
  MIN_INFLUENCER_AGE_YEARS,
} from '../constants/limits';
import { FOLLOWER_RANGES } from '../constants/ranges';
import { GstMessages } from './gst';

/**
 * The versioned legal texts (issue 36): the Terms, the Refund policy and the Influencer Supply Agreement, each a
 * list of versions, oldest first. A version is never edited once posted: a change is a new version, which the
 * server posts on its first read, announces LEGAL_NOTICE_DAYS before it takes effect, and asks the people it
 * binds to accept at their next sign-in (features/legal, docs/tax.md § Legal texts).
 *
 * Every version is drafted for counsel: `counsel` says whether counsel approved it, and production refuses to
 * start while a version awaits approval (ALLOW_DRAFT_LEGAL_TEXTS=true overrides, for benchmarks only).
 * Figures come from the shared constants, and every GST sentence from GstMessages.
 */
export type TLegalSection = {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
};

export type TCounselReview = { status: 'awaiting' } | { status: 'approved'; by: string; on: string };

export type TLegalVersion = {
  document: TLegalDocument;
  version: number;
  title: string;
  intro: string;
  /** What this version changes, shown when it is announced and when it is accepted. */
  changes: readonly string[];
  sections: readonly TLegalSection[];
  counsel: TCounselReview;
  /** The version this one replaces when its text predates versioning (kept only in the repository's history). */
  replaces?: string;
};

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);
const minFollowers = (FOLLOWER_RANGES[0]?.min ?? 0).toLocaleString('en-IN');
const coupon = `${FIRST_ORDER_COUPON_CODE} takes ${rupees(FIRST_ORDER_COUPON_RUPEES)} off what a brand pays for its first order, GST included: the ${rupees(FIRST_ORDER_COUPON_RUPEES)} is shared across the order's lines, each line's GST is worked out on what remains of it, and the tax invoice shows the discount on each line.`;
const changesRule = `A change to this text is posted on this page ${days(LEGAL_NOTICE_DAYS)} before it takes effect, and shown to you when you sign in. You are asked to accept it at your next sign-in; once it has taken effect, you accept it before you go on using your account. If you do not accept it, stop using Collably and write to us to close your account.`;
const notices = `Notices are sent by e-mail and are deemed given ${LEGAL_POLICY.noticeDeemedHours} hours after sending. Grievances: write to the address below; we resolve each within ${LEGAL_POLICY.grievanceResolution}.`;

const TERMS_2: TLegalVersion = {
  document: LegalDocument.Terms,
  version: 2,
  title: 'Terms & Conditions',
  intro: 'The rules for brands and influencers using Collably.',
  replaces: '1 January 2025',
  changes: [
    'Collably sells each collab to the brand and buys the work from the influencer: the brand and the influencer do not contract with each other.',
    `Collably charges GST at ${GstMessages.rate} on every line of every order, whether or not the influencer is registered for GST.`,
    'Brands give their billing details before their first payment, and every tax invoice is made out to them.',
    `${FIRST_ORDER_COUPON_CODE} takes ${rupees(FIRST_ORDER_COUPON_RUPEES)} off what the brand pays, GST included.`,
    `Changes are announced ${days(LEGAL_NOTICE_DAYS)} ahead and accepted at your next sign-in.`,
  ],
  sections: [
    {
      heading: '1. Who supplies whom',
      paragraphs: [
        'Collably ("we", "us") sells social-media promotions by independent influencers to brands in India.',
        'When a brand orders a collab, its contract is with Collably: Collably supplies the whole collab to the brand, that is the influencer’s work, any UGC rights and Collably’s own service. Collably buys the work from the influencer under the Influencer Supply Agreement. The brand and the influencer do not contract with each other for a collab ordered on Collably, and neither invoices the other for it.',
      ],
    },
    {
      heading: '2. Eligibility',
      paragraphs: [
        `You must be at least ${MIN_INFLUENCER_AGE_YEARS} years old and able to enter a binding contract. Influencers must have more than ${minFollowers} followers on the account they list. New influencer profiles are reviewed and approved by Collably before they appear in search.`,
      ],
    },
    {
      heading: '3. Accounts',
      paragraphs: [
        'Keep your password secret; you are responsible for what happens under your account. Information on your profile must be true, and social accounts you list must be yours.',
      ],
    },
    {
      heading: '4. Orders, prices and GST',
      items: [
        `Influencers set the prices of their services in Indian rupees. A brand pays Collably the influencer’s price, any UGC rights price and Collably’s platform fees, with GST at ${GstMessages.rate} on each of them. Collably charges this GST on every line, whether or not the influencer is registered for GST.`,
        'Before its first payment a brand gives its billing details: name, address, PIN code and state, and its GSTIN if it has one. Collably issues a tax invoice for every paid order, made out to those details, and a credit note for every refund.',
        'The place of supply is the brand’s billing state: IGST applies when it differs from Collably’s state, CGST and SGST (or UTGST) when it is the same.',
        'Units and developers in a Special Economic Zone, and government buyers, cannot order on Collably yet.',
        'A brand’s payment is held by Collably and the influencer is paid only when the collab is complete.',
        `The influencer must deliver within ${days(DELIVERY_DEADLINE_DAYS)} of the order; otherwise the brand gets a full refund.`,
        `The brand approves the work or asks for a revision. A dispute with no action from either side within ${days(DISPUTE_AUTO_CANCEL_DAYS)} is treated as cancelled and the brand is refunded.`,
        'Refunds follow the Refund Policy.',
      ],
    },
    {
      heading: '5. Coupons',
      paragraphs: [
        `${coupon} A coupon’s minimum order, if it has one, is measured on the price before discount and GST. Coupons have no cash value.`,
      ],
    },
    {
      heading: '6. Conduct',
      paragraphs: [
        'No fake followers, misleading content, harassment, or attempts to take payment outside Collably for an order placed here. Content must follow Indian law and the rules of the platform it is posted on, including advertising disclosure rules.',
      ],
    },
    {
      heading: '7. Content rights',
      paragraphs: [
        'The influencer keeps ownership of their content. The brand may share the delivered post; when UGC rights are bought, the brand may also use the delivered video in its own channels and ads.',
      ],
    },
    {
      heading: '8. Suspension',
      paragraphs: [
        'We may disable an account that breaks these terms, after giving reasons where the law allows.',
      ],
    },
    {
      heading: '9. Liability',
      paragraphs: [
        'As the supplier of each collab, Collably is responsible to the brand for delivering it as these terms describe, or refunding it as the Refund Policy describes. Our liability for any order is limited to the amount paid for it.',
      ],
    },
    { heading: '10. Notices and changes', paragraphs: [changesRule, notices] },
  ],
  counsel: { status: 'awaiting' },
};

const REFUND_2: TLegalVersion = {
  document: LegalDocument.RefundPolicy,
  version: 2,
  title: 'Refund Policy',
  intro: 'Guaranteed posts or a full refund. Here is exactly how it works.',
  replaces: '1 January 2025',
  changes: [
    'Every refund comes with Collably’s credit note against the order’s tax invoice.',
    `A refund of an order paid with ${FIRST_ORDER_COUPON_CODE} gives back what you paid; the discount is not paid out.`,
  ],
  sections: [
    {
      heading: 'When you get a full refund',
      items: [
        'You cancel your order before the influencer accepts it.',
        'The influencer rejects or cancels your order.',
        `The influencer does not accept your order within ${days(COLLAB_CLOCK_DAYS.acceptOverdue)}.`,
        `The influencer does not deliver within ${days(DELIVERY_DEADLINE_DAYS)} of your order.`,
        `The influencer does not post the approved work within ${days(COLLAB_CLOCK_DAYS.postOverdue)} of your approval.`,
        `You raise a dispute and there is no action on it within ${days(DISPUTE_AUTO_CANCEL_DAYS)}: the collab is treated as cancelled.`,
      ],
    },
    {
      heading: 'When you do not respond',
      paragraphs: [
        `Work sent for your approval counts as approved if you neither approve it nor ask for a revision within ${days(COLLAB_CLOCK_DAYS.approvalOverdue)}. A posted collab is marked complete, and the influencer paid, if you neither mark it complete nor raise a dispute within ${days(COLLAB_CLOCK_DAYS.confirmOverdue)}. Every order card shows what is due, by when.`,
      ],
    },
    {
      heading: 'Where the money goes',
      paragraphs: [
        `Refunds are credited to your Collably wallet straight away, and you can use that balance on your next order. If you would rather have the money back on your original payment method, write to us: refunds are initiated within ${LEGAL_POLICY.bankRefundInitiatedWorkingDays} working days and credited within ${LEGAL_POLICY.bankRefundCreditedWorkingDays} working days after that.`,
      ],
    },
    {
      heading: 'Tax documents',
      paragraphs: [
        'Collably supplied the order to you, so each refund comes with Collably’s credit note against the order’s tax invoice, for the amount refunded and the GST in it.',
      ],
    },
    {
      heading: 'Coupons',
      paragraphs: [
        'A coupon discount is not paid out in cash: a refund gives back the amount you actually paid.',
      ],
    },
    {
      heading: 'Once a collab is complete',
      paragraphs: [
        'After you approve the work or mark the collab complete, the influencer is paid and the order can no longer be refunded. Raise a dispute before that if something is wrong.',
      ],
    },
    { heading: 'Changes and questions', paragraphs: [changesRule, notices] },
  ],
  counsel: { status: 'awaiting' },
};

const AGREEMENT_1: TLegalVersion = {
  document: LegalDocument.InfluencerAgreement,
  version: 1,
  title: 'Influencer Supply Agreement',
  intro: 'How Collably buys your work when a brand orders one of your services.',
  changes: [
    'You supply your work to Collably, and Collably supplies the collab to the brand.',
    `If you are registered for GST, Collably pays you GST at ${GstMessages.rate} on your prices against your tax invoice, or issues that invoice in your name if you agree to self-billing.`,
    'Collably deducts income-tax at source from your payments where the law requires it.',
  ],
  sections: [
    {
      heading: '1. What Collably buys',
      paragraphs: [
        'This agreement is between you, the influencer, and Collably. When a brand pays for one of your services, Collably orders that work from you at your listed price, and at your UGC price when the brand chose UGC rights, and supplies it, with Collably’s own service, to the brand.',
        'You do not contract with the brand for a collab ordered on Collably, and you do not invoice or charge the brand for it.',
      ],
    },
    {
      heading: '2. Your prices',
      paragraphs: [
        'You set your prices. Collably’s platform fee and the GST on the brand’s order are charged by Collably to the brand on top of your prices: nothing is taken from your price.',
      ],
    },
    {
      heading: '3. Doing the work',
      items: [
        `Accept or reject an order within ${days(COLLAB_CLOCK_DAYS.acceptOverdue)}.`,
        `Deliver within ${days(DELIVERY_DEADLINE_DAYS)} of the order, and post approved work within ${days(COLLAB_CLOCK_DAYS.postOverdue)} of the approval.`,
        'Follow the brief, make the revisions the order includes, and keep every message about the collab in the Collably chat.',
      ],
    },
    {
      heading: '4. When you are paid',
      paragraphs: [
        'Collably pays you when the collab is complete: the brand approves the work or marks it complete, or the time to respond passes. The amount is credited to your Collably earnings, less any income-tax deducted at source, and paid to your bank account or UPI ID when you request a payout.',
        'Nothing is due for an order that is rejected, cancelled or refunded; a helpdesk decision on a dispute may pay part of it.',
      ],
    },
    {
      heading: '5. GST',
      paragraphs: [
        `If you are registered for GST, you supply your work to Collably with GST at ${GstMessages.rate} on your prices. Collably pays you that GST with your prices, against your tax invoice to Collably for each completed collab, and claims it as input tax credit. If you are not registered, you are paid your prices without GST.`,
        'Keep your GST number on your profile up to date: tell Collably at once when you register for GST or your registration ends.',
      ],
    },
    {
      heading: '6. Self-billing',
      paragraphs: [
        'If you are registered for GST, you may agree in Payment details that Collably issues the tax invoice for each completed collab in your name (a self-billed invoice), in its own series, with your name, GSTIN and state. You report those invoices in your GST returns as your own, and tell Collably of any mistake in one.',
        'You may withdraw that agreement at any time; invoices already issued stay. When this agreement changes, your agreement to self-billing goes on only once you accept the new version: until you do, no payout is released to you.',
      ],
    },
    {
      heading: '7. Income-tax',
      paragraphs: [
        'Collably deducts income-tax at source from your credits where the Income-tax Act requires it, on your prices without GST, at the rates and thresholds shown in Payment details. Give your PAN there: without it the law sets a higher rate.',
      ],
    },
    {
      heading: '8. Content rights',
      paragraphs: [
        'You keep ownership of your content. The brand may share the delivered post; when it bought UGC rights, it may also use the delivered video in its own channels and ads.',
      ],
    },
    { heading: '9. Changes and notices', paragraphs: [changesRule, notices] },
  ],
  counsel: { status: 'awaiting' },
};

/** Each text's versions, oldest first; the last is the one the server posts. */
export const LEGAL_TEXTS: Readonly<Record<TLegalDocument, readonly TLegalVersion[]>> = {
  [LegalDocument.Terms]: [TERMS_2],
  [LegalDocument.RefundPolicy]: [REFUND_2],
  [LegalDocument.InfluencerAgreement]: [AGREEMENT_1],
};
