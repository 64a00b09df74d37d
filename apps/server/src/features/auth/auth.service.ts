import { randomUUID } from 'node:crypto';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_SENT_PREFIX,
  OTP_TTL_MINUTES,
} from '@collably/shared/constants/limits';
import { Msg } from '@collably/shared/constants/messages';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import type {
  TLoginRequest,
  TRegisterRequest,
  TResetPasswordRequest,
  TSession,
} from '@collably/shared/schemas/auth';
import type { UsersTable } from '../../db/tables/foundation';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { isUniqueViolation, violatedConstraint } from '../../platform/db-errors';
import { transactionsRepository } from '../../platform/payments/transactions.repository';
import { recordInfluencerLogin } from '../../platform/influencer-search/influencer-search';
import { authRepository as repo } from './auth.repository';
import { generateOtpCode, hashOtp, otpMatches } from './otp';

type User = Selectable<UsersTable>;
export type SessionResult = { message: string; data: TSession; token: string };

export const AuthMessages = {
  emailTaken: 'An account with this email already exists. Please log in.',
  userNameTaken: 'This user name is already taken. Please choose another.',
  brandRegistered: 'Welcome to Collably! Your brand account is ready.',
  verified: 'Your email is verified. Welcome to Collably!',
  badCredentials: 'Invalid email or password',
  unverified: 'Please verify your email first: join as an influencer again with this email to get a new OTP.',
  disabled: 'Your account has been disabled. Please contact support.',
  otpInvalid: 'Invalid OTP. Please check the code and try again.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpUsed: 'This OTP has already been used or is no longer valid.',
  otpTooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  otpNotFound: 'This verification request was not found. Please register again.',
  resetSent: 'If an account exists for this email, an OTP has been sent to it.',
  resetDone: 'Your password has been reset. Please log in with your new password.',
  resetInvalid: 'Invalid or expired OTP. Please request a new one.',
} as const;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function toSession(user: User, hasPaidOrder = false): TSession {
  return {
    userID: user.id,
    roleID: user.roleId,
    name: user.name,
    email: user.email,
    userName: user.userName,
    profilePic: user.profilePic,
    // Whether the first-order promo no longer needs showing: only a brand without a paid order gets FLAT500.
    couponShown: user.roleId !== Role.Brand || hasPaidOrder,
  };
}

async function sessionFor(ctx: AppContext, user: User, message: string): Promise<SessionResult> {
  const hasPaidOrder =
    user.roleId === Role.Brand && (await transactionsRepository.hasCapturedOrder(ctx.db, user.id));
  return { message, data: toSession(user, hasPaidOrder), token: ctx.signToken(user) };
}

async function mailOtp(ctx: AppContext, to: string, code: string, purpose: 'register' | 'reset') {
  const what = purpose === 'register' ? 'verify your email' : 'reset your password';
  await ctx.mailer.send({
    to,
    subject: purpose === 'register' ? 'Your Collably verification code' : 'Your Collably password reset code',
    text: `Your OTP to ${what} is ${code}.\nIt expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, ignore this mail.\n\n- Team Collably`,
  });
}

async function issueOtp(ctx: AppContext, user: User, purpose: 'register' | 'reset'): Promise<string> {
  const now = ctx.clock.now();
  const id = randomUUID();
  const code = generateOtpCode();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.closeOpenOtps(trx, user.id, purpose, now.toISOString());
    await repo.insertOtp(trx, {
      id,
      userId: user.id,
      purpose,
      codeHash: hashOtp(ctx.secret, id, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000).toISOString(),
      lastSentAt: now.toISOString(),
      createdOn: now.toISOString(),
    });
  });
  await mailOtp(ctx, user.email, code, purpose);
  return id;
}

function uniqueViolationToConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    const which = violatedConstraint(error);
    throw new AppError(
      'CONFLICT',
      /user_name/.test(which) ? AuthMessages.userNameTaken : AuthMessages.emailTaken,
    );
  }
  throw error;
}

export async function register(
  ctx: AppContext,
  input: TRegisterRequest,
): Promise<SessionResult | { message: string; data: { otpAuthId: string } }> {
  const email = normaliseEmail(input.Email);
  const now = ctx.clock.now().toISOString();
  const isInfluencer = input.RoleId === Role.Influencer;
  const userName = isInfluencer ? (input.UserName ?? '').trim() : null;
  const existing = await repo.findUserByEmail(ctx.db, email);
  // An influencer who never verified may register again (new OTP); anyone else owns the address.
  const canReuse = existing && isInfluencer && existing.roleId === Role.Influencer && !existing.emailVerified;
  if (existing && !canReuse) throw new AppError('CONFLICT', AuthMessages.emailTaken);
  if (userName && (await repo.isUserNameTaken(ctx.db, userName, existing?.id))) {
    throw new AppError('CONFLICT', AuthMessages.userNameTaken);
  }
  const passwordHash = await hashPassword(input.Password);

  let user: User;
  try {
    if (existing) {
      await repo.updateUser(ctx.db, existing.id, {
        name: input.Name.trim(),
        userName,
        passwordHash,
        modifiedOn: now,
      });
      user = (await repo.findUserById(ctx.db, existing.id))!;
    } else {
      user = await repo.insertUser(ctx.db, {
        roleId: input.RoleId,
        name: input.Name.trim(),
        userName,
        email,
        passwordHash,
        // New influencers wait for admin approval but may log in and build their profile.
        status: isInfluencer ? UserStatus.Pending : UserStatus.Active,
        emailVerified: isInfluencer ? 0 : 1,
        profilePic: null,
        createdOn: now,
        modifiedOn: now,
        lastLoginOn: isInfluencer ? null : now,
      });
    }
  } catch (error) {
    uniqueViolationToConflict(error);
  }

  if (!isInfluencer) return sessionFor(ctx, user, AuthMessages.brandRegistered);
  const otpAuthId = await issueOtp(ctx, user, 'register');
  // The browser reads the auth id from the message after its first 8 characters (spec §4).
  return { message: `${OTP_SENT_PREFIX}${otpAuthId}`, data: { otpAuthId } };
}

/** Checks a code against an open OTP row, counting wrong tries; throws the right message. */
async function checkOtp(
  ctx: AppContext,
  otp: Awaited<ReturnType<typeof repo.findOtp>>,
  code: string,
  invalid: string,
) {
  if (!otp || otp.consumedAt) throw new AppError('BAD_REQUEST', otp ? AuthMessages.otpUsed : invalid);
  if (new Date(otp.expiresAt) <= ctx.clock.now()) throw new AppError('BAD_REQUEST', AuthMessages.otpExpired);
  if (otp.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('RATE_LIMITED', AuthMessages.otpTooManyTries);
  if (!otpMatches(ctx.secret, otp.id, code, otp.codeHash)) {
    const counted = await repo.countFailedAttempt(ctx.db, otp.id, OTP_MAX_ATTEMPTS);
    if (counted.numUpdatedRows === 0n) throw new AppError('RATE_LIMITED', AuthMessages.otpTooManyTries);
    throw new AppError('BAD_REQUEST', invalid);
  }
  if (!(await repo.consumeOtp(ctx.db, otp.id, ctx.clock.now().toISOString()))) {
    throw new AppError('BAD_REQUEST', AuthMessages.otpUsed);
  }
}

export async function verifyRegisterOtp(
  ctx: AppContext,
  otpAuthId: string,
  code: string,
): Promise<SessionResult> {
  const otp = await repo.findOtp(ctx.db, otpAuthId);
  if (!otp || otp.purpose !== 'register') throw new AppError('NOT_FOUND', AuthMessages.otpNotFound);
  await checkOtp(ctx, otp, code, AuthMessages.otpInvalid);
  const now = ctx.clock.now().toISOString();
  await repo.updateUser(ctx.db, otp.userId, { emailVerified: 1, lastLoginOn: now, modifiedOn: now });
  const user = (await repo.findUserById(ctx.db, otp.userId))!;
  return sessionFor(ctx, user, AuthMessages.verified);
}

export async function resendRegisterOtp(ctx: AppContext, otpAuthId: string): Promise<string> {
  const otp = await repo.findOtp(ctx.db, otpAuthId);
  if (!otp || otp.purpose !== 'register' || otp.consumedAt)
    throw new AppError('NOT_FOUND', AuthMessages.otpNotFound);
  const now = ctx.clock.now();
  const waitSeconds = Math.ceil(
    (new Date(otp.lastSentAt).getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime()) / 1000,
  );
  if (waitSeconds > 0) {
    throw new AppError('RATE_LIMITED', `Please wait ${waitSeconds} seconds before asking for a new OTP.`);
  }
  const user = (await repo.findUserById(ctx.db, otp.userId))!;
  const code = generateOtpCode();
  await repo.renewOtp(ctx.db, otp.id, {
    codeHash: hashOtp(ctx.secret, otp.id, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000).toISOString(),
    lastSentAt: now.toISOString(),
  });
  await mailOtp(ctx, user.email, code, 'register');
  return Msg.otpResent;
}

export async function login(ctx: AppContext, input: TLoginRequest): Promise<SessionResult> {
  const user = await repo.findUserByEmail(ctx.db, normaliseEmail(input.Email));
  const usable = user && user.status !== UserStatus.Deleted;
  // Always run scrypt, so a missing account answers as slowly as a wrong password.
  const passwordOk = await verifyPassword(input.Password, usable ? user.passwordHash : DUMMY_HASH);
  if (!usable || !passwordOk) throw new AppError('UNAUTHORIZED', AuthMessages.badCredentials);
  if (user.status === UserStatus.Disabled) throw new AppError('FORBIDDEN', AuthMessages.disabled);
  if (!user.emailVerified) throw new AppError('FORBIDDEN', AuthMessages.unverified);
  const now = ctx.clock.now().toISOString();
  await repo.updateUser(ctx.db, user.id, { lastLoginOn: now });
  if (user.roleId === Role.Influencer) await recordInfluencerLogin(ctx.db, user.id, now);
  return sessionFor(ctx, { ...user, lastLoginOn: now }, 'Login successful');
}

export async function sendResetOtp(ctx: AppContext, email: string): Promise<string> {
  const user = await repo.findUserByEmail(ctx.db, normaliseEmail(email));
  if (!user || user.status === UserStatus.Deleted || user.status === UserStatus.Disabled) {
    return AuthMessages.resetSent;
  }
  const open = await repo.latestOpenOtp(ctx.db, user.id, 'reset');
  const coolingDown =
    open &&
    ctx.clock.now().getTime() - new Date(open.lastSentAt).getTime() < OTP_RESEND_COOLDOWN_SECONDS * 1000;
  // Within the cooldown the earlier code stays valid; answering the same way reveals nothing.
  if (!coolingDown) await issueOtp(ctx, user, 'reset');
  return AuthMessages.resetSent;
}

export async function resetPassword(ctx: AppContext, input: TResetPasswordRequest): Promise<string> {
  const user = await repo.findUserByEmail(ctx.db, normaliseEmail(input.Email));
  const otp = user ? await repo.latestOpenOtp(ctx.db, user.id, 'reset') : undefined;
  if (!user || !otp) throw new AppError('BAD_REQUEST', AuthMessages.resetInvalid);
  await checkOtp(ctx, otp, input.Otp, AuthMessages.resetInvalid);
  const now = ctx.clock.now().toISOString();
  // Reading the code proves the mailbox is theirs, so an unverified influencer is verified too.
  await repo.updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(input.Password),
    emailVerified: 1,
    modifiedOn: now,
  });
  return AuthMessages.resetDone;
}
