import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { databases, otpFromMail, testApp, type TestApp } from '../../../test/test-app';
import { DEMO_TAX_SUPPLIER, loadConfig } from '../../config';
import { connectDatabase } from '../../db/connect';
import { migrateToLatest } from '../../db/migrations';
import { seed } from '../../db/seed';
import { DEMO_ACCOUNTS, lockPublishedPasswords } from '../../db/seed/demo-accounts';
import { hashPassword } from '../auth/passwords';
import { exposureReport, productionProblems } from './safety';

const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  HOST: '0.0.0.0',
  JWT_SECRET: 'a-production-secret-of-forty-characters!',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
  SMTP_URL: 'smtp://mail.example.com:587',
  STRIPE_SECRET_KEY: 'sk_live_x',
  S3_BUCKET: 'collably-uploads',
  PUBLIC_URL: 'https://collably.in',
  PLATFORM_LEGAL_NAME: 'Example Marketplace Private Limited',
  PLATFORM_ADDRESS: '4th Floor, 12 MG Road, Bengaluru 560001, Karnataka',
  PLATFORM_GSTIN: '29AABCU9603R1ZJ',
  PLATFORM_TAN: 'BLRE12345F',
  TDS_SECTION: '194J',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@example.com',
};
/** The real entry point (src/main.ts through tsx) on a fresh data folder. */
function startServer(env: Record<string, string>) {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const dataDir = path.join(os.tmpdir(), `collably-startup-${process.pid}-${Date.now()}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('Collably is running') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  ready.catch(() => undefined); // awaited only by tests that expect the server to start
  return { child, ready, output: () => output };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const problemsOf = (env: Record<string, string>) =>
  productionProblems(loadConfig(env), { jwtSecretGiven: env.JWT_SECRET !== undefined });

describe('what the default start hands out', () => {
  it('binds loopback only, where the dev mailbox and demo accounts are on', () => {
    const { host, exposure } = loadConfig({});
    expect(host).toBe('127.0.0.1');
    expect(exposure).toMatchObject({ isLoopbackOnly: true, devMailbox: true, demoAccounts: true });
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'collably.example.com'])(
    'HOST=%s turns the dev mailbox and demo accounts off',
    (HOST) => {
      expect(loadConfig({ HOST }).exposure).toMatchObject({
        isLoopbackOnly: false,
        devMailbox: false,
        demoAccounts: false,
      });
    },
  );

  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1'])('HOST=%s is loopback', (HOST) => {
    expect(loadConfig({ HOST }).exposure.isLoopbackOnly).toBe(true);
  });

  it('production turns both off even on loopback; each is on only when explicitly allowed', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).exposure).toMatchObject({
      devMailbox: false,
      demoAccounts: false,
    });
    const allowed = loadConfig({ HOST: '0.0.0.0', ALLOW_DEV_MAILBOX: 'true', ALLOW_DEMO_ACCOUNTS: '1' });
    expect(allowed.exposure).toMatchObject({ devMailbox: true, demoAccounts: true });
    expect(loadConfig({ ALLOW_DEV_MAILBOX: 'false' }).exposure.devMailbox).toBe(false);
  });

  it('refuses a switch that is not a yes or no', () => {
    expect(() => loadConfig({ ALLOW_DEV_MAILBOX: 'sure' })).toThrow();
  });

  it('says at start-up why each is on or off', () => {
    const messages = exposureReport(loadConfig({ HOST: '0.0.0.0' })).map((l) => l.message);
    expect(messages.join('\n')).toContain('The dev mailbox (/dev/mailbox): off because HOST=0.0.0.0');
    expect(messages.join('\n')).toContain('Demo accounts with published passwords: off');
    const explicit = exposureReport(loadConfig({ HOST: '0.0.0.0', ALLOW_DEV_MAILBOX: 'true' }));
    expect(explicit).toContainEqual({
      level: 'warn',
      message: 'The dev mailbox (/dev/mailbox): ON because ALLOW_DEV_MAILBOX=true.',
    });
  });
});

describe('production mode refuses unsafe settings', () => {
  it('accepts a production configuration with every real part given', () => {
    expect(problemsOf(SAFE_PRODUCTION)).toEqual([]);
  });

  it.each([
    ['a generated JWT secret', { JWT_SECRET: undefined }, 'JWT_SECRET is not set'],
    ['a short JWT secret', { JWT_SECRET: 'short' }, 'JWT_SECRET is shorter'],
    ['a generated data key', { DATA_ENCRYPTION_KEY: undefined }, 'DATA_ENCRYPTION_KEY is not set'],
    ['no SMTP', { SMTP_URL: undefined }, 'SMTP_URL is not set'],
    ['the dev mailbox on', { ALLOW_DEV_MAILBOX: undefined, HOST: '127.0.0.1' }, undefined],
    ['the sandbox provider', { STRIPE_SECRET_KEY: undefined }, 'No payment provider'],
    ['uploads on local disk', { S3_BUCKET: undefined }, 'S3_BUCKET is not set'],
    ['no public URL', { PUBLIC_URL: undefined }, 'PUBLIC_URL is not set'],
    ['no GSTIN of the platform', { PLATFORM_GSTIN: undefined }, 'PLATFORM_GSTIN is not set'],
    ['the demo GSTIN', { PLATFORM_GSTIN: DEMO_TAX_SUPPLIER.gstin }, 'PLATFORM_GSTIN is the demo supplier’s'],
    ['no legal name', { PLATFORM_LEGAL_NAME: undefined }, 'PLATFORM_LEGAL_NAME is not set'],
    [
      'the demo legal name',
      { PLATFORM_LEGAL_NAME: ` ${DEMO_TAX_SUPPLIER.legalName.toUpperCase()} ` },
      'PLATFORM_LEGAL_NAME is the demo supplier’s',
    ],
    ['no address', { PLATFORM_ADDRESS: undefined }, 'PLATFORM_ADDRESS is not set'],
    [
      'the demo address',
      { PLATFORM_ADDRESS: DEMO_TAX_SUPPLIER.address },
      'PLATFORM_ADDRESS is the demo supplier’s',
    ],
    [
      'an address marked as a demo',
      { PLATFORM_ADDRESS: 'Demo address, 1 Residency Road, Bengaluru 560025, Karnataka' },
      'PLATFORM_ADDRESS is the demo supplier’s',
    ],
    [
      'an address without a PIN code',
      { PLATFORM_ADDRESS: '12 MG Road, Bengaluru, Karnataka' },
      'PLATFORM_ADDRESS has no 6-digit PIN code',
    ],
    [
      'an address in another state than the GSTIN’s',
      { PLATFORM_ADDRESS: 'Baner Road, Pune 411045, Maharashtra' },
      'PLATFORM_ADDRESS is in Maharashtra but PLATFORM_GSTIN is registered in Karnataka (code 29)',
    ],
    [
      'an address naming no state',
      { PLATFORM_ADDRESS: '12 MG Road, Bengaluru 560001' },
      'PLATFORM_ADDRESS names no state or union territory: end it with Karnataka',
    ],
    ['no TAN', { PLATFORM_TAN: undefined }, 'PLATFORM_TAN is not set'],
    ['no TDS section chosen', { TDS_SECTION: undefined }, 'TDS_SECTION is not set: choose 194C or 194J'],
    ['no Grievance Officer', { GRIEVANCE_OFFICER_EMAIL: undefined }, 'GRIEVANCE_OFFICER_EMAIL is not set'],
    [
      'a fake social page server',
      { SOCIAL_PAGE_ORIGIN: 'http://127.0.0.1:4000' },
      'SOCIAL_PAGE_ORIGIN is set',
    ],
  ])('%s', (_what, change, expected) => {
    const env = Object.fromEntries(
      Object.entries({ ...SAFE_PRODUCTION, ...change }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    const problems = problemsOf(env);
    if (expected === undefined) expect(problems).toEqual([]);
    // One message for the one problem, so each reads on its own line of the refusal.
    else expect(problems).toEqual([expect.stringContaining(expected)]);
  });

  it('lists every problem of the supplier’s details at once, one message each', () => {
    const {
      PLATFORM_LEGAL_NAME: _name,
      PLATFORM_ADDRESS: _address,
      PLATFORM_GSTIN: _gstin,
      PLATFORM_TAN: _tan,
      ...withoutSupplier
    } = SAFE_PRODUCTION;
    const problems = problemsOf(withoutSupplier);
    expect(problems.map((p) => p.split(' ')[0])).toEqual([
      'PLATFORM_LEGAL_NAME',
      'PLATFORM_GSTIN',
      'PLATFORM_ADDRESS',
      'PLATFORM_TAN',
    ]);
    // Production lends no demo detail: a document could not be issued as the demo supplier by mistake.
    expect(loadConfig(withoutSupplier).taxSupplier).toEqual({
      legalName: '',
      address: '',
      gstin: '',
      tan: null,
      isDemo: false,
    });
    expect(
      problemsOf({
        ...withoutSupplier,
        PLATFORM_LEGAL_NAME: DEMO_TAX_SUPPLIER.legalName,
        PLATFORM_ADDRESS: 'Koregaon Park, Pune, Maharashtra',
        PLATFORM_GSTIN: DEMO_TAX_SUPPLIER.gstin,
      }),
    ).toEqual([
      expect.stringContaining('PLATFORM_LEGAL_NAME is the demo supplier’s'),
      expect.stringContaining('PLATFORM_GSTIN is the demo supplier’s'),
      expect.stringContaining('PLATFORM_ADDRESS has no 6-digit PIN code'),
      expect.stringContaining('PLATFORM_TAN is not set'),
    ]);
  });

  it.each([
    [
      'Karnataka, any letter case',
      '29AAACC1234F1Z4',
      'No. 7, Residency Road, Bengaluru 560 025, KARNATAKA, India',
    ],
    [
      'a state named earlier by a street or a bank',
      '27AAACC1234F1Z8',
      'Karnataka Bank Building, FC Road, Pune 411004, Maharashtra',
    ],
    [
      'a union territory with “&”',
      '35AAACC1234F1ZB',
      'Aberdeen Bazaar, Port Blair 744101, Andaman & Nicobar Islands',
    ],
    ['a former name', '34AAACC1234F1ZD', '10 Beach Road, Pondicherry 605001'],
  ])('accepts a complete supplier: %s', (_what, PLATFORM_GSTIN, PLATFORM_ADDRESS) => {
    expect(problemsOf({ ...SAFE_PRODUCTION, PLATFORM_GSTIN, PLATFORM_ADDRESS })).toEqual([]);
  });

  it('accepts each embedded part only when explicitly allowed', () => {
    const env = { ...SAFE_PRODUCTION } as Record<string, string>;
    delete env.SMTP_URL;
    delete env.STRIPE_SECRET_KEY;
    delete env.S3_BUCKET;
    expect(problemsOf(env)).toHaveLength(3);
    expect(
      problemsOf({
        ...env,
        ALLOW_DEV_MAILBOX: 'true',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        ALLOW_LOCAL_UPLOADS: 'true',
        ALLOW_DEMO_ACCOUNTS: 'true',
      }),
    ).toEqual([]);
  });

  it('development mode is never refused', () => {
    expect(problemsOf({ HOST: '0.0.0.0' })).toEqual([]);
  });

  it('a real process exits non-zero with the reasons instead of starting', async () => {
    const server = startServer({ NODE_ENV: 'production', PORT: '0' });
    const code = await new Promise<number | null>((resolve) => server.child.on('exit', resolve));
    const output = server.output();
    expect(code).toBe(1);
    expect(output).toContain('Collably refuses to start in production mode');
    expect(output).toContain('JWT_SECRET is not set');
    expect(output).toContain('No payment provider');
    expect(output).toContain('DATA_ENCRYPTION_KEY is not set');
    expect(output).toContain('PLATFORM_ADDRESS is not set');
    expect(output).toContain('PLATFORM_TAN is not set');
  });

  it('refuses a data key that is not 32 bytes of base64, in any mode', () => {
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /DATA_ENCRYPTION_KEY must be 32 bytes/,
    );
    expect(loadConfig({ DATA_ENCRYPTION_KEY: SAFE_PRODUCTION.DATA_ENCRYPTION_KEY }).dataEncryptionKey).toBe(
      SAFE_PRODUCTION.DATA_ENCRYPTION_KEY,
    );
  });

  it('takes a key list instead of the one key, and refuses a list that repeats an id or a key', () => {
    const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');
    const list = `2026b:${key(1)},2026a:${key(2)}`;
    const { DATA_ENCRYPTION_KEY: _single, ...withoutKey } = SAFE_PRODUCTION;
    expect(problemsOf({ ...withoutKey, DATA_ENCRYPTION_KEYS: list })).toEqual([]);
    expect(problemsOf({ ...SAFE_PRODUCTION, DATA_ENCRYPTION_KEYS: list })).toEqual([]);
    // DATA_ENCRYPTION_KEY joins the list as k0: a k0 of other bytes in the list is a contradiction.
    expect(problemsOf({ ...SAFE_PRODUCTION, DATA_ENCRYPTION_KEYS: `new:${key(1)},k0:${key(2)}` })).toEqual([
      expect.stringContaining("the key id 'k0' is given twice"),
    ]);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEYS: `a:${key(1)},a:${key(2)}` })).toThrow(/given twice/);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEYS: `a:${key(1)},short` })).toThrow(/DATA_ENCRYPTION_KEYS/);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEYS: 'a:too-short' })).toThrow(/must be 32 bytes/);
  });
});

describe('npm start on an address others can reach', () => {
  it('seeds no published passwords and serves no mailbox, and says so', async () => {
    const port = await freePort();
    const server = startServer({ HOST: '0.0.0.0', PORT: String(port) });
    try {
      await server.ready;
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/dev/mailbox`)).status).toBe(404);
      const admin = DEMO_ACCOUNTS.find((a) => a.roleId === Role.SuperAdmin)!;
      const login = await fetch(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Email: admin.email, Password: admin.password }),
      });
      expect(login.status).toBe(401);
      expect(server.output()).toContain('The dev mailbox (/dev/mailbox): off because HOST=0.0.0.0');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 60_000);
});

describe.each(databases())('account takeover through the dev mailbox on %s', (dialect) => {
  let reachable: TestApp;
  let loopback: TestApp;
  beforeAll(async () => {
    reachable = await testApp(dialect, {
      configure: (c) => (c.exposure = loadConfig({ HOST: '0.0.0.0' }).exposure),
    });
    loopback = await testApp(dialect);
  });
  afterAll(async () => {
    await reachable.close();
    await loopback.close();
  });

  it('a server reachable by others serves no mailbox, so a reset code cannot be read', async () => {
    const admin = await reachable.user(Role.SuperAdmin);
    const sent = await reachable.post('/api/user/sendotp', undefined, { query: { email: admin.email } });
    expect(sent.statusCode).toBe(200);
    const mailbox = await reachable.get(`/dev/mailbox?to=${encodeURIComponent(admin.email)}`);
    expect(mailbox.statusCode).toBe(404);
    expect(mailbox.body).not.toMatch(/\b\d{6}\b/);
  });

  it('the loopback-only development server still shows the local user their code', async () => {
    const user = await loopback.user(Role.Brand);
    await loopback.post('/api/user/sendotp', undefined, { query: { email: user.email } });
    const mailbox = await loopback.get(`/dev/mailbox?to=${encodeURIComponent(user.email)}`);
    expect(mailbox.statusCode).toBe(200);
    expect(otpFromMail(mailbox.body)).toBeDefined();
  });
});

describe('demo accounts with published passwords', () => {
  it('are not seeded when they may not be handed out', async () => {
    const { db } = connectDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(db, 'sqlite');
    expect(await seed(db, new Date(), { demo: false })).toBe(false);
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    await db.destroy();
  });

  it('are locked when a database seeded on loopback is later served to others', async () => {
    const { db } = connectDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(db, 'sqlite');
    await seed(db, new Date(), { demo: true });
    const admin = DEMO_ACCOUNTS.find((a) => a.roleId === Role.SuperAdmin)!;
    const brand = DEMO_ACCOUNTS.find((a) => a.roleId === Role.Brand)!;
    // The brand's owner chose their own password: theirs is kept.
    await db
      .updateTable('users')
      .set({ passwordHash: await hashPassword('Own-Passw0rd') })
      .where('email', '=', brand.email)
      .execute();

    const locked = await lockPublishedPasswords(db);
    expect(locked).toContain(admin.email);
    expect(locked).not.toContain(brand.email);
    expect(await lockPublishedPasswords(db)).toEqual([]);

    const t = await testApp('sqlite');
    try {
      // The same rows in a running app: the published admin password no longer logs in.
      const rows = await db.selectFrom('users').selectAll().execute();
      for (const row of rows) {
        const { id: _id, ...values } = row;
        await t.db.insertInto('users').values(values).execute();
      }
      const login = await t.post('/api/user/login', { Email: admin.email, Password: admin.password });
      expect(login.statusCode).toBe(401);
      const own = await t.post('/api/user/login', { Email: brand.email, Password: 'Own-Passw0rd' });
      expect(own.statusCode).toBe(200);
    } finally {
      await t.close();
      await db.destroy();
    }
  });
});
