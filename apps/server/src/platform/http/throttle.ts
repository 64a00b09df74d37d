import { isIP } from 'node:net';
import type { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AuthMessages } from '@collably/shared/messages/auth';
import type { BackoffRule, Config } from '../../config';
import { AppError, RateLimitedError } from './errors';

export type LimitName = keyof Config['rateLimits'];
/**
 * What is being guessed: a password from a client the account does not know (`login`, per account), a
 * password from a device holding the account's sign-in cookie (`device`, per device), or a one-time code
 * (`otp`, all codes of one account together).
 */
export type GuessKind = 'login' | 'device' | 'otp';

/** A guess let through; report a right answer so the key's failures are forgotten. */
export type Guess = {
  /** Failures counted for the key, this guess included (it counts until `succeeded`). */
  failures: number;
  succeeded: () => Promise<void>;
  /** Takes this guess back (it was not checked after all: another limit refused the request). */
  withdraw: () => Promise<void>;
};

export type Throttle = {
  /** Counts one request against a rule for a key (`ip:…`, an account); 429 past the rule's max. */
  hit: (rule: LimitName, key: string, message?: (wait: string) => string) => Promise<void>;
  /**
   * Gives back the point a `hit` took, so the rule counts only the requests that failed (a right password
   * from an office's shared address is no attack on it).
   */
  refund: (rule: LimitName, key: string) => Promise<void>;
  /**
   * Lets one guess through, or answers 429 while the account's back-off runs. Every guess counts as a
   * failure until `succeeded`, so parallel guesses cannot slip past the free tries.
   */
  guess: (kind: GuessKind, key: string) => Promise<Guess>;
  /** Forgets an account's failures (a password reset proves the mailbox, so the owner may log in). */
  forgive: (kind: GuessKind, key: string) => Promise<void>;
  /**
   * True the first time a key is seen within the window, false on every repeat until it ends (to count a
   * thing once per client and period, e.g. one open of a link per IP and hour). Not scaled like the rules.
   */
  isFirstInWindow: (name: string, key: string, windowMs: number) => Promise<boolean>;
};

/**
 * The per-address limiter key of a client IP. IPv6 is keyed by its /64: one subscriber (a home, a phone
 * on a carrier) holds a whole /64 and could otherwise take a fresh address for every request. An
 * IPv4-mapped IPv6 address is its IPv4 address.
 */
export function ipKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (isIP(address) === 0) return `ip:${address}`;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return `ip:${parsed.toString()}`;
  return `ip6:${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/** "45 seconds", "3 minutes", "2 hours": rounded up, so the client never comes back too early. */
export function waitText(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}

function refusal(
  res: RateLimiterRes,
  message: (wait: string) => string = AuthMessages.tooManyAttempts,
): RateLimitedError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new RateLimitedError(message(waitText(seconds)), seconds);
}

/**
 * The store's count, or the refusal past the limit. When the store (Redis) fails, the guarded request
 * is refused with 503 (fail closed: no unlimited guessing while the counters are out of reach).
 */
async function take(
  limiter: RateLimiterAbstract,
  key: string,
  options?: { customDuration: number },
): Promise<{ isAllowed: true; res: RateLimiterRes } | { isAllowed: false; res: RateLimiterRes }> {
  try {
    return { isAllowed: true, res: await limiter.consume(key, 1, options) };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { isAllowed: false, res: error };
    throw new AppError('SERVICE_UNAVAILABLE', AuthMessages.signInUnavailable);
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Counters shared by every instance when Redis is configured (RateLimiterRedis on the app's client),
 * in memory otherwise. Keys are prefixed with config.redisPrefix so deployments and tests can share Redis.
 */
export function createThrottle(config: Config, redis?: Redis): Throttle {
  const store = (name: string, points: number, durationMs: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${config.redisPrefix}rl:${name}`,
          points,
          duration: seconds(durationMs),
        })
      : new RateLimiterMemory({ keyPrefix: `rl:${name}`, points, duration: seconds(durationMs) });

  const limits = Object.fromEntries(
    Object.entries(config.rateLimits).map(([name, rule]) => [name, store(name, rule.max, rule.timeWindowMs)]),
  ) as Record<LimitName, RateLimiterAbstract>;

  const backoff = (kind: GuessKind, rule: BackoffRule) => ({
    rule,
    failures: store(`${kind}-failures`, Number.MAX_SAFE_INTEGER, rule.forgetAfterMs),
    // One guess per delay once the free tries are used; each delay is set when the gate is taken.
    gate: store(`${kind}-gate`, 1, rule.maxDelayMs),
  });
  const guesses = {
    login: backoff('login', config.backoff),
    device: backoff('device', config.backoff),
    otp: backoff('otp', config.backoff),
  };

  const forgive = async (kind: GuessKind, key: string) => {
    const { failures, gate } = guesses[kind];
    await Promise.all([failures.delete(key), gate.delete(key)]);
  };

  const windows = new Map<string, RateLimiterAbstract>();
  const windowOf = (name: string, windowMs: number) => {
    const id = `once-${name}-${windowMs}`;
    let limiter = windows.get(id);
    if (!limiter) windows.set(id, (limiter = store(id, 1, windowMs)));
    return limiter;
  };

  return {
    async hit(rule, key, message) {
      const result = await take(limits[rule], key);
      if (!result.isAllowed) throw refusal(result.res, message);
    },

    async refund(rule, key) {
      try {
        await limits[rule].reward(key);
      } catch {
        // The point stays counted: the store is out of reach, and the request already had its answer.
      }
    },

    async guess(kind, key) {
      const { rule, failures, gate } = guesses[kind];
      const counted = await take(failures, key);
      if (!counted.isAllowed) throw refusal(counted.res);
      const failed = counted.res.consumedPoints;
      const overFree = failed - rule.freeFailures;
      if (overFree > 0) {
        const delayMs = Math.min(rule.baseDelayMs * 2 ** (overFree - 1), rule.maxDelayMs);
        const result = await take(gate, key, { customDuration: seconds(delayMs) });
        if (!result.isAllowed) {
          // A refused request is no guess: only the guesses that were checked count.
          await failures.reward(key);
          throw refusal(result.res);
        }
      }
      return {
        failures: failed,
        succeeded: () => forgive(kind, key),
        withdraw: async () => {
          await failures.reward(key);
        },
      };
    },

    forgive,

    async isFirstInWindow(name, key, windowMs) {
      return (await take(windowOf(name, windowMs), key)).isAllowed;
    },
  };
}
