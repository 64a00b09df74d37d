import { z } from 'zod';
import {
  EMAIL_RESTORE_TOKEN_MAX,
  OTP_AUTH_ID_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_PASSWORD_MAX,
} from '../constants/limits';
import { AccountMessages } from '../messages/account';
import { AuthMessages } from '../messages/auth';
import { ZEmail, ZOtp } from './auth';
import { singleLine } from './common';

/** The password a signed-in user proves themselves with (long enough for an old, reset one). */
const ZCurrentPassword = (required: string) =>
  z.string({ error: required }).min(1, required).max(RESET_PASSWORD_MAX, AuthMessages.passwordTooLong);

/** POST account/password: the current password, and a new one under the sign-up rules. */
export const ZChangePasswordRequest = z.strictObject({
  CurrentPassword: ZCurrentPassword(AccountMessages.currentPasswordRequired),
  NewPassword: z
    .string({ error: AuthMessages.passwordRequired })
    .min(1, AuthMessages.passwordRequired)
    .min(PASSWORD_MIN, AuthMessages.passwordMin(PASSWORD_MIN))
    .max(PASSWORD_MAX, AuthMessages.passwordMax(PASSWORD_MAX)),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** POST account/email: the new address, with the password, before an OTP goes to that address. */
export const ZChangeEmailRequest = z.strictObject({
  NewEmail: ZEmail,
  Password: ZCurrentPassword(AuthMessages.passwordRequired),
});
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

/** POST account/email/confirm: the OTP mailed to the new address. */
export const ZConfirmEmailRequest = z.strictObject({
  OtpAuthId: singleLine(z.string().trim().min(1, AuthMessages.otpAuthIdRequired).max(OTP_AUTH_ID_MAX)),
  Otp: ZOtp,
});
export type TConfirmEmailRequest = z.infer<typeof ZConfirmEmailRequest>;

export const ZEmailChangeStarted = z.object({ otpAuthId: z.string() });

/** POST account/email/restore: the token of the restore link mailed to the old address. */
export const ZRestoreEmailRequest = z.strictObject({
  Token: singleLine(
    z
      .string({ error: AccountMessages.restoreTokenRequired })
      .trim()
      .min(1, AccountMessages.restoreTokenRequired)
      .max(EMAIL_RESTORE_TOKEN_MAX, AccountMessages.restoreTokenInvalid),
  ),
});
export type TRestoreEmailRequest = z.infer<typeof ZRestoreEmailRequest>;

/** The answer of a restore: the address the account has again (the reset page is offered for it). */
export const ZEmailRestored = z.object({ email: z.string() });

/** POST account/delete: the password and the word DELETE, typed. */
export const DELETE_CONFIRMATION = 'DELETE';
export const ZDeleteAccountRequest = z.strictObject({
  Password: ZCurrentPassword(AccountMessages.deletePasswordRequired),
  Confirm: z.literal(DELETE_CONFIRMATION, { error: AccountMessages.deleteConfirmRequired }),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

export const EXPORT_STATUSES = ['preparing', 'ready', 'failed'] as const;
export type TExportStatus = (typeof EXPORT_STATUSES)[number];

/** One data export of GET account/exports. */
export const ZAccountExport = z.object({
  id: z.number(),
  status: z.enum(EXPORT_STATUSES),
  requestedOn: z.string(),
  readyOn: z.string().nullable(),
  /** After this the archive is removed and a new export must be asked for. */
  expiresOn: z.string().nullable(),
  bytes: z.number().nullable(),
});
export type TAccountExport = z.infer<typeof ZAccountExport>;
