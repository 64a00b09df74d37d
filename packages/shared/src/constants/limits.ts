export const MAX_PICTURE_BYTES = 10_485_760;
export const MAX_ATTACHMENT_BYTES = 524_288_000;
/** RFC 5321's limit; it also keeps the address under the size a unique database index accepts. */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
/** Register's Name. */
export const NAME_MAX = 100;
export const USER_NAME_MAX = 50;
/** A new password on reset: long enough for any manager's password, short enough to hash cheaply. */
export const RESET_PASSWORD_MAX = 128;
export const OTP_AUTH_ID_MAX = 64;
export const BRAND_NAME_MAX = 100;
/** Billing details for tax invoices (issue 16). */
export const BILLING_COMPANY_MAX = 120;
export const BILLING_ADDRESS_MAX = 300;
export const DESCRIPTION_MAX = 500;
export const ADDRESS_MAX = 500;
export const MAX_CATEGORIES = 2;
export const MIN_SERVICE_PRICE_RUPEES = 500;
export const MAX_PORTFOLIO_URLS = 3;
export const PORTFOLIO_URL_MAX = 500;
export const SERVICE_TITLE_MAX = 100;
export const MAX_SERVICES_PER_PLATFORM = 20;
export const MAX_SERVICE_PRICE_RUPEES = 10_000_000;
export const PAGE_URL_MAX = 300;
export const MIN_INFLUENCER_AGE_YEARS = 18;
/** An older date of birth is taken for a typing mistake. */
export const MAX_AGE_YEARS = 120;
export const COLLAB_DESCRIPTION_MAX = 2000;
export const COLLAB_REASON_MAX = 1000;
/** Attachments per upload call and per collab call. */
export const MAX_COLLAB_FILES = 10;
/** An uploaded file's name as later calls send it back. */
export const FILE_NAME_MAX = 200;
export const COUPON_NAME_MAX = 100;
export const COUPON_CODE_MAX = 20;
export const MAX_COUPON_VALUE_RUPEES = 10_000_000;
export const DESCRIPTION_CLAMP_CHARS = 110;
export const OFFLINE_AFTER_DAYS = 90;
export const POPULAR_PAGE_SIZE = 8;
export const LISTING_PAGE_SIZE = 12;
/** Listing matches are counted exactly up to this many, then shown as '1,000+' (issue 13). */
export const LISTING_COUNT_CAP = 1_000;
export const GST_RATE_PERCENT = 18;
/**
 * The least a payment provider may be asked to collect: Razorpay refuses an order below ₹1 ("The amount must
 * be atleast INR 1.00"). The price breakup (domain/pricing amountDue) leaves the provider either nothing or at
 * least this much.
 */
export const MIN_PROVIDER_PAISE = 100;
export const DEFAULT_PLATFORM_FEE_PERCENT = 10;
export const FIRST_ORDER_COUPON_CODE = 'FLAT500';
export const FIRST_ORDER_COUPON_RUPEES = 500;
/**
 * Minutes one brand may hold one single-use coupon in unpaid checkouts in 24 hours (three whole checkouts);
 * a checkout cancelled at once costs next to nothing.
 */
export const COUPON_HOLD_MINUTES_PER_DAY = 105;
/**
 * A single-use coupon is held only while its payment page is open (issue 35 item 7): each hold or renewal
 * lasts this long, so a closed page frees the coupon within it; the page renews every COUPON_HOLD_RENEW_MINUTES.
 */
export const COUPON_HOLD_MINUTES = 10;
export const COUPON_HOLD_RENEW_MINUTES = 3;
/** Only brands whose verified account is older than this may hold a single-use coupon (throwaways cannot). */
export const COUPON_HOLD_ACCOUNT_AGE_HOURS = 24;
export const REFERRAL_COOKIE = 'czref';
export const REFERRAL_COOKIE_DAYS = 7;
export const PAYOUT_PERIOD_DAYS = [30, 60, 90] as const;
export const DISPUTE_AUTO_CANCEL_DAYS = 7;
export const DELIVERY_DEADLINE_DAYS = 14;
/**
 * Default days of each collab clock (domain/collab-status COLLAB_CLOCKS); the server reads overrides from
 * the environment (COLLAB_CLOCK_*_DAYS). Practice of Collabstr and Sharetribe, and the spec's policy (§9).
 */
export const COLLAB_CLOCK_DAYS = {
  /** New: the influencer accepts (or rejects) within this many days of the order. */
  acceptOverdue: 3,
  /** Accept, Review: the work is delivered within this many days of the order. */
  deliveryOverdue: DELIVERY_DEADLINE_DAYS,
  /** UpdateWorkFile: the brand approves or asks for a revision within this many days of the delivery. */
  approvalOverdue: 7,
  /** Pending: the influencer posts within this many days of the approval. */
  postOverdue: 7,
  /** UpdateWorkLink: the brand marks the post complete or disputes it within this many days. */
  confirmOverdue: 7,
  /** Dispute: someone acts within this many days of the dispute. */
  disputeExpired: DISPUTE_AUTO_CANCEL_DAYS,
  /** HelpDesk: the super admins' service level; past it they are reminded, no money moves. */
  helpdeskReminder: 7,
} as const;
/**
 * A payment captured without its collab details ('Later' in the details dialog, a closed tab) waits in
 * escrow, where nobody can act on it: the influencer cannot accept an order that has no brief. The brand is
 * reminded once after a day (most people come back within one; sooner feels like nagging), and after a week
 * the whole payment, card and wallet parts, goes back to the brand's wallet, so money never sits in escrow
 * for ever. A week matches the other clocks an order waits on (COLLAB_CLOCK_DAYS) and leaves a brand who
 * paid before a weekend or a holiday time to come back; the server reads overrides from UNSENT_DETAILS_*.
 */
export const UNSENT_DETAILS_REMINDER_HOURS = 24;
export const UNSENT_DETAILS_REFUND_DAYS = 7;
/** The most days an operator may give a clock (a year); fewer than one day is refused too. */
export const COLLAB_CLOCK_MAX_DAYS = 365;
export const NOTICE_MS = 5_000;
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/** Influencer register message = this 8-character prefix + the OTP auth id (spec §4). */
export const OTP_SENT_PREFIX = 'OTP sent';
/** The largest integer a database `integer` column (ids, counts) holds: PostgreSQL's int4, 2^31 - 1. */
export const MAX_DB_INT = 2_147_483_647;
/** Rows per page of the admin's user lists (the server pages them: 100 000 influencers are never sent at once). */
export const ADMIN_USERS_PAGE_SIZE = 50;
/** Rows per page of the super admin's audit log. */
export const AUDIT_LOG_PAGE_SIZE = 50;
/** Rows per page of one coupon's uses (the admin's coupon table, issue 11 item 6). */
export const COUPON_USES_PAGE_SIZE = 20;
/** The admin list's search box. */
export const ADMIN_SEARCH_MAX = 100;
/** The tags field of user/updateTags: JSON text of at most the five tags with their names. */
export const TAGS_JSON_MAX = 1000;
/** Payout request (spec §2 Payment details, §5): text limits and the largest single request. */
export const BANK_NAME_MAX = 100;
/** The bank account holder's name on a payout request (RazorpayX takes up to 120). */
export const ACCOUNT_HOLDER_MAX = 100;
export const MAX_PAYOUT_RUPEES = 10_000_000;
/** An admin-entered bank reference (UTR) on approval; the default is 'PAYOUT-000123'. */
export const PAYOUT_REFERENCE_MAX = 30;
export const PAYOUT_DECLINE_REASON_MAX = 500;
/** Order e-mails (mail_queue): tries before giving up, and the back-off between them (doubling, capped). */
export const MAIL_MAX_ATTEMPTS = 5;
export const MAIL_RETRY_BASE_MS = 60_000;
export const MAIL_RETRY_MAX_MS = 30 * 60_000;
/** How long a claimed e-mail is held by the instance sending it; past it a crashed send is retried. */
export const MAIL_CLAIM_MS = 5 * 60_000;
/** E-mails one delivery run sends at most. */
export const MAIL_BATCH = 50;
/** The YouTube tool: the longest link text accepted, and how many of a user's links 'Your links' lists. */
export const YT_LINK_INPUT_MAX = 2_000;
export const YT_PARAM_MAX = 40;
export const MY_YT_LINKS_MAX = 100;
/** A referral code (czref) is kept trimmed and cut to this length, in the cookie, transactions and visits. */
export const REFERRAL_CODE_MAX = 100;
export const REFERRAL_REPORT_PAGE_SIZE = 20;

/** A data export's archive is kept this many days after it is ready, then removed (issue 18). */
export const ACCOUNT_EXPORT_TTL_DAYS = 7;

/**
 * E-mail change as a security event (issue 35): codes to new addresses an account may have mailed in any
 * 24 hours (a rolling window, counted from the codes issued, so it holds across midnight and every instance);
 * how long the old address's restore link works; and how long the address stays fixed after a restore.
 */
export const EMAIL_CHANGE_CODES_PER_DAY = 3;
export const EMAIL_RESTORE_LINK_DAYS = 7;
export const EMAIL_CHANGE_LOCK_AFTER_RESTORE_DAYS = 7;
/** The restore link's token: 32 random bytes in base64url are 43 characters. */
export const EMAIL_RESTORE_TOKEN_MAX = 100;

/**
 * Revision allowances (issue 19 item 4): revisions a service includes when the influencer does not say
 * (the default of the form and of the API), the most a service may include, and the paid extras' bounds.
 */
export const DEFAULT_REVISIONS = 2;
export const MAX_REVISIONS = 10;
export const MIN_EXTRA_REVISION_PRICE_RUPEES = 100;
/** Extra revisions one checkout may buy. */
export const MAX_EXTRA_REVISIONS_PER_PURCHASE = 5;
/** A reconciliation mismatch's resolution note (issue 34). */
export const RESOLVE_NOTE_MAX = 1000;
