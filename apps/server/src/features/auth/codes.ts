import { randomUUID } from 'node:crypto';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_SENT_PREFIX,
  OTP_TTL_MINUTES,
} from '@collably/shared/constants/limits';
import { AuthMessages } from '@collably/shared/messages/auth';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { authRepository as repo, type User } from './auth.repository';
import { generateOtpCode, hashOtp, otpMatches } from './otp';

/** One-time codes by mail (sign-up, password reset, e-mail change): issuing, mailing, checking, their caps. */

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
/** Per-account limiter keys: the normalised e-mail, whether or not an account has it. */
export const accountKey = (email: string) => `account:${normaliseEmail(email)}`;
/** Every code of one account shares one back-off, so a fresh code brings no fresh guesses. */
const codeGuessKey = (userId: number) => `user:${userId}`;

/** Counts one code mail to an address (sign-up and reset together) against the daily cap. */
export const countCodeMail = (ctx: AppContext, email: string) =>
  ctx.throttle.hit('otpMails', accountKey(email), AuthMessages.tooManyCodes);

/** Seconds left before another code may be mailed for this row (0 when it may). */
export function cooldownSeconds(ctx: AppContext, otp: { lastSentAt: string }): number {
  const readyAt = new Date(otp.lastSentAt).getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000;
  return Math.max(0, Math.ceil((readyAt - ctx.clock.now().getTime()) / 1000));
}

export type OtpPurpose = 'register' | 'reset' | 'email-change';

const OTP_MAIL: Record<OtpPurpose, { subject: string; what: string }> = {
  register: { subject: 'Your Collably verification code', what: 'verify your email' },
  reset: { subject: 'Your Collably password reset code', what: 'reset your password' },
  'email-change': { subject: 'Confirm your new Collably email', what: 'confirm this as your new email' },
};

export async function mailOtp(ctx: AppContext, to: string, code: string, purpose: OtpPurpose) {
  const { subject, what } = OTP_MAIL[purpose];
  await ctx.mailer.send({
    to,
    subject,
    text: `Your OTP to ${what} is ${code}.\nIt expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, ignore this mail.\n\n- Team Collably`,
  });
}

/**
 * Opens a new code (closing the user's earlier ones of the purpose) and mails it; returns its auth id.
 * `check`, when given, runs first inside the code's transaction (a cap counted under the user's row lock, so
 * parallel requests on any instance see each other's codes) and throws to refuse.
 */
export async function issueOtp(
  ctx: AppContext,
  user: User,
  purpose: OtpPurpose,
  newEmail: string | null = null,
  check?: (trx: DbOrTrx, now: Date) => Promise<void>,
): Promise<string> {
  const now = ctx.clock.now();
  const id = randomUUID();
  const code = generateOtpCode();
  await ctx.db.transaction().execute(async (trx) => {
    await check?.(trx, now);
    await repo.closeOpenOtps(trx, user.id, purpose, now.toISOString());
    await repo.insertOtp(trx, {
      id,
      userId: user.id,
      purpose,
      codeHash: hashOtp(ctx.secret, id, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000).toISOString(),
      lastSentAt: now.toISOString(),
      createdOn: now.toISOString(),
      newEmail,
    });
  });
  await mailOtp(ctx, newEmail ?? user.email, code, purpose);
  return id;
}

export type OtpSent = { message: string; data: { otpAuthId: string } };

// The browser reads the auth id from the message after its first 8 characters (spec §4).
export const otpSent = (otpAuthId: string): OtpSent => ({
  message: `${OTP_SENT_PREFIX}${otpAuthId}`,
  data: { otpAuthId },
});

/** Checks a code against an open OTP row, counting wrong tries; throws the right message. */
export async function checkOtp(
  ctx: AppContext,
  otp: Awaited<ReturnType<typeof repo.findOtp>>,
  code: string,
  invalid: string,
) {
  if (!otp || otp.consumedAt) throw new AppError('BAD_REQUEST', otp ? AuthMessages.otpUsed : invalid);
  if (new Date(otp.expiresAt) <= ctx.clock.now()) throw new AppError('BAD_REQUEST', AuthMessages.otpExpired);
  if (otp.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('RATE_LIMITED', AuthMessages.otpTooManyTries);
  const guess = await ctx.throttle.guess('otp', codeGuessKey(otp.userId));
  if (!otpMatches(ctx.secret, otp.id, code, otp.codeHash)) {
    const counted = await repo.countFailedAttempt(ctx.db, otp.id, OTP_MAX_ATTEMPTS);
    if (counted.numUpdatedRows === 0n) throw new AppError('RATE_LIMITED', AuthMessages.otpTooManyTries);
    throw new AppError('BAD_REQUEST', invalid);
  }
  if (!(await repo.consumeOtp(ctx.db, otp.id, ctx.clock.now().toISOString()))) {
    throw new AppError('BAD_REQUEST', AuthMessages.otpUsed);
  }
  await guess.succeeded();
}
