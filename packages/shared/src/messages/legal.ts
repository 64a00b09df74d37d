import { LEGAL_NOTICE_DAYS } from '../constants/legal';

/** Texts around the versioned legal texts (issue 36): announcing, accepting, and what waits on acceptance. */
export const LegalMessages = {
  documentInvalid: 'Choose the Terms, the Refund Policy or the Influencer Supply Agreement',
  versionInvalid: 'Choose a version to accept',
  nothingToAccept: 'Choose at least one text to accept',
  notYours: 'Your account does not accept this text',
  notCurrent: 'This is not the newest version of this text: reload the page and read the one shown',
  accepted: 'Thank you: your acceptance is saved',
  /** The influencer's own payout request, while their self-billing agreement waits on the new agreement. */
  agreementBeforePayout:
    'Accept the updated Influencer Supply Agreement before your next payout: your agreement to self-billing goes on only under it',
  /** The super admin releasing a payout of such an influencer. */
  agreementBeforeRelease: (name: string) =>
    `${name} agreed to self-billing but has not accepted the Influencer Supply Agreement in force: this payout waits until they do`,
  // Pages and dialogs.
  awaitingCounsel: 'Draft awaiting counsel’s approval: not yet released.',
  version: (version: number) => `Version ${version}`,
  postedOn: (date: string) => `Posted on ${date}`,
  inForceSince: (date: string) => `In force since ${date}`,
  takesEffectOn: (date: string) => `Takes effect on ${date}`,
  announcedChange: (title: string, date: string) =>
    `This version of the ${title} takes effect on ${date}, ${LEGAL_NOTICE_DAYS} days after it was posted, for accounts opened before it was posted; a new account accepts it when it signs up.`,
  replaces: (date: string) => `It replaces the version of ${date}.`,
  bannerAnnounced: (titles: string, date: string) => `Changes to our ${titles} take effect on ${date}.`,
  bannerInForce: (titles: string, date: string) => `Changes to our ${titles} took effect on ${date}.`,
  reviewAndAccept: 'Review and accept',
  dialogTitle: 'Updated terms',
  dialogIntro: 'Please read what changes and accept to go on.',
  dialogIntroAnnounced: (date: string) =>
    `These changes take effect on ${date}. Accept them now, or at a later sign-in before then.`,
  whatChanges: 'What changes',
  readWhole: (title: string) => `Read the whole ${title}`,
  acceptButton: 'I accept',
  notNow: 'Not now',
  logOut: 'Log out',
  contact: 'Grievances and questions:',
} as const;
