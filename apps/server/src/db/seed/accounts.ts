import { UserStatus, type TRole } from '@collably/shared/constants/roles';
import type { Db } from '../database';
import { hashPassword } from '../../platform/auth/passwords';

export type NewAccount = {
  roleId: TRole;
  name: string;
  userName: string | null;
  email: string;
  password: string;
};

/** An active account with a verified e-mail, as the seed and `create-admin` make them; returns its id. */
export async function insertActiveAccount(db: Db, account: NewAccount, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
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
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
