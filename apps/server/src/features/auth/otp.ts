import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@collably/shared/constants/limits';

export const generateOtpCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** Codes are kept as a keyed hash bound to their auth id, never in clear. */
export const hashOtp = (secret: string, otpId: string, code: string) =>
  createHmac('sha256', secret).update(`${otpId}:${code}`).digest('base64url');

export function otpMatches(secret: string, otpId: string, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashOtp(secret, otpId, code));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
