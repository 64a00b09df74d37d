import { FIRST_ORDER_COUPON_CODE } from '../constants/limits';

/** Coupon texts: the admin's coupon form, applying a coupon at checkout, and the server's answers. */
export const CouponMessages = {
  textTooLong: (max: number) => `This Field should not exceed ${max} characters`,
  codePattern: 'Code may contain only letters and digits',
  valueWhole: 'Value must be a whole number of rupees',
  valuePositive: 'Value must be more than 0',
  valueTooLarge: 'Value is too large',
  notFound: 'Invalid coupon code',
  used: 'This coupon has already been used',
  reserved: 'This coupon is being used in another checkout. Please try again later.',
  firstOrderOnly: `${FIRST_ORDER_COUPON_CODE} is valid on your first order only`,
  holdLimit:
    'This coupon has been held in your unpaid checkouts for too long today. Please try again tomorrow or continue without it.',
  holdNewAccount:
    'New accounts cannot reserve a single-use coupon during their first day. You can still pay with it: it applies if nobody else uses it before your payment completes; otherwise the payment goes to your wallet.',
  holdLost:
    'This coupon is no longer reserved for this checkout. It still applies if nobody else uses it before your payment completes; otherwise the payment goes to your wallet.',
  heldUntil: (code: string, time: string) =>
    `Coupon ${code} is reserved for you while this page is open (until ${time} unless renewed).`,
  codeTaken: 'A coupon with this code already exists',
  usedCannotChange: 'A used coupon cannot be changed',
  usedCannotDelete: 'A used coupon cannot be deleted',
  reservedCannotDelete: 'This coupon is reserved by a checkout in progress. Please try again later.',
  firstOrderCannotDelete: 'The first-order coupon cannot be deleted',
  firstOrderCodeFixed: 'The code of the first-order coupon cannot be changed',
  saved: 'Coupon saved',
  deleted: 'Coupon deleted',
  applied: 'Coupon applied',
} as const;
