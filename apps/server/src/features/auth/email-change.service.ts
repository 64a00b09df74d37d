import { AccountMessages } from '@collably/shared/messages/account';
import { AuthMessages } from '@collably/shared/messages/auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { authRepository as repo } from './auth.repository';
import {
  confirmOwnPassword,
  sessionFor,
  uniqueViolationToConflict,
  type SessionResult,
} from './auth.service';
import { accountKey, checkOtp, countCodeMail, issueOtp, normaliseEmail, type OtpSent } from './codes';

/** Starts an e-mail change: the password proven and the address free, an OTP goes to the new address. */
export async function startEmailChange(
  ctx: AppContext,
  userId: number,
  input: { newEmail: string; password: string },
): Promise<OtpSent> {
  const newEmail = normaliseEmail(input.newEmail);
  const user = await confirmOwnPassword(ctx, userId, input.password);
  if (newEmail === user.email) throw new AppError('BAD_REQUEST', AccountMessages.emailSame);
  if (await repo.findUserByEmail(ctx.db, newEmail)) throw new AppError('CONFLICT', AuthMessages.emailTaken);
  await countCodeMail(ctx, newEmail);
  const otpAuthId = await issueOtp(ctx, user, 'email-change', newEmail);
  return { message: AccountMessages.emailCodeSent(newEmail), data: { otpAuthId } };
}

/**
 * The OTP from the new mailbox makes that address the account's. The old address is told, so an owner
 * whose session was taken learns of it there.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  userId: number,
  input: { otpAuthId: string; code: string },
): Promise<SessionResult> {
  const otp = await repo.findOtp(ctx.db, input.otpAuthId);
  if (!otp || otp.userId !== userId || otp.purpose !== 'email-change' || !otp.newEmail) {
    throw new AppError('BAD_REQUEST', AccountMessages.emailCodeInvalid);
  }
  const user = (await repo.findUserById(ctx.db, userId))!;
  await ctx.throttle.hit('otp', accountKey(user.email));
  await checkOtp(ctx, otp, input.code, AccountMessages.emailCodeInvalid);
  const changes = { email: otp.newEmail, modifiedOn: ctx.clock.now().toISOString() };
  try {
    await repo.updateUser(ctx.db, user.id, changes);
  } catch (error) {
    uniqueViolationToConflict(error);
  }
  await ctx.mailer.send({
    to: user.email,
    subject: 'Your Collably email was changed',
    text: `Hi ${user.name},\n\nThe email of your Collably account was changed from ${user.email} to ${otp.newEmail}. Mails now go there.\nIf this was not you, reset your password from the login page and write to us through the Contact Us page at once.\n\n- Team Collably`,
  });
  return sessionFor(ctx, { ...user, ...changes }, AccountMessages.emailChanged);
}
