import { VERIFICATION_CODE_DAYS } from '../constants/social-verification';

/** Texts of verifying a linked social account (issue 18): codes, checks, screenshots and the admin queue. */
export const SocialVerificationMessages = {
  codeIssued: `Put this code in your bio or description, then press Check now. It works for ${VERIFICATION_CODE_DAYS} days.`,
  howTo:
    'Add the code anywhere in the public bio or description of this account, save it there, then press Check now.',
  verified: 'Your account is verified.',
  alreadyVerified: 'This account is already verified.',
  noAccount: 'Add this social account before verifying it.',
  noCode: 'Get a verification code for this account first.',
  codeExpired: 'Your verification code has expired. Get a new code and put it in your bio.',
  codeMissing:
    'We could not find your code on the page. Check it is in your public bio or description and saved, then try again.',
  pageUnreachable:
    'We could not open your public page. Upload a screenshot of your bio showing the code instead.',
  notOfPlatform: 'This link is not a page of the platform. Change the account link, then try again.',
  screenshotOnly:
    'This account cannot be checked automatically. Upload a screenshot of your bio showing the code.',
  screenshotRequired: 'Please choose a screenshot.',
  screenshotSent: 'Thanks! We will check your screenshot and verify the account.',
  screenshotPending: 'Your screenshot is waiting for our team to review it.',
  tooManyChecks: (wait: string) => `Too many checks. Please try again in ${wait}.`,
  requestNotFound: 'There is no screenshot waiting for this account.',
  approved: 'The account is verified.',
  rejected: 'The screenshot was rejected.',
  verifiedBadge: 'Verified',
  verifiedTitle: 'Collably checked that this creator owns this account',
  selfDeclared: 'self-declared',
  selfDeclaredTitle: 'Follower count given by the creator, not checked by Collably',
  verifiedOnly: 'Verified only',
} as const;
