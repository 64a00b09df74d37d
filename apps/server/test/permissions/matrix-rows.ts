/**
 * THE PERMISSION MATRIX: every route of the app × role × ownership → allow or deny.
 * Run by permission-matrix.test.ts against the real app, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
 *
 * Rows live beside their routes: each feature of src/features.ts that registers routes has a
 * `<name>.permissions.ts` in its folder (src/features/<name>/, or src/platform/<part>/ for 'files',
 * 'payment-providers' and 'mail') with the rows of the routes it registers:
 *   export const permissions: FeaturePermissions = { feature: '<name>', rows: [ ... ] };
 * The runner collects every `*.permissions.ts` under src (permission-rows.ts) and checks that each row is
 * filed under the feature registering its route. This file holds the types, the expectation shapes and the
 * helpers of more than one feature's rows; a helper of one feature's rows stays in its file. These files are
 * tests: production code never imports them.
 *
 * Every route of the OpenAPI document and of the router (which also holds routes the document hides, such as
 * the sandbox checkout) must have at least one row, and every row must name a route that exists: a new
 * route fails the suite until its feature declares its row. Left out: HEAD twins, the /api/docs pages, and
 * routes the test app does not register (POST /api/payments/stripe/webhook exists only with the Stripe
 * provider and is authenticated by Stripe's signature, see platform/payments). To add one, copy a row of the
 * same kind in the feature's file (or start the file from another feature's) and fill in:
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
import type { FilePart } from '../multipart';
import type { TestUser } from '../test-app';
import type { Fixtures, RoleKey, SignedInKey } from './matrix-fixtures';

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

/** The rows of one feature (or platform part), in `<feature>.permissions.ts` beside its routes. */
export type FeaturePermissions = { feature: string; rows: readonly Row[] };

// ---------------------------------------------------------------------------------------------
// Common expectation shapes

export const everyone: Expectations = {
  visitor: 'allow',
  influencer: 'allow',
  brand: 'allow',
  staff: 'allow',
  admin: 'allow',
};

export const signedIn: Expectations = {
  visitor: 'deny',
  influencer: 'allow',
  brand: 'allow',
  staff: 'allow',
  admin: 'allow',
};

export const only = (...roles: SignedInKey[]): Expectations => ({
  visitor: 'deny',
  influencer: roles.includes('influencer') ? 'allow' : 'deny',
  brand: roles.includes('brand') ? 'allow' : 'deny',
  staff: roles.includes('staff') ? 'allow' : 'deny',
  admin: roles.includes('admin') ? 'allow' : 'deny',
});

/** Influencer profile writes: the influencer on their own profile, staff and super admin on anyone's. */
export const profileEditors: Expectations = {
  visitor: 'deny',
  influencer: { own: 'allow', other: 'deny' },
  brand: 'deny',
  staff: { own: 'n/a', other: 'allow' },
  admin: { own: 'n/a', other: 'allow' },
};

/** A collab's brand and influencer, and the super admin; staff see nothing of orders. */
export const collabParties: Expectations = {
  visitor: 'deny',
  influencer: { own: 'allow', other: 'deny' },
  brand: { own: 'allow', other: 'deny' },
  staff: 'deny',
  admin: { own: 'n/a', other: 'allow' },
};

export const brandOwnsIt: Expectations = {
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
export const chatters: Expectations = {
  visitor: 'deny',
  influencer: { own: 'allow', other: 'deny' },
  brand: { own: 'allow', other: 'deny' },
  staff: 'deny',
  admin: { own: 'allow', other: 'deny' },
};

/** Payout approval: the super admin only; an influencer is refused even on their own payout. */
export const payoutDecider: Expectations = {
  visitor: 'deny',
  influencer: { own: 'deny', other: 'deny' },
  brand: 'deny',
  staff: 'deny',
  admin: { own: 'n/a', other: 'allow' },
};

/** Issue 19: only the two parties of an offer see it or act on it; anyone else is told there is no such offer. */
export const offerParties: Expectations = {
  visitor: 'deny',
  influencer: { own: 'allow', other: 'deny' },
  brand: { own: 'allow', other: 'deny' },
  staff: 'deny',
  admin: 'deny',
};

// ---------------------------------------------------------------------------------------------
// Probes and helpers the rows of more than one feature use

/** A collab's status and the work on it. */
export const collabProbe = (fx: Fixtures, collabId: number) => async () =>
  fx.t.db
    .selectFrom('collabs')
    .select(['status', 'comment', 'workLink'])
    .where('id', '=', collabId)
    .executeTakeFirst();

/** A payment transaction's status and the collabs it made. */
export const txProbe = (fx: Fixtures, transId: number) => async () => ({
  tx: await fx.t.db
    .selectFrom('paymentTransactions')
    .select('status')
    .where('id', '=', transId)
    .executeTakeFirst(),
  collabs: await fx.t.db.selectFrom('collabs').select('id').where('transactionId', '=', transId).execute(),
});

/** The `data` of an answer's JSON envelope, typed as the row expects it. */
export const dataOf = <T = unknown>(res: LightMyRequestResponse): T => res.json<{ data: T }>().data;
