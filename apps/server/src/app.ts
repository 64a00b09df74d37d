import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db, Dialect } from './db/database';
import { systemClock, type Clock } from './platform/clock';
import type { AppContext } from './platform/context';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { authPlugin } from './platform/auth/auth-plugin';
import { loadOrCreateSecrets } from './platform/auth/secrets';
import { configuredDataKeys, createFieldCipher } from './platform/crypto/field-cipher';
import { frameworkErrors, registerErrorHandler } from './platform/http/error-handler';
import { registerInputGuard } from './platform/http/input-guard';
import { registerApiDocs } from './platform/http/api-docs';
import { securityHeaders, socketOrigin } from './platform/http/security-headers';
import { createThrottle } from './platform/http/throttle';
import { composeRails, composeTransferSources, type Feature, type FeatureEnv } from './platform/feature';
import { features as allFeatures } from './features';
import { createStorage } from './platform/storage/create-storage';
import type { Storage } from './platform/storage/storage';
import { createRazorpayX } from './platform/payouts/razorpayx';
import { registerStaffAccessLog } from './platform/http/staff-access-log';
import { createRealtimeServer } from './platform/realtime/realtime';
import { createEventBus } from './platform/events/event-bus';
import {
  createPaymentProvider,
  webhookHandlers,
  type ConfiguredProvider,
} from './platform/payments/payments';
import { createWebhookInbox } from './platform/payments/webhook-inbox';

export type BuildOptions = {
  config: Config;
  db: Db;
  dialect: Dialect;
  secret: string;
  /**
   * Key(s) of the personal financial data at rest: base64 of 32 bytes, or a key list 'id:base64,…' (the first
   * current). Defaults to DATA_ENCRYPTION_KEYS and DATA_ENCRYPTION_KEY, else the one generated into the data
   * folder (embedded mode).
   */
  dataKey?: string;
  clock?: Clock;
  mailer?: Mailer;
  /** Tests pass a Stripe provider with a stubbed HTTP client; by default it follows the config. */
  paymentProvider?: ConfiguredProvider;
  /** Defaults to the storage the config chooses (DATA_DIR/uploads or S3_BUCKET). */
  storage?: Storage;
  /** Where the log goes (default stdout); tests read it to check that no personal data is logged. */
  logStream?: { write: (line: string) => void };
  /** The capabilities to run (default: every one, features.ts); tests add a fixture capability. */
  features?: readonly Feature[];
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    ctx: AppContext;
    /** What the features run in (main.ts starts their jobs and start-up work with it). */
    featureEnv: FeatureEnv;
    /** The features this app runs (features.ts, or a test's list). */
    features: readonly Feature[];
  }
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db, dialect, secret } = options;
  const clock = options.clock ?? systemClock;
  const { trustProxy } = config;
  const app = Fastify({
    logger: options.logStream
      ? { level: config.logLevel, stream: options.logStream }
      : { level: config.logLevel },
    // Fastify trusts a hop count at run time, but its types only know the function form.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerStaffAccessLog(app, db, clock);

  const mailer =
    options.mailer ?? createMailer({ db, clock, from: config.mailFrom, smtpUrl: config.smtpUrl });
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('db', db);
      },
      { name: 'database' },
    ),
  );
  await app.register(authPlugin, { secret });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const storage = options.storage ?? createStorage(config);
  const hub = createRealtimeServer(app.server, {
    db,
    sessionOfToken: (token) => app.sessionOfToken(token),
    redis,
    redisKey: `${config.redisPrefix}socket.io`,
    publicOrigin: new URL(config.publicUrl).origin,
  });
  // Before the HTTP server closes: open sockets would otherwise keep it waiting.
  app.addHook('preClose', async () => hub.close());
  const provider = options.paymentProvider ?? createPaymentProvider(config, db, clock);
  const features = options.features ?? allFeatures;
  const ctx: AppContext = {
    db,
    dialect,
    config,
    clock,
    mailer,
    storage,
    cipher: createFieldCipher(
      options.dataKey ?? configuredDataKeys(config) ?? loadOrCreateSecrets(config.dataDir).dataEncryptionKey,
    ),
    secret,
    signToken: (u) => app.signToken(u),
    throttle: createThrottle(config, redis),
    realtime: hub.realtime,
    // Each fact's subscribers run in list order of the features that declare them (notifications, then admin).
    events: createEventBus(
      features.flatMap((f) => (f.subscribers ? [f.subscribers] : [])),
      { realtime: hub.realtime },
    ),
    payoutRail:
      config.razorpay?.payoutAccountNumber === undefined
        ? undefined
        : createRazorpayX({ ...config.razorpay, accountNumber: config.razorpay.payoutAccountNumber }),
    providerRefunds: provider.refunds && { provider: provider.name, api: provider.refunds },
  };
  app.decorate('ctx', ctx);

  const isHttps = config.publicUrl.startsWith('https://');
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Pictures are the product's own (/files, also when stored in S3), chosen files shown before upload
        // (blob:) and the blog editor's inline SVG icons (data:); no page shows media but its own.
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // Same origin only: 'self' covers ws(s) to this host in CSP3; the explicit origin is for older
        // browsers (Safari < 16) that read 'self' as http(s) only. The chat socket is at /chat here.
        connectSrc: ["'self'", socketOrigin(config.publicUrl)],
        frameSrc: ['https://www.youtube.com', 'https://www.facebook.com', 'https://www.instagram.com'],
        formAction: ["'self'", 'https://checkout.stripe.com'],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    hsts: isHttps,
  });

  await registerApiDocs(app);

  // Every feature is a Fastify plugin taking the same environment; rails, transfer sources and private-file
  // rules are composed from what each feature declares (platform/feature.ts).
  const rails = composeRails(features, () => env);
  const webhooks = createWebhookInbox({ db, clock, log: app.log, handlers: webhookHandlers(rails) });
  app.addHook('onClose', () => webhooks.idle());
  const env: FeatureEnv = {
    ...ctx,
    log: app.log,
    provider,
    rails,
    webhooks,
    transferSources: composeTransferSources(features, ctx),
    privateFileRules: features.flatMap((f) => (f.privateFileRule ? [f.privateFileRule] : [])),
  };
  app.decorate('featureEnv', env);
  app.decorate('features', features);
  for (const feature of features) {
    if (feature.routes) await app.register(feature.routes, env);
    feature.socket?.(hub.io, env);
  }
  return app;
}
