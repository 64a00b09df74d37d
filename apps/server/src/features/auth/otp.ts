import { createHmac, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@collably/shared/constants/limits';
import { sameSecret } from '../../platform/auth/same-secret';

export const generateOtpCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** Codes are kept as a keyed hash bound to their auth id, never in clear. */
export const hashOtp = (secret: string, otpId: string, code: string) =>
  createHmac('sha256', secret).update(`${otpId}:${code}`).digest('base64url');

export function otpMatches(secret: string, otpId: string, code: string, storedHash: string): boolean {
  return sameSecret(Buffer.from(hashOtp(secret, otpId, code)), Buffer.from(storedHash));
}
