import { INDIA_COUNTRY_ID } from '@collably/shared/constants/profile';
import { Role } from '@collably/shared/constants/roles';
import type { Db } from '../database';
import { randomBytes } from 'node:crypto';
import { endAllSessions } from '../../platform/auth/sessions';
import { verifyPassword } from '../../platform/auth/passwords';
import { insertActiveAccount } from './accounts';

/** Every seeded demo influencer signs in with this password (listed in the README). */
export const DEMO_INFLUENCER_PASSWORD = 'Influencer@123';
/** Seeded demo influencers get addresses in this domain (demo-influencers.ts). */
export const DEMO_INFLUENCER_EMAIL_DOMAIN = '@demo.collably.in';

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

/**
 * The demo brand's billing details (issue 36: every payment needs them), so the demo orders and a demo walk
 * pay at once. In another state than the demo supplier's (Maharashtra), not registered for GST.
 */
export const DEMO_BRAND_BILLING = {
  companyName: 'Chai Point Demo Pvt Ltd',
  gstin: null,
  address: '12 Residency Road, Shanthala Nagar, Bengaluru',
  stateName: 'Karnataka',
  pincode: '560025',
} as const;

export async function seedDemoAccounts(db: Db, now: Date): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const userId = await insertActiveAccount(db, account, now);
    if (account.roleId === Role.Brand) await seedDemoBilling(db, userId, now);
  }
}

async function seedDemoBilling(db: Db, userId: number, now: Date): Promise<void> {
  const { stateName, ...billing } = DEMO_BRAND_BILLING;
  const state = await db
    .selectFrom('states')
    .select('stateId')
    .where('name', '=', stateName)
    .where('countryId', '=', INDIA_COUNTRY_ID)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('brandBilling')
    .values({ userId, ...billing, stateId: state.stateId, modifiedOn: now.toISOString() })
    .execute();
}

/** The demo brand's and influencer's ids, when both exist. */
export async function demoAccountIds(db: Db): Promise<{ brand: number; influencer: number } | undefined> {
  const emailOf = (roleId: number) => DEMO_ACCOUNTS.find((a) => a.roleId === roleId)?.email ?? '';
  const rows = await db
    .selectFrom('users')
    .select(['id', 'roleId'])
    .where('email', 'in', [emailOf(Role.Brand), emailOf(Role.Influencer)])
    .execute();
  const brand = rows.find((r) => r.roleId === Role.Brand)?.id;
  const influencer = rows.find((r) => r.roleId === Role.Influencer)?.id;
  return brand && influencer ? { brand, influencer } : undefined;
}

/** A stored hash no password matches (verifyPassword accepts only the scrypt scheme). */
const lockedHash = () => `locked$${randomBytes(16).toString('base64url')}`;

/**
 * Demo accounts whose password is still the one published in the README are locked (a hash no
 * password matches) when this server may not hand them out, e.g. a database seeded on a loopback
 * run and then served on 0.0.0.0 or in production. An owner who set their own password keeps it.
 * Returns the e-mails locked.
 */
export async function lockPublishedPasswords(db: Db): Promise<string[]> {
  const published = new Map<string, string>(DEMO_ACCOUNTS.map((a) => [a.email, a.password]));
  const candidates = await db
    .selectFrom('users')
    .select(['id', 'email', 'passwordHash'])
    .where((eb) =>
      eb.or([
        eb('email', 'in', [...published.keys()]),
        eb('email', 'like', `%${DEMO_INFLUENCER_EMAIL_DOMAIN}`),
      ]),
    )
    .where('passwordHash', 'like', 'scrypt$%')
    .execute();
  const locked: string[] = [];
  for (const user of candidates) {
    const password = published.get(user.email) ?? DEMO_INFLUENCER_PASSWORD;
    if (!(await verifyPassword(password, user.passwordHash))) continue;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ passwordHash: lockedHash() }).where('id', '=', user.id).execute();
      // A token handed out while the published password worked must not outlive it.
      await endAllSessions(trx, user.id);
    });
    locked.push(user.email);
  }
  return locked;
}
