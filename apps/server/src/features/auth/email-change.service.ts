import { createHmac, randomBytes } from 'node:crypto';
import {
  EMAIL_CHANGE_CODES_PER_DAY,
  EMAIL_CHANGE_LOCK_AFTER_RESTORE_DAYS,
  EMAIL_RESTORE_LINK_DAYS,
} from '@collably/shared/constants/limits';
import { AccountMessages } from '@collably/shared/messages/account';
import { AuthMessages } from '@collably/shared/messages/auth';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { DUMMY_HASH } from '../../platform/auth/passwords';
import { endAllSessions } from '../../platform/auth/sessions';
import { isUniqueViolation } from '../../platform/db-errors';
import { lockUserRow } from '../../platform/row-locks';
import { authRepository as repo, type User } from './auth.repository';
import {
  confirmOwnPassword,
  sessionFor,
  uniqueViolationToConflict,
  type SessionResult,
} from './auth.service';
import { accountKey, checkOtp, countCodeMail, issueOtp, normaliseEmail, type OtpSent } from './codes';
import { emailChangeRepository as changes } from './email-change.repository';

/**
 * An e-mail change is a security event (issue 35): whoever holds a session could otherwise move the account
 * to an address of theirs and reset the password from there. So confirming a new address closes every open
 * code and every other session, the old address is told (without the new address in full) and gets a link
 * that restores it for EMAIL_RESTORE_LINK_DAYS; a restore ends every session, closes every code, makes the
 * password unusable (a reset through the restored address sets a new one) and keeps the address fixed for
 * EMAIL_CHANGE_LOCK_AFTER_RESTORE_DAYS. Codes to new addresses are capped per account and rolling 24 hours.
 */

const DAY_MS = 24 * 3_600_000;

/** The page the restore link opens; it asks before it posts, as mail scanners open links on their own. */
export const RESTORE_PAGE_PATH = '/account/restore-email';

/** An address shown without giving it away: its first letters only, and the top-level domain (r***@g***.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local[0]}***@${domain.slice(0, 1) || '*'}***${tld}`;
}

/** Only a keyed hash of a restore token is stored: a copy of the table restores nothing. */
const restoreTokenHash = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`email-restore:${token}`).digest('base64url');

const istTime = (iso: string) =>
  `${new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })} IST`;

/** Refuses a change while a restore of the last days keeps the address fixed. */
async function refuseWhileRestored(db: DbOrTrx, userId: number, now: Date) {
  const lockMs = EMAIL_CHANGE_LOCK_AFTER_RESTORE_DAYS * DAY_MS;
  const restoredOn = await changes.lastRestoreSince(
    db,
    userId,
    new Date(now.getTime() - lockMs).toISOString(),
  );
  if (!restoredOn) return;
  const until = new Date(new Date(restoredOn).getTime() + lockMs).toISOString();
  throw new AppError('FORBIDDEN', AccountMessages.emailLockedAfterRestore(istTime(until)));
}

/**
 * Starts an e-mail change: the password proven and the address free, an OTP goes to the new address, within
 * the address's daily mail cap and the account's EMAIL_CHANGE_CODES_PER_DAY codes in any 24 hours. The cap is
 * counted from the codes issued, under the user's row lock in the transaction that inserts the code, so
 * parallel requests on several instances cannot pass it together.
 */
export async function startEmailChange(
  ctx: AppContext,
  userId: number,
  input: { newEmail: string; password: string },
): Promise<OtpSent> {
  const newEmail = normaliseEmail(input.newEmail);
  const user = await confirmOwnPassword(ctx, userId, input.password);
  if (newEmail === user.email) throw new AppError('BAD_REQUEST', AccountMessages.emailSame);
  await refuseWhileRestored(ctx.db, user.id, ctx.clock.now());
  if (await repo.findUserByEmail(ctx.db, newEmail)) throw new AppError('CONFLICT', AuthMessages.emailTaken);
  const withinDailyCodes = async (db: DbOrTrx, now: Date) => {
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    if ((await changes.countOtpsSince(db, user.id, 'email-change', since)) >= EMAIL_CHANGE_CODES_PER_DAY) {
      throw new AppError('RATE_LIMITED', AccountMessages.emailCodesPerDay(EMAIL_CHANGE_CODES_PER_DAY));
    }
  };
  // A quick look first, so a request over the account's cap does not spend the address's mail budget.
  await withinDailyCodes(ctx.db, ctx.clock.now());
  await countCodeMail(ctx, newEmail);
  const otpAuthId = await issueOtp(ctx, user, 'email-change', newEmail, async (trx, now) => {
    await lockUserRow(trx, user.id);
    await withinDailyCodes(trx, now);
  });
  return { message: AccountMessages.emailCodeSent(newEmail), data: { otpAuthId } };
}

/**
 * The OTP from the new mailbox makes that address the account's. In one transaction every open code of the
 * account closes (a reset code mailed to the old address no longer works), every session ends (this device
 * carries on with the fresh token returned) and a restore link is stored; then sockets close and the old
 * address is told, with the new one masked, and given the link.
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
  const newEmail = otp.newEmail;
  const user = (await repo.findUserById(ctx.db, userId))!;
  await ctx.throttle.hit('otp', accountKey(user.email));
  await checkOtp(ctx, otp, input.code, AccountMessages.emailCodeInvalid);
  const now = ctx.clock.now();
  const token = randomBytes(32).toString('base64url');
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await lockUserRow(trx, user.id);
      await refuseWhileRestored(trx, user.id, now);
      await repo.updateUser(trx, user.id, { email: newEmail, modifiedOn: now.toISOString() });
      await changes.closeAllOpenOtps(trx, user.id, now.toISOString());
      await endAllSessions(trx, user.id);
      await changes.insertRestore(trx, {
        userId: user.id,
        tokenHash: restoreTokenHash(ctx.secret, token),
        oldEmail: user.email,
        newEmail,
        createdOn: now.toISOString(),
        expiresOn: new Date(now.getTime() + EMAIL_RESTORE_LINK_DAYS * DAY_MS).toISOString(),
        usedOn: null,
      });
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    uniqueViolationToConflict(error);
  }
  ctx.realtime.endSessions(user.id);
  await mailOldAddress(ctx, user, newEmail, token);
  return sessionFor(ctx, (await repo.findUserById(ctx.db, user.id))!, AccountMessages.emailChanged);
}

async function mailOldAddress(ctx: AppContext, user: User, newEmail: string, token: string) {
  const link = `${ctx.config.publicUrl}${RESTORE_PAGE_PATH}?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Your Collably email was changed',
    text:
      `Hi ${user.name},\n\nThe email of your Collably account was changed from ${user.email} to ${maskEmail(newEmail)}. ` +
      `Every other device was logged out and mails now go to the new address.\n\n` +
      `If this was not you, open this link within ${EMAIL_RESTORE_LINK_DAYS} days to restore ${user.email}, log every device out and lock the password:\n${link}\n` +
      `Then set a new password with Forgot password on the login page, and write to us through the Contact Us page.\n\n- Team Collably`,
  });
}

/**
 * The old address's restore link, posted from its page: single use (a conditional UPDATE), within its days.
 * The old address comes back, every session and socket ends, every code closes and the password stops
 * working, so only a reset through the restored mailbox lets anyone in; the address then stays fixed for
 * EMAIL_CHANGE_LOCK_AFTER_RESTORE_DAYS. Links of later changes close (they would restore a later address).
 */
export async function restoreEmail(
  ctx: AppContext,
  token: string,
): Promise<{ message: string; email: string }> {
  const found = await changes.findRestoreByHash(ctx.db, restoreTokenHash(ctx.secret, token.trim()));
  if (!found) throw new AppError('BAD_REQUEST', AccountMessages.restoreTokenInvalid);
  const now = ctx.clock.now().toISOString();
  if (found.usedOn) throw new AppError('BAD_REQUEST', AccountMessages.restoreTokenUsed);
  if (found.expiresOn <= now) throw new AppError('BAD_REQUEST', AccountMessages.restoreTokenExpired);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await changes.useRestore(trx, found.id, now))) {
        throw new AppError('BAD_REQUEST', AccountMessages.restoreTokenUsed);
      }
      await changes.closeLaterRestores(trx, found.userId, found.id, now);
      await repo.updateUser(trx, found.userId, {
        email: found.oldEmail,
        // The restored mailbox's owner sets a new password by a reset. No password matches this scrypt hash,
        // and a try against it takes as long as any other.
        passwordHash: DUMMY_HASH,
        modifiedOn: now,
      });
      await changes.closeAllOpenOtps(trx, found.userId, now);
      await endAllSessions(trx, found.userId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', AccountMessages.restoreEmailTaken);
    throw error;
  }
  ctx.realtime.endSessions(found.userId);
  return { message: AccountMessages.emailRestored(found.oldEmail), email: found.oldEmail };
}
