import { z } from 'zod';
import {
  EMAIL_MAX,
  NAME_MAX,
  OTP_AUTH_ID_MAX,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_PASSWORD_MAX,
  USER_NAME_MAX,
} from '../constants/limits';
import { Role } from '../constants/roles';
import { AuthMessages } from '../messages/auth';
import { singleLine } from './common';

const requiredString = (message: string) => z.string({ error: message }).trim().min(1, message);

export const ZEmail = requiredString(AuthMessages.emailRequired)
  .max(EMAIL_MAX, AuthMessages.emailTooLong(EMAIL_MAX))
  .pipe(z.email({ error: AuthMessages.emailInvalid }));

const ZRegisterPassword = z
  .string({ error: AuthMessages.passwordRequired })
  .min(1, AuthMessages.passwordRequired)
  .min(PASSWORD_MIN, AuthMessages.passwordMin(PASSWORD_MIN))
  .max(PASSWORD_MAX, AuthMessages.passwordMax(PASSWORD_MAX));

export const USER_NAME_PATTERN = /^[a-z0-9_.]+$/;

export const ZUserName = requiredString(AuthMessages.userNameRequired)
  .max(USER_NAME_MAX, AuthMessages.userNameMax(USER_NAME_MAX))
  .regex(USER_NAME_PATTERN, AuthMessages.userNamePattern);

/** POST user/register (spec §3). UserName is required for influencers only. */
export const ZRegisterRequest = z
  .strictObject({
    UserName: z.string().optional().nullable(),
    Name: singleLine(requiredString(AuthMessages.nameRequired).max(NAME_MAX, AuthMessages.nameMax(NAME_MAX))),
    Email: ZEmail,
    Password: ZRegisterPassword,
    RoleId: z.union([z.literal(Role.Influencer), z.literal(Role.Brand)], {
      error: AuthMessages.roleInvalid,
    }),
    /** The privacy notice was accepted (issue 18); kept as the consent's time. Optional on the spec's wire. */
    AcceptedPrivacy: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.RoleId !== Role.Influencer) return;
    const result = ZUserName.safeParse(value.UserName ?? '');
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['UserName'],
        message: result.error.issues[0]?.message ?? AuthMessages.userNameRequired,
      });
    }
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** The browser's registration form, which adds the influencer's two checkboxes. */
export const ZRegisterForm = z.object({
  UserName: z.string().optional(),
  Name: z.string(),
  Email: z.string(),
  Password: z.string(),
});

/** POST user/login: only email and password validity (spec §5). */
export const ZLoginRequest = z.strictObject({
  Email: ZEmail,
  Password: z.string({ error: AuthMessages.passwordRequired }).min(1, AuthMessages.passwordRequired),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Forgot-password email rule: lowercase letters and digits, @, letters, dot, 2-3 letters (spec §5). */
export const RESET_EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,3}$/;
export const ZResetEmail = requiredString(AuthMessages.emailRequired)
  .max(EMAIL_MAX, AuthMessages.emailTooLong(EMAIL_MAX))
  .regex(RESET_EMAIL_PATTERN, AuthMessages.emailInvalid);

export const ZOtp = requiredString(AuthMessages.otpRequired).regex(
  new RegExp(`^\\d{${OTP_LENGTH}}$`),
  AuthMessages.otpDigits(OTP_LENGTH),
);

/** POST user/resetpassword (spec §3). */
export const ZResetPasswordRequest = z.strictObject({
  Email: ZResetEmail,
  Password: z
    .string({ error: AuthMessages.passwordRequired })
    .min(1, AuthMessages.passwordRequired)
    .min(PASSWORD_MIN, AuthMessages.passwordMin(PASSWORD_MIN))
    .max(RESET_PASSWORD_MAX, AuthMessages.passwordTooLong),
  Otp: ZOtp,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** Query strings of the OTP calls (spec §7). */
export const ZRegisterOtpQuery = z.strictObject({
  OtpAuthId: singleLine(requiredString(AuthMessages.otpAuthIdRequired).max(OTP_AUTH_ID_MAX)),
  Otp: ZOtp,
});
export const ZResendOtpQuery = z.strictObject({
  OtpAuthId: singleLine(requiredString(AuthMessages.otpAuthIdRequired).max(OTP_AUTH_ID_MAX)),
});
export const ZSendOtpQuery = z.strictObject({ email: ZResetEmail });

/** Login response data (spec §3). */
export const ZSession = z.object({
  userID: z.number(),
  roleID: z.number(),
  name: z.string(),
  email: z.string(),
  userName: z.string().nullable(),
  profilePic: z.string().nullable(),
  couponShown: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;

export const ZRegisterResult = z.object({ otpAuthId: z.string() }).or(ZSession);
