import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { rebuildInfluencerSearchIfNeeded } from '../../platform/influencer-search/influencer-search';
import type { Db, Dialect } from '../database';
import { foundation } from './001-foundation';
import { influencers } from './002-influencers';
import { influencerSearch } from './003-influencer-search';
import { mediaAndProfiles } from './004-media-and-profiles';
import { hireAndCollab } from './005-hire-and-collab';
import { sessionVersions } from './006-session-versions';
import { paymentReconcile } from './007-payment-reconcile';
import { adminAudit } from './008-admin-audit';
import { payouts } from './009-payouts';
import { mailQueue } from './010-mail-queue';
import { unsentDetails } from './011-unsent-details';
import { couponUses } from './012-coupon-uses';
import { collabMoneyIndex } from './013-collab-money-index';
import { chat } from './014-chat';
import { listingSearch } from './015-listing-search';
import { blog } from './016-blog';
import { toolsAndReferrals } from './017-tools-and-referrals';
import { webVitals } from './018-web-vitals';
import { listingChanges } from './019-listing-changes';
import { principalGst } from './020-principal-gst';
import { brandBilling } from './021-brand-billing';
import { taxDocuments } from './022-tax-documents';
import { tds } from './023-tds';
import { selfBilling } from './024-self-billing';
import { payoutRail } from './025-payout-rail';
import { walletWithdrawals } from './026-wallet-withdrawals';
import { payoutAccountHolder } from './027-payout-account-holder';
import { account } from './028-account';
import { socialVerification } from './029-social-verification';
import { bankWithdrawals } from './030-bank-withdrawals';
import { reviews } from './031-reviews';
import { customOffers } from './032-custom-offers';
import { revisionAllowances } from './033-revision-allowances';
import { proofOfPosting } from './034-proof-of-posting';
import { payInRails } from './035-pay-in-rails';
import { transfers } from './036-transfers';
import { reconciliation } from './037-reconciliation';
import { panEncryption } from './038-pan-encryption';
import { emailChangeSecurity } from './039-email-change-security';
import { concurrencyLimits } from './040-concurrency-limits';
import { signInDevices } from './041-sign-in-devices';
import { couponHolds } from './042-coupon-holds';
import { buyerOnPayments } from './044-buyer-on-payments';
import { legalTexts } from './045-legal-texts';
import { tdsSections } from './046-tds-sections';
import { gstHeld } from './047-gst-held';
import { escrowDocuments } from './048-escrow-documents';

/** Migrations by key; each is a factory so one file serves both dialects. Kysely runs them in key order. */
export type MigrationSet = Readonly<Record<string, (dialect: Dialect) => Migration>>;

/**
 * The schema up to the release where capabilities began to carry their own migrations (`Feature.migrations`).
 * A new capability's migration lives in its feature folder under the next free number; these keep their keys,
 * since a database refuses to migrate when a migration it recorded is missing.
 */
const MIGRATIONS: MigrationSet = {
  '001-foundation': foundation,
  '002-influencers': influencers,
  '003-influencer-search': influencerSearch,
  '004-media-and-profiles': mediaAndProfiles,
  '005-hire-and-collab': hireAndCollab,
  '006-session-versions': sessionVersions,
  '007-payment-reconcile': paymentReconcile,
  '008-admin-audit': adminAudit,
  '009-payouts': payouts,
  '010-mail-queue': mailQueue,
  '011-unsent-details': unsentDetails,
  '012-coupon-uses': couponUses,
  '013-collab-money-index': collabMoneyIndex,
  '014-chat': chat,
  '015-listing-search': listingSearch,
  '016-blog': blog,
  '017-tools-and-referrals': toolsAndReferrals,
  '018-web-vitals': webVitals,
  '019-listing-changes': listingChanges,
  '020-principal-gst': principalGst,
  '021-brand-billing': brandBilling,
  '022-tax-documents': taxDocuments,
  '023-tds': tds,
  '024-self-billing': selfBilling,
  '025-payout-rail': payoutRail,
  '026-wallet-withdrawals': walletWithdrawals,
  '027-payout-account-holder': payoutAccountHolder,
  '028-account': account,
  '029-social-verification': socialVerification,
  '030-bank-withdrawals': bankWithdrawals,
  '031-reviews': reviews,
  '032-custom-offers': customOffers,
  '033-revision-allowances': revisionAllowances,
  '034-proof-of-posting': proofOfPosting,
  '035-pay-in-rails': payInRails,
  '036-transfers': transfers,
  '037-reconciliation': reconciliation,
  '038-pan-encryption': panEncryption,
  '039-email-change-security': emailChangeSecurity,
  '040-concurrency-limits': concurrencyLimits,
  '041-sign-in-devices': signInDevices,
  '042-coupon-holds': couponHolds,
  '044-buyer-on-payments': buyerOnPayments,
  '045-legal-texts': legalTexts,
  '046-tds-sections': tdsSections,
  '047-gst-held': gstHeld,
  '048-escrow-documents': escrowDocuments,
};

class StaticProvider implements MigrationProvider {
  constructor(
    private readonly dialect: Dialect,
    private readonly migrations: MigrationSet,
  ) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(
      Object.fromEntries(Object.entries(this.migrations).map(([name, make]) => [name, make(this.dialect)])),
    );
  }
}

/** The schema's migrations and the features' own; two with one key stop the start rather than one hiding the other. */
export function withFeatureMigrations(featureMigrations: readonly MigrationSet[]): MigrationSet {
  const all: Record<string, (dialect: Dialect) => Migration> = { ...MIGRATIONS };
  for (const set of featureMigrations) {
    for (const [key, make] of Object.entries(set)) {
      if (key in all)
        throw new Error(`Two migrations have the key ${key}: give the newer one the next free number.`);
      all[key] = make;
    }
  }
  return all;
}

/**
 * On PostgreSQL the migration tables are placed in the connection's current schema explicitly:
 * without it Kysely looks for them in every schema, so a database holding several schemas (tests
 * run one per file, in parallel) would find another schema's tables and skip creating its own.
 */
async function migrationTableSchema(db: Db, dialect: Dialect): Promise<string | undefined> {
  if (dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * pg_trgm (the listing's text search) lives in schema public, so every schema of a database shares it
 * (tests run one schema per file) and dropping a schema never drops it. Two processes creating it at once
 * collide on the catalog's unique name; the loser finds it there on the next try.
 */
async function ensurePostgresExtensions(db: Db): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 3 || (code !== '23505' && code !== '42710')) throw error;
    }
  }
}

/**
 * Migrates up to `target` (a migration's name), or to the latest; tests of one migration stop before it.
 * `featureMigrations` are the features' own (`migrationsOf(features)`, platform/feature.ts).
 */
export async function migrateToLatest(
  db: Db,
  dialect: Dialect,
  target?: string,
  featureMigrations: readonly MigrationSet[] = [],
): Promise<void> {
  if (dialect === 'postgres') await ensurePostgresExtensions(db);
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(dialect, withFeatureMigrations(featureMigrations)),
    migrationTableSchema: await migrationTableSchema(db, dialect),
  });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  await rebuildInfluencerSearchIfNeeded(db);
}
