import { taxSupplierProblems, tdsProblems, type Config } from '../../config';
import { configuredDataKeys, parseDataKeys } from '../crypto/field-cipher';

/** The shortest JWT_SECRET production accepts: HS256 wants at least 256 bits of key. */
export const MIN_SECRET_LENGTH = 32;

export type SecretsOrigin = {
  /** True when JWT_SECRET was given; false when one was generated into DATA_DIR. */
  jwtSecretGiven: boolean;
};

/**
 * Why production mode must refuse to start with this configuration; empty when it is safe.
 * Every embedded default that would be wrong for real users (generated secrets, a mailbox
 * nobody reads or anyone can read, published demo passwords, fake payments, files on one
 * instance's disk) must be replaced or explicitly allowed.
 */
export function productionProblems(config: Config, secrets: SecretsOrigin): string[] {
  if (config.env !== 'production') return [];
  const problems: string[] = [];
  const { exposure } = config;
  if (!secrets.jwtSecretGiven) {
    problems.push('JWT_SECRET is not set: a secret generated on this disk would differ on every instance.');
  } else if ((config.jwtSecret ?? '').length < MIN_SECRET_LENGTH) {
    problems.push(`JWT_SECRET is shorter than ${MIN_SECRET_LENGTH} characters.`);
  }
  if (config.dataEncryptionKey === undefined && config.dataEncryptionKeys === undefined) {
    problems.push(
      'DATA_ENCRYPTION_KEY is not set (nor DATA_ENCRYPTION_KEYS): bank details and PANs would be encrypted with a key generated on this disk, unreadable on other instances and lost with it.',
    );
  } else {
    const keys = parseDataKeys(configuredDataKeys(config)!);
    if (!Array.isArray(keys))
      problems.push(`DATA_ENCRYPTION_KEYS with DATA_ENCRYPTION_KEY: ${keys.problem}.`);
  }
  if (!config.smtpUrl && exposure.explicit.devMailbox !== true) {
    problems.push(
      'SMTP_URL is not set: OTP mails would reach nobody (ALLOW_DEV_MAILBOX=true to accept that).',
    );
  }
  if (exposure.devMailbox && exposure.explicit.devMailbox !== true) {
    problems.push('The dev mailbox would be served (ALLOW_DEV_MAILBOX=true to accept that).');
  }
  if (exposure.demoAccounts && exposure.explicit.demoAccounts !== true) {
    problems.push(
      'Demo accounts with published passwords would exist (ALLOW_DEMO_ACCOUNTS=true to accept that).',
    );
  }
  if (!config.stripe && !config.razorpay && exposure.explicit.sandboxPayments !== true) {
    problems.push(
      'No payment provider is configured (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or STRIPE_SECRET_KEY): the sandbox checkout takes no real money (ALLOW_SANDBOX_PAYMENTS=true to accept that).',
    );
  }
  if (!config.s3 && exposure.explicit.localUploads !== true) {
    problems.push(
      'S3_BUCKET is not set: uploads would stay on this instance’s disk, invisible to other instances (ALLOW_LOCAL_UPLOADS=true for one instance or a shared DATA_DIR volume).',
    );
  }
  problems.push(...taxSupplierProblems(config.taxSupplier));
  problems.push(...tdsProblems(config.tds));
  if (config.grievanceOfficer.isDemo) {
    problems.push(
      'GRIEVANCE_OFFICER_EMAIL is not set: the privacy policy must name a Grievance Officer people can write to (DPDP Act 2023).',
    );
  }
  if (config.socialPages.origin !== undefined) {
    problems.push(
      'SOCIAL_PAGE_ORIGIN is set: social verification would fetch pages from that server instead of the platforms (tests only).',
    );
  }
  if (!config.isPublicUrlGiven) {
    problems.push('PUBLIC_URL is not set: links in mails and payment returns would point at localhost.');
  }
  return problems;
}

/** What the start-up log says about who can reach this server and what it hands out. */
export function exposureReport(config: Config): { level: 'info' | 'warn'; message: string }[] {
  const { exposure, host } = config;
  const lines: { level: 'info' | 'warn'; message: string }[] = [];
  const reach = exposure.isLoopbackOnly
    ? `Listening on ${host} only: other machines cannot reach this server.`
    : `Listening on ${host}: other machines can reach this server.`;
  lines.push({ level: 'info', message: reach });
  const explain = (what: string, variable: string, on: boolean, explicit: boolean | undefined) => {
    if (on) {
      return explicit
        ? { level: 'warn' as const, message: `${what}: ON because ${variable}=true.` }
        : { level: 'info' as const, message: `${what}: on (loopback-only development server).` };
    }
    const why =
      explicit === false
        ? `${variable}=false`
        : config.env === 'production'
          ? 'NODE_ENV=production'
          : `HOST=${host} is reachable from other machines`;
    return { level: 'info' as const, message: `${what}: off because ${why} (${variable}=true overrides).` };
  };
  lines.push(
    explain(
      'The dev mailbox (/dev/mailbox)',
      'ALLOW_DEV_MAILBOX',
      exposure.devMailbox,
      exposure.explicit.devMailbox,
    ),
    explain(
      'Demo accounts with published passwords',
      'ALLOW_DEMO_ACCOUNTS',
      exposure.demoAccounts,
      exposure.explicit.demoAccounts,
    ),
  );
  if (!exposure.devMailbox && !config.smtpUrl) {
    lines.push({
      level: 'warn',
      message:
        'SMTP_URL is not set and the dev mailbox is off: mail (OTPs) is kept in the outbox table only.',
    });
  }
  return lines;
}
