import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, OTP_LENGTH } from '../constants/limits';
import { Msg } from '../constants/messages';
import { Role } from '../constants/roles';
import { singleLine } from './common';

const requiredString = (message: string) => z.string({ error: message }).trim().min(1, message);

export const ZEmail = requiredString(Msg.emailRequired)
  .max(EMAIL_MAX, Msg.emailTooLong(EMAIL_MAX))
  .pipe(z.email({ error: Msg.emailInvalid }));

const ZRegisterPassword = z
  .string({ error: Msg.passwordRequired })
  .min(1, Msg.passwordRequired)
  .min(PASSWORD_MIN, Msg.passwordMin(PASSWORD_MIN))
  .max(PASSWORD_MAX, Msg.passwordMax(PASSWORD_MAX));

export const USER_NAME_PATTERN = /^[a-z0-9_.]+$/;

export const ZUserName = requiredString(Msg.userNameRequired)
  .max(50, 'User Name should not exceed 50 characters')
  .regex(USER_NAME_PATTERN, Msg.userNamePattern);

/** POST user/register (spec §3). UserName is required for influencers only. */
export const ZRegisterRequest = z
  .strictObject({
    UserName: z.string().optional().nullable(),
    Name: singleLine(requiredString(Msg.nameRequired).max(100, 'Name should not exceed 100 characters')),
    Email: ZEmail,
    Password: ZRegisterPassword,
    RoleId: z.union([z.literal(Role.Influencer), z.literal(Role.Brand)], {
      error: 'RoleId must be 1 (influencer) or 2 (brand)',
    }),
  })
  .superRefine((value, ctx) => {
    if (value.RoleId !== Role.Influencer) return;
    const result = ZUserName.safeParse(value.UserName ?? '');
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['UserName'],
        message: result.error.issues[0]?.message ?? Msg.userNameRequired,
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
  Password: z.string({ error: Msg.passwordRequired }).min(1, Msg.passwordRequired),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Forgot-password email rule: lowercase letters and digits, @, letters, dot, 2-3 letters (spec §5). */
export const RESET_EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,3}$/;
export const ZResetEmail = requiredString(Msg.emailRequired)
  .max(EMAIL_MAX, Msg.emailTooLong(EMAIL_MAX))
  .regex(RESET_EMAIL_PATTERN, Msg.emailInvalid);

export const ZOtp = requiredString(Msg.otpRequired).regex(
  new RegExp(`^\\d{${OTP_LENGTH}}$`),
  `OTP must be ${OTP_LENGTH} digits`,
);

/** POST user/resetpassword (spec §3). */
export const ZResetPasswordRequest = z.strictObject({
  Email: ZResetEmail,
  Password: z
    .string({ error: Msg.passwordRequired })
    .min(1, Msg.passwordRequired)
    .min(PASSWORD_MIN, Msg.passwordMin(PASSWORD_MIN))
    .max(128, 'Password is too long'),
  Otp: ZOtp,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** Query strings of the OTP calls (spec §7). */
export const ZRegisterOtpQuery = z.strictObject({
  OtpAuthId: singleLine(requiredString('OtpAuthId is Required').max(64)),
  Otp: ZOtp,
});
export const ZResendOtpQuery = z.strictObject({
  OtpAuthId: singleLine(requiredString('OtpAuthId is Required').max(64)),
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
