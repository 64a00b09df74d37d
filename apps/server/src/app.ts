import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { splitBlogLabels } from '@collably/shared/domain/blog';
import type { Config } from './config';
import type { Db, Dialect } from './db/database';
import { systemClock, type Clock } from './platform/clock';
import type { AppContext } from './platform/context';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { devMailboxRoutes } from './platform/mail/dev-mailbox.routes';
import { authPlugin } from './platform/auth/auth-plugin';
import { loadOrCreateSecrets } from './platform/auth/secrets';
import { configuredDataKeys, createFieldCipher } from './platform/crypto/field-cipher';
import { frameworkErrors, registerErrorHandler } from './platform/http/error-handler';
import { registerInputGuard } from './platform/http/input-guard';
import { registerApiDocs } from './platform/http/api-docs';
import { securityHeaders, socketOrigin } from './platform/http/security-headers';
import { createThrottle } from './platform/http/throttle';
import type { ReferralVisit } from './platform/http/referral';
import { isSpaRequest, registerWebApp } from './platform/http/web-app';
import { authRoutes } from './features/auth/auth.routes';
import { emailChangeRoutes } from './features/auth/email-change.routes';
import { masterRoutes } from './features/master/master.routes';
import { discoveryRoutes } from './features/discovery/discovery.routes';
import { readSearchVersion } from './features/discovery/discovery.repository';
import { createStorage } from './platform/storage/create-storage';
import { fileRoutes } from './platform/storage/files.routes';
import { influencerRoutes } from './features/influencers/influencers.routes';
import { favouriteRoutes } from './features/favourites/favourites.routes';
import { brandRoutes } from './features/brands/brands.routes';
import type { Storage } from './platform/storage/storage';
import { couponRoutes } from './features/coupons/coupons.routes';
import { invoiceRoutes } from './features/invoices/invoices.routes';
import { legalRoutes } from './features/legal/legal.routes';
import { gstHeldRoutes } from './features/gst-held/gst-held.routes';
import { tdsRoutes } from './features/tds/tds.routes';
import { payoutTransfers } from './features/payouts/payouts.service';
import { withdrawalTransfers } from './features/withdrawals/bank-withdrawals.service';
import { transferUpdated, type TransferSources } from './features/transfers/transfers.service';
import { reconciliationRoutes } from './features/reconciliation/reconciliation.routes';
import type { ReconciliationDeps } from './features/reconciliation/reconciliation.service';
import { createRazorpayX } from './platform/payouts/razorpayx';
import { paymentRoutes } from './features/payments/payments.routes';
import { confirmByProviderRef } from './features/payments/payments.capture';
import { collabRoutes } from './features/collabs/collabs.routes';
import { collabPartyMayReadFile } from './features/collabs/collabs.service';
import { walletRoutes } from './features/wallet/wallet.routes';
import { helpdeskRoutes } from './features/helpdesk/helpdesk.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { socialVerificationRoutes } from './features/social-verification/social-verification.routes';
import { reviewRoutes } from './features/reviews/reviews.routes';
import { payoutRoutes } from './features/payouts/payouts.routes';
import { withdrawalRoutes } from './features/withdrawals/withdrawals.routes';
import { accountRoutes } from './features/account/account.routes';
import { registerStaffAccessLog } from './platform/http/staff-access-log';
import { refundUpdated } from './features/withdrawals/withdrawals.service';
import { chatRoutes } from './features/chat/chat.routes';
import { offerRoutes } from './features/offers/offers.routes';
import { sendNotFoundPage, siteRoutes } from './features/site/site.routes';
import type { BlogPages } from './features/site/site.service';
import { toolRoutes } from './features/tools/tools.routes';
import { vitalsRoutes } from './features/vitals/vitals.routes';
import { referralRoutes } from './features/referrals/referrals.routes';
import { recordVisit } from './features/referrals/referrals.service';
import { blogRoutes } from './features/blog/blog.routes';
import { publishedPostForPage, publishedPostSlugs } from './features/blog/blog.service';
import { chatPartyMayReadFile } from './features/chat/chat.service';
import { registerChatSocket } from './features/chat/chat.socket';
import { createRealtimeServer } from './platform/realtime/realtime';
import {
  createPaymentProvider,
  providerRoutes,
  webhookHandlers,
  type ConfiguredProvider,
} from './platform/payments/payments';
import { createWebhookInbox, type WebhookInbox } from './platform/payments/webhook-inbox';
import { strayRefundUpdated } from './features/payments/stray-payments.service';

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
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    ctx: AppContext;
    /** Provider webhook events, stored and handled off the request (main.ts runs its job). */
    paymentWebhooks: WebhookInbox;
    /** Each kind of money out, as features/transfers sends and follows it (main.ts runs its sweep). */
    transferSources: TransferSources;
    /** The daily reconciliation with Razorpay and RazorpayX (main.ts runs its job). */
    reconciliation: ReconciliationDeps;
  }
}

/** The blog's published posts as the site's pages present them to crawlers and link previews. */
const blogPagesOf = (db: Db): BlogPages => ({
  postForPage: async (slug) => {
    const found = await publishedPostForPage(db, slug);
    if (!found) return null;
    if (found.redirectTo !== null) return { movedTo: found.redirectTo };
    const { post } = found;
    return {
      post: {
        slug: post.slug,
        title: post.title,
        description: post.description,
        author: post.author,
        categories: splitBlogLabels(post.categoryName),
        tags: splitBlogLabels(post.tagName),
        image: post.imageUrl ? `/files/${encodeURIComponent(post.imageUrl)}` : null,
        publishedOn: post.datePublished,
        modifiedOn: post.dateModified,
      },
    };
  },
  postsForSitemap: async () =>
    (await publishedPostSlugs(db)).map((p) => ({ slug: p.slug, modifiedOn: p.dateModified })),
});

const defaultWebDist = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

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

  // Every feature is a Fastify plugin taking its dependencies as options, all from one object.
  const payments = { db, clock, provider, taxSupplier: config.taxSupplier };
  const confirmPayment = (providerRef: string) => confirmByProviderRef(payments, providerRef);
  const transferSources: TransferSources = {
    payout: payoutTransfers(),
    withdrawal: withdrawalTransfers(ctx),
  };
  app.decorate('transferSources', transferSources);
  const payoutFollowUp = (railPayoutId: string) => transferUpdated(ctx, transferSources, railPayoutId);
  // A refund is a wallet withdrawal's or a stray payment's: each side ignores the other's.
  const refundFollowUp = async (refundId: string) => {
    if (!(await strayRefundUpdated(payments, refundId))) await refundUpdated(ctx, refundId);
  };
  const webhooks = createWebhookInbox({
    db,
    clock,
    log: app.log,
    handlers: webhookHandlers({
      confirmPayment,
      // A RazorpayX payout is an influencer's payout or a brand's bank withdrawal (features/transfers).
      payoutUpdated: payoutFollowUp,
      refundUpdated: refundFollowUp,
    }),
  });
  app.decorate('paymentWebhooks', webhooks);
  const reconciliation: ReconciliationDeps = {
    ...ctx,
    records: provider.records,
    followUp: { payment: confirmPayment, refund: refundFollowUp, payout: payoutFollowUp },
  };
  app.decorate('reconciliation', reconciliation);
  app.addHook('onClose', () => webhooks.idle());
  const deps = {
    ...ctx,
    provider,
    payments,
    confirmPayment,
    webhooks,
    privateFileRules: [collabPartyMayReadFile, chatPartyMayReadFile],
    recordReferralVisit: (visit: ReferralVisit) => recordVisit(ctx, visit),
  };
  await app.register(authRoutes, deps);
  await app.register(emailChangeRoutes, deps);
  await app.register(masterRoutes, deps);
  await app.register(discoveryRoutes, deps);
  await app.register(fileRoutes, deps);
  await app.register(influencerRoutes, deps);
  await app.register(socialVerificationRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(favouriteRoutes, deps);
  await app.register(brandRoutes, deps);
  await app.register(providerRoutes, deps);
  await app.register(couponRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(invoiceRoutes, deps);
  await app.register(legalRoutes, deps);
  await app.register(tdsRoutes, deps);
  await app.register(gstHeldRoutes, deps);
  await app.register(collabRoutes, deps);
  await app.register(walletRoutes, deps);
  await app.register(helpdeskRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(payoutRoutes, deps);
  await app.register(withdrawalRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(chatRoutes, deps);
  await app.register(offerRoutes, deps);
  await app.register(toolRoutes, deps);
  await app.register(referralRoutes, deps);
  await app.register(blogRoutes, deps);
  await app.register(vitalsRoutes, deps);
  await app.register(reconciliationRoutes, reconciliation);
  registerChatSocket(hub.io, { ctx, log: app.log });
  if (config.exposure.devMailbox) await app.register(devMailboxRoutes);

  const webApp = await registerWebApp(app, config.webDist ?? defaultWebDist(), () => readSearchVersion(db), {
    rendersPerSecond: config.firstPaintRendersPerSecond,
    maxConcurrentRenders: 1,
  });
  await app.register(siteRoutes, { ...deps, webApp, blogPages: blogPagesOf(db) });
  app.setNotFoundHandler((req, reply) => {
    if (webApp && isSpaRequest(req)) return sendNotFoundPage(webApp, config.publicUrl, req, reply);
    return reply
      .status(404)
      .send({ isSuccess: false, message: `No route for ${req.method} ${req.url.split('?')[0]}`, data: null });
  });
  return app;
}
