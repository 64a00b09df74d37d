import { Role } from '@collably/shared/constants/roles';
import { uniqueSuffix } from './test-app';

/** A name no other test has used: the e-mail and user name of a new account. */
export const fresh = (prefix = 'u') => `${prefix}${uniqueSuffix()}`;

/** A valid POST /api/user/register body for a new influencer, in the spec's field names. */
export const influencerSignUp = (over: Record<string, unknown> = {}) => {
  const id = fresh('inf');
  return {
    UserName: id,
    Name: 'Riya Kapoor',
    Email: `${id}@example.com`,
    Password: 'Secret123',
    RoleId: Role.Influencer,
    ...over,
  };
};

/**
 * A valid POST /api/user/register body for a new brand. Like an influencer, a brand is signed in only by
 * the code mailed to it (POST /api/user/register-otp), never by the sign-up itself.
 */
export const brandSignUp = (over: Record<string, unknown> = {}) => {
  const id = fresh('brand');
  return {
    Name: 'Masala Co',
    Email: `${id}@example.com`,
    Password: 'Secret123',
    RoleId: Role.Brand,
    ...over,
  };
};
