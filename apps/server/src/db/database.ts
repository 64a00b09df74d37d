import type { Kysely, Transaction } from 'kysely';
import type { AdminTables } from './tables/admin';
import type { BillingTables } from './tables/billing';
import type { BlogTables } from './tables/blog';
import type { ChatTables } from './tables/chat';
import type { CollabTables } from './tables/collabs';
import type { FoundationTables } from './tables/foundation';
import type { InfluencerSearchTables } from './tables/influencer-search';
import type { InfluencerTables } from './tables/influencers';
import type { LedgerTables } from './tables/ledger';
import type { MediaTables } from './tables/media';
import type { PaymentTables } from './tables/payments';
import type { MailTables } from './tables/mail';
import type { PayoutTables } from './tables/payouts';
import type { ReferralTables } from './tables/referrals';
import type { TdsTables } from './tables/tds';
import type { ToolTables } from './tables/tools';
import type { VitalTables } from './tables/vitals';
import type { ReconciliationTables } from './tables/reconciliation';
import type { TransferTables } from './tables/transfers';
import type { WithdrawalTables } from './tables/withdrawals';
import type { AccountTables } from './tables/account';
import type { ReviewTables } from './tables/reviews';
import type { OfferTables } from './tables/offers';
import type { PostProofTables } from './tables/post-proofs';
import type { LegalTables } from './tables/legal';
import type { GstHeldTables } from './tables/gst-held';

/** The whole schema: one table-set type per capability, joined here. */
export type Database = FoundationTables &
  InfluencerTables &
  InfluencerSearchTables &
  MediaTables &
  LedgerTables &
  PaymentTables &
  CollabTables &
  AdminTables &
  PayoutTables &
  MailTables &
  ChatTables &
  ToolTables &
  ReferralTables &
  BlogTables &
  BillingTables &
  TdsTables &
  VitalTables &
  TransferTables &
  ReconciliationTables &
  WithdrawalTables &
  AccountTables &
  ReviewTables &
  OfferTables &
  PostProofTables &
  LegalTables &
  GstHeldTables;

export type Db = Kysely<Database>;
/** A repository function takes either the database or an open transaction. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;
export type Dialect = 'sqlite' | 'postgres';
