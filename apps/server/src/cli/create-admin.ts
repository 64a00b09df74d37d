/**
 * Creates a super admin (99) or staff (98) account on the configured database: the way a real
 * deployment gets its first administrator, since production never seeds the demo accounts.
 *
 *   ADMIN_PASSWORD='…' node apps/server/dist/create-admin.js --email ops@example.com --name "Ops" [--role 98]
 *
 * The password comes from the environment, not the command line, so it stays out of shell history
 * and process listings.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ZEmail } from '@collably/shared/schemas/auth';
import { PASSWORD_MAX, PASSWORD_MIN } from '@collably/shared/constants/limits';
import { Role } from '@collably/shared/constants/roles';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { features } from '../features';
import { migrationsOf } from '../platform/feature';
import { seedMasterData } from '../db/seed/master-data';
import { insertActiveAccount } from '../db/seed/accounts';

const ZAdminAccount = z.object({
  email: ZEmail,
  name: z.string().trim().min(1, 'Give a --name').max(100),
  role: z.union([z.literal(Role.SuperAdmin), z.literal(Role.Staff)], { error: '--role must be 99 or 98' }),
  password: z
    .string({ error: 'Set ADMIN_PASSWORD' })
    .min(PASSWORD_MIN, `ADMIN_PASSWORD needs at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `ADMIN_PASSWORD may have at most ${PASSWORD_MAX} characters`),
});
export type AdminAccount = z.infer<typeof ZAdminAccount>;

export async function createAdminAccount(db: Db, account: AdminAccount, now = new Date()): Promise<number> {
  const email = account.email.trim().toLowerCase();
  const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) throw new Error(`An account with ${email} already exists.`);
  return insertActiveAccount(
    db,
    { roleId: account.role, name: account.name, userName: null, email, password: account.password },
    now,
  );
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: '99' } },
  });
  const parsed = ZAdminAccount.safeParse({
    email: values.email,
    name: values.name,
    role: Number(values.role),
    password: process.env.ADMIN_PASSWORD,
  });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => i.message).join('\n'));
    process.exit(2);
  }
  const config = loadConfig();
  const { db, dialect } = connectDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'collably.db'),
  });
  try {
    await migrateToLatest(db, dialect, undefined, migrationsOf(features));
    await seedMasterData(db);
    const id = await createAdminAccount(db, parsed.data);
    console.log(`Created ${parsed.data.role === Role.SuperAdmin ? 'super admin' : 'staff'} account ${id}.`);
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && path.basename(process.argv[1]).startsWith('create-admin')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
