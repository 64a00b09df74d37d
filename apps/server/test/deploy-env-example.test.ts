import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../src/config';
import { productionProblems } from '../src/platform/startup/safety';

/**
 * deploy/.env.example is what an operator copies for the documented compose deployment (docs/deploy.md). It must
 * keep up with what production mode requires: filled in, it starts; copied unfilled, it is refused with reasons
 * that name its own lines; and it names no variable the server does not read.
 */
const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy');
const exampleText = fs.readFileSync(path.join(deployDir, '.env.example'), 'utf8');
const composeText = fs.readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8');

/** KEY=value lines (the value is the rest of the line, as compose reads it), and `# KEY=…` alternatives. */
function parseEnvFile(text: string) {
  const values: Record<string, string> = {};
  const commented: string[] = [];
  for (const line of text.split('\n')) {
    const set = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (set) values[set[1]] = set[2].trim();
    const alternative = /^#\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (alternative) commented.push(alternative[1]);
  }
  return { values, commented };
}

/** `${NAME}` and `${NAME:-default}` of compose.yaml, from the env file (compose reads deploy/.env for both). */
const interpolate = (value: string, env: Record<string, string>) =>
  value.replace(/\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g, (_m, name: string, fallback?: string) =>
    env[name] !== undefined && env[name] !== '' ? env[name] : (fallback ?? ''),
  );

/** The `environment:` of the app instances (the x-collably anchor), which compose puts over the env file. */
function composeAppEnvironment(env: Record<string, string>): Record<string, string> {
  const lines = composeText.split('\n');
  const start = lines.findIndex((l) => /^ {2}environment:\s*$/.test(l));
  expect(start, 'compose.yaml has the app instances’ environment').toBeGreaterThan(0);
  const result: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (/^\s*#/.test(line)) continue;
    const entry = /^ {4}([A-Z][A-Z0-9_]*):\s*(.*)$/.exec(line);
    if (!entry) break;
    result[entry[1]] = interpolate(entry[2].replace(/^'(.*)'$/, '$1'), env);
  }
  return result;
}

/** Valid-shaped values an operator would put in place of the example's empty or 'replace-…' ones. */
const FILLED: Record<string, string> = {
  PUBLIC_URL: 'https://collably.example.in',
  JWT_SECRET: 'a-production-secret-of-forty-eight-characters!!!',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
  POSTGRES_PASSWORD: 'postgres-password',
  MINIO_ROOT_PASSWORD: 'minio-password',
  SMTP_URL: 'smtps://user:password@smtp.example.in:465',
  RAZORPAY_KEY_ID: 'rzp_live_AbCdEf123456',
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
  RAZORPAYX_ACCOUNT_NUMBER: '2323230000000001',
  RAZORPAYX_WEBHOOK_SECRET: 'razorpayx-webhook-secret',
  PLATFORM_LEGAL_NAME: 'Example Marketplace Private Limited',
  PLATFORM_ADDRESS: '12 MG Road, Bengaluru 560001, Karnataka',
  PLATFORM_GSTIN: '29AAACC1234F1Z4',
  PLATFORM_TAN: 'BLRE12345F',
  TDS_SECTION: '194J',
  TDS_CA_OPINION: 'CA R. Iyer, letter TX/37 of 12 January 2027',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@collably.example.in',
  GRIEVANCE_OFFICER_PHONE: '+91 80 4000 0000',
};

const example = parseEnvFile(exampleText);

/** What one app instance of the compose deployment sees with this env file. */
function instanceEnv(envFile: Record<string, string>): Record<string, string> {
  return { ...envFile, ...composeAppEnvironment(envFile) };
}

const problemsOf = (env: Record<string, string>) => {
  const config = loadConfig(env);
  return productionProblems(config, { jwtSecretGiven: config.jwtSecret !== undefined });
};

const VARIABLE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

describe('deploy/.env.example', () => {
  it('is the env file of the compose deployment, which runs in production mode', () => {
    expect(composeText).toMatch(/^ {2}env_file: \.env$/m);
    expect(instanceEnv(example.values).NODE_ENV).toBe('production');
  });

  it('names only variables the server reads or compose.yaml uses', () => {
    const known = new Set([
      ...CONFIG_VARIABLES,
      ...[...composeText.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]),
    ]);
    const unknown = [...Object.keys(example.values), ...example.commented].filter((name) => !known.has(name));
    expect(unknown).toEqual([]);
  });

  it('copied unfilled, is refused, each reason naming a variable the file lists', () => {
    const problems = problemsOf(instanceEnv(example.values));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      const named = problem.match(VARIABLE) ?? [];
      expect(
        named.some((name) => name in example.values),
        problem,
      ).toBe(true);
    }
    for (const name of [
      'PLATFORM_LEGAL_NAME',
      'PLATFORM_ADDRESS',
      'PLATFORM_GSTIN',
      'PLATFORM_TAN',
      'TDS_SECTION',
    ]) {
      expect(problems.join('\n')).toContain(`${name} is not set`);
    }
  });

  it('filled in with valid-shaped values, starts in production mode on Razorpay with the platform as supplier', () => {
    const stale = Object.keys(FILLED).filter((name) => !(name in example.values));
    expect(stale, 'values for variables the example no longer lists').toEqual([]);
    const unfilled = Object.entries(example.values)
      .filter(([name, value]) => (value === '' || /replace/i.test(value)) && FILLED[name] === undefined)
      .map(([name]) => name);
    expect(unfilled, 'placeholders this test has no valid-shaped value for').toEqual([]);

    const env = instanceEnv({ ...example.values, ...FILLED });
    expect(problemsOf(env)).toEqual([]);
    const config = loadConfig(env);
    expect(config.env).toBe('production');
    expect(config.razorpay).toMatchObject({
      keyId: FILLED.RAZORPAY_KEY_ID,
      webhookSecret: FILLED.RAZORPAY_WEBHOOK_SECRET,
      payoutAccountNumber: FILLED.RAZORPAYX_ACCOUNT_NUMBER,
      payoutWebhookSecret: FILLED.RAZORPAYX_WEBHOOK_SECRET,
    });
    expect(config.stripe).toBeUndefined();
    expect(config.taxSupplier).toEqual({
      legalName: FILLED.PLATFORM_LEGAL_NAME,
      address: FILLED.PLATFORM_ADDRESS,
      gstin: FILLED.PLATFORM_GSTIN,
      tan: FILLED.PLATFORM_TAN,
      isDemo: false,
    });
    expect(config.tds).toMatchObject({
      section: '194J',
      isSectionExplicit: true,
      caOpinion: FILLED.TDS_CA_OPINION,
    });
    expect(config.databaseUrl).toBe(`postgres://collably:${FILLED.POSTGRES_PASSWORD}@postgres:5432/collably`);
    expect(config.s3).toMatchObject({ bucket: 'collably', secretAccessKey: FILLED.MINIO_ROOT_PASSWORD });
  });
});
