export const Role = {
  Visitor: 0,
  Influencer: 1,
  Brand: 2,
  Staff: 98,
  SuperAdmin: 99,
} as const;
export type TRole = (typeof Role)[keyof typeof Role];

/** Roles that may sign in; the visitor is the absence of a session. */
export type TSignedInRole = Exclude<TRole, typeof Role.Visitor>;

const ROLES: readonly number[] = Object.values(Role);

/** A role read from outside the type system (local storage, a token): anything unknown is a visitor. */
export const toRole = (value: number): TRole => (ROLES.includes(value) ? (value as TRole) : Role.Visitor);

export const ADMIN_ROLES: readonly TRole[] = [Role.Staff, Role.SuperAdmin];

export const isAdminRole = (role: number): boolean => role === Role.Staff || role === Role.SuperAdmin;

/** Roles a person can choose when joining; 98 and 99 exist only through the seed. */
export const REGISTRABLE_ROLES = [Role.Influencer, Role.Brand] as const;

export const UserStatus = {
  Pending: 'pending',
  Active: 'active',
  Disabled: 'disabled',
  Deleted: 'deleted',
} as const;
export type TUserStatus = (typeof UserStatus)[keyof typeof UserStatus];
