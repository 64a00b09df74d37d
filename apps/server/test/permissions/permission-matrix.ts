/**
 * THE PERMISSION MATRIX: every route of the app × role × ownership → allow or deny.
 * Run by permission-matrix.test.ts against the real app, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
 *
 * Every route of the OpenAPI document and of the router (which also holds routes the document hides, such as
 * the sandbox checkout) must have at least one row here, and every row must name a route that exists: a new
 * route fails the suite until it declares its row. Left out: HEAD twins, the /api/docs pages, and routes the
 * test app does not register (POST /api/payments/stripe/webhook exists only with the Stripe provider and is
 * authenticated by Stripe's signature, see platform/payments). To add one, copy a row of the same kind and fill in:
 *
 *   {
 *     route: 'POST /api/thing/{id}',   // method + path exactly as in the OpenAPI document ({param} style)
 *     case: 'pending profile',         // optional: a second row for the same route tells them apart
 *     rule: 'roles 1, 98, 99; owner or admin', // the guard and ownership rule, in words (shown on failure)
 *     owned: true,                     // has an own/other dimension (default false: one cell per role)
 *     expect: { visitor: 'deny', influencer: { own: 'allow', other: 'deny' }, brand: 'deny',
 *               staff: { own: 'n/a', other: 'allow' }, admin: { own: 'n/a', other: 'allow' } },
 *     allow: [200],                    // statuses that prove the guard let the call through (default [200])
 *     notOwner: 404,                   // how a non-owner is refused when the role itself may call (default 403;
 *                                      // 400 for a body naming someone else's upload)
 *     request: async (fx, cell) => ({ params: { id: ... }, body: {...}, probe: async () => ... }),
 *   }
 *
 * Verdicts:
 *  - 'allow': the answer's status is one of `allow`. Only statuses the handler itself gives count (200, or
 *    a business answer such as 409 when the row says so); never 401/403, nor a 404 that a denial also gives.
 *  - 'deny': 401 for a visitor where sign-in is required, 403 (or the row's `roleDeny`) for a role the
 *    route refuses, and for a
 *    caller of the right role on someone else's object the row's `notOwner` (403, or 404 where the route
 *    hides the object's existence). `denyStatus` replaces all of these for rows that deny otherwise (e.g. a
 *    public profile route that answers 404 to anyone not allowed to see it, or 400 for a declared field
 *    the route refuses). A `judge` may decide from the body instead (e.g. a lookup answering 0 = nothing).
 *  - 'n/a': the role cannot own such an object (staff own no influencer profile), so the cell is skipped;
 *    its other cell covers the role.
 * A role given one verdict uses it for both ownerships (or for its only cell when `owned` is false).
 *
 * Ownership: `cell.own` true means the object was created by or for the caller (fx.me[role]); false
 * means it belongs to another user of the same role (fx.peer[role]), or for staff/admin to users who are
 * not the caller. A denied write must leave its object unchanged: return a `probe` that reads it.
 * The fixtures (matrix-fixtures.ts) are built once per database and shared by every row, so a row whose
 * allowed call ends a session or an account (logout, password change, delete) must act as a throwaway user:
 *   request: async (fx, cell) => ({ as: cell.caller ? await throwawayUser(fx, cell.role as SignedInKey) : undefined })
 *
 * Undeclared fields: for every allowed cell of a POST route the runner makes a second call (fresh setup)
 * whose JSON body (each element of an array body), query string and multipart form carry the fields the
 * route's OpenAPI schema does not declare (roleId, RoleId, role, status, isFeatured, balance, userId,
 * UserId, emailVerified, tokenVersion, ...). It passes if the answer is the allowed one or 400, no user's
 * role, status, featured flag, tags, e-mail or password changed (nor anyone's name or picture but the
 * caller's and the user the route's own UserId/userId names), money moved by account kind exactly as in
 * the plain call, and the row's `verify` still holds. Every denied cell must also move no money.
 *
 * Known limits: GET routes get no undeclared fields (none writes from its query); the sandbox checkout's
 * form posts carry no fields the handler reads.
 */
import type { LightMyRequestResponse } from 'fastify';
import { CollabStatus, ActionCode } from '@collably/shared/constants/collabs';
import { Platform } from '@collably/shared/constants/platforms';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import { VerificationStatus, type TVerificationStatus } from '@collably/shared/constants/social-verification';
import { SocialVerificationMessages } from '@collably/shared/messages/social-verification';
import { indiaDateOf } from '@collably/shared/domain/gst-invoice';
import { LegalDocument } from '@collably/shared/constants/legal';
import { latestLegalVersion } from '@collably/shared/domain/legal';
import { priceBreakup } from '@collably/shared/domain/pricing';
import { expect } from 'vitest';
import { createTransaction, sandboxRef, uploadedAttachment } from '../hire-fixtures';
import {
  PAYOUT_FORM,
  creditEarnings,
  creditWallet,
  declineWaiting,
  freshBankWithdrawal,
  latestPayoutId,
} from '../payout-fixtures';
import { multipartBody, samplePdf, samplePng, type FilePart } from '../multipart';
import { TEST_PASSWORD, type TestUser } from '../test-app';
import { runAccountExports } from '../../src/features/account/account.service';
import { mismatchStatus, plantMismatch } from '../reconciliation-fixtures';
import { uploadPictureAs } from '../uploads';
import {
  attachmentInCollab,
  collabBetween,
  uploadAttachmentAs,
  freshCoupon,
  freshInfluencer,
  freshService,
  paidTransaction,
  pendingSignUp,
  resetCode,
  throwawayUser,
  uniqueName,
  youTubeAccount,
  type Fixtures,
  type RoleKey,
  type SignedInKey,
} from './matrix-fixtures';

export type Verdict = 'allow' | 'deny' | 'n/a';
export type RoleVerdict = Verdict | { own: Verdict; other: Verdict };
export type Expectations = { visitor: Verdict } & Record<SignedInKey, RoleVerdict>;

export type Cell = {
  role: RoleKey;
  /** null when the row has no ownership dimension. */
  own: boolean | null;
  /** The caller (null for the visitor). */
  caller: TestUser | null;
};

export type Call = {
  /** Values of the path's {params}. */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** A JSON body (object or array). */
  body?: unknown;
  /** Files sent as multipart/form-data (the runner adds undeclared form fields in its second run). */
  multipart?: FilePart[];
  /** A raw body with its content-type header (form posts). */
  raw?: { payload: Buffer | string; headers: Record<string, string> };
  /** Sign in as this user instead of the role's caller (e.g. a pending influencer). */
  as?: TestUser;
  /** Reads the state a denied call must leave unchanged. */
  probe?: () => Promise<unknown>;
  /** More checks on an allowed answer. */
  verify?: (res: LightMyRequestResponse) => void | Promise<void>;
};

export type Row = {
  route: string;
  case?: string;
  rule: string;
  owned?: boolean;
  expect: Expectations;
  allow?: readonly number[];
  notOwner?: number;
  /** How a role the route refuses outright is answered (default 403; 404 where the route hides names). */
  roleDeny?: number;
  denyStatus?: readonly number[];
  /**
   * Fields of the user the body's userId names that the allowed call changes by design (moderation: its
   * status, featured flag or tags); the undeclared-fields run leaves every other field of every user alone.
   */
  subjectChanges?: readonly ('status' | 'isFeatured' | 'tags')[];
  judge?: (res: LightMyRequestResponse, cell: Cell) => 'allow' | 'deny' | undefined;
  request: (fx: Fixtures, cell: Cell) => Promise<Call>;
};

// ---------------------------------------------------------------------------------------------
// Common expectation shapes

const everyone: Expectations = {
  visitor: 'allow',
  influencer: 'allow',
  brand: 'allow',
  staff: 'allow',
  admin: 'allow',
};
const signedIn: Expectations = {
  visitor: 'deny',
  influencer: 'allow',
  brand: 'allow',
  staff: 'allow',
  admin: 'allow',
};
const only = (...roles: SignedInKey[]): Expectations => ({
  visitor: 'deny',
  influencer: roles.includes('influencer') ? 'allow' : 'deny',
  brand: roles.includes('brand') ? 'allow' : 'deny',
  staff: roles.includes('staff') ? 'allow' : 'deny',
  admin: roles.includes('admin') ? 'allow' : 'deny',
});
/** Influencer profile writes: the influencer on their own profile, staff and super admin on anyone's. */
const profileEditors: Expectations = {
  visitor: 'deny',
  influencer: { own: 'allow', other: 'deny' },
  brand: 'deny',
  staff: { own: 'n/a', other: 'allow' },
  admin: { own: 'n/a', other: 'allow' },
};
/** A collab's brand and influencer, and the super admin; staff see nothing of orders. */
const collabParties: Expectations = {
  visitor: 'deny',
  influencer: { own: 'allow', other: 'deny' },
  brand: { own: 'allow', other: 'deny' },
  staff: 'deny',
  admin: { own: 'n/a', other: 'allow' },
};
const brandOwnsIt: Expectations = {
  visitor: 'deny',
  influencer: 'deny',
  brand: { own: 'allow', other: 'deny' },
  staff: 'deny',
  admin: 'deny',
};

/**
 * Chat: the caller's own conversation (a collab partner; for the super admin a party of a helpdesk case) or
 * a stranger's (another brand, a brand the influencer has nothing with, a user without a case): refused.
 */
const chatters: Expectations = {
  visitor: 'deny',
  influencer: { own: 'allow', other: 'deny' },
  brand: { own: 'allow', other: 'deny' },
  staff: 'deny',
  admin: { own: 'allow', other: 'deny' },
};

/**
 * Issue 18: the user's account on a platform (UGC: screenshot only, so a check never fetches a page) with a
 * verification row in `status` and a code valid for a year, written straight into the database.
 */
async function accountWithCode(
  fx: Fixtures,
  userId: number,
  platformId: number,
  status: TVerificationStatus = VerificationStatus.CodeIssued,
): Promise<void> {
  const now = fx.t.clock.now();
  const pageUrl = platformId === Platform.UGC ? `behance.net/${userId}` : `https://youtube.com/@${userId}`;
  const account = await fx.t.db
    .selectFrom('socialAccounts')
    .select('pageUrl')
    .where('userId', '=', userId)
    .where('platformId', '=', platformId)
    .executeTakeFirst();
  if (!account) {
    await fx.t.db
      .insertInto('socialAccounts')
      .values({
        userId,
        platformId,
        pageUrl,
        followerId: 2,
        followersCount: 10_000,
        createdOn: now.toISOString(),
        modifiedOn: now.toISOString(),
      })
      .execute();
  }
  const row = {
    pageUrl: account?.pageUrl ?? pageUrl,
    code: 'COLLABLY-MATRIX',
    issuedOn: now.toISOString(),
    expiresOn: new Date(now.getTime() + 365 * 24 * 3_600_000).toISOString(),
    status,
    screenshot: status === VerificationStatus.ScreenshotPending ? 'matrix.webp' : null,
    submittedOn: status === VerificationStatus.ScreenshotPending ? now.toISOString() : null,
    verifiedOn: null,
    decidedByUserId: null,
  };
  await fx.t.db
    .insertInto('socialVerifications')
    .values({ userId, platformId, ...row })
    .onConflict((oc) => oc.columns(['userId', 'platformId']).doUpdateSet(row))
    .execute();
}

const verificationStatusOf = (fx: Fixtures, userId: number, platformId: number) => async () =>
  (await fx.t.db
    .selectFrom('socialVerifications')
    .select(['status', 'code'])
    .where('userId', '=', userId)
    .where('platformId', '=', platformId)
    .executeTakeFirst()) ?? null;

/** A blog post written straight into the database (published unless told otherwise); its id and slug. */
async function freshBlogPost(fx: Fixtures, isPublished = true): Promise<{ id: number; slug: string }> {
  const slug = uniqueName('matrix-post')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const now = fx.t.clock.now().toISOString();
  const { id } = await fx.t.db
    .insertInto('blogPosts')
    .values({
      title: 'Matrix post',
      slug,
      description: 'Made by the matrix',
      content: '<p>Matrix</p>',
      image: null,
      author: 'Matrix',
      isPublished: isPublished ? 1 : 0,
      publishedOn: isPublished ? now : null,
      createdOn: now,
      modifiedOn: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, slug };
}

const blogPostProbe = (fx: Fixtures, id: number) => () =>
  fx.t.db.selectFrom('blogPosts').selectAll().where('id', '=', id).execute();

const blogBody = (slug: string) => ({
  title: 'Matrix post',
  slug,
  description: 'Made by the matrix',
  postContent: '<p>Matrix</p>',
  categories: ['Matrix'],
  tags: [],
});

const newBlogSlug = () =>
  uniqueName('matrix-new')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

async function chatPartnerOf(fx: Fixtures, cell: Cell): Promise<TestUser> {
  if (!cell.own || cell.role === 'staff' || cell.role === 'visitor') {
    return cell.role === 'brand' ? fx.peer.brand : fx.t.user(Role.Brand);
  }
  if (cell.role === 'influencer') {
    await collabBetween(fx, fx.peer.brand, fx.me.influencer);
    return fx.peer.brand;
  }
  if (cell.role === 'brand') {
    await collabBetween(fx, fx.me.brand, fx.peer.influencer);
    return fx.peer.influencer;
  }
  await collabBetween(fx, fx.peer.brand, fx.peer.influencer, CollabStatus.HelpDesk);
  return fx.peer.influencer;
}

/** Payout approval: the super admin only; an influencer is refused even on their own payout. */
const payoutDecider: Expectations = {
  visitor: 'deny',
  influencer: { own: 'deny', other: 'deny' },
  brand: 'deny',
  staff: 'deny',
  admin: { own: 'n/a', other: 'allow' },
};

/** Whose payout a cell targets: the calling influencer's own, else the peer influencer's. */
const payoutOwner = (fx: Fixtures, cell: Cell) =>
  cell.own && cell.caller?.roleId === Role.Influencer ? cell.caller : fx.peer.influencer;

/** The payout the history row's current cell looks for (set by its request, read by its judge). */
const payoutInView = { id: 0 };

/** A new ₹100 payout request of `influencer`, paid from ₹100 credited for it. */
async function freshPayout(fx: Fixtures, influencer: TestUser): Promise<number> {
  await declineWaiting(fx.t, fx.me.admin, influencer.id);
  await creditEarnings(fx.t, influencer.id, 10_000);
  const res = await fx.t.post(
    '/api/user/requestpayout',
    { ...PAYOUT_FORM, Amount: 100 },
    { token: influencer.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return latestPayoutId(fx.t, influencer.id);
}

const payoutProbe = (fx: Fixtures, id: number) => () =>
  fx.t.db
    .selectFrom('payouts')
    .select(['status', 'reference', 'declineReason'])
    .where('id', '=', id)
    .executeTakeFirst();

const bankWithdrawalProbe = (fx: Fixtures, id: number) => () =>
  fx.t.db
    .selectFrom('walletWithdrawals')
    .select(['status', 'reference', 'failureReason'])
    .where('id', '=', id)
    .executeTakeFirst();

/** The influencer whose profile a cell targets: the caller's own, or the peer influencer's. */
const targetInfluencer = (fx: Fixtures, cell: Cell) =>
  cell.own && cell.caller ? cell.caller : fx.peer.influencer;

const profileProbe = (fx: Fixtures, userId: number) => async () => ({
  user: await fx.t.db
    .selectFrom('users')
    .select(['name', 'profilePic', 'status', 'roleId'])
    .where('id', '=', userId)
    .executeTakeFirst(),
  profile: await fx.t.db
    .selectFrom('influencerProfiles')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst(),
  accounts: await fx.t.db
    .selectFrom('socialAccounts')
    .select(['platformId', 'pageUrl', 'followerId'])
    .where('userId', '=', userId)
    .orderBy('platformId')
    .execute(),
  services: await fx.t.db
    .selectFrom('influencerServices')
    .select(['id', 'title', 'pricePaise', 'isDeleted'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute(),
  portfolio: await fx.t.db
    .selectFrom('influencerPortfolios')
    .selectAll()
    .where('userId', '=', userId)
    .execute(),
});

/** What moderation changes on a user. */
const userStatusProbe = (fx: Fixtures, userId: number) => async () =>
  fx.t.db
    .selectFrom('users')
    .select(['status', 'isFeatured', 'tags', 'tokenVersion'])
    .where('id', '=', userId)
    .executeTakeFirst();

/** A collab of `brand` with `influencer` moved straight to Complete (now: the review window is open). */
const completeCollab = async (fx: Fixtures, brand: TestUser, influencer: TestUser) => {
  const id = await collabBetween(fx, brand, influencer, CollabStatus.Complete);
  await fx.t.db
    .updateTable('collabs')
    .set({ statusSince: fx.t.clock.now().toISOString() })
    .where('id', '=', id)
    .execute();
  return id;
};

/** A visible review by the peer brand of a fresh complete collab with the peer influencer. */
const visibleReview = async (fx: Fixtures) => {
  const collabId = await completeCollab(fx, fx.peer.brand, fx.peer.influencer);
  const now = fx.t.clock.now().toISOString();
  const row = await fx.t.db
    .insertInto('reviews')
    .values({
      collabId,
      side: 'brand',
      reviewerUserId: fx.peer.brand.id,
      revieweeUserId: fx.peer.influencer.id,
      stars: 4,
      text: 'Good work, delivered on time.',
      createdOn: now,
      windowClosesOn: now,
      visibleOn: now,
      hiddenOn: null,
      hiddenByUserId: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

const reviewsOfCollab = (fx: Fixtures, collabId: number) => async () =>
  fx.t.db.selectFrom('reviews').select(['side', 'stars']).where('collabId', '=', collabId).execute();

const collabProbe = (fx: Fixtures, collabId: number) => async () =>
  fx.t.db
    .selectFrom('collabs')
    .select(['status', 'comment', 'workLink'])
    .where('id', '=', collabId)
    .executeTakeFirst();

const txProbe = (fx: Fixtures, transId: number) => async () => ({
  tx: await fx.t.db
    .selectFrom('paymentTransactions')
    .select('status')
    .where('id', '=', transId)
    .executeTakeFirst(),
  collabs: await fx.t.db.selectFrom('collabs').select('id').where('transactionId', '=', transId).execute(),
});

/** An upload is recorded as the caller's, whatever form fields came with it. */
const uploadOwnedByCaller = (fx: Fixtures, cell: Cell) => async (res: LightMyRequestResponse) => {
  const data = res.json().data as { fileName?: string; fileNames?: string[] };
  const names = data.fileNames ?? [data.fileName!];
  const rows = await fx.t.db.selectFrom('uploads').select('ownerUserId').where('name', 'in', names).execute();
  expect(rows.map((r) => r.ownerUserId)).toEqual(names.map(() => cell.caller!.id));
};

/** A valid body of the onboarding Start step (add-detail) for `userId`. */
const startStepBody = (
  fx: Fixtures,
  userId: number,
  changes: { title?: string; description?: string; base64Image?: string | null } = {},
) => ({
  UserId: userId,
  title: 'Matrix title',
  description: 'Matrix description',
  categoryIds: '1',
  base64Image: null,
  gender: 'female',
  country: 101,
  state: fx.stateId,
  city: fx.cityId,
  dob: '1995-05-05',
  language: JSON.stringify([{ id: 4, name: 'English' }]),
  ...changes,
});

const formPost = { payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } };

/** An open sandbox checkout of the fixture brand; its reference (whoever calls, the reference is the key). */
async function openCheckout(fx: Fixtures): Promise<string> {
  const serviceId = await freshService(fx, fx.peer.influencer.id);
  const created = await createTransaction(fx.t, fx.me.brand, serviceId);
  return sandboxRef(created.json().data.refrenceId as string);
}

/**
 * The private file a files row asks for: for an own cell, an attachment of a collab of the caller (uploaded
 * by the collab's brand); otherwise one of the peers' collab, which the caller has no part in.
 */
async function privateFileFor(fx: Fixtures, cell: Cell): Promise<string> {
  if (cell.own && cell.role === 'influencer') return attachmentInCollab(fx, fx.peer.brand, fx.me.influencer);
  if (cell.own && cell.role === 'brand') return attachmentInCollab(fx, fx.me.brand, fx.peer.influencer);
  return attachmentInCollab(fx, fx.peer.brand, fx.peer.influencer);
}

// ---------------------------------------------------------------------------------------------
// The table

/**
 * Issue 19: a custom offer (written straight into the database, so no chat enquiry limit is spent) between the
 * caller and a peer of the other role when the cell is its own, else between the two peers; `turn` names the side
 * whose move it is (the other side proposed the latest round), `status` its state.
 */
async function offerOf(
  fx: Fixtures,
  cell: Cell,
  { turn, status = 'pending' }: { turn: 'caller' | 'other'; status?: 'pending' | 'accepted' },
): Promise<{ id: number; probe: () => Promise<unknown> }> {
  const isOwn = cell.own === true;
  const brand = isOwn && cell.role === 'brand' ? fx.me.brand : fx.peer.brand;
  const influencer = isOwn && cell.role === 'influencer' ? fx.me.influencer : fx.peer.influencer;
  const callerSide = cell.role === 'influencer' ? 'influencer' : 'brand';
  const otherSide = callerSide === 'brand' ? 'influencer' : 'brand';
  const at = fx.t.clock.now().toISOString();
  const terms = {
    proposedBy: turn === 'caller' ? otherSide : callerSide,
    brief: 'A reel about our matrix tea',
    pricePaise: 150_000,
    deadline: indiaDateOf(new Date(fx.t.clock.now().getTime() + 10 * 86_400_000)),
    revisions: 1,
  } as const;
  const { id } = await fx.t.db
    .insertInto('customOffers')
    .values({
      brandUserId: brand.id,
      influencerUserId: influencer.id,
      influencerServiceId: fx.serviceOf.get(influencer.id)!,
      status,
      round: 2,
      ...terms,
      createdOn: at,
      modifiedOn: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await fx.t.db
    .insertInto('customOfferRounds')
    .values({ offerId: id, round: 2, ...terms, createdOn: at })
    .execute();
  return {
    id,
    probe: async () => ({
      offer: await fx.t.db.selectFrom('customOffers').selectAll().where('id', '=', id).executeTakeFirst(),
      payments: await fx.t.db
        .selectFrom('paymentTransactions')
        .select('id')
        .where('offerId', '=', id)
        .execute(),
    }),
  };
}

/** Issue 19: only the two parties of an offer see it or act on it; anyone else is told there is no such offer. */
const offerParties: Expectations = {
  visitor: 'deny',
  influencer: { own: 'allow', other: 'deny' },
  brand: { own: 'allow', other: 'deny' },
  staff: 'deny',
  admin: 'deny',
};

const offerTerms = (fx: Fixtures) => ({
  brief: 'A reel about our matrix tea, counter-proposed',
  price: 1800,
  deadline: indiaDateOf(new Date(fx.t.clock.now().getTime() + 12 * 86_400_000)),
  revisions: 2,
});

export const MATRIX: readonly Row[] = [
  // ----- Sign-up, sign-in, password reset: public --------------------------------------------
  {
    route: 'POST /api/user/register',
    rule: 'public',
    expect: everyone,
    request: async () => ({
      body: {
        UserName: null,
        Name: 'New Brand',
        Email: `${uniqueName('reg')}@example.com`,
        Password: 'Passw0rd!x',
        RoleId: Role.Brand,
      },
    }),
  },
  {
    route: 'POST /api/user/register',
    case: 'RoleId 98 or 99 (declared field)',
    rule: 'only roles 1 and 2 can be chosen; staff and admins exist only through the seed',
    expect: { visitor: 'deny', influencer: 'deny', brand: 'deny', staff: 'deny', admin: 'deny' },
    denyStatus: [400],
    request: async (fx, cell) => {
      const email = `${uniqueName('esc')}@example.com`;
      return {
        body: {
          UserName: null,
          Name: 'Escalator',
          Email: email,
          Password: 'Passw0rd!x',
          RoleId: cell.role === 'staff' ? Role.Staff : Role.SuperAdmin,
        },
        probe: async () =>
          fx.t.db.selectFrom('users').select(['roleId']).where('email', '=', email).execute(),
      };
    },
  },
  {
    route: 'POST /api/user/register-otp',
    rule: 'public; the OTP of the pending sign-up',
    expect: everyone,
    request: async (fx) => {
      const { otpAuthId, otp } = await pendingSignUp(fx);
      return { query: { OtpAuthId: otpAuthId, Otp: otp } };
    },
  },
  {
    route: 'POST /api/user/register-resendotp',
    rule: 'public',
    expect: everyone,
    request: async (fx) => {
      const { otpAuthId } = await pendingSignUp(fx);
      fx.t.clock.advance(61_000); // past the resend cooldown
      return { query: { OtpAuthId: otpAuthId } };
    },
  },
  {
    route: 'POST /api/user/login',
    rule: 'public',
    expect: everyone,
    request: async (fx) => ({ body: { Email: fx.loginUser.email, Password: fx.loginUser.password } }),
  },
  {
    route: 'POST /api/user/logout',
    rule: 'signed in, any role; ends every session of the caller, so each cell logs out a throwaway user',
    expect: signedIn,
    request: async (fx, cell) => {
      if (cell.role === 'visitor') return {};
      const user = await throwawayUser(fx, cell.role);
      return {
        as: user,
        verify: async () => {
          const again = await fx.t.post('/api/user/logout', undefined, { token: user.token });
          expect(again.statusCode, 'the logged-out token is refused').toBe(401);
        },
      };
    },
  },
  {
    route: 'POST /api/user/sendotp',
    rule: 'public',
    expect: everyone,
    request: async (fx) => ({ query: { email: (await resetCode(fx)).email } }),
  },
  {
    route: 'POST /api/user/resetpassword',
    rule: 'public; the OTP mailed to the account',
    expect: everyone,
    request: async (fx) => {
      const { email, otp } = await resetCode(fx);
      return { body: { Email: email, Password: 'N3wPassw0rd!', Otp: otp } };
    },
  },

  // ----- Master data and discovery: public ---------------------------------------------------
  ...['platforms', 'categories', 'followers-range', 'countries', 'grievance-officer'].map((name): Row => ({
    route: `GET /api/master/${name}`,
    rule: 'public',
    expect: everyone,
    request: async () => ({}),
  })),
  {
    route: 'GET /api/master/states/{id}',
    rule: 'public',
    expect: everyone,
    request: async () => ({ params: { id: 101 } }),
  },
  {
    route: 'GET /api/master/cities/{id}',
    rule: 'public',
    expect: everyone,
    request: async (fx) => ({ params: { id: fx.stateId } }),
  },
  // ----- The site for crawlers: public (the app's pages need a web build, which the test app has not) ------
  { route: 'GET /robots.txt', rule: 'public', expect: everyone, request: async () => ({}) },
  { route: 'GET /sitemap.xml', rule: 'public', expect: everyone, request: async () => ({}) },
  {
    route: 'GET /sitemaps/{file}',
    rule: 'public',
    expect: everyone,
    request: async () => ({ params: { file: 'influencers-1.xml' } }),
  },
  { route: 'GET /api/influencer/List', rule: 'public', expect: everyone, request: async () => ({}) },
  {
    route: 'GET /api/influencer/Influencers/{pageSize}/{page}',
    rule: 'public',
    expect: everyone,
    request: async () => ({ params: { pageSize: 8, page: 0 } }),
  },

  // ----- Files ---------------------------------------------------------------------------------
  {
    route: 'POST /api/files/images',
    rule: 'signed in, any role',
    expect: signedIn,
    request: async (fx, cell) => ({
      multipart: [{ filename: 'me.png', contentType: 'image/png', content: await samplePng(64, 64) }],
      verify: uploadOwnedByCaller(fx, cell),
    }),
  },
  {
    route: 'POST /api/files/attachments',
    rule: 'signed in, any role',
    expect: signedIn,
    request: async (fx, cell) => ({
      multipart: [{ filename: 'brief.pdf', contentType: 'application/pdf', content: samplePdf() }],
      verify: uploadOwnedByCaller(fx, cell),
    }),
  },
  {
    route: 'GET /files/{name}',
    case: 'picture',
    rule: 'public: profile pictures are shown on public pages',
    expect: everyone,
    request: async (fx) => ({ params: { name: await uploadPictureAs(fx.t, fx.me.brand.token) } }),
  },
  {
    route: 'GET /files/{name}',
    case: 'collab attachment',
    rule:
      "private: only the collab's parties and the super admin (issue 8 item 9); they use the private download " +
      'route, so this public route must refuse everyone else',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: { own: 'n/a', other: 'deny' },
      brand: { own: 'n/a', other: 'deny' },
      staff: { own: 'n/a', other: 'deny' },
      admin: 'n/a',
    },
    denyStatus: [401, 403, 404],
    request: async (fx) => {
      // A brief the peer brand uploaded for its collab with the peer influencer.
      const body = multipartBody([
        { filename: 'brief.pdf', contentType: 'application/pdf', content: samplePdf() },
      ]);
      const res = await fx.t.inject({
        method: 'POST',
        url: '/api/files/attachments',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${fx.peer.brand.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return { params: { name: (res.json().data.fileNames as string[])[0] } };
    },
  },

  {
    route: 'POST /api/files/link',
    rule:
      "signed in; a private file's uploader, the parties of a collab that references it, or the super admin; " +
      'anyone else (staff included) gets 404, as if there were no such file',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: { own: 'allow', other: 'deny' },
      brand: { own: 'allow', other: 'deny' },
      staff: { own: 'n/a', other: 'deny' },
      admin: { own: 'n/a', other: 'allow' },
    },
    notOwner: 404,
    roleDeny: 404,
    request: async (fx, cell) => ({ body: { fileName: await privateFileFor(fx, cell) } }),
  },
  {
    route: 'GET /api/files/private/{name}',
    rule:
      'a download link from POST /api/files/link (bound to its user, re-checked on every download); a link ' +
      "forged for someone else's file answers 403",
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: { own: 'allow', other: 'deny' },
      brand: { own: 'allow', other: 'deny' },
      staff: { own: 'n/a', other: 'deny' },
      admin: { own: 'n/a', other: 'allow' },
    },
    denyStatus: [403],
    request: async (fx, cell) => {
      const name = await privateFileFor(fx, cell);
      const mayRead = cell.role === 'admin' || (cell.own === true && cell.role !== 'staff');
      // Those allowed use their own link. The others forge one: a valid link to a file of their own (the
      // visitor's is one the peer brand left around) with the other file's name put in.
      const holder = cell.caller ?? fx.peer.brand;
      const linked = mayRead
        ? name
        : cell.role === 'influencer' || cell.role === 'brand'
          ? await privateFileFor(fx, { ...cell, own: true })
          : await uploadAttachmentAs(fx, holder);
      const link = await fx.t.post('/api/files/link', { fileName: linked }, { token: holder.token });
      expect(link.statusCode, link.body).toBe(200);
      const url = new URL(link.json().data.url as string, 'http://localhost');
      return { params: { name }, query: Object.fromEntries(url.searchParams) };
    },
  },

  // ----- Influencer profiles -----------------------------------------------------------------
  {
    route: 'GET /api/influencer/get-details/{id}',
    rule: 'signed in; the influencer themself, or staff / super admin',
    owned: true,
    expect: { ...profileEditors, brand: { own: 'n/a', other: 'deny' } },
    request: async (fx, cell) => ({ params: { id: targetInfluencer(fx, cell).id } }),
  },
  {
    route: 'GET /api/influencer/get-userdetails/{name}',
    case: 'active profile',
    rule: 'public',
    expect: everyone,
    request: async (fx) => ({ params: { name: fx.peer.influencer.userName! } }),
  },
  {
    route: 'GET /api/influencer/get-userdetails/{name}',
    case: 'pending profile',
    rule: 'a profile that is not active: only its owner, staff and the super admin; others get 404',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: { own: 'allow', other: 'deny' },
      brand: 'deny',
      staff: { own: 'n/a', other: 'allow' },
      admin: { own: 'n/a', other: 'allow' },
    },
    denyStatus: [404],
    request: async (fx, cell) => ({
      params: { name: (cell.own ? fx.pendingMe : fx.pendingPeer).userName! },
      ...(cell.own && cell.role === 'influencer' ? { as: fx.pendingMe } : {}),
    }),
  },
  {
    route: 'POST /api/influencer/add-detail',
    rule: 'roles 1, 98, 99; UserId must be the caller unless staff / super admin',
    owned: true,
    expect: profileEditors,
    request: async (fx, cell) => {
      const target = targetInfluencer(fx, cell);
      return {
        body: startStepBody(fx, target.id),
        probe: profileProbe(fx, target.id),
      };
    },
  },
  {
    route: 'POST /api/influencer/add-detail',
    case: 'UserId of a super admin',
    rule: 'profile writes reach influencers only: staff cannot edit a super admin (or brand) through UserId',
    expect: { visitor: 'deny', influencer: 'deny', brand: 'deny', staff: 'deny', admin: 'deny' },
    denyStatus: [401, 403, 404],
    request: async (fx) => {
      const target = fx.peer.admin;
      return {
        body: startStepBody(fx, target.id, { title: 'Defaced', description: 'Defaced' }),
        probe: profileProbe(fx, target.id),
      };
    },
  },
  {
    route: 'POST /api/influencer/add-detail',
    case: 'base64Image: own upload / another user’s upload',
    rule: 'a new picture must be an image the caller uploaded (else 400)',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: { own: 'allow', other: 'deny' },
      brand: 'deny',
      staff: 'n/a',
      admin: 'n/a',
    },
    notOwner: 400,
    request: async (fx, cell) => {
      const me = fx.me.influencer;
      const picture = await uploadPictureAs(fx.t, (cell.own ? me : fx.peer.influencer).token);
      return {
        body: startStepBody(fx, me.id, { base64Image: picture }),
        probe: profileProbe(fx, me.id),
      };
    },
  },
  {
    route: 'POST /api/influencer/add-socialaccounts',
    rule: 'roles 1, 98, 99; UserId must be the caller unless staff / super admin',
    owned: true,
    expect: profileEditors,
    request: async (fx, cell) => {
      const target = targetInfluencer(fx, cell);
      return {
        body: {
          UserId: target.id,
          plateformId: Platform.Instagram,
          userName: `instagram.com/${target.userName}`,
          followerId: 3,
        },
        probe: profileProbe(fx, target.id),
      };
    },
  },
  {
    route: 'POST /api/influencer/add-socialaccount-service',
    rule: 'roles 1, 98, 99; query UserId must be the caller unless staff / super admin',
    owned: true,
    expect: profileEditors,
    request: async (fx, cell) => {
      const target = targetInfluencer(fx, cell);
      return {
        query: { UserId: String(target.id) },
        body: [
          {
            influencerServiceId: -1,
            title: 'Matrix reel',
            description: 'One reel',
            price: 1500,
            allowUGC: false,
            ugcPrice: 0,
            plateformId: Platform.Instagram,
          },
        ],
        probe: profileProbe(fx, target.id),
        // The new service is live, at the price sent, on the target's profile.
        verify: async () => {
          const newest = await fx.t.db
            .selectFrom('influencerServices')
            .select(['userId', 'pricePaise', 'isDeleted'])
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow();
          expect({
            ...newest,
            pricePaise: Number(newest.pricePaise),
            isDeleted: Number(newest.isDeleted),
          }).toEqual({
            userId: target.id,
            pricePaise: 150_000,
            isDeleted: 0,
          });
        },
      };
    },
  },
  {
    route: 'POST /api/influencer/add-socialaccount-service',
    case: "own UserId, someone else's influencerServiceId",
    rule: 'a positive influencerServiceId must be a live service of the UserId sent',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: { own: 'n/a', other: 'deny' },
      brand: 'deny',
      staff: 'n/a',
      admin: 'n/a',
    },
    denyStatus: [401, 403, 404],
    request: async (fx, cell) => {
      const serviceId = await freshService(fx, fx.peer.influencer.id);
      return {
        query: { UserId: String(cell.caller?.id ?? fx.me.influencer.id) },
        body: [
          {
            influencerServiceId: serviceId,
            title: 'Hijacked',
            description: 'Hijacked',
            price: 500,
            allowUGC: false,
            ugcPrice: 0,
            plateformId: Platform.Instagram,
          },
        ],
        probe: profileProbe(fx, fx.peer.influencer.id),
      };
    },
  },
  {
    route: 'POST /api/influencer/deleteservice',
    rule: 'roles 1, 98, 99; userId must be the caller unless staff / super admin, and own the service',
    owned: true,
    expect: profileEditors,
    request: async (fx, cell) => {
      const target = targetInfluencer(fx, cell);
      const serviceId = await freshService(fx, target.id);
      return {
        body: { userId: target.id, influencerServiceId: serviceId },
        probe: profileProbe(fx, target.id),
      };
    },
  },
  {
    route: 'POST /api/influencer/deleteservice',
    case: "own userId, someone else's service id",
    rule: 'the service must belong to the userId sent: a caller cannot delete another influencer’s service through their own userId',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: { own: 'n/a', other: 'deny' },
      brand: 'deny',
      staff: 'n/a',
      admin: 'n/a',
    },
    denyStatus: [401, 403, 404],
    request: async (fx, cell) => {
      const serviceId = await freshService(fx, fx.peer.influencer.id);
      return {
        body: { userId: cell.caller?.id ?? fx.me.influencer.id, influencerServiceId: serviceId },
        probe: profileProbe(fx, fx.peer.influencer.id),
      };
    },
  },
  {
    route: 'POST /api/influencer/deleteplatform',
    rule: 'roles 1, 98, 99; userId must be the caller unless staff / super admin',
    owned: true,
    expect: profileEditors,
    request: async (fx, cell) => {
      const target = targetInfluencer(fx, cell);
      await youTubeAccount(fx, target.id);
      return {
        body: { userId: target.id, plateformId: Platform.YouTube },
        probe: profileProbe(fx, target.id),
      };
    },
  },
  {
    route: 'POST /api/influencer/updateportfolio',
    rule: 'roles 1, 98, 99; UserId (default: the caller) must be the caller unless staff / super admin',
    owned: true,
    expect: profileEditors,
    request: async (fx, cell) => {
      const target = targetInfluencer(fx, cell);
      return {
        body: {
          InfluencerPortfolioId: 0,
          PlateformId: 0,
          URL1: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          URL2: '',
          URL3: '',
          UserId: target.id,
        },
        probe: profileProbe(fx, target.id),
      };
    },
  },
  {
    route: 'POST /api/influencer/add-gst',
    rule: 'roles 1, 98, 99; query UserId must be the caller unless staff / super admin',
    owned: true,
    expect: profileEditors,
    request: async (fx, cell) => {
      const target = targetInfluencer(fx, cell);
      return {
        query: { UserId: String(target.id) },
        body: { IsGst: true, GSTNumber: '27AAPFU0939F1ZV' },
        probe: profileProbe(fx, target.id),
      };
    },
  },

  // ----- Brand ---------------------------------------------------------------------------------
  {
    route: 'GET /api/brand/get',
    rule: 'brand only, its own profile',
    expect: only('brand'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/brand/update',
    rule: 'brand only, its own profile',
    expect: only('brand'),
    request: async () => ({ body: { name: 'Matrix Brand', base64Image: null } }),
  },
  {
    route: 'POST /api/brand/update',
    case: 'base64Image: own upload / another user’s upload',
    rule: 'brand only; a new picture must be an image the caller uploaded (else 400)',
    owned: true,
    expect: brandOwnsIt,
    notOwner: 400,
    request: async (fx, cell) => {
      const picture = await uploadPictureAs(fx.t, (cell.own ? fx.me.brand : fx.peer.brand).token);
      return {
        body: { name: 'Matrix Brand', base64Image: picture },
        probe: async () =>
          fx.t.db
            .selectFrom('users')
            .select('profilePic')
            .where('id', '=', fx.me.brand.id)
            .executeTakeFirst(),
      };
    },
  },
  {
    route: 'GET /api/brand/billing',
    rule: 'brand only, its own billing details',
    expect: only('brand'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/brand/billing',
    rule: 'brand only, its own billing details',
    expect: only('brand'),
    request: async (fx) => {
      const state = await fx.t.db
        .selectFrom('states')
        .select('stateId')
        .where('name', '=', 'Maharashtra')
        .executeTakeFirstOrThrow();
      return {
        body: {
          companyName: 'Matrix Brand Pvt Ltd',
          gstin: null,
          address: '1 Matrix Road, Pune',
          stateId: state.stateId,
          pincode: '411001',
        },
      };
    },
  },
  {
    route: 'GET /api/invoices',
    rule: 'brand only, its own tax documents',
    expect: only('brand'),
    request: async () => ({}),
  },
  {
    route: 'GET /api/invoices/export',
    rule: 'super admin only: every brand’s tax documents of a month',
    expect: only('admin'),
    request: async () => ({ query: { month: '2026-11' } }),
  },
  {
    route: 'GET /api/invoices/defaulted-state',
    rule: 'super admin only: every brand’s documents issued without billing details (issue 36)',
    expect: only('admin'),
    request: async () => ({}),
  },
  {
    route: 'GET /api/invoices/{id}/pdf',
    rule:
      'the brand a document (receipt voucher, invoice, refund voucher, credit note) is made out to, the ' +
      'influencer a self-billed invoice is issued for, ' +
      'or the super admin; anyone else of those roles gets 404, as for no document',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: { own: 'allow', other: 'deny' },
      brand: { own: 'allow', other: 'deny' },
      staff: 'deny',
      admin: { own: 'n/a', other: 'allow' },
    },
    notOwner: 404,
    request: async (fx, cell) => {
      const brand = cell.role === 'brand' && cell.own ? fx.me.brand : fx.peer.brand;
      const influencer = cell.role === 'influencer' && cell.own ? fx.me.influencer : fx.peer.influencer;
      const { transId } = await paidTransaction(fx, brand, influencer);
      const invoice = await fx.t.db
        .selectFrom('taxDocuments')
        .selectAll()
        .where('transactionId', '=', transId)
        .executeTakeFirstOrThrow();
      if (cell.role !== 'influencer') return { params: { id: invoice.id } };
      // The influencer's own document: a self-billed invoice for that order (as a release would issue).
      const { id: _id, ...copy } = invoice;
      const selfBilled = await fx.t.db
        .insertInto('taxDocuments')
        .values({
          ...copy,
          kind: 'self-invoice',
          number: `SB/26-27/${transId}`,
          influencerUserId: influencer.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { params: { id: selfBilled.id } };
    },
  },
  {
    route: 'GET /api/invoices/credit-notes',
    rule: 'super admin only: each year’s credit-note deadline and the notes issued past it (issue 37)',
    expect: only('admin'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/invoices/annual-returns',
    rule: 'super admin only: the day a financial year’s annual return was filed (issue 37)',
    expect: only('admin'),
    request: async () => ({ body: { financialYear: 2024, filedOn: '2025-10-01' } }),
  },
  {
    route: 'POST /api/invoices/{id}/reversal',
    rule:
      'the registered brand a credit note is made out to, or the super admin, confirms reversing its input ' +
      'tax credit (issue 37); another brand gets 404, as for no document',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: 'deny',
      brand: { own: 'allow', other: 'deny' },
      staff: 'deny',
      admin: { own: 'n/a', other: 'allow' },
    },
    notOwner: 404,
    request: async (fx, cell) => {
      const brand = cell.role === 'brand' && cell.own ? fx.me.brand : fx.peer.brand;
      const { transId } = await paidTransaction(fx, brand, fx.peer.influencer);
      const { id, ...receipt } = await fx.t.db
        .selectFrom('taxDocuments')
        .selectAll()
        .where('transactionId', '=', transId)
        .executeTakeFirstOrThrow();
      // A credit note to a registered buyer, as a refund of an order invoiced at payment would issue.
      const note = await fx.t.db
        .insertInto('taxDocuments')
        .values({
          ...receipt,
          kind: 'credit-note',
          number: `CN/26-27/${transId}`,
          recipient: JSON.stringify({ ...JSON.parse(receipt.recipient), gstin: '29AABCU9603R1ZJ' }),
          originalId: id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { params: { id: note.id } };
    },
  },
  {
    route: 'GET /api/invoices/self-billing',
    rule: 'influencer only, its own consent',
    expect: only('influencer'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/invoices/self-billing',
    rule: 'influencer only, its own consent (withdrawing needs no GSTIN)',
    expect: only('influencer'),
    request: async () => ({ body: { consent: false } }),
  },
  {
    route: 'GET /api/invoices/self-billed',
    rule: 'influencer only, the invoices issued in its name',
    expect: only('influencer'),
    request: async () => ({}),
  },
  // ----- Legal texts (issue 36): postings are public; brands and influencers accept their own -----
  {
    route: 'GET /api/legal/documents',
    rule: 'public: the policy pages show every visitor which version is posted and in force',
    expect: everyone,
    request: async () => ({}),
  },
  {
    route: 'GET /api/legal/due',
    rule: 'brands and influencers, what they themselves still have to accept',
    expect: only('brand', 'influencer'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/legal/accept',
    rule: 'brands and influencers, for themselves; staff and super admins accept no text',
    expect: only('brand', 'influencer'),
    request: async (fx) => ({
      body: {
        documents: [
          { document: LegalDocument.Terms, version: latestLegalVersion(LegalDocument.Terms).version },
        ],
      },
      probe: async () => (await fx.t.db.selectFrom('legalAcceptances').select('id').execute()).length,
    }),
  },
  {
    route: 'GET /api/user/payoutterms',
    rule: 'the influencer who requests payouts and the super admin who approves them; the same terms for all',
    expect: only('influencer', 'admin'),
    request: async () => ({}),
  },
  {
    route: 'GET /api/tds/details',
    rule: 'influencer only, its own PAN',
    expect: only('influencer'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/tds/details',
    rule: 'influencer only, its own PAN',
    expect: only('influencer'),
    request: async () => ({ body: { pan: 'ABCPE1234F' } }),
  },
  {
    route: 'GET /api/tds/statement',
    rule: 'influencer only, its own credits and TDS',
    expect: only('influencer'),
    request: async () => ({ query: { year: '2026' } }),
  },
  {
    route: 'GET /api/tds/statement/pdf',
    rule: 'influencer only, its own credits and TDS',
    expect: only('influencer'),
    request: async () => ({ query: { year: '2026' } }),
  },
  {
    route: 'GET /api/tds/export',
    rule: 'super admin only: every influencer’s TDS of a month',
    expect: only('admin'),
    request: async () => ({ query: { month: '2026-11' } }),
  },
  {
    route: 'GET /api/tds/setup',
    rule: 'super admin only: the TDS section in force, a scheduled change and the CA’s opinion (issue 37)',
    expect: only('admin'),
    request: async () => ({}),
  },
  {
    route: 'GET /api/gst-held',
    rule: 'influencer only, its own GST held until its invoice is in GSTR-2B',
    expect: only('influencer'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/gst-held/{id}/invoice-number',
    rule: 'influencer only, the owner of the held GST (another influencer gets 404, as for none)',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: { own: 'allow', other: 'deny' },
      brand: 'deny',
      staff: 'deny',
      admin: 'deny',
    },
    notOwner: 404,
    request: async (fx, cell) => {
      const owner = cell.role === 'influencer' && cell.own === false ? fx.peer.influencer : fx.me.influencer;
      const transactionId = 800_000_000 + Math.floor(Math.random() * 100_000_000);
      const { id } = await fx.t.db
        .insertInto('gstHolds')
        .values({
          transactionId,
          collabId: transactionId,
          influencerUserId: owner.id,
          gstin: '29AABCU9603R1ZJ',
          selfInvoiceId: null,
          invoiceNumber: null,
          matchKey: null,
          documentGstPaise: 36_000,
          heldPaise: 36_000,
          heldOn: fx.t.clock.now().toISOString(),
          releasedOn: null,
          releaseImportId: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        params: { id },
        body: { invoiceNumber: `INV/${transactionId}` },
        probe: async () =>
          (
            await fx.t.db
              .selectFrom('gstHolds')
              .select('invoiceNumber')
              .where('id', '=', id)
              .executeTakeFirst()
          )?.invoiceNumber,
      };
    },
  },
  {
    route: 'GET /api/admin/gst-held',
    rule: 'super admin only: every influencer’s held GST and the GSTR-2B imports',
    expect: only('admin'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/admin/gst-held/imports',
    rule: 'super admin only: a GSTR-2B import releases held GST to influencers',
    expect: only('admin'),
    request: async (fx) => ({
      body: { data: { gstin: fx.t.config.taxSupplier.gstin, rtnprd: '112026', docdata: {} } },
      probe: async () => (await fx.t.db.selectFrom('gstr2bImports').select('id').execute()).length,
    }),
  },
  {
    route: 'GET /api/brand/get-favourites',
    rule: 'brand only, its own list',
    expect: only('brand'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/brand/add-favourite',
    rule: 'brand only, its own list; userId is the (public) influencer to toggle',
    expect: only('brand'),
    request: async (fx) => ({ body: { userId: fx.peer.influencer.id } }),
  },
  {
    route: 'GET /api/brand/walletbalance',
    rule: 'brand only, its own wallet',
    expect: only('brand'),
    request: async () => ({}),
  },
  {
    route: 'GET /api/brand/wallethistory',
    rule: 'brand only, its own wallet',
    expect: only('brand'),
    request: async () => ({}),
  },

  {
    route: 'GET /api/withdrawals/mine',
    rule: 'brand only, its own wallet',
    expect: only('brand'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/withdrawals/withdraw',
    rule: 'brand only: its own wallet back to its own payment methods',
    expect: only('brand'),
    request: async (fx, cell) => {
      const brand = cell.role === 'brand' && cell.caller ? cell.caller : fx.peer.brand;
      const collabId = await collabBetween(fx, brand, fx.peer.influencer);
      await fx.t.post(
        '/api/user/update/collab-status',
        { collabDetailId: collabId, statusId: ActionCode.Reject, reason: 'No', base64File: [] },
        { token: fx.peer.influencer.token },
      );
      const withdrawals = () =>
        fx.t.db.selectFrom('walletWithdrawals').select('id').where('brandUserId', '=', brand.id).execute();
      return { body: { amount: 1 }, probe: withdrawals };
    },
  },
  {
    route: 'GET /api/withdrawals/brand',
    rule: 'super admin only: a brand’s wallet, payments and withdrawals',
    expect: only('admin'),
    request: async (fx) => ({ query: { brandUserId: String(fx.peer.brand.id) } }),
  },
  {
    route: 'POST /api/withdrawals/refund',
    rule: 'super admin only: moves a brand’s wallet money back to its payment method (not the brand itself, not staff)',
    expect: only('admin'),
    request: async (fx) => {
      const brand = await fx.t.user(Role.Brand);
      const collabId = await collabBetween(fx, brand, fx.peer.influencer);
      await fx.t.post(
        '/api/user/update/collab-status',
        { collabDetailId: collabId, statusId: ActionCode.Reject, reason: 'No', base64File: [] },
        { token: fx.peer.influencer.token },
      );
      const { transactionId } = await fx.t.db
        .selectFrom('collabs')
        .select('transactionId')
        .where('id', '=', collabId)
        .executeTakeFirstOrThrow();
      const withdrawals = () =>
        fx.t.db.selectFrom('walletWithdrawals').select('id').where('brandUserId', '=', brand.id).execute();
      return {
        body: { brandUserId: brand.id, transactionId, amount: 100 },
        probe: withdrawals,
        verify: async () => expect(await withdrawals()).toHaveLength(1),
      };
    },
  },
  // ----- Account (issue 18): each call acts on the caller's own account ---------------------------
  {
    route: 'POST /api/account/password',
    rule: "signed in, any role, own account only; ends the caller's other sessions, so each cell is a throwaway user",
    expect: signedIn,
    request: async (fx, cell) => ({
      as: cell.caller ? await throwawayUser(fx, cell.role as SignedInKey) : undefined,
      body: { CurrentPassword: TEST_PASSWORD, NewPassword: 'N3w-secret!' },
    }),
  },
  {
    route: 'POST /api/account/email',
    rule: 'signed in, any role, own account only: an OTP to the new address',
    expect: signedIn,
    request: async (fx, cell) => ({
      as: cell.caller ? await throwawayUser(fx, cell.role as SignedInKey) : undefined,
      body: { NewEmail: `${uniqueName('moved')}@example.com`, Password: TEST_PASSWORD },
    }),
  },
  {
    route: 'POST /api/account/email/confirm',
    rule: "signed in, any role; only the code of the caller's own change counts",
    expect: signedIn,
    request: async (fx, cell) => {
      const user = cell.caller
        ? await throwawayUser(fx, cell.role as SignedInKey)
        : await fx.t.user(Role.Brand);
      const newEmail = `${uniqueName('moved')}@example.com`;
      const started = await fx.t.post(
        '/api/account/email',
        { NewEmail: newEmail, Password: TEST_PASSWORD },
        { token: user.token },
      );
      expect(started.statusCode, started.body).toBe(200);
      const code = /is (\d{6})/.exec((await fx.t.lastMailTo(newEmail))?.textBody ?? '')?.[1] ?? '';
      return {
        as: cell.caller ? user : undefined,
        body: { OtpAuthId: started.json().data.otpAuthId, Otp: code },
      };
    },
  },
  {
    route: 'POST /api/account/email/restore',
    rule: 'public; the token of the restore link mailed to the old address is the only authority',
    expect: everyone,
    request: async (fx) => {
      const user = await fx.t.user(Role.Brand);
      const newEmail = `${uniqueName('moved')}@example.com`;
      const started = await fx.t.post(
        '/api/account/email',
        { NewEmail: newEmail, Password: TEST_PASSWORD },
        { token: user.token },
      );
      expect(started.statusCode, started.body).toBe(200);
      const code = /is (\d{6})/.exec((await fx.t.lastMailTo(newEmail))?.textBody ?? '')?.[1] ?? '';
      const confirmed = await fx.t.post(
        '/api/account/email/confirm',
        { OtpAuthId: started.json().data.otpAuthId, Otp: code },
        { token: user.token },
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const token = /[?]token=([\w-]+)/.exec((await fx.t.lastMailTo(user.email))?.textBody ?? '')?.[1] ?? '';
      return { body: { Token: token } };
    },
  },
  {
    route: 'GET /api/account/exports',
    rule: "signed in, any role: the caller's own exports",
    expect: signedIn,
    request: async () => ({}),
  },
  {
    route: 'POST /api/account/exports',
    rule: "signed in, any role: an export of the caller's own data",
    expect: signedIn,
    request: async (fx, cell) => ({
      as: cell.caller ? await throwawayUser(fx, cell.role as SignedInKey) : undefined,
    }),
  },
  {
    route: 'GET /api/account/exports/{id}/download',
    rule: 'signed in; the owner of the export only (anyone else: 404, as if there were none)',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: { own: 'allow', other: 'deny' },
      brand: { own: 'allow', other: 'deny' },
      staff: { own: 'allow', other: 'deny' },
      admin: { own: 'allow', other: 'deny' },
    },
    notOwner: 404,
    request: async (fx, cell) => {
      const owner =
        cell.caller && cell.own
          ? cell.caller
          : await throwawayUser(fx, cell.role === 'visitor' ? 'brand' : cell.role);
      const asked = await fx.t.post('/api/account/exports', undefined, { token: owner.token });
      expect(asked.statusCode, asked.body).toBe(200);
      await runAccountExports(fx.t.app.ctx);
      const [ready] = (await fx.t.get('/api/account/exports', { token: owner.token })).json().data as {
        id: number;
      }[];
      return { params: { id: ready.id } };
    },
  },
  {
    route: 'POST /api/account/delete',
    rule: 'influencer or brand, own account only (staff and admin accounts are not deleted from here); a throwaway user',
    expect: only('influencer', 'brand'),
    request: async (fx, cell) => {
      const user = cell.caller ? await throwawayUser(fx, cell.role as SignedInKey) : undefined;
      return {
        as: user,
        body: { Password: TEST_PASSWORD, Confirm: 'DELETE' },
        probe: user
          ? () => fx.t.db.selectFrom('users').select(['status', 'email']).where('id', '=', user.id).execute()
          : undefined,
      };
    },
  },
  {
    route: 'POST /api/withdrawals/withdraw-to-bank',
    rule: 'brand only: its own wallet by bank transfer (not influencers, staff or the super admin)',
    expect: only('brand'),
    request: async (fx, cell) => {
      const brand = cell.role === 'brand' && cell.caller ? cell.caller : fx.peer.brand;
      await creditWallet(fx.t, brand.id, 1_000);
      const withdrawals = () =>
        fx.t.db.selectFrom('walletWithdrawals').select('id').where('brandUserId', '=', brand.id).execute();
      return {
        body: { method: 'upi', upi: 'brand@okbank', amount: 1 },
        probe: withdrawals,
      };
    },
  },
  {
    route: 'GET /api/withdrawals/bank-requests',
    rule: 'super admin only: brands’ bank withdrawals waiting, with their bank details',
    expect: only('admin'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/withdrawals/approve-bank',
    rule: 'super admin only: sends a brand’s bank withdrawal (not the brand itself, not staff)',
    expect: only('admin'),
    request: async (fx) => {
      const id = await freshBankWithdrawal(fx.t, await fx.t.user(Role.Brand));
      return {
        query: { withdrawalId: String(id) },
        body: {},
        probe: bankWithdrawalProbe(fx, id),
        verify: async () =>
          expect(await bankWithdrawalProbe(fx, id)()).toMatchObject({ status: 'processed' }),
      };
    },
  },
  {
    route: 'POST /api/withdrawals/reject-bank',
    rule: 'super admin only: the money goes back to the brand’s wallet',
    expect: only('admin'),
    request: async (fx) => {
      const id = await freshBankWithdrawal(fx.t, await fx.t.user(Role.Brand));
      return {
        query: { withdrawalId: String(id) },
        body: { reason: 'Account holder differs' },
        probe: bankWithdrawalProbe(fx, id),
        verify: async () => expect(await bankWithdrawalProbe(fx, id)()).toMatchObject({ status: 'failed' }),
      };
    },
  },
  // ----- Coupons -------------------------------------------------------------------------------
  {
    route: 'GET /api/manage/coupons',
    rule: 'super admin only (money: staff 98 excluded)',
    expect: only('admin'),
    request: async () => ({}),
  },
  {
    route: 'GET /api/manage/coupon/usage',
    rule: 'super admin only (who used a coupon, and what they paid: staff 98 excluded)',
    expect: only('admin'),
    request: async (fx) => ({ query: { couponId: String(fx.coupon.id) } }),
  },
  {
    route: 'POST /api/manage/createupdatecoupon',
    rule: 'super admin only',
    expect: only('admin'),
    request: async (fx) => {
      const code = uniqueName('CC')
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 20);
      return {
        body: { id: 0, name: 'Matrix', code, description: 'Made by the matrix', value: 10 },
        probe: async () =>
          fx.t.db.selectFrom('coupons').select('id').where('code', '=', code.toUpperCase()).execute(),
        // A new coupon is unused and single-use, whatever else the body said.
        verify: (res) =>
          expect(res.json().data).toMatchObject({
            value: 10,
            usedOn: null,
            usedBy: null,
            isFirstOrder: false,
          }),
      };
    },
  },
  {
    route: 'POST /api/manage/deletecoupon',
    rule: 'super admin only',
    expect: only('admin'),
    request: async (fx) => {
      const id = await freshCoupon(fx);
      return {
        body: { id },
        probe: async () => fx.t.db.selectFrom('coupons').select('id').where('id', '=', id).execute(),
      };
    },
  },
  {
    route: 'POST /api/brand/applycoupon',
    rule: 'brand only',
    expect: only('brand'),
    request: async (fx) => ({
      body: {
        Code: fx.coupon.code,
        InfluencerServiceId: fx.serviceOf.get(fx.peer.influencer.id)!,
        AllowUGC: false,
      },
    }),
  },

  // ----- Payments ------------------------------------------------------------------------------
  {
    route: 'POST /api/transaction/create',
    rule: 'brand only; the transaction is the caller’s',
    expect: only('brand'),
    request: async (fx) => ({
      query: {
        InfluencerServiceId: String(await freshService(fx, fx.peer.influencer.id)),
        CouponId: '0',
        allowugc: 'false',
      },
      // The ₹1 000 service is charged in full (plus fee and GST), whatever amount the query named.
      verify: async (res) => {
        const data = res.json().data as { transId: number; amount: number; isPaid: boolean };
        const { isGst } = await fx.t.db
          .selectFrom('influencerProfiles')
          .select('isGst')
          .where('userId', '=', fx.peer.influencer.id)
          .executeTakeFirstOrThrow();
        const due = priceBreakup({
          basePricePaise: 100_000,
          ugcPricePaise: 0,
          isGstRegistered: isGst === 1,
          platformFeePercent: fx.t.config.platformFeePercent,
          discountPaise: 0,
          walletPaise: 0,
        });
        expect(data.amount * 100).toBe(due.total);
        expect(data.isPaid).toBe(false);
        const tx = await fx.t.db
          .selectFrom('paymentTransactions')
          .select(['brandUserId', 'status'])
          .where('id', '=', data.transId)
          .executeTakeFirstOrThrow();
        expect(tx).toEqual({ brandUserId: fx.me.brand.id, status: 'pending' });
      },
    }),
  },
  {
    route: 'POST /api/transaction/update',
    rule: 'brand only; its own transaction (another brand’s answers 404)',
    owned: true,
    expect: brandOwnsIt,
    notOwner: 404,
    request: async (fx, cell) => {
      const owner = cell.own ? fx.me.brand : fx.peer.brand;
      const { transId } = await paidTransaction(fx, owner, fx.peer.influencer);
      return { query: { transId: String(transId) }, probe: txProbe(fx, transId) };
    },
  },
  {
    route: 'POST /api/transaction/hold',
    rule: 'brand only; renews the coupon hold of its own open checkout (another brand’s answers 404)',
    owned: true,
    expect: brandOwnsIt,
    notOwner: 404,
    request: async (fx, cell) => {
      const serviceId = await freshService(fx, fx.peer.influencer.id);
      const owner = cell.own ? fx.me.brand : fx.peer.brand;
      const created = await createTransaction(fx.t, owner, serviceId);
      const transId = created.json().data.transId as number;
      const ref = sandboxRef(created.json().data.refrenceId as string);
      return { query: { ref }, probe: txProbe(fx, transId) };
    },
  },
  {
    route: 'POST /api/transaction/exists',
    rule: 'brand only; finds only the caller’s own unused payment (another brand’s answers 0)',
    owned: true,
    expect: brandOwnsIt,
    judge: (res) => (res.statusCode === 200 ? (res.json().data === 0 ? 'deny' : 'allow') : undefined),
    request: async (fx, cell) => {
      // A service of its own, so earlier rows' unused payments do not answer.
      const serviceId = await freshService(fx, fx.peer.influencer.id);
      const owner = cell.own ? fx.me.brand : fx.peer.brand;
      const created = await createTransaction(fx.t, owner, serviceId);
      const ref = sandboxRef(created.json().data.refrenceId as string);
      await fx.t.inject({
        method: 'POST',
        url: `/pay/sandbox/${ref}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      return { query: { InfluencerServiceId: String(serviceId), CouponId: '0', allowugc: 'false' } };
    },
  },
  {
    route: 'GET /api/transaction/awaiting-details',
    rule: 'brand (its own payments waiting for details) and super admin (every brand’s)',
    expect: only('brand', 'admin'),
    request: async () => ({}),
  },
  {
    route: 'GET /pay/sandbox/{ref}',
    rule: 'the sandbox provider’s hosted checkout: the unguessable reference is the capability (refused in production)',
    expect: everyone,
    request: async (fx) => ({ params: { ref: await openCheckout(fx) } }),
  },
  {
    route: 'GET /pay/sandbox/hold.js',
    rule: 'the payment page’s coupon-hold renewal script: public, the same text for everyone',
    expect: everyone,
    request: async () => ({}),
  },
  {
    route: 'POST /pay/sandbox/{ref}/pay',
    rule: 'the sandbox provider’s hosted checkout: the unguessable reference is the capability (refused in production)',
    expect: everyone,
    allow: [303],
    request: async (fx) => ({ params: { ref: await openCheckout(fx) }, raw: formPost }),
  },
  {
    route: 'POST /pay/sandbox/{ref}/cancel',
    rule: 'the sandbox provider’s hosted checkout: the unguessable reference is the capability (refused in production)',
    expect: everyone,
    allow: [303],
    request: async (fx) => ({ params: { ref: await openCheckout(fx) }, raw: formPost }),
  },

  // ----- Collabs -------------------------------------------------------------------------------
  {
    route: 'POST /api/brand/create/collab',
    rule: 'brand only; transId must be the caller’s captured payment (another brand’s answers 404)',
    owned: true,
    expect: brandOwnsIt,
    notOwner: 404,
    request: async (fx, cell) => {
      const owner = cell.own ? fx.me.brand : fx.peer.brand;
      const { transId, serviceId } = await paidTransaction(fx, owner, fx.peer.influencer);
      return {
        body: {
          transId,
          influencerServiceId: serviceId,
          description: 'Please feature our tea',
          base64File: [],
          allowUGC: false,
        },
        probe: txProbe(fx, transId),
        verify: async (res) => {
          expect(res.json().data.collabStatus).toBe(CollabStatus.New);
          expect(res.json().data.brandUserId).toBe(owner.id);
        },
      };
    },
  },
  {
    route: 'POST /api/brand/create/collab',
    case: 'base64File: own upload / another user’s upload',
    rule: 'brand only; attachments must be files the caller uploaded (else 400)',
    owned: true,
    expect: brandOwnsIt,
    notOwner: 400,
    request: async (fx, cell) => {
      const { transId, serviceId } = await paidTransaction(fx, fx.me.brand, fx.peer.influencer);
      const file = await uploadedAttachment(fx.t, (cell.own ? fx.me.brand : fx.peer.brand).id);
      return {
        body: {
          transId,
          influencerServiceId: serviceId,
          description: 'Please feature our tea',
          base64File: [file],
          allowUGC: false,
        },
        probe: txProbe(fx, transId),
      };
    },
  },
  {
    route: 'GET /api/user/orders',
    rule: 'roles 1, 2, 99; influencer and brand see only their own collabs, the super admin all',
    expect: only('influencer', 'brand', 'admin'),
    request: async (_fx, cell) => ({
      verify: (res) => {
        const rows = res.json().data as { brandUserId: number; influencerUserId: number }[];
        if (cell.role === 'admin') {
          expect(rows.length).toBeGreaterThan(0);
          return;
        }
        for (const row of rows) expect([row.brandUserId, row.influencerUserId]).toContain(cell.caller!.id);
      },
    }),
  },
  {
    route: 'POST /api/user/update/collab-status',
    rule: 'roles 1, 2, 99; a party of the collab or the super admin (another’s collab answers 404)',
    owned: true,
    expect: collabParties,
    notOwner: 404,
    request: async (fx, cell) => {
      if (cell.role === 'influencer' && cell.own) {
        const id = await collabBetween(fx, fx.peer.brand, fx.me.influencer);
        return { body: { collabDetailId: id, statusId: ActionCode.Accept, reason: '' } };
      }
      if (cell.role === 'brand' && cell.own) {
        // The work link is up; raising a dispute moves no money.
        const id = await collabBetween(fx, fx.me.brand, fx.peer.influencer, CollabStatus.UpdateWorkLink);
        return { body: { collabDetailId: id, statusId: ActionCode.RaiseDispute, reason: 'Not as agreed' } };
      }
      if (cell.role === 'admin') {
        // Mark Complete on a collab in the helpdesk: releases the escrow to the influencer.
        const id = await collabBetween(fx, fx.peer.brand, fx.peer.influencer, CollabStatus.HelpDesk);
        return { body: { collabDetailId: id, statusId: ActionCode.MarkComplete, reason: '' } };
      }
      // Every denied cell aims at the peers' New collab with the action its influencer could take.
      return {
        body: { collabDetailId: fx.peerCollab, statusId: ActionCode.Accept, reason: '' },
        probe: collabProbe(fx, fx.peerCollab),
      };
    },
  },

  {
    route: 'POST /api/collab/extra-revisions/checkout',
    rule: 'brand only; the brand of the collab (another brand’s collab answers 404)',
    owned: true,
    expect: brandOwnsIt,
    notOwner: 404,
    request: async (fx, cell) => {
      const owner = cell.own ? fx.me.brand : fx.peer.brand;
      const id = await collabBetween(fx, owner, fx.peer.influencer, CollabStatus.UpdateWorkFile);
      // The influencer offers paid extra revisions at ₹500 each.
      await fx.t.db
        .updateTable('collabs')
        .set({ extraRevisionPricePaise: 50_000 })
        .where('id', '=', id)
        .execute();
      return {
        body: { collabDetailId: id, count: 1 },
        probe: async () =>
          fx.t.db
            .selectFrom('paymentTransactions')
            .select('id')
            .where('extraRevisionsCollabId', '=', id)
            .execute(),
      };
    },
  },

  {
    route: 'POST /api/user/update/collab-status',
    case: 'base64File: own upload / another user’s upload',
    rule: 'the work file sent for approval must be a file the caller uploaded (else 400)',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: { own: 'allow', other: 'deny' },
      brand: 'n/a',
      staff: 'deny',
      admin: 'n/a',
    },
    notOwner: 400,
    request: async (fx, cell) => {
      const id = await collabBetween(fx, fx.peer.brand, fx.me.influencer, CollabStatus.Accept);
      const file = await uploadedAttachment(
        fx.t,
        (cell.own ? fx.me.influencer : fx.peer.influencer).id,
        'mp4',
      );
      return {
        body: { collabDetailId: id, statusId: ActionCode.SendForApproval, reason: '', base64File: [file] },
        probe: collabProbe(fx, id),
      };
    },
  },

  {
    route: 'GET /api/user/collab-history',
    rule: 'roles 1, 2, 99; a party of the collab or the super admin (another’s collab answers 404)',
    owned: true,
    expect: collabParties,
    notOwner: 404,
    request: async (fx, cell) => {
      const id =
        cell.role === 'influencer' && cell.own
          ? await collabBetween(fx, fx.peer.brand, fx.me.influencer)
          : cell.role === 'brand' && cell.own
            ? await collabBetween(fx, fx.me.brand, fx.peer.influencer)
            : fx.peerCollab;
      return {
        query: { collabDetailId: String(id) },
        verify: (res) => expect(res.json().data.collabDetailId).toBe(id),
      };
    },
  },
  {
    route: 'POST /api/collab/recheck-post',
    rule: 'role 99 only (checks a post again now, issue 19); staff, brands and influencers are refused, nothing checked',
    expect: only('admin'),
    request: async (fx) => {
      const id = await collabBetween(fx, fx.peer.brand, fx.peer.influencer, CollabStatus.UpdateWorkLink);
      const at = fx.t.clock.now().toISOString();
      await fx.t.db
        .insertInto('postProofs')
        .values({
          collabId: id,
          platformId: 4,
          url: 'https://www.instagram.com/p/Cmatrix/',
          status: 'unverified',
          reason: null,
          submittedOn: at,
          checkedOn: at,
          nextCheckOn: null,
          checks: 1,
          caseOpenedOn: null,
        })
        .execute();
      const probe = () =>
        fx.t.db
          .selectFrom('postProofs')
          .select(['status', 'checks'])
          .where('collabId', '=', id)
          .executeTakeFirst();
      return {
        body: { collabDetailId: id },
        probe,
        verify: async (res) => {
          expect(res.json().data).toMatchObject({
            collabDetailId: id,
            status: 'unverified',
            caseOpened: false,
          });
          expect(await probe()).toEqual({ status: 'unverified', checks: 2 });
        },
      };
    },
  },
  {
    route: 'POST /api/helpdesk/resolve',
    rule: 'role 99 only (the helpdesk); staff, brands and influencers are refused, the case stays open',
    expect: only('admin'),
    request: async (fx) => {
      // A case of the peers in the helpdesk: the admin's split settles it, a refused call leaves it open.
      const id = await collabBetween(fx, fx.peer.brand, fx.peer.influencer, CollabStatus.HelpDesk);
      return {
        body: { collabDetailId: id, outcome: 'split', refundAmount: 100 },
        probe: collabProbe(fx, id),
        verify: async (res) => {
          expect(res.json().data).toMatchObject({ collabDetailId: id, brandRefund: 100 });
          expect((await collabProbe(fx, id)())?.status).toBe(CollabStatus.Complete);
        },
      };
    },
  },

  // ----- Reconciliation (issue 34): the super admin's view of provider against ledger; staff see none.
  {
    route: 'GET /api/admin/reconciliation',
    rule: 'role 99 only: the mismatches between the providers and the ledger',
    expect: only('admin'),
    request: async () => ({ query: { status: 'open' } }),
  },
  {
    route: 'POST /api/admin/reconciliation/run',
    rule: 'role 99 only: runs the comparison now (no provider configured here: a run that says so)',
    expect: only('admin'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/admin/reconciliation/{id}/resolve',
    rule: 'role 99 only; a refused call leaves the mismatch open',
    expect: only('admin'),
    request: async (fx) => {
      const id = await plantMismatch(fx.t.db);
      return {
        params: { id },
        body: { note: 'Refunded from the Razorpay Dashboard' },
        probe: () => mismatchStatus(fx.t.db, id),
        verify: async () => expect(await mismatchStatus(fx.t.db, id)).toBe('resolved'),
      };
    },
  },
  {
    route: 'GET /api/admin/reconciliation/days/{day}.csv',
    rule: 'role 99 only: a day of the reconciliation as CSV',
    expect: only('admin'),
    request: async (fx) => {
      await plantMismatch(fx.t.db, { day: '2026-11-26' });
      return { params: { day: '2026-11-26' } };
    },
  },

  // ----- Wallet, earnings, notifications ------------------------------------------------------
  {
    route: 'GET /api/user/accountbalance',
    rule: 'influencer only, its own earnings',
    expect: only('influencer'),
    request: async () => ({}),
  },
  // ----- Payouts (issue 10): the influencer's own money and the super admin's approval; staff see none.
  {
    route: 'POST /api/user/requestpayout',
    rule: 'influencer only; moves the caller’s own earnings (undeclared userId/UserId take no effect)',
    expect: only('influencer'),
    request: async (fx, cell) => {
      const caller = cell.caller;
      if (caller?.roleId === Role.Influencer) {
        await declineWaiting(fx.t, fx.me.admin, caller.id);
        await creditEarnings(fx.t, caller.id, 10_000);
      }
      const payoutsOf = async () =>
        caller ? fx.t.db.selectFrom('payouts').select('id').where('userId', '=', caller.id).execute() : [];
      return {
        body: { ...PAYOUT_FORM, Amount: 100 },
        probe: payoutsOf,
        verify: (res) => expect(res.json().data).toBe(true),
      };
    },
  },
  {
    route: 'GET /api/user/payouthistory',
    rule: 'influencer (own records only) and super admin (everyone’s); brands and staff refused',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: { own: 'allow', other: 'deny' },
      brand: 'deny',
      staff: 'deny',
      admin: { own: 'n/a', other: 'allow' },
    },
    // Someone else's payout is not refused with a status: it is simply not in the caller's list.
    judge: (res) =>
      res.statusCode === 200
        ? (res.json().data as { key: string }[]).some((r) => r.key === `payout-${payoutInView.id}`)
          ? 'allow'
          : 'deny'
        : undefined,
    request: async (fx, cell) => {
      payoutInView.id = await freshPayout(fx, payoutOwner(fx, cell));
      return {};
    },
  },
  {
    route: 'GET /api/user/payoutbank',
    rule: 'influencer only, the caller’s own last bank details',
    expect: only('influencer'),
    request: async () => ({}),
  },
  {
    route: 'GET /api/payout/details',
    rule: 'super admin only (not staff, not even the payout’s own influencer): bank details in clear',
    owned: true,
    expect: payoutDecider,
    request: async (fx, cell) => ({
      query: { payoutId: String(await freshPayout(fx, payoutOwner(fx, cell))) },
    }),
  },
  {
    route: 'POST /api/payout/approve',
    rule: 'super admin only; the influencer cannot approve their own payout',
    owned: true,
    expect: payoutDecider,
    request: async (fx, cell) => {
      const id = await freshPayout(fx, payoutOwner(fx, cell));
      return {
        query: { payoutId: String(id) },
        body: {},
        probe: payoutProbe(fx, id),
        verify: async () => expect(await payoutProbe(fx, id)()).toMatchObject({ status: 'released' }),
      };
    },
  },
  {
    route: 'POST /api/payout/decline',
    rule: 'super admin only; the money goes back to the influencer’s earnings',
    owned: true,
    expect: payoutDecider,
    request: async (fx, cell) => {
      const id = await freshPayout(fx, payoutOwner(fx, cell));
      return {
        query: { payoutId: String(id) },
        body: { reason: 'Bank details do not match' },
        probe: payoutProbe(fx, id),
        verify: async () => expect(await payoutProbe(fx, id)()).toMatchObject({ status: 'declined' }),
      };
    },
  },
  {
    route: 'GET /api/notification/get',
    rule: 'roles 1 and 2, their own bell',
    expect: only('influencer', 'brand'),
    request: async () => ({}),
  },
  {
    route: 'GET /api/notification/read',
    rule: 'roles 1 and 2, their own bell',
    expect: only('influencer', 'brand'),
    request: async () => ({}),
  },
  {
    route: 'GET /api/user/chatusers',
    rule: 'roles 1, 2 and 99; the caller’s own conversations and collab partners',
    expect: only('influencer', 'brand', 'admin'),
    request: async () => ({}),
  },
  {
    route: 'GET /api/user/chatunread',
    rule: 'roles 1, 2 and 99; unread messages of the caller’s own conversations',
    expect: only('influencer', 'brand', 'admin'),
    request: async () => ({}),
  },
  {
    route: 'GET /api/user/chatpartner',
    rule: 'roles 1, 2, 99; a partner the caller may talk with (collab, helpdesk case, enquiry); a stranger answers 403',
    owned: true,
    expect: chatters,
    request: async (fx, cell) => ({ query: { userId: String((await chatPartnerOf(fx, cell)).id) } }),
  },
  {
    route: 'GET /api/user/chathistory',
    rule: 'roles 1, 2, 99; only the caller’s own conversation; a stranger answers 403',
    owned: true,
    expect: chatters,
    request: async (fx, cell) => ({ query: { toUserId: String((await chatPartnerOf(fx, cell)).id) } }),
  },
  {
    route: 'GET /api/user/ActiveOrders',
    rule: 'roles 1, 2, 99; the open collabs of the caller’s own conversation; a stranger answers 403',
    owned: true,
    expect: chatters,
    request: async (fx, cell) => {
      const partner = await chatPartnerOf(fx, cell);
      return {
        query: { toUserId: String(partner.id) },
        verify: (res) => expect(res.json().data.length).toBeGreaterThan(0),
      };
    },
  },
  {
    route: 'POST /api/user/chatread',
    rule: 'roles 1, 2, 99; marks read only what the partner sent the caller; a stranger answers 403',
    owned: true,
    expect: chatters,
    request: async (fx, cell) => ({ body: { toUserId: (await chatPartnerOf(fx, cell)).id } }),
  },
  {
    route: 'POST /api/user/chatblock',
    rule: 'role 1 only; blocks a brand that enquired; a brand with a shared collab cannot be blocked (400)',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: { own: 'allow', other: 'deny' },
      brand: 'deny',
      staff: 'deny',
      admin: 'deny',
    },
    notOwner: 400,
    request: async (fx, cell) => {
      const target = cell.own ? await fx.t.user(Role.Brand) : fx.peer.brand;
      if (!cell.own) await collabBetween(fx, fx.peer.brand, fx.me.influencer);
      return { body: { userId: target.id, isBlocked: true } };
    },
  },
  {
    route: 'GET /api/user/email-preferences',
    rule: 'roles 1, 2 and 99, their own e-mail preferences',
    expect: only('influencer', 'brand', 'admin'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/user/email-preferences',
    rule: 'roles 1, 2 and 99; changes only the caller’s own preferences (undeclared userId takes no effect)',
    expect: only('influencer', 'brand', 'admin'),
    request: async (fx, cell) => {
      const kind = cell.role === 'brand' ? 'refund' : cell.role === 'influencer' ? 'payout' : 'reminder';
      const optOuts = () => fx.t.db.selectFrom('mailOptOuts').selectAll().orderBy('userId').execute();
      return {
        body: { preferences: [{ kind, enabled: false }] },
        probe: optOuts,
        verify: async (res) => {
          expect(res.json().data).toContainEqual(expect.objectContaining({ kind, enabled: false }));
          const mine = (await optOuts()).filter((o) => o.kind === kind && o.userId !== cell.caller?.id);
          expect(mine).toEqual([]);
        },
      };
    },
  },

  // ----- Moderation (issue 10): lists, featured and tags for 98 and 99; status moves and audit for 99 ----
  {
    route: 'GET /api/user/get-all-user/{x}',
    rule: 'staff and super admin',
    expect: only('staff', 'admin'),
    request: async () => ({ params: { x: 0 }, query: { role: '1', page: '0' } }),
  },
  ...(
    [
      ['POST /api/user/approve', UserStatus.Pending, true],
      ['POST /api/user/Reject', UserStatus.Active, true],
      ['POST /api/user/Delete', UserStatus.Active, true],
      ['POST /api/user/Revert', UserStatus.Disabled, false],
    ] as const
  ).map(([route, status, flag]): Row => ({
    route,
    rule: 'super admin only (staff 98 moderate profiles, not accounts)',
    expect: only('admin'),
    subjectChanges: ['status'],
    request: async (fx) => {
      const target = await freshInfluencer(fx, status);
      return { body: { userId: target.id, status: flag }, probe: userStatusProbe(fx, target.id) };
    },
  })),
  {
    route: 'POST /api/user/togglefeatured',
    rule: 'staff and super admin',
    expect: only('staff', 'admin'),
    subjectChanges: ['isFeatured'],
    request: async (fx) => {
      const target = await freshInfluencer(fx, UserStatus.Active);
      return { body: { userId: target.id, isFeatured: true }, probe: userStatusProbe(fx, target.id) };
    },
  },
  {
    route: 'POST /api/user/updateTags',
    rule: 'staff and super admin',
    expect: only('staff', 'admin'),
    subjectChanges: ['tags'],
    request: async (fx) => {
      const target = await freshInfluencer(fx, UserStatus.Active);
      return {
        body: { userId: target.id, tags: '[{"id":2,"name":"Aesthetics Pro"}]' },
        probe: userStatusProbe(fx, target.id),
      };
    },
  },
  {
    route: 'GET /api/admin/audit-log',
    rule: 'super admin only',
    expect: only('admin'),
    request: async () => ({ query: { page: '0' } }),
  },
  {
    route: 'GET /api/admin/access-log',
    rule: 'super admin only (staff are what it watches)',
    expect: only('admin'),
    request: async () => ({ query: { page: '0' } }),
  },

  // ----- Verified social accounts (issue 18) ---------------------------------------------------------
  {
    route: 'GET /api/influencer/social-verification',
    rule: 'role 1 only; the caller’s own accounts',
    expect: only('influencer'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/influencer/social-verification/code',
    rule: 'role 1 only; a code for the caller’s own account (staff cannot prove ownership for them)',
    expect: only('influencer'),
    request: async (fx, cell) => {
      await youTubeAccount(fx, fx.me.influencer.id);
      return {
        body: { plateformId: Platform.YouTube },
        verify: async (res) => {
          if (cell.role === 'influencer') expect(res.json().data.code).toMatch(/^COLLABLY-/);
        },
        probe: verificationStatusOf(fx, fx.me.influencer.id, Platform.YouTube),
      };
    },
  },
  {
    route: 'POST /api/influencer/social-verification/check',
    rule: 'role 1 only; the caller’s own account; rate-limited (UGC: answered 400 screenshot-only, nothing fetched)',
    expect: only('influencer'),
    allow: [400],
    request: async (fx) => {
      await accountWithCode(fx, fx.me.influencer.id, Platform.UGC);
      return {
        body: { plateformId: Platform.UGC },
        verify: (res) => expect(res.json().message).toBe(SocialVerificationMessages.screenshotOnly),
        probe: verificationStatusOf(fx, fx.me.influencer.id, Platform.UGC),
      };
    },
  },
  {
    route: 'POST /api/influencer/social-verification/screenshot',
    rule: 'role 1 only; the caller’s own account and own upload',
    expect: only('influencer'),
    request: async (fx) => {
      await accountWithCode(fx, fx.me.influencer.id, Platform.UGC);
      return {
        body: { plateformId: Platform.UGC, screenshot: await uploadPictureAs(fx.t, fx.me.influencer.token) },
        probe: verificationStatusOf(fx, fx.me.influencer.id, Platform.UGC),
      };
    },
  },
  {
    route: 'GET /api/admin/social-verifications',
    rule: 'super admin only',
    expect: only('admin'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/admin/social-verifications/decide',
    rule: 'super admin only; audited',
    expect: only('admin'),
    request: async (fx) => {
      await accountWithCode(fx, fx.peer.influencer.id, Platform.UGC, VerificationStatus.ScreenshotPending);
      return {
        body: { userId: fx.peer.influencer.id, plateformId: Platform.UGC, approve: true },
        probe: verificationStatusOf(fx, fx.peer.influencer.id, Platform.UGC),
      };
    },
  },

  // ----- Double-blind reviews (issue 19) -------------------------------------------------------------
  {
    route: 'POST /api/user/review',
    rule: 'roles 1, 2; a party of the complete collab, reviewing the other party (another’s collab answers 404)',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: { own: 'allow', other: 'deny' },
      brand: { own: 'allow', other: 'deny' },
      staff: 'deny',
      admin: 'deny',
    },
    notOwner: 404,
    request: async (fx, cell) => {
      const id =
        cell.own && cell.role === 'influencer'
          ? await completeCollab(fx, fx.peer.brand, fx.me.influencer)
          : cell.own && cell.role === 'brand'
            ? await completeCollab(fx, fx.me.brand, fx.peer.influencer)
            : await completeCollab(fx, fx.peer.brand, fx.peer.influencer);
      return {
        body: { collabDetailId: id, stars: 5, text: 'A pleasure to work with.' },
        probe: reviewsOfCollab(fx, id),
      };
    },
  },
  {
    route: 'GET /api/user/reviews',
    rule: 'roles 1, 2; the caller’s own complete collabs only',
    expect: only('influencer', 'brand'),
    request: async () => ({}),
  },
  {
    route: 'GET /api/reviews/{userId}',
    rule: 'public; only reviews others may see',
    expect: everyone,
    request: async (fx) => ({ params: { userId: fx.peer.influencer.id } }),
  },
  {
    route: 'POST /api/user/review/report',
    rule: 'any signed-in user; a visible review, once per user',
    expect: signedIn,
    request: async (fx) => {
      const reviewId = await visibleReview(fx);
      return {
        body: { reviewId, reason: 'This is not what happened.' },
        probe: async () =>
          fx.t.db
            .selectFrom('reviewReports')
            .select('reporterUserId')
            .where('reviewId', '=', reviewId)
            .execute(),
      };
    },
  },
  {
    route: 'GET /api/admin/reviews/reported',
    rule: 'super admin only',
    expect: only('admin'),
    request: async () => ({}),
  },
  {
    route: 'POST /api/admin/reviews/hide',
    rule: 'super admin only; audited',
    expect: only('admin'),
    request: async (fx) => {
      const reviewId = await visibleReview(fx);
      return {
        body: { reviewId, isHidden: true },
        probe: async () =>
          fx.t.db.selectFrom('reviews').select('isHidden').where('id', '=', reviewId).executeTakeFirst(),
      };
    },
  },

  // ----- Tools (YouTube direct links) and referrals ------------------------------------------------
  {
    route: 'POST /api/tools/ytlink',
    rule: 'public (visitors too); a signed-in caller’s link goes to their own list only',
    expect: everyone,
    request: async (fx, cell) => ({
      body: { link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s' },
      verify: async (res) => {
        expect(res.json().data.path).toBe('yt/dQw4w9WgXcQ');
        const makers = await fx.t.db
          .selectFrom('ytLinkMakers')
          .select('userId')
          .where('param', '=', 'dQw4w9WgXcQ')
          .execute();
        if (cell.caller) expect(makers.map((m) => m.userId)).toContain(cell.caller.id);
      },
    }),
  },
  {
    route: 'POST /api/tools/ytopen',
    rule: 'public (the /yt page reports its open); limited per IP',
    expect: everyone,
    request: async () => ({ body: { link: 'sh-dQw4w9WgXcQ' } }),
  },
  {
    route: 'GET /api/tools/mylinks',
    rule: 'signed in, any role; only the caller’s own links',
    expect: signedIn,
    request: async (fx, cell) => {
      // Someone else's link must not show in the caller's list.
      const other = cell.role === 'brand' ? fx.peer.influencer : fx.peer.brand;
      const made = await fx.t.post(
        '/api/tools/ytlink',
        { link: 'https://www.youtube.com/@someoneelse' },
        { token: other.token },
      );
      expect(made.statusCode, made.body).toBe(200);
      return {
        verify: (res) =>
          expect((res.json().data as { param: string }[]).map((l) => l.param)).not.toContain(
            'ch-someoneelse',
          ),
      };
    },
  },
  {
    route: 'GET /api/admin/referrals',
    rule: 'super admin only (order values: staff 98 excluded)',
    expect: only('admin'),
    request: async () => ({ query: { page: '0' } }),
  },

  // ----- Field web vitals (issue 15): every browser reports, the super admin reads ----------------
  {
    route: 'POST /api/vitals',
    rule: 'public (visitors report too); limited per IP',
    expect: everyone,
    request: async () => ({
      body: [{ name: 'LCP', value: 1200, rating: 'good', path: '/', navigationType: 'navigate' }],
    }),
  },
  {
    route: 'GET /api/admin/vitals',
    rule: 'super admin only (staff 98 excluded)',
    expect: only('admin'),
    request: async () => ({}),
  },

  // ----- Blog (issue 14): anyone reads published posts; only the super admin writes ------------
  { route: 'GET /api/post/getall', rule: 'public', expect: everyone, request: async () => ({}) },
  {
    route: 'GET /api/post/get',
    rule: 'public (published posts only)',
    expect: everyone,
    request: async (fx) => ({ query: { slug: (await freshBlogPost(fx)).slug } }),
  },
  {
    route: 'GET /api/post/admin/list',
    rule: 'super admin only (drafts: staff 98 write no content)',
    expect: only('admin'),
    request: async () => ({ query: { page: '0' } }),
  },
  {
    route: 'GET /api/post/admin/get',
    rule: 'super admin only',
    expect: only('admin'),
    request: async (fx) => ({ query: { postId: String((await freshBlogPost(fx, false)).id) } }),
  },
  {
    route: 'POST /api/post/create',
    rule: 'super admin only',
    expect: only('admin'),
    request: async (fx) => {
      const slug = newBlogSlug();
      return {
        body: blogBody(slug),
        probe: async () => fx.t.db.selectFrom('blogPosts').select('id').where('slug', '=', slug).execute(),
        // A new post is a draft, whatever else the body said.
        verify: (res) =>
          expect(res.json().data).toMatchObject({ slug, isPublished: false, datePublished: null }),
      };
    },
  },
  {
    route: 'POST /api/post/update',
    rule: 'super admin only',
    expect: only('admin'),
    request: async (fx) => {
      const post = await freshBlogPost(fx);
      return { body: { ...blogBody(newBlogSlug()), postId: post.id }, probe: blogPostProbe(fx, post.id) };
    },
  },
  {
    route: 'POST /api/post/publish',
    rule: 'super admin only',
    expect: only('admin'),
    request: async (fx) => {
      const post = await freshBlogPost(fx, false);
      return { body: { postId: post.id }, probe: blogPostProbe(fx, post.id) };
    },
  },
  {
    route: 'POST /api/post/unpublish',
    rule: 'super admin only',
    expect: only('admin'),
    request: async (fx) => {
      const post = await freshBlogPost(fx);
      return { body: { postId: post.id }, probe: blogPostProbe(fx, post.id) };
    },
  },
  {
    route: 'POST /api/post/delete',
    rule: 'super admin only',
    expect: only('admin'),
    request: async (fx) => {
      const post = await freshBlogPost(fx);
      return { body: { postId: post.id }, probe: blogPostProbe(fx, post.id) };
    },
  },

  // ----- Development ---------------------------------------------------------------------------
  {
    route: 'GET /dev/mailbox',
    rule:
      'registered only when config.exposure.devMailbox (a loopback development server, as the test app is); ' +
      'production and other binds leave it out (platform/startup/safety.test.ts)',
    expect: everyone,
    request: async () => ({}),
  },
  {
    route: 'POST /api/offers',
    rule: 'brand only; an offer to an influencer for one of their services, where the chat lets the brand write',
    expect: only('brand'),
    request: async (fx) => ({
      body: {
        influencerUserId: fx.peer.influencer.id,
        serviceId: fx.serviceOf.get(fx.peer.influencer.id)!,
        ...offerTerms(fx),
      },
    }),
  },
  {
    route: 'GET /api/offers',
    rule: 'roles 1 and 2; only the offers between the caller and userId',
    expect: only('influencer', 'brand'),
    request: async (fx) => ({ query: { userId: String(fx.peer.brand.id) } }),
  },
  {
    route: 'GET /api/offers/{id}',
    rule: 'roles 1 and 2, a party of the offer; anyone else of those roles gets 404',
    owned: true,
    expect: offerParties,
    notOwner: 404,
    request: async (fx, cell) => ({ params: { id: (await offerOf(fx, cell, { turn: 'caller' })).id } }),
  },
  ...(['accept', 'decline', 'counter'] as const).map((action): Row => ({
    route: `POST /api/offers/{id}/${action}`,
    rule: 'roles 1 and 2, the party whose turn it is; anyone else of those roles gets 404',
    owned: true,
    expect: offerParties,
    notOwner: 404,
    request: async (fx, cell) => {
      const offer = await offerOf(fx, cell, { turn: 'caller' });
      return {
        params: { id: offer.id },
        body: action === 'counter' ? offerTerms(fx) : undefined,
        probe: offer.probe,
      };
    },
  })),
  {
    route: 'POST /api/offers/{id}/withdraw',
    rule: 'roles 1 and 2, the party that made the latest proposal; anyone else of those roles gets 404',
    owned: true,
    expect: offerParties,
    notOwner: 404,
    request: async (fx, cell) => {
      const offer = await offerOf(fx, cell, { turn: 'other' });
      return { params: { id: offer.id }, probe: offer.probe };
    },
  },
  {
    route: 'POST /api/offers/{id}/checkout',
    rule: 'brand only, the brand of an accepted offer; another brand gets 404',
    owned: true,
    expect: {
      visitor: 'deny',
      influencer: 'deny',
      brand: { own: 'allow', other: 'deny' },
      staff: 'deny',
      admin: 'deny',
    },
    notOwner: 404,
    request: async (fx, cell) => {
      const offer = await offerOf(fx, cell, { turn: 'caller', status: 'accepted' });
      return { params: { id: offer.id }, body: { couponId: 0, useWallet: false }, probe: offer.probe };
    },
  },
];
