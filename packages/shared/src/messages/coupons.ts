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
