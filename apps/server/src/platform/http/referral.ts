import { REFERRAL_CODE_MAX } from '@collably/shared/constants/limits';

/**
 * The referral code of a request's Czref header (spec §3, §7: the czref cookie the web client sends back):
 * trimmed and cut to REFERRAL_CODE_MAX, or null when absent or blank. Payments keep it with a transaction,
 * profile views record it as a visit, so both spell a code the same way.
 */
export const referralCodeOf = (header: string | string[] | undefined): string | null => {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, REFERRAL_CODE_MAX).trim() : null;
};

/** A public profile served to someone while a referral code was set (recorded by the referrals feature). */
export type ReferralVisit = {
  code: string;
  influencerUserId: number;
  /** The signed-in viewer, or null for a visitor (then `ip` tells visitors apart). */
  viewerUserId: number | null;
  ip: string;
};

/** Records a referral visit; the feature that owns the profile route gets it from app.ts. */
export type RecordReferralVisit = (visit: ReferralVisit) => Promise<void>;
