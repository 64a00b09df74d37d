import type { ColumnType, Generated } from 'kysely';
import type { TRole, TUserStatus } from '@collably/shared/constants/roles';

/** Booleans are stored as 0/1 integers so SQLite and PostgreSQL return the same thing. */
export type IntBool = 0 | 1;

export type UsersTable = {
  id: Generated<number>;
  roleId: TRole;
  name: string;
  userName: string | null;
  email: string;
  passwordHash: string;
  status: TUserStatus;
  emailVerified: IntBool;
  isFeatured: Generated<IntBool>;
  /** JSON text: [{ id, name }] of spec §3 tags. */
  tags: Generated<string>;
  profilePic: string | null;
  createdOn: string;
  modifiedOn: string;
  lastLoginOn: string | null;
  /** Raised to end every session issued before; tokens carry it as `ver`. */
  tokenVersion: Generated<number>;
  /** When the privacy notice was accepted at sign-up; null for accounts from before it was asked. */
  privacyAcceptedOn: ColumnType<string | null, string | null | undefined, string | null>;
};

export type OtpsTable = {
  id: string;
  userId: number;
  purpose: 'register' | 'reset' | 'email-change';
  codeHash: string;
  expiresAt: string;
  attempts: Generated<number>;
  consumedAt: string | null;
  lastSentAt: string;
  createdOn: string;
  /** The address an 'email-change' code was sent to, which becomes the account's on confirmation. */
  newEmail: ColumnType<string | null, string | null | undefined, string | null>;
};

export type MailOutboxTable = {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  createdOn: string;
};

export type PlatformsTable = { platformId: number; platformName: string };
export type CategoriesTable = { categoryId: number; categoryName: string };
export type CountriesTable = { countryId: number; name: string };
export type StatesTable = { stateId: number; countryId: number; name: string };
export type CitiesTable = { cityId: number; stateId: number; name: string };

export type FoundationTables = {
  users: UsersTable;
  otps: OtpsTable;
  mailOutbox: MailOutboxTable;
  platforms: PlatformsTable;
  categories: CategoriesTable;
  countries: CountriesTable;
  states: StatesTable;
  cities: CitiesTable;
};
