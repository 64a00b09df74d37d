import { randomBytes, randomUUID } from 'node:crypto';
import { OTP_TTL_MINUTES } from '@collably/shared/constants/limits';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import { AccountMessages } from '@collably/shared/messages/account';
import { AuthMessages } from '@collably/shared/messages/auth';
import type { TSession } from '@collably/shared/schemas/auth';
import type { AppContext } from '../../platform/context';
import { AppError, RateLimitedError } from '../../platform/http/errors';
import type { Guess } from '../../platform/http/throttle';
import { issueDeviceToken, trustedDeviceNonce } from '../../platform/auth/device-cookie';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { endAllSessions } from '../../platform/auth/sessions';
import { isUniqueViolation, violatedConstraint } from '../../platform/db-errors';
import { hasCapturedOrder } from '../payments/payments.service';
import { acceptAtSignUp } from '../legal/legal.service';
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
/** A password sign-in, with the device cookie the browser sent (if any). */
export type SignIn = Credentials & { deviceToken?: string };
/** A session, and a new device token for the browser's cookie (issued on every sign-in). */
export type SignedIn = SessionResult & { deviceToken: string };
export type PasswordReset = Credentials & { otp: string };

/**
 * A sign-up, brand or influencer: the answer is always "OTP sent" with an auth id, and the account is
 * signed in only once the mailed code comes back. An address that already has an account gets the same
 * answer after the same work (one scrypt, the same mail cap): a pending sign-up continues (its code goes
 * to the mailbox), a confirmed account gets a decoy auth id whose code never matches, and its owner a mail
 * that someone tried to register with the address. So the answer never tells whether an address is known.
 */
export async function register(ctx: AppContext, input: Registration): Promise<OtpSent> {
  const email = normaliseEmail(input.email);
  await ctx.throttle.hit('register', accountKey(email));
  const now = ctx.clock.now().toISOString();
  const isInfluencer = input.role === Role.Influencer;
  const userName = isInfluencer ? (input.userName ?? '').trim() : null;
  const existing = await repo.findUserByEmail(ctx.db, email);
  // User names are public, so saying one is taken reveals nothing (a pending sign-up keeps its own).
  if (userName && (await repo.isUserNameTaken(ctx.db, userName, existing?.id))) {
    throw new AppError('CONFLICT', AuthMessages.userNameTaken);
  }
  // Every path runs scrypt once, so a known address answers as slowly as a new one.
  const passwordHash = await hashPassword(input.password);
  if (existing) return repeatSignUp(ctx, existing);
  await countCodeMail(ctx, email);

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
      emailVerified: false,
      profilePic: null,
      createdOn: now,
      modifiedOn: now,
      lastLoginOn: null,
      privacyAcceptedOn: input.acceptedPrivacy ? now : null,
    });
  } catch (error) {
    // A parallel sign-up took the address a moment ago: answer as for any known address.
    const raced = isUniqueViolation(error) ? await repo.findUserByEmail(ctx.db, email) : undefined;
    if (raced) return repeatSignUp(ctx, raced);
    uniqueViolationToConflict(error);
  }
  // The form's 'Accept all the terms of use & privacy policy.': the texts of its role as their pages show them.
  if (input.acceptedPrivacy) await acceptAtSignUp(ctx, { userId: user.id, role: input.role });
  return otpSent(await issueOtp(ctx, user, 'register'));
}

/**
 * Registering an address that has an account. A pending (unverified) sign-up continues: its name, user
 * name and password stay (whoever sent the form may not own the mailbox; the owner can reset the
 * password), the open code keeps its tries, and a new code is mailed only after the resend cooldown,
 * within the daily mail cap. A confirmed account is answered alike with a decoy code (see `register`).
 */
async function repeatSignUp(ctx: AppContext, user: User): Promise<OtpSent> {
  const open = await repo.latestOpenOtp(ctx.db, user.id, 'register');
  if (open && cooldownSeconds(ctx, open) > 0) return otpSent(open.id);
  await countCodeMail(ctx, user.email);
  if (open) {
    await mailNewRegisterCode(ctx, open, user);
    return otpSent(open.id);
  }
  return otpSent(user.emailVerified ? await openDecoy(ctx, user) : await issueOtp(ctx, user, 'register'));
}

/**
 * A code hash no mailed code matches: the hash of a secret that is no 6-digit code. A decoy row then
 * behaves like any sign-up code (tries, cooldown, resend, expiry), and a guess is simply wrong.
 */
const decoyHash = (ctx: AppContext, otpId: string) =>
  hashOtp(ctx.secret, otpId, `decoy:${randomBytes(16).toString('base64url')}`);

/** A register code row for a confirmed account, whose code never matches; its owner is told by mail. */
async function openDecoy(ctx: AppContext, user: User): Promise<string> {
  const now = ctx.clock.now();
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.closeOpenOtps(trx, user.id, 'register', now.toISOString());
    await repo.insertOtp(trx, {
      id,
      userId: user.id,
      purpose: 'register',
      codeHash: decoyHash(ctx, id),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000).toISOString(),
      lastSentAt: now.toISOString(),
      createdOn: now.toISOString(),
      newEmail: null,
    });
  });
  await mailRegisterAttempt(ctx, user);
  return id;
}

async function mailRegisterAttempt(ctx: AppContext, user: User) {
  await ctx.mailer.send({
    to: user.email,
    subject: 'Someone tried to register with your Collably email',
    text: `Hi ${user.name},\n\nSomeone tried to create a new Collably account with this email address. Your account already uses it, so nothing was created and nobody was signed in.\nIf it was you, log in instead, or reset your password from the login page if you forgot it.\nIf it was not you, you need do nothing.\n\n- Team Collably`,
  });
}

/**
 * A new code under the same auth id (a decoy stays a decoy, and its owner is told again); wrong guesses
 * still count in the account's back-off. Of parallel requests past the cooldown only the first renews
 * and mails.
 */
async function mailNewRegisterCode(ctx: AppContext, otp: { id: string; lastSentAt: string }, user: User) {
  const now = ctx.clock.now();
  const code = generateOtpCode();
  const isDecoy = user.emailVerified;
  const isRenewed = await repo.renewOtp(ctx.db, otp.id, otp.lastSentAt, {
    codeHash: isDecoy ? decoyHash(ctx, otp.id) : hashOtp(ctx.secret, otp.id, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000).toISOString(),
    lastSentAt: now.toISOString(),
  });
  if (!isRenewed) return;
  if (isDecoy) await mailRegisterAttempt(ctx, user);
  else await mailOtp(ctx, user.email, code, 'register');
}

export async function verifyRegisterOtp(
  ctx: AppContext,
  { otpAuthId, code }: { otpAuthId: string; code: string },
): Promise<SignedIn> {
  const otp = await repo.findOtp(ctx.db, otpAuthId);
  if (!otp || otp.purpose !== 'register') throw new AppError('NOT_FOUND', AuthMessages.otpNotFound);
  const user = (await repo.findUserById(ctx.db, otp.userId))!;
  await ctx.throttle.hit('otp', accountKey(user.email));
  await checkOtp(ctx, otp, code, AuthMessages.otpInvalid);
  const now = ctx.clock.now().toISOString();
  const changes = { emailVerified: true, lastLoginOn: now, modifiedOn: now };
  await repo.updateUser(ctx.db, user.id, changes);
  const session = await sessionFor(ctx, { ...user, ...changes }, AuthMessages.verified);
  return { ...session, deviceToken: issueDeviceToken(ctx.secret, user.id) };
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
  await mailNewRegisterCode(ctx, otp, user);
  return AuthMessages.otpResent;
}

/**
 * The guess a password try takes. From a browser holding this account's device cookie it backs off that
 * device only, so a stranger's wrong passwords never keep the owner out of a browser they signed in on;
 * from anywhere else it backs off the account, as every unknown client shares one back-off. A device past
 * its own free tries is refused for its wait and is no longer trusted: its guesses count on the account too.
 */
async function passwordGuess(
  ctx: AppContext,
  email: string,
  user: User | undefined,
  deviceToken: string | undefined,
): Promise<Guess> {
  const account = accountKey(email);
  const nonce = user ? trustedDeviceNonce(ctx.secret, deviceToken, user.id) : null;
  if (!nonce) {
    await ctx.throttle.hit('login', account);
    return ctx.throttle.guess('login', account);
  }
  const device = `device:${nonce}`;
  await ctx.throttle.hit('login', device);
  const byDevice = await ctx.throttle.guess('device', device);
  if (byDevice.failures <= ctx.config.backoff.freeFailures) return byDevice;
  let byAccount: Guess;
  try {
    byAccount = await ctx.throttle.guess('login', account);
  } catch (error) {
    await byDevice.withdraw();
    throw error;
  }
  return {
    failures: byDevice.failures,
    succeeded: async () => {
      await Promise.all([byDevice.succeeded(), byAccount.succeeded()]);
    },
    withdraw: async () => {
      await Promise.all([byDevice.withdraw(), byAccount.withdraw()]);
    },
  };
}

export async function login(ctx: AppContext, input: SignIn): Promise<SignedIn> {
  const email = normaliseEmail(input.email);
  const user = await repo.findUserByEmail(ctx.db, email);
  // Known or not, every address backs off alike, so the limit reveals nothing either.
  const guess = await passwordGuess(ctx, email, user, input.deviceToken);
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
  const session = await sessionFor(ctx, { ...user, lastLoginOn: now }, AuthMessages.loggedIn);
  return { ...session, deviceToken: issueDeviceToken(ctx.secret, user.id) };
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
