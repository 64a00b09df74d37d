import { Role } from '@collably/shared/constants/roles';
import { expect } from 'vitest';
import { TEST_PASSWORD } from '../../../test/test-app';
import {
  pendingSignUp,
  resetCode,
  throwawayUser,
  uniqueName,
} from '../../../test/permissions/matrix-fixtures';
import { dataOf, everyone, signedIn, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

/** Sign-up, sign-in and password reset are public; restoring a changed e-mail address takes the mailed token. */
export const permissions: FeaturePermissions = {
  feature: 'auth',
  rows: [
    {
      route: 'POST /api/user/register',
      rule: 'public',
      expect: everyone,
      request: async () => ({
        body: {
          UserName: null,
          Name: 'New Brand',
          Email: `${uniqueName('reg')}@example.com`,
          Password: 'Passw0rd!x',
          RoleId: Role.Brand,
        },
      }),
    },
    {
      route: 'POST /api/user/register',
      case: 'RoleId 98 or 99 (declared field)',
      rule: 'only roles 1 and 2 can be chosen; staff and admins exist only through the seed',
      expect: { visitor: 'deny', influencer: 'deny', brand: 'deny', staff: 'deny', admin: 'deny' },
      denyStatus: [400],
      request: async (fx, cell) => {
        const email = `${uniqueName('esc')}@example.com`;
        return {
          body: {
            UserName: null,
            Name: 'Escalator',
            Email: email,
            Password: 'Passw0rd!x',
            RoleId: cell.role === 'staff' ? Role.Staff : Role.SuperAdmin,
          },
          probe: async () =>
            fx.t.db.selectFrom('users').select(['roleId']).where('email', '=', email).execute(),
        };
      },
    },
    {
      route: 'POST /api/user/register-otp',
      rule: 'public; the OTP of the pending sign-up',
      expect: everyone,
      request: async (fx) => {
        const { otpAuthId, otp } = await pendingSignUp(fx);
        return { query: { OtpAuthId: otpAuthId, Otp: otp } };
      },
    },
    {
      route: 'POST /api/user/register-resendotp',
      rule: 'public',
      expect: everyone,
      request: async (fx) => {
        const { otpAuthId } = await pendingSignUp(fx);
        fx.t.clock.advance(61_000); // past the resend cooldown
        return { query: { OtpAuthId: otpAuthId } };
      },
    },
    {
      route: 'POST /api/user/login',
      rule: 'public',
      expect: everyone,
      request: async (fx) => ({ body: { Email: fx.loginUser.email, Password: fx.loginUser.password } }),
    },
    {
      route: 'POST /api/user/logout',
      rule: 'signed in, any role; ends every session of the caller, so each cell logs out a throwaway user',
      expect: signedIn,
      request: async (fx, cell) => {
        if (cell.role === 'visitor') return {};
        const user = await throwawayUser(fx, cell.role);
        return {
          as: user,
          verify: async () => {
            const again = await fx.t.post('/api/user/logout', undefined, { token: user.token });
            expect(again.statusCode, 'the logged-out token is refused').toBe(401);
          },
        };
      },
    },
    {
      route: 'POST /api/user/sendotp',
      rule: 'public',
      expect: everyone,
      request: async (fx) => ({ query: { email: (await resetCode(fx)).email } }),
    },
    {
      route: 'POST /api/user/resetpassword',
      rule: 'public; the OTP mailed to the account',
      expect: everyone,
      request: async (fx) => {
        const { email, otp } = await resetCode(fx);
        return { body: { Email: email, Password: 'N3wPassw0rd!', Otp: otp } };
      },
    },
    {
      route: 'POST /api/account/email/restore',
      rule: 'public; the token of the restore link mailed to the old address is the only authority',
      expect: everyone,
      request: async (fx) => {
        const user = await fx.t.user(Role.Brand);
        const newEmail = `${uniqueName('moved')}@example.com`;
        const started = await fx.t.post(
          '/api/account/email',
          { NewEmail: newEmail, Password: TEST_PASSWORD },
          { token: user.token },
        );
        expect(started.statusCode, started.body).toBe(200);
        const code = /is (\d{6})/.exec((await fx.t.lastMailTo(newEmail))?.textBody ?? '')?.[1] ?? '';
        const confirmed = await fx.t.post(
          '/api/account/email/confirm',
          { OtpAuthId: dataOf<{ otpAuthId: string }>(started).otpAuthId, Otp: code },
          { token: user.token },
        );
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        const token =
          /[?]token=([\w-]+)/.exec((await fx.t.lastMailTo(user.email))?.textBody ?? '')?.[1] ?? '';
        return { body: { Token: token } };
      },
    },
  ],
};
