import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MigrationSet } from '../db/migrations';
import type { AppContext } from './context';
import type { Subscribers } from './events/facts';
import type { Job } from './jobs/scheduler';
import type { ConfiguredProvider } from './payments/payments';
import type { ProviderEventDeps } from './payments/provider';
import type { WebhookInbox } from './payments/webhook-inbox';
import type { TransferSource, TransferSources } from './payouts/transfer-source';
import type { RealtimeIo } from './realtime/realtime';
import type { PrivateFileRule } from './storage/private-files';

/**
 * How the app reaches the features when a payment rail tells of money that moved: a provider's webhook, the
 * daily reconciliation or a sweep. Composed from the features' `rails` (see `Feature`).
 */
export type MoneyRails = ProviderEventDeps;

/** What every feature's routes, jobs and start-up work are given: the app's context and what it composed. */
export type FeatureEnv = AppContext & {
  log: FastifyBaseLogger;
  /** The payment provider of this deployment (sandbox, Razorpay or Stripe). */
  provider: ConfiguredProvider;
  rails: MoneyRails;
  /** Verified provider events, stored and handled off the request. */
  webhooks: WebhookInbox;
  /** Each kind of money out, from the feature that owns its requests (`Feature.transferSource`). */
  transferSources: TransferSources;
  /** Who may read a private file: every feature's rule (`Feature.privateFileRule`); anyone one allows may. */
  privateFileRules: readonly PrivateFileRule[];
};

/** A feature's part in the money rails; each returns once the change is booked (idempotent, any order). */
export type RailHandlers = {
  /** A checkout paid, failed or captured at the provider (its reference); false when it knows no such checkout. */
  paymentUpdated?: (env: FeatureEnv, providerRef: string) => Promise<boolean>;
  /** A refund moved: true when it was this feature's (the first feature to claim a refund handles it). */
  refundUpdated?: (env: FeatureEnv, refundId: string) => Promise<boolean>;
  /** A RazorpayX payout moved. */
  payoutUpdated?: (env: FeatureEnv, railPayoutId: string) => Promise<void>;
};

/**
 * One capability as the app runs it. `apps/server/src/features.ts` lists them all; app.ts, main.ts and the
 * permission matrix loop over that list, so a capability joins by adding its entry there and nothing else.
 */
export type Feature = {
  /** The folder's name (features/<name>), also the name its permission rows are filed under. */
  name: string;
  /** Its HTTP routes: a Fastify plugin, registered in list order. */
  routes?: FastifyPluginAsyncZod<FeatureEnv>;
  /** Its sweeps, run on their intervals by main.ts (each an idempotent sweep: other instances run them too). */
  jobs?: (env: FeatureEnv) => readonly Job[];
  /** Work for right after start-up (what a crash may have left half done), run in list order, not awaited. */
  atStart?: (env: FeatureEnv) => Promise<unknown>;
  /** Who may read the private files it stores (e.g. a collab's delivery: its two parties). */
  privateFileRule?: PrivateFileRule;
  rails?: RailHandlers;
  /** The money out whose requests it owns, sent and followed by features/transfers. */
  transferSource?: (ctx: AppContext) => TransferSource;
  /** What it does, in the emitter's transaction, when another feature emits a fact (platform/events). */
  subscribers?: Subscribers;
  /** Its handlers on the realtime socket (Socket.IO). */
  socket?: (io: RealtimeIo, env: FeatureEnv) => void;
  /**
   * Its tables: migrations keyed '<next free number>-<what>' (db/migrations holds those from before features
   * carried their own). A key is never renamed once released.
   */
  migrations?: MigrationSet;
};

/**
 * The money rails as the features handle them: a payment goes to the feature that takes payments, a refund to
 * the first feature (in list order) that claims it, a payout to the feature that follows transfers. `env` is
 * read when an event arrives, after the app is built.
 */
export function composeRails(features: readonly Feature[], env: () => FeatureEnv): MoneyRails {
  const handlers = features.flatMap((f) => (f.rails ? [f.rails] : []));
  return {
    confirmPayment: async (providerRef) => {
      for (const { paymentUpdated } of handlers)
        if (paymentUpdated) return paymentUpdated(env(), providerRef);
      return false;
    },
    refundUpdated: async (refundId) => {
      for (const { refundUpdated } of handlers)
        if (refundUpdated && (await refundUpdated(env(), refundId))) return;
    },
    payoutUpdated: async (railPayoutId) => {
      for (const { payoutUpdated } of handlers) if (payoutUpdated) await payoutUpdated(env(), railPayoutId);
    },
  };
}

/** Every kind of money out from the feature that owns it; a kind nobody supplies stops the start. */
export function composeTransferSources(features: readonly Feature[], ctx: AppContext): TransferSources {
  const sources = new Map(
    features.flatMap((f) => (f.transferSource ? [f.transferSource(ctx)] : [])).map((s) => [s.kind, s]),
  );
  const payout = sources.get('payout');
  const withdrawal = sources.get('withdrawal');
  if (!payout || !withdrawal)
    throw new Error('A feature must supply each kind of transfer (payout, withdrawal).');
  return { payout, withdrawal };
}

/** Every feature's sweeps, for main.ts to run (platform/jobs/scheduler.ts). */
export const featureJobs = (features: readonly Feature[], env: FeatureEnv): Job[] =>
  features.flatMap((f) => f.jobs?.(env) ?? []);

/**
 * Every feature's start-up work, one after another in list order (payments are settled before transfers are
 * followed); a failure is logged and the next one still runs.
 */
export async function runStartUpWork(features: readonly Feature[], env: FeatureEnv): Promise<void> {
  for (const feature of features) {
    try {
      await feature.atStart?.(env);
    } catch (error) {
      env.log.error({ err: error, feature: feature.name }, 'start-up work failed');
    }
  }
}

/** The features' own migrations, for `migrateToLatest` (every caller that migrates passes them). */
export const migrationsOf = (features: readonly Feature[]): MigrationSet[] =>
  features.flatMap((f) => (f.migrations ? [f.migrations] : []));
