import type { Config } from '../config';
import type { Db, Dialect } from '../db/database';
import type { Clock } from './clock';
import type { FieldCipher } from './crypto/field-cipher';
import type { Events } from './events/facts';
import type { Mailer } from './mail/mailer';
import type { SessionUser } from './auth/auth-plugin';
import type { Throttle } from './http/throttle';
import type { PaymentRefunds } from './payments/provider';
import type { RazorpayX } from './payouts/razorpayx';
import type { Realtime } from './realtime/realtime';
import type { Storage } from './storage/storage';

/** What a service needs from the running app; tests build one on a fresh database. */
export type AppContext = {
  db: Db;
  dialect: Dialect;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  /** Uploaded files (local folder or S3 bucket). */
  storage: Storage;
  /** Encrypts and decrypts personal financial data at rest (bank details of payouts). */
  cipher: FieldCipher;
  /** Key for hashing one-time codes (the JWT secret). */
  secret: string;
  signToken: (user: SessionUser) => string;
  /** Request limits and back-off, shared by every instance when Redis is configured. */
  throttle: Throttle;
  /** Pushes to users' open sockets on every instance (chat, bells, ended sessions). */
  realtime: Realtime;
  /** Facts of what happened, for the features that follow up on them (the bell, the audit log): platform/events. */
  events: Events;
  /** RazorpayX when configured: approved payouts are sent through it; otherwise by hand, with a UTR. */
  payoutRail?: RazorpayX;
  /** Refunds to the payment method a payment came from, where the provider has them (Razorpay, sandbox). */
  providerRefunds?: { provider: string; api: PaymentRefunds };
};
