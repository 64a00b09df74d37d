import { Role } from '@collably/shared/constants/roles';
import { expect } from 'vitest';
import { TEST_PASSWORD } from '../../../test/test-app';
import { throwawayUser, uniqueName, type SignedInKey } from '../../../test/permissions/matrix-fixtures';
import { dataOf, signedIn, only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';
import { runAccountExports } from './account.service';

/** Account (issue 18): each call acts on the caller's own account. */
export const permissions: FeaturePermissions = {
  feature: 'account',
  rows: [
    {
      route: 'POST /api/account/password',
      rule: "signed in, any role, own account only; ends the caller's other sessions, so each cell is a throwaway user",
      expect: signedIn,
      request: async (fx, cell) => ({
        as: cell.caller ? await throwawayUser(fx, cell.role as SignedInKey) : undefined,
        body: { CurrentPassword: TEST_PASSWORD, NewPassword: 'N3w-secret!' },
      }),
    },
    {
      route: 'POST /api/account/email',
      rule: 'signed in, any role, own account only: an OTP to the new address',
      expect: signedIn,
      request: async (fx, cell) => ({
        as: cell.caller ? await throwawayUser(fx, cell.role as SignedInKey) : undefined,
        body: { NewEmail: `${uniqueName('moved')}@example.com`, Password: TEST_PASSWORD },
      }),
    },
    {
      route: 'POST /api/account/email/confirm',
      rule: "signed in, any role; only the code of the caller's own change counts",
      expect: signedIn,
      request: async (fx, cell) => {
        const user = cell.caller
          ? await throwawayUser(fx, cell.role as SignedInKey)
          : await fx.t.user(Role.Brand);
        const newEmail = `${uniqueName('moved')}@example.com`;
        const started = await fx.t.post(
          '/api/account/email',
          { NewEmail: newEmail, Password: TEST_PASSWORD },
          { token: user.token },
        );
        expect(started.statusCode, started.body).toBe(200);
        const code = /is (\d{6})/.exec((await fx.t.lastMailTo(newEmail))?.textBody ?? '')?.[1] ?? '';
        return {
          as: cell.caller ? user : undefined,
          body: { OtpAuthId: dataOf<{ otpAuthId: string }>(started).otpAuthId, Otp: code },
        };
      },
    },
    {
      route: 'GET /api/account/exports',
      rule: "signed in, any role: the caller's own exports",
      expect: signedIn,
      request: async () => ({}),
    },
    {
      route: 'POST /api/account/exports',
      rule: "signed in, any role: an export of the caller's own data",
      expect: signedIn,
      request: async (fx, cell) => ({
        as: cell.caller ? await throwawayUser(fx, cell.role as SignedInKey) : undefined,
      }),
    },
    {
      route: 'GET /api/account/exports/{id}/download',
      rule: 'signed in; the owner of the export only (anyone else: 404, as if there were none)',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: { own: 'allow', other: 'deny' },
        brand: { own: 'allow', other: 'deny' },
        staff: { own: 'allow', other: 'deny' },
        admin: { own: 'allow', other: 'deny' },
      },
      notOwner: 404,
      request: async (fx, cell) => {
        const owner =
          cell.caller && cell.own
            ? cell.caller
            : await throwawayUser(fx, cell.role === 'visitor' ? 'brand' : cell.role);
        const asked = await fx.t.post('/api/account/exports', undefined, { token: owner.token });
        expect(asked.statusCode, asked.body).toBe(200);
        await runAccountExports(fx.t.app.ctx);
        const [ready] = dataOf<{ id: number }[]>(
          await fx.t.get('/api/account/exports', { token: owner.token }),
        );
        return { params: { id: ready.id } };
      },
    },
    {
      route: 'POST /api/account/delete',
      rule: 'influencer or brand, own account only (staff and admin accounts are not deleted from here); a throwaway user',
      expect: only('influencer', 'brand'),
      request: async (fx, cell) => {
        const user = cell.caller ? await throwawayUser(fx, cell.role as SignedInKey) : undefined;
        return {
          as: user,
          body: { Password: TEST_PASSWORD, Confirm: 'DELETE' },
          probe: user
            ? () =>
                fx.t.db.selectFrom('users').select(['status', 'email']).where('id', '=', user.id).execute()
            : undefined,
        };
      },
    },
  ],
};
