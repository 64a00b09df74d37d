import { Role, UserStatus } from '@collably/shared/constants/roles';
import type { Db } from '../database';
import { hashPassword } from '../../platform/auth/passwords';

/** The demo accounts of every role, listed in the README. */
export const DEMO_ACCOUNTS = [
  {
    roleId: Role.SuperAdmin,
    name: 'Collably Admin',
    userName: 'admin',
    email: 'admin@collably.in',
    password: 'Admin@12345',
  },
  {
    roleId: Role.Staff,
    name: 'Collably Staff',
    userName: 'staff',
    email: 'staff@collably.in',
    password: 'Staff@12345',
  },
  {
    roleId: Role.Brand,
    name: 'Chai Point Demo',
    userName: null,
    email: 'brand@collably.in',
    password: 'Brand@12345',
  },
  {
    roleId: Role.Influencer,
    name: 'Ananya Sharma',
    userName: 'ananya.sharma',
    email: 'influencer@collably.in',
    password: 'Influencer@123',
  },
] as const;

export async function seedDemoAccounts(db: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insertInto('users')
      .values({
        roleId: account.roleId,
        name: account.name,
        userName: account.userName,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        status: UserStatus.Active,
        emailVerified: 1,
        profilePic: null,
        createdOn: at,
        modifiedOn: at,
        lastLoginOn: null,
      })
      .execute();
  }
}
