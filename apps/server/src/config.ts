import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDataKey, parseDataKeys } from './platform/crypto/field-cipher';
import { z } from 'zod';
import { CHAT_SEND_WINDOW_MS, CHAT_SENDS_PER_WINDOW } from '@collably/shared/constants/chat';
import {
  COLLAB_CLOCK_DAYS,
  COLLAB_CLOCK_MAX_DAYS,
  UNSENT_DETAILS_REFUND_DAYS,
  UNSENT_DETAILS_REMINDER_HOURS,
  DEFAULT_PLATFORM_FEE_PERCENT,
  MAX_ATTACHMENT_BYTES,
  MAX_COLLAB_FILES,
  MAX_PICTURE_BYTES,
} from '@collably/shared/constants/limits';
import type { TClockName, TCollabClockDays } from '@collably/shared/domain/collab-status';
import { isValidGstin, normaliseGstin } from '@collably/shared/domain/gstin';
import { GST_REGIONS, gstRegionByCode, type TGstRegion } from '@collably/shared/constants/gst-states';
import { gstinRegion } from '@collably/shared/domain/gst-invoice';
import { TDS_SECTIONS, type TTdsSection } from '@collably/shared/constants/tds-rules';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** An explicit yes/no switch; unset means 'decide from the environment' (see `exposureOf`). */
const optionalSwitch = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v)));

/** Whole days of one collab clock, 1 to a year; unset keeps the shared default. */
const clockDays = (fallback: number) =>
  z.coerce.number().int().min(1).max(COLLAB_CLOCK_MAX_DAYS).default(fallback);

/** The environment variable overriding each collab clock's days (domain/collab-status COLLAB_CLOCKS). */
export const COLLAB_CLOCK_ENV: Readonly<Record<TClockName, string>> = {
  acceptOverdue: 'COLLAB_CLOCK_NEW_DAYS',
  deliveryOverdue: 'COLLAB_CLOCK_DELIVERY_DAYS',
  approvalOverdue: 'COLLAB_CLOCK_REVIEW_DAYS',
  postOverdue: 'COLLAB_CLOCK_POST_DAYS',
  confirmOverdue: 'COLLAB_CLOCK_CONFIRM_DAYS',
  disputeExpired: 'COLLAB_CLOCK_DISPUTE_DAYS',
  helpdeskReminder: 'COLLAB_CLOCK_HELPDESK_DAYS',
};

const ZClockEnv = z.object(
  Object.fromEntries(
    (Object.keys(COLLAB_CLOCK_ENV) as TClockName[]).map((name) => [
      COLLAB_CLOCK_ENV[name],
      clockDays(COLLAB_CLOCK_DAYS[name]),
    ]),
  ),
);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Loopback by default: the embedded demo (dev mailbox, published demo passwords) must not be
  // reachable from another machine unless someone chooses to expose it.
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Collably <no-reply@collably.in>'),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('ap-south-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Razorpay (docs/deploy.md): chosen over Stripe when both keys are set. */
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /** Payout terms shown in the Request Payout form: the smallest payout, and its fee and who bears it. */
  PAYOUT_MIN_RUPEES: z.coerce.number().int().min(0).max(100_000).default(0),
  PAYOUT_FEE_RUPEES: z.coerce
    .number()
    .min(0)
    .max(1_000)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: 'PAYOUT_FEE_RUPEES must be in whole paise',
    })
    .default(0),
  PAYOUT_FEE_BEARER: z.enum(['platform', 'influencer']).default('platform'),
  /** The most one UPI payout may carry: NPCI's ₹1,00,000 unless RazorpayX set the account higher. */
  RAZORPAYX_UPI_MAX_RUPEES: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  /** RazorpayX's own webhook secret (payout events); unset: the payment webhook's secret is used for both. */
  RAZORPAYX_WEBHOOK_SECRET: optionalString,
  /** The RazorpayX account that pays influencers out (with the Razorpay keys); unset: transfers by hand. */
  RAZORPAYX_ACCOUNT_NUMBER: optionalString,
  /** Razorpay's API origin; tests point it at a local fake (no test touches the internet). */
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  /**
   * Tests and e2e only (production refuses it): every public-page fetch of social verification goes to this
   * origin instead of the platform's host, keeping the path (a local fake page server).
   */
  SOCIAL_PAGE_ORIGIN: optionalString.pipe(z.url().optional()),
  /**
   * A GST service provider's API (docs/tax.md § GST held): the platform's GSTR-2B is pulled from it monthly
   * (features/gst-held/gsp.ts); unset, the super admin uploads the file from the GST portal instead.
   */
  GSP_URL: optionalString.pipe(z.url().optional()),
  GSP_API_KEY: optionalString,
  JWT_SECRET: optionalString,
  /** 32 bytes in base64 (`openssl rand -base64 32`): the key of the personal financial data at rest. */
  DATA_ENCRYPTION_KEY: optionalString.refine((v) => v === undefined || parseDataKey(v) !== undefined, {
    message: 'DATA_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
  }),
  /** 'id:base64,id:base64': the first key encrypts, every one decrypts (key rotation, docs/deploy.md). */
  DATA_ENCRYPTION_KEYS: optionalString.superRefine((v, issue) => {
    const parsed = v === undefined ? [] : parseDataKeys(v);
    if (!Array.isArray(parsed))
      issue.addIssue({ code: 'custom', message: `DATA_ENCRYPTION_KEYS: ${parsed.problem}` });
  }),
  PUBLIC_URL: optionalString,
  // Whole percent: the shared pricing rule splits paise with integer arithmetic.
  UNSENT_DETAILS_REMINDER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(COLLAB_CLOCK_MAX_DAYS * 24)
    .default(UNSENT_DETAILS_REMINDER_HOURS),
  UNSENT_DETAILS_REFUND_DAYS: clockDays(UNSENT_DETAILS_REFUND_DAYS),
  PLATFORM_FEE_PERCENT: z.coerce.number().int().min(0).max(100).default(DEFAULT_PLATFORM_FEE_PERCENT),
  /**
   * The supplier on tax invoices (docs/tax.md): legal name, GSTIN (its state is the platform's) and address. Unset,
   * the demo supplier's stand in outside production; production refuses to start (taxSupplierProblems).
   */
  PLATFORM_LEGAL_NAME: optionalString,
  PLATFORM_GSTIN: optionalString
    .transform((v) => (v === undefined ? undefined : normaliseGstin(v)))
    .refine((v) => v === undefined || (isValidGstin(v) && gstinRegion(v) !== undefined), {
      message: 'PLATFORM_GSTIN must be a valid GSTIN of a state or union territory',
    }),
  PLATFORM_ADDRESS: optionalString,
  // The Grievance Officer the privacy policy names (DPDP Act 2023, IT Rules 2021); production needs the e-mail.
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(120).default('Collably Trust & Safety'),
  GRIEVANCE_OFFICER_EMAIL: optionalString.pipe(z.email().max(254).optional()),
  GRIEVANCE_OFFICER_PHONE: optionalString.pipe(z.string().max(40).optional()),
  /** The Tax deduction Account Number, printed on influencers' TDS statements. */
  PLATFORM_TAN: optionalString
    .transform((v) => v?.toUpperCase())
    .refine((v) => v === undefined || /^[A-Z]{4}[0-9]{5}[A-Z]$/.test(v), {
      message: 'PLATFORM_TAN must be a TAN, like PNEC12345D',
    }),
  /**
   * The section TDS is deducted under (issue 37, docs/tax.md § TDS): 194C or 194J, as the chartered accountant
   * advises. Development and tests default to 194J; production refuses to start until it is set (tdsProblems).
   */
  TDS_SECTION: optionalString.pipe(z.enum(TDS_SECTIONS).optional()),
  /** The first day (YYYY-MM-DD, India time) of a change of TDS_SECTION; unset or not later: the next 1 April. */
  TDS_SECTION_FROM: optionalString.pipe(
    z.iso.date({ error: 'TDS_SECTION_FROM must be a day, like 2027-04-01' }).optional(),
  ),
  /** The serial of s. 393's table (Income-tax Act 2025) of each section, as the chartered accountant confirms it. */
  TDS_ACT_2025_SERIAL_194C: optionalString.pipe(z.string().max(120).optional()),
  TDS_ACT_2025_SERIAL_194J: optionalString.pipe(z.string().max(120).optional()),
  /** The reference and date of the chartered accountant's written opinion on the section, shown to the super admin. */
  TDS_CA_OPINION: optionalString.pipe(z.string().max(300).optional()),
  /** A PAN verification service (issue 37): PANs are checked for being operative; unset, taken as given. */
  PAN_VERIFY_URL: optionalString.pipe(z.url().optional()),
  PAN_VERIFY_KEY: optionalString,
  WEB_DIST: optionalString,
  /** Multiplies every rate limit; end-to-end runs raise it because all their users share one IP. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For): unset or `false` = none,
   * so req.ip is the socket's address; `true`, a hop count, or a comma list of IPs / CIDRs otherwise.
   */
  TRUST_PROXY: optionalString,
  /** Listing response bodies kept per read-model version; 0 turns the cache off (benchmarks). */
  LISTING_CACHE_ENTRIES: z.coerce.number().int().min(0).default(500),
  /** Server renders of public pages one instance starts per second; past it the page is sent unpainted (0: never paint). */
  FIRST_PAINT_RENDERS_PER_SECOND: z.coerce.number().min(0).max(1_000).default(5),
  /** Worker threads that render public pages, off the event loop that answers the API (0: never paint). */
  FIRST_PAINT_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ALLOW_DEV_MAILBOX: optionalSwitch,
  ALLOW_DEMO_ACCOUNTS: optionalSwitch,
  ALLOW_SANDBOX_PAYMENTS: optionalSwitch,
  ALLOW_LOCAL_UPLOADS: optionalSwitch,
  /** Benchmarks only: serve legal texts counsel has not approved yet in production mode (issue 36). */
  ALLOW_DRAFT_LEGAL_TEXTS: optionalSwitch,
});

/** Every environment variable the server reads (deploy/.env.example may name no other). */
export const CONFIG_VARIABLES: readonly string[] = [
  ...Object.keys(ZEnv.shape),
  ...Object.values(COLLAB_CLOCK_ENV),
];

/**
 * The made-up supplier of development and demo runs (its GSTIN has a valid checksum, Maharashtra): each detail
 * stands in for an unset PLATFORM_* outside production only. Production refuses every one (taxSupplierProblems).
 */
export const DEMO_TAX_SUPPLIER = {
  legalName: 'Collably Technologies Private Limited (demo)',
  address: 'Demo address, Baner Road, Pune 411045, Maharashtra',
  gstin: '27AAACD0000D1ZP',
} as const;

export type RateLimitRule = { max: number; timeWindowMs: number };

/**
 * What this process may hand out. The dev mailbox shows every mail (OTPs included) and the demo
 * accounts have passwords published in the README, so both exist only on a loopback-only
 * development server unless switched on explicitly.
 */
export type Exposure = {
  /** HOST is a loopback address: no other machine can reach this server. */
  isLoopbackOnly: boolean;
  devMailbox: boolean;
  demoAccounts: boolean;
  /** Each switch that was set explicitly (ALLOW_*), for the start-up report and production checks. */
  explicit: {
    devMailbox?: boolean;
    demoAccounts?: boolean;
    sandboxPayments?: boolean;
    localUploads?: boolean;
    draftLegalTexts?: boolean;
  };
};

/** Failures grow the wait: `freeFailures` tries, then baseDelayMs doubling up to maxDelayMs. */
export type BackoffRule = {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
};

/** What Fastify's trustProxy accepts. */
export type TrustProxy = boolean | number | string[];

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  exposure: Exposure;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Set by tests: the PostgreSQL schema a test file owns. */
  databaseSchema?: string;
  redisUrl?: string;
  /** Prefix of every Redis key, so several deployments (or test files) can share one Redis. */
  redisPrefix: string;
  smtpUrl?: string;
  mailFrom: string;
  s3?: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string };
  stripe?: { secretKey: string; webhookSecret?: string };
  payoutTerms: {
    minimumPaise: number;
    feePaise: number;
    feeBearer: 'platform' | 'influencer';
    /** The most one UPI transfer may carry (RAZORPAYX_UPI_MAX_RUPEES). */
    upiMaxPaise: number;
  };
  razorpay?: {
    keyId: string;
    keySecret: string;
    webhookSecret?: string;
    apiUrl: string;
    /** RazorpayX's webhook secret for payout events (RAZORPAYX_WEBHOOK_SECRET, else `webhookSecret`). */
    payoutWebhookSecret?: string;
    /** RazorpayX: payouts are sent through it when set. */
    payoutAccountNumber?: string;
  };
  /**
   * Fetching an account's public page to find its verification code (issue 18): `origin` replaces the
   * platform's host (SOCIAL_PAGE_ORIGIN, tests only); a short timeout and a size cap bound each fetch.
   */
  socialPages: { origin?: string; timeoutMs: number; maxBytes: number };
  /** The GST service provider GSTR-2B is pulled from (GSP_URL, GSP_API_KEY); unset: uploads only. */
  gsp?: { url: string; apiKey: string; timeoutMs: number; maxBytes: number };
  /** When unset, a secret is generated once and kept in dataDir. */
  jwtSecret?: string;
  /**
   * Key (base64, 32 bytes) of PAN, account number, UPI ID and phone at rest. When unset, one is generated once
   * and kept in dataDir (embedded mode); production refuses to start without it.
   */
  dataEncryptionKey?: string;
  /** The key list of a rotation ('id:base64,…', the first current); DATA_ENCRYPTION_KEY joins it as 'k0'. */
  dataEncryptionKeys?: string;
  publicUrl: string;
  /** False when PUBLIC_URL was left to its localhost default (production refuses that). */
  isPublicUrlGiven: boolean;
  platformFeePercent: number;
  /** Who answers privacy grievances, on the policy pages; `isDemo` until GRIEVANCE_OFFICER_EMAIL is given. */
  grievanceOfficer: { name: string; email: string; phone: string | null; isDemo: boolean };
  /**
   * The supplier on tax invoices and the deductor on TDS statements. Outside production an unset detail is the demo
   * supplier's (`isDemo`); in production it stays empty and the server refuses to start (taxSupplierProblems).
   */
  taxSupplier: { legalName: string; gstin: string; address: string; tan: string | null; isDemo: boolean };
  /** Income-tax TDS on influencers' credits (issue 37, docs/tax.md § TDS). */
  tds: TdsConfig;
  /** The PAN verification service, when configured (platform/pan-verify). */
  panVerify?: { url: string; key: string; timeoutMs: number };
  /** The web app's build (WEB_DIST, else beside the server's); without one only the API and sitemaps are served. */
  webDist?: string;
  logLevel: string;
  /** Listing response bodies cached per read-model version (0: off). */
  listingCacheEntries: number;
  /** Server renders of public pages started per second on one instance (platform/http/first-paint.ts). */
  firstPaintRendersPerSecond: number;
  /** Worker threads rendering public pages on one instance (platform/http/first-paint.ts). */
  firstPaintWorkers: number;
  /** Upload limits (spec §9); tests lower them to check the 500 MB rule without sending 500 MB. */
  uploads: { maxPictureBytes: number; maxAttachmentBytes: number; maxAttachmentFiles: number };
  /** Off by default: X-Forwarded-For is believed only from proxies named here. */
  trustProxy: TrustProxy;
  /** Each rule runs per IP and per account (normalised e-mail). */
  rateLimits: {
    login: RateLimitRule;
    register: RateLimitRule;
    otp: RateLimitRule;
    reset: RateLimitRule;
    /** One-time codes mailed to one account (sign-up and reset together). */
    otpMails: RateLimitRule;
    /** Chat messages one user sends, over all their sockets and instances (flood limit). */
    chatSend: RateLimitRule;
    /** Direct links the YouTube tool makes for one IP (each may add a row). */
    ytLink: RateLimitRule;
    /** Opens of /yt pages one IP reports (each may add to a link's count). */
    ytOpen: RateLimitRule;
    /** Web-vitals reports one IP sends (each adds a few rows). */
    vitals: RateLimitRule;
    /** Referral visits one IP reports for server-painted profiles (each may add a row). */
    referralVisit: RateLimitRule;
    /** Public-page checks of social verification one influencer asks for (each fetches a page). */
    socialCheck: RateLimitRule;
  };
  /** Per account: wrong passwords (login) and wrong codes (across every code the account was sent). */
  backoff: BackoffRule;
  /** Days of each collab clock (COLLAB_CLOCK_*_DAYS, default COLLAB_CLOCK_DAYS): the sweeps and due dates. */
  collabClockDays: TCollabClockDays;
  /** A paid order whose collab details never came: reminder after hours, refund after days (issue 11). */
  unsentDetails: { reminderHours: number; refundDays: number };
};

export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  login: { max: 10, timeWindowMs: 60_000 },
  register: { max: 10, timeWindowMs: 60_000 },
  otp: { max: 10, timeWindowMs: 60_000 },
  reset: { max: 5, timeWindowMs: 60_000 },
  otpMails: { max: 5, timeWindowMs: 24 * 3_600_000 },
  chatSend: { max: CHAT_SENDS_PER_WINDOW, timeWindowMs: CHAT_SEND_WINDOW_MS },
  ytLink: { max: 30, timeWindowMs: 60_000 },
  ytOpen: { max: 30, timeWindowMs: 10 * 60_000 },
  vitals: { max: 30, timeWindowMs: 10 * 60_000 },
  referralVisit: { max: 30, timeWindowMs: 10 * 60_000 },
  socialCheck: { max: 10, timeWindowMs: 60 * 60_000 },
};

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]', '0:0:0:0:0:0:0:1']);

/** 127.0.0.0/8, ::1 and localhost; anything else (0.0.0.0, ::, a LAN address) is reachable by others. */
export const isLoopbackHost = (host: string) =>
  LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

function exposureOf(e: z.infer<typeof ZEnv>): Exposure {
  const isLoopbackOnly = isLoopbackHost(e.HOST);
  const safeByDefault = isLoopbackOnly && e.NODE_ENV !== 'production';
  return {
    isLoopbackOnly,
    devMailbox: e.ALLOW_DEV_MAILBOX ?? safeByDefault,
    demoAccounts: e.ALLOW_DEMO_ACCOUNTS ?? safeByDefault,
    explicit: {
      devMailbox: e.ALLOW_DEV_MAILBOX,
      demoAccounts: e.ALLOW_DEMO_ACCOUNTS,
      sandboxPayments: e.ALLOW_SANDBOX_PAYMENTS,
      localUploads: e.ALLOW_LOCAL_UPLOADS,
      draftLegalTexts: e.ALLOW_DRAFT_LEGAL_TEXTS,
    },
  };
}

export const DEFAULT_BACKOFF: BackoffRule = {
  freeFailures: 5,
  baseDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 3_600_000,
};

export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The supplier's details as given. Outside production an unset one is the demo supplier's, so `npm start` issues
 * documents with no settings; production keeps it empty (no default to recognise later) and refuses to start.
 */
function taxSupplierOf(e: z.infer<typeof ZEnv>): Config['taxSupplier'] {
  const standIn = e.NODE_ENV === 'production' ? { legalName: '', address: '', gstin: '' } : DEMO_TAX_SUPPLIER;
  return {
    legalName: e.PLATFORM_LEGAL_NAME ?? standIn.legalName,
    gstin: e.PLATFORM_GSTIN ?? standIn.gstin,
    address: e.PLATFORM_ADDRESS ?? standIn.address,
    tan: e.PLATFORM_TAN ?? null,
    isDemo:
      e.NODE_ENV !== 'production' &&
      (e.PLATFORM_LEGAL_NAME === undefined ||
        e.PLATFORM_GSTIN === undefined ||
        e.PLATFORM_ADDRESS === undefined),
  };
}

/** Other names people write in addresses for a state or union territory, by GST state code. */
const REGION_ALIASES: readonly (readonly [string, string])[] = [
  ['Orissa', '21'],
  ['Pondicherry', '34'],
  ['Uttaranchal', '05'],
  ['Daman and Diu', '26'],
  ['Dadra and Nagar Haveli', '26'],
];

const addressWords = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * The state or union territory an address names last: Indian addresses end with it ('…, Bengaluru 560001,
 * Karnataka'), and a name met earlier may be a street's or a bank's ('Karnataka Bank, Pune …, Maharashtra').
 */
export function addressRegion(address: string): TGstRegion | undefined {
  const words = addressWords(address);
  let found: { region: TGstRegion; end: number } | undefined;
  const names = [
    ...GST_REGIONS.map((r) => [r.name, r] as const),
    ...REGION_ALIASES.map(([alias, code]) => [alias, gstRegionByCode(code)!] as const),
  ];
  for (const [name, region] of names) {
    const needle = addressWords(name);
    const at = words.lastIndexOf(needle);
    if (at >= 0 && (found === undefined || at + needle.length > found.end)) {
      found = { region, end: at + needle.length };
    }
  }
  return found?.region;
}

/** A 6-digit Indian PIN code (the first digit is never 0), also written '560 001'. */
const PIN_CODE = /(?:^|\D)[1-9]\d{2} ?\d{3}(?!\d)/;

const sameText = (a: string, b: string) => addressWords(a) === addressWords(b);

/**
 * Why production must not issue tax documents as this supplier (issue 36), one message per problem: each of the
 * legal name, address, GSTIN and TAN given and none the demo supplier's; the address with a PIN code and in the
 * state of the GSTIN (its first two digits), as a tax invoice names the supplier (CGST Rules, rule 46).
 */
export function taxSupplierProblems(supplier: Config['taxSupplier']): string[] {
  const problems: string[] = [];
  const { legalName, address, gstin, tan } = supplier;
  if (legalName === '') {
    problems.push(
      'PLATFORM_LEGAL_NAME is not set: tax invoices and TDS statements must name the platform as registered (docs/tax.md).',
    );
  } else if (sameText(legalName, DEMO_TAX_SUPPLIER.legalName)) {
    problems.push(
      'PLATFORM_LEGAL_NAME is the demo supplier’s: set the platform’s legal name as registered (docs/tax.md).',
    );
  }
  const isGstinReal = gstin !== '' && gstin !== DEMO_TAX_SUPPLIER.gstin;
  if (gstin === '') {
    problems.push('PLATFORM_GSTIN is not set: tax invoices would carry no supplier’s GSTIN (docs/tax.md).');
  } else if (!isGstinReal) {
    problems.push(
      `PLATFORM_GSTIN is the demo supplier’s made-up GSTIN (${DEMO_TAX_SUPPLIER.gstin}): set the platform’s own (docs/tax.md).`,
    );
  }
  if (address === '') {
    problems.push(
      'PLATFORM_ADDRESS is not set: tax invoices must carry the supplier’s registered address (docs/tax.md).',
    );
  } else if (sameText(address, DEMO_TAX_SUPPLIER.address) || /demo address/i.test(address)) {
    problems.push(
      'PLATFORM_ADDRESS is the demo supplier’s: set the platform’s registered address, with its PIN code and state (docs/tax.md).',
    );
  } else {
    if (!PIN_CODE.test(address)) {
      problems.push(
        'PLATFORM_ADDRESS has no 6-digit PIN code: write the full registered address (docs/tax.md).',
      );
    }
    const registered = isGstinReal ? gstinRegion(gstin) : undefined;
    const named = addressRegion(address);
    if (registered !== undefined && named === undefined) {
      problems.push(
        `PLATFORM_ADDRESS names no state or union territory: end it with ${registered.name}, the state of PLATFORM_GSTIN (code ${registered.code}).`,
      );
    } else if (registered !== undefined && named !== undefined && named.code !== registered.code) {
      problems.push(
        `PLATFORM_ADDRESS is in ${named.name} but PLATFORM_GSTIN is registered in ${registered.name} (code ${registered.code}): the supplier’s address must be in its GSTIN’s state.`,
      );
    }
  }
  if (tan === null) {
    problems.push(
      'PLATFORM_TAN is not set: influencers’ TDS statements must carry the platform’s TAN as deductor (docs/tax.md § TDS).',
    );
  }
  return problems;
}

/** The TDS section and its paperwork, as configured (issue 37). */
export type TdsConfig = {
  section: TTdsSection;
  /** False when TDS_SECTION was left to the development default (production refuses that). */
  isSectionExplicit: boolean;
  /** TDS_SECTION_FROM: the first day of a change of section, when later than the day it is seen. */
  sectionFrom?: string;
  /** The serial of s. 393's table printed for each section under the 2025 Act. */
  act2025Serials: Record<TTdsSection, string>;
  /** The reference and date of the chartered accountant's written opinion; null until recorded. */
  caOpinion: string | null;
};

/** The development and test section when TDS_SECTION is unset (CBDT Circular 715 on artistes and models). */
export const DEV_TDS_SECTION: TTdsSection = '194J';

/** Printed after 's. 393' until the deployment records the serial the chartered accountant confirms. */
export const ACT_2025_SERIAL_PENDING = 'Table serial to be confirmed by the chartered accountant';

function tdsOf(e: z.infer<typeof ZEnv>): TdsConfig {
  return {
    section: e.TDS_SECTION ?? DEV_TDS_SECTION,
    isSectionExplicit: e.TDS_SECTION !== undefined,
    sectionFrom: e.TDS_SECTION_FROM,
    act2025Serials: {
      '194C': e.TDS_ACT_2025_SERIAL_194C ?? ACT_2025_SERIAL_PENDING,
      '194J': e.TDS_ACT_2025_SERIAL_194J ?? ACT_2025_SERIAL_PENDING,
    },
    caOpinion: e.TDS_CA_OPINION ?? null,
  };
}

/**
 * Why production must not withhold TDS with this configuration (issue 37): the section is a choice of law the
 * deployment makes with its chartered accountant, so it is never left to the development default.
 */
export function tdsProblems(tds: TdsConfig): string[] {
  return tds.isSectionExplicit
    ? []
    : [
        'TDS_SECTION is not set: choose 194C or 194J, as the chartered accountant’s written opinion advises (docs/tax.md § TDS).',
      ];
}

/** The web app's build beside the server's: apps/web/dist from src/ (tsx) and from dist/ (the bundle). */
const defaultWebDist = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = ZEnv.parse(env);
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  if (e.RAZORPAYX_ACCOUNT_NUMBER && !e.RAZORPAY_KEY_ID) {
    throw new Error('RAZORPAYX_ACCOUNT_NUMBER needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  }
  if (Boolean(e.GSP_URL) !== Boolean(e.GSP_API_KEY)) {
    throw new Error('GSP_URL and GSP_API_KEY must be set together');
  }
  if (Boolean(e.PAN_VERIFY_URL) !== Boolean(e.PAN_VERIFY_KEY)) {
    throw new Error('PAN_VERIFY_URL and PAN_VERIFY_KEY must be set together');
  }
  const clocks = ZClockEnv.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    exposure: exposureOf(e),
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: 'collably:',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    payoutTerms: {
      minimumPaise: e.PAYOUT_MIN_RUPEES * 100,
      feePaise: Math.round(e.PAYOUT_FEE_RUPEES * 100),
      feeBearer: e.PAYOUT_FEE_BEARER,
      upiMaxPaise: e.RAZORPAYX_UPI_MAX_RUPEES * 100,
    },
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
            payoutAccountNumber: e.RAZORPAYX_ACCOUNT_NUMBER,
            payoutWebhookSecret: e.RAZORPAYX_WEBHOOK_SECRET ?? e.RAZORPAY_WEBHOOK_SECRET,
          }
        : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined,
    socialPages: {
      origin: e.SOCIAL_PAGE_ORIGIN?.replace(/\/$/, ''),
      timeoutMs: 5_000,
      maxBytes: 2 * 1024 * 1024,
    },
    gsp:
      e.GSP_URL && e.GSP_API_KEY
        ? {
            url: e.GSP_URL.replace(/\/$/, ''),
            apiKey: e.GSP_API_KEY,
            timeoutMs: 30_000,
            maxBytes: 5 * 1024 * 1024,
          }
        : undefined,
    jwtSecret: e.JWT_SECRET,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    dataEncryptionKeys: e.DATA_ENCRYPTION_KEYS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    isPublicUrlGiven: e.PUBLIC_URL !== undefined,
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
    taxSupplier: taxSupplierOf(e),
    tds: tdsOf(e),
    panVerify:
      e.PAN_VERIFY_URL && e.PAN_VERIFY_KEY
        ? { url: e.PAN_VERIFY_URL, key: e.PAN_VERIFY_KEY, timeoutMs: 5_000 }
        : undefined,
    grievanceOfficer: {
      name: e.GRIEVANCE_OFFICER_NAME,
      email: e.GRIEVANCE_OFFICER_EMAIL ?? 'grievance@collably.in',
      phone: e.GRIEVANCE_OFFICER_PHONE ?? null,
      isDemo: e.GRIEVANCE_OFFICER_EMAIL === undefined,
    },
    webDist: e.WEB_DIST ?? defaultWebDist(),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    listingCacheEntries: e.LISTING_CACHE_ENTRIES,
    firstPaintRendersPerSecond: e.FIRST_PAINT_RENDERS_PER_SECOND,
    firstPaintWorkers: e.FIRST_PAINT_WORKERS,
    rateLimits: Object.fromEntries(
      Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [
        name,
        { ...rule, max: Math.ceil(rule.max * e.RATE_LIMIT_SCALE) },
      ]),
    ) as Config['rateLimits'],
    backoff: {
      ...DEFAULT_BACKOFF,
      freeFailures: Math.ceil(DEFAULT_BACKOFF.freeFailures * e.RATE_LIMIT_SCALE),
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    uploads: {
      maxPictureBytes: MAX_PICTURE_BYTES,
      maxAttachmentBytes: MAX_ATTACHMENT_BYTES,
      maxAttachmentFiles: MAX_COLLAB_FILES,
    },
    collabClockDays: Object.fromEntries(
      (Object.keys(COLLAB_CLOCK_ENV) as TClockName[]).map((name) => [name, clocks[COLLAB_CLOCK_ENV[name]]]),
    ) as Record<TClockName, number>,
    unsentDetails: {
      reminderHours: e.UNSENT_DETAILS_REMINDER_HOURS,
      refundDays: e.UNSENT_DETAILS_REFUND_DAYS,
    },
  };
}
