import { UserStatus, type TRole, type TUserStatus } from '@collably/shared/constants/roles';
import type { Db } from '../database';
import { hashPassword } from '../../platform/auth/passwords';

export type NewAccount = {
  roleId: TRole;
  name: string;
  userName: string | null;
  email: string;
  password: string;
};

/** A users row as every writer of accounts outside sign-up makes it: e-mail verified, no picture yet. */
export type AccountRow = Omit<NewAccount, 'password'> & {
  passwordHash: string;
  status?: TUserStatus;
  lastLoginOn?: string | null;
};

/** Inserts an account (active unless `status` says otherwise); returns its id and e-mail. */
export async function insertAccount(db: Db, account: AccountRow, now: Date) {
  const at = now.toISOString();
  return db
    .insertInto('users')
    .values({
      roleId: account.roleId,
      name: account.name,
      userName: account.userName,
      email: account.email,
      passwordHash: account.passwordHash,
      status: account.status ?? UserStatus.Active,
      emailVerified: 1,
      profilePic: null,
      createdOn: at,
      modifiedOn: at,
      lastLoginOn: account.lastLoginOn ?? null,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
}

/** An active account with a verified e-mail, as the seed and `create-admin` make them; returns its id. */
export async function insertActiveAccount(db: Db, account: NewAccount, now: Date): Promise<number> {
  const { password, ...rest } = account;
  return (await insertAccount(db, { ...rest, passwordHash: await hashPassword(password) }, now)).id;
}
