import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from './same-secret';

/**
 * The sign-in device cookie (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that signed in to an account holds `<userId>.<nonce>.<mac>`, the MAC keyed with the app secret. Wrong
 * passwords sent with it back off that device only; wrong passwords without it back off the account, so a
 * stranger's guesses never keep the owner out of a browser they have used before.
 */
export const DEVICE_COOKIE = 'collably_device';
/** Sent only to the sign-in routes. */
export const DEVICE_COOKIE_PATH = '/api/user';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

// A label of its own, so no other MAC made with the secret (OTP hashes) can pass for a device token.
const mac = (secret: string, userId: number, nonce: string) =>
  createHmac('sha256', secret).update(`sign-in-device:${userId}:${nonce}`).digest('base64url');

/** A new device token for an account: a fresh random nonce, signed. */
export function issueDeviceToken(secret: string, userId: number): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${userId}.${nonce}.${mac(secret, userId, nonce)}`;
}

/**
 * The nonce of a device token signed for this account, or null: no token, another account's, a tampered
 * or a malformed one all count as an unknown device.
 */
export function trustedDeviceNonce(secret: string, token: string | undefined, userId: number): string | null {
  const parts = token?.split('.');
  if (parts?.length !== 3) return null;
  const [id, nonce, signature] = parts as [string, string, string];
  if (id !== String(userId) || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return null;
  return sameSecret(Buffer.from(signature), Buffer.from(mac(secret, userId, nonce))) ? nonce : null;
}
