/** Texts of the super admin's referral report (spec §3 czref, §7). */
export const ReferralMessages = {
  dateInvalid: (field: string) => `${field} must be a date (yyyy-mm-dd)`,
  rangeReversed: 'from must not be after to',
  empty: 'No referral visits or orders yet',
} as const;
