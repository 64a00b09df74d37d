import { OTP_TTL_MINUTES } from '@collably/shared/constants/limits';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import { AccountMessages } from '@collably/shared/messages/account';
import { AuthMessages } from '@collably/shared/messages/auth';
import type { TSession } from '@collably/shared/schemas/auth';
import type { AppContext } from '../../platform/context';
import { AppError, RateLimitedError } from '../../platform/http/errors';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { endAllSessions } from '../../platform/auth/sessions';
import { isUniqueViolation, violatedConstraint } from '../../platform/db-errors';
import { hasCapturedOrder } from '../payments/payments.service';
import { recordInfluencerLogin } from '../../platform/influencer-search/influencer-search';
import { authRepository as repo, type User } from './auth.repository';
import {
  accountKey,
  checkOtp,
  cooldownSeconds,
  countCodeMail,
  issueOtp,
  mailOtp,
  normaliseEmail,
  otpSent,
  type OtpSent,
} from './codes';
import { generateOtpCode, hashOtp } from './otp';

export type SessionResult = { message: string; data: TSession; token: string };

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

export async function sessionFor(ctx: AppContext, user: User, message: string): Promise<SessionResult> {
  const hasPaidOrder = user.roleId === Role.Brand && (await hasCapturedOrder(ctx.db, user.id));
  return { message, data: toSession(user, hasPaidOrder), token: ctx.signToken(user) };
}

export function uniqueViolationToConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    const which = violatedConstraint(error);
    throw new AppError(
      'CONFLICT',
      /user_name/.test(which) ? AuthMessages.userNameTaken : AuthMessages.emailTaken,
    );
  }
  throw error;
}

/** A sign-up as the service reads it (the route maps the spec's `Name`, `Email`, `RoleId`...). */
export type Registration = {
  name: string;
  email: string;
  password: string;
  role: typeof Role.Influencer | typeof Role.Brand;
  userName: string | null | undefined;
  /** The privacy notice was accepted in the form; its time is kept as the consent. */
  acceptedPrivacy?: boolean;
};
export type Credentials = { email: string; password: string };
export type PasswordReset = Credentials & { otp: string };

export async function register(ctx: AppContext, input: Registration): Promise<SessionResult | OtpSent> {
  const email = normaliseEmail(input.email);
  await ctx.throttle.hit('register', accountKey(email));
  const now = ctx.clock.now().toISOString();
  const isInfluencer = input.role === Role.Influencer;
  const userName = isInfluencer ? (input.userName ?? '').trim() : null;
  const existing = await repo.findUserByEmail(ctx.db, email);
  if (existing) {
    const isPendingSignUp = isInfluencer && existing.roleId === Role.Influencer && !existing.emailVerified;
    if (!isPendingSignUp) throw new AppError('CONFLICT', AuthMessages.emailTaken);
    return resumeSignUp(ctx, existing);
  }
  if (userName && (await repo.isUserNameTaken(ctx.db, userName))) {
    throw new AppError('CONFLICT', AuthMessages.userNameTaken);
  }
  if (isInfluencer) await countCodeMail(ctx, email);
  const passwordHash = await hashPassword(input.password);

  let user: User;
  try {
    user = await repo.insertUser(ctx.db, {
      roleId: input.role,
      name: input.name.trim(),
      userName,
      email,
      passwordHash,
      // New influencers wait for admin approval but may log in and build their profile.
      status: isInfluencer ? UserStatus.Pending : UserStatus.Active,
      emailVerified: !isInfluencer,
      profilePic: null,
      createdOn: now,
      modifiedOn: now,
      lastLoginOn: isInfluencer ? null : now,
      privacyAcceptedOn: input.acceptedPrivacy ? now : null,
    });
  } catch (error) {
    uniqueViolationToConflict(error);
  }

  if (!isInfluencer) return sessionFor(ctx, user, AuthMessages.brandRegistered);
  return otpSent(await issueOtp(ctx, user, 'register'));
}

/**
 * Registering a pending (unverified) e-mail again continues that sign-up: its name, user name and
 * password stay (whoever sent the form may not own the mailbox; the owner can reset the password),
 * the open code keeps its tries, and a new code is mailed only after the resend cooldown, within the
 * daily mail cap.
 */
async function resumeSignUp(ctx: AppContext, user: User): Promise<OtpSent> {
  const open = await repo.latestOpenOtp(ctx.db, user.id, 'register');
  if (open && cooldownSeconds(ctx, open) > 0) return otpSent(open.id);
  await countCodeMail(ctx, user.email);
  if (!open) return otpSent(await issueOtp(ctx, user, 'register'));
  await mailNewRegisterCode(ctx, open, user.email);
  return otpSent(open.id);
}

/**
 * A new code under the same auth id; wrong guesses still count in the account's back-off. Of
 * parallel requests past the cooldown only the first renews and mails.
 */
async function mailNewRegisterCode(ctx: AppContext, otp: { id: string; lastSentAt: string }, email: string) {
  const now = ctx.clock.now();
  const code = generateOtpCode();
  const isRenewed = await repo.renewOtp(ctx.db, otp.id, otp.lastSentAt, {
    codeHash: hashOtp(ctx.secret, otp.id, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000).toISOString(),
    lastSentAt: now.toISOString(),
  });
  if (isRenewed) await mailOtp(ctx, email, code, 'register');
}

export async function verifyRegisterOtp(
  ctx: AppContext,
  { otpAuthId, code }: { otpAuthId: string; code: string },
): Promise<SessionResult> {
  const otp = await repo.findOtp(ctx.db, otpAuthId);
  if (!otp || otp.purpose !== 'register') throw new AppError('NOT_FOUND', AuthMessages.otpNotFound);
  const user = (await repo.findUserById(ctx.db, otp.userId))!;
  await ctx.throttle.hit('otp', accountKey(user.email));
  await checkOtp(ctx, otp, code, AuthMessages.otpInvalid);
  const now = ctx.clock.now().toISOString();
  const changes = { emailVerified: true, lastLoginOn: now, modifiedOn: now };
  await repo.updateUser(ctx.db, user.id, changes);
  return sessionFor(ctx, { ...user, ...changes }, AuthMessages.verified);
}

export async function resendRegisterOtp(ctx: AppContext, otpAuthId: string): Promise<string> {
  const otp = await repo.findOtp(ctx.db, otpAuthId);
  if (!otp || otp.purpose !== 'register' || otp.consumedAt)
    throw new AppError('NOT_FOUND', AuthMessages.otpNotFound);
  const user = (await repo.findUserById(ctx.db, otp.userId))!;
  await ctx.throttle.hit('otp', accountKey(user.email));
  const waitSeconds = cooldownSeconds(ctx, otp);
  if (waitSeconds > 0) {
    throw new RateLimitedError(AuthMessages.otpWait(waitSeconds), waitSeconds);
  }
  await countCodeMail(ctx, user.email);
  await mailNewRegisterCode(ctx, otp, user.email);
  return AuthMessages.otpResent;
}

export async function login(ctx: AppContext, input: Credentials): Promise<SessionResult> {
  const email = normaliseEmail(input.email);
  await ctx.throttle.hit('login', accountKey(email));
  // Known or not, every address backs off alike, so the limit reveals nothing either.
  const guess = await ctx.throttle.guess('login', accountKey(email));
  const user = await repo.findUserByEmail(ctx.db, email);
  const usable = user && user.status !== UserStatus.Deleted;
  // Always run scrypt, so a missing account answers as slowly as a wrong password.
  const passwordOk = await verifyPassword(input.password, usable ? user.passwordHash : DUMMY_HASH);
  if (!usable || !passwordOk) throw new AppError('UNAUTHORIZED', AuthMessages.badCredentials);
  await guess.succeeded();
  if (user.status === UserStatus.Disabled) throw new AppError('FORBIDDEN', AuthMessages.disabled);
  if (!user.emailVerified) throw new AppError('FORBIDDEN', AuthMessages.unverified);
  const now = ctx.clock.now().toISOString();
  await repo.updateUser(ctx.db, user.id, { lastLoginOn: now });
  if (user.roleId === Role.Influencer) await recordInfluencerLogin(ctx.db, user.id, now);
  return sessionFor(ctx, { ...user, lastLoginOn: now }, AuthMessages.loggedIn);
}

export async function sendResetOtp(ctx: AppContext, email: string): Promise<string> {
  await ctx.throttle.hit('reset', accountKey(email));
  // Every request counts against the daily code cap, known address or not, so the cap reveals nothing.
  await countCodeMail(ctx, email);
  const user = await repo.findUserByEmail(ctx.db, normaliseEmail(email));
  if (!user || user.status === UserStatus.Deleted || user.status === UserStatus.Disabled) {
    return AuthMessages.resetSent;
  }
  const open = await repo.latestOpenOtp(ctx.db, user.id, 'reset');
  // Within the cooldown the earlier code stays valid; answering the same way reveals nothing.
  if (!open || cooldownSeconds(ctx, open) === 0) await issueOtp(ctx, user, 'reset');
  return AuthMessages.resetSent;
}

export async function resetPassword(ctx: AppContext, input: PasswordReset): Promise<string> {
  const email = normaliseEmail(input.email);
  await ctx.throttle.hit('otp', accountKey(email));
  const user = await repo.findUserByEmail(ctx.db, email);
  const otp = user ? await repo.latestOpenOtp(ctx.db, user.id, 'reset') : undefined;
  if (!user || !otp) throw new AppError('BAD_REQUEST', AuthMessages.resetInvalid);
  await checkOtp(ctx, otp, input.otp, AuthMessages.resetInvalid);
  const now = ctx.clock.now().toISOString();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    // Reading the code proves the mailbox is theirs, so an unverified influencer is verified too.
    await repo.updateUser(trx, user.id, { passwordHash, emailVerified: true, modifiedOn: now });
    await endAllSessions(trx, user.id);
  });
  ctx.realtime.endSessions(user.id);
  // The owner proved the mailbox: a stranger's wrong passwords no longer keep them waiting.
  await ctx.throttle.forgive('login', accountKey(email));
  return AuthMessages.resetDone;
}

/** Logging out ends the user's sessions on every device, so a copied token stops working too. */
export async function logout(ctx: AppContext, userId: number): Promise<string> {
  await endAllSessions(ctx.db, userId);
  ctx.realtime.endSessions(userId);
  return AuthMessages.loggedOut;
}

/**
 * The signed-in user proves it is them before a change of credentials or a deletion. A wrong password
 * counts in the same back-off as a wrong log-in, so a stolen session cannot guess the password here.
 */
export async function confirmOwnPassword(ctx: AppContext, userId: number, password: string): Promise<User> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', AuthMessages.sessionEnded);
  const guess = await ctx.throttle.guess('login', accountKey(user.email));
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new AppError('BAD_REQUEST', AccountMessages.currentPasswordWrong);
  }
  await guess.succeeded();
  return user;
}

/**
 * A new password, the current one proven: every session issued so far ends (other devices, a copied
 * token), and this device carries on with the fresh token returned. The owner is told by mail.
 */
export async function changePassword(
  ctx: AppContext,
  userId: number,
  input: { currentPassword: string; newPassword: string },
): Promise<SessionResult> {
  const user = await confirmOwnPassword(ctx, userId, input.currentPassword);
  if (await verifyPassword(input.newPassword, user.passwordHash)) {
    throw new AppError('BAD_REQUEST', AccountMessages.newPasswordSame);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, user.id, { passwordHash, modifiedOn: now });
    await endAllSessions(trx, user.id);
  });
  ctx.realtime.endSessions(user.id);
  await ctx.mailer.send({
    to: user.email,
    subject: 'Your Collably password was changed',
    text: `Hi ${user.name},\n\nThe password of your Collably account was changed, and every other device was logged out.\nIf this was not you, reset your password from the login page at once and write to us through the Contact Us page.\n\n- Team Collably`,
  });
  return sessionFor(ctx, (await repo.findUserById(ctx.db, user.id))!, AccountMessages.passwordChanged);
}

// Other features reach the e-mail change through this file (the feature boundary); it lives beside it.
export { confirmEmailChange, startEmailChange } from './email-change.service';
