import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdminRole } from '@collably/shared/constants/roles';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';

/**
 * Routes that show staff nothing of another person: their own account, reference data, their own
 * notifications and tools, blog posts and coupons. Every other call of staff or a super admin is logged.
 */
const NOT_PERSONAL = [
  '/api/account/',
  '/api/master/',
  '/api/notification/',
  '/api/user/email-preferences',
  '/api/user/logout',
  '/api/user/payoutterms',
  '/api/post/',
  '/api/manage/coupons',
  '/api/manage/createupdatecoupon',
  '/api/manage/deletecoupon',
  '/api/tools/',
  '/api/admin/vitals',
  '/api/admin/access-log',
];

const TARGET_MAX = 1_000;

/** How long an entry is kept: one year, as the DPDP Rules 2025 ask of logs of personal data processing. */
export const STAFF_ACCESS_LOG_RETENTION_DAYS = 365;

/** A body field that names whose data a call touches: `userId`, `UserID`, `brandUserId`, `collab_id`, `id` (not `paid`, `valid`). */
const NAMES_SOMEONE = /(^[iI]d|Id|ID|_id)$/;

/**
 * The identifiers in a JSON body (a staff edit names the user there, not in the path): top-level fields
 * named like ids with a number or short text value. Nothing else of the body is kept: it may hold the very
 * personal data the log is about.
 */
function bodyTargets(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter(
      ([key, value]) =>
        NAMES_SOMEONE.test(key) &&
        (typeof value === 'number' || (typeof value === 'string' && value.length <= 64)),
    ),
  );
}

const targetOf = (req: FastifyRequest): string => {
  const target = JSON.stringify({
    ...bodyTargets(req.body),
    ...(req.params as object),
    ...(req.query as object),
  });
  return target.length > TARGET_MAX ? `${target.slice(0, TARGET_MAX - 1)}…` : target;
};

/**
 * Logs every call of staff or a super admin that may read someone else's personal data (DPDP Act 2023:
 * the platform answers for who looked at whose data): who, which route, whose (the path, the query and the ids
 * a body names), the
 * answer's status and when. Written after the answer is sent, so it never slows or fails the call; a write
 * that fails is logged as an error.
 */
export function registerStaffAccessLog(app: FastifyInstance, db: Db, clock: Clock): void {
  app.addHook('onResponse', async (req, reply) => {
    const actor = req.auth;
    const pattern = req.routeOptions.url;
    if (!actor || !isAdminRole(actor.role) || !pattern) return;
    if (NOT_PERSONAL.some((prefix) => pattern.startsWith(prefix))) return;
    try {
      await db
        .insertInto('staffAccessLog')
        .values({
          actorUserId: actor.userId,
          route: `${req.method} ${pattern}`,
          target: targetOf(req),
          statusCode: reply.statusCode,
          createdOn: clock.now().toISOString(),
        })
        .execute();
    } catch (error) {
      req.log.error({ err: error }, 'staff access log write failed');
    }
  });
}

/** Removes entries older than the retention period; the number removed. */
export async function pruneStaffAccessLog(db: Db, clock: Clock): Promise<number> {
  const before = new Date(clock.now().getTime() - STAFF_ACCESS_LOG_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db.deleteFrom('staffAccessLog').where('createdOn', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
