import { createHmac } from 'node:crypto';
import { REFERRAL_REPORT_PAGE_SIZE } from '@collably/shared/constants/limits';
import type { TReferralReportPage, TReferralReportQuery } from '@collably/shared/schemas/referrals';
import { InfluencerMessages } from '@collably/shared/messages/influencers';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { ipKey } from '../../platform/http/throttle';
import type { ReferralVisit } from '../../platform/http/referral';
import { referralsRepository as repo } from './referrals.repository';

/** A visitor is told apart by a keyed hash of their address: the table never holds an IP. */
const visitorKey = (secret: string, ip: string) =>
  `ip:${createHmac('sha256', secret)
    .update(`collably:referral-visitor:${ipKey(ip)}`)
    .digest('base64url')
    .slice(0, 22)}`;

/**
 * Records that a profile was viewed with a referral code (spec §7 get-userdetails + Czref): one row per code,
 * profile, viewer and UTC day, so reloads and repeat views that day add nothing. The owner viewing their own
 * profile is no visit.
 */
export async function recordVisit(ctx: AppContext, visit: ReferralVisit): Promise<void> {
  if (visit.viewerUserId === visit.influencerUserId) return;
  const now = ctx.clock.now().toISOString();
  await repo.addVisit(ctx.db, {
    code: visit.code,
    influencerUserId: visit.influencerUserId,
    viewerKey: visit.viewerUserId === null ? visitorKey(ctx.secret, visit.ip) : `u:${visit.viewerUserId}`,
    visitDay: now.slice(0, 10),
    viewerUserId: visit.viewerUserId,
    createdOn: now,
  });
}

/**
 * POST referrals/visit: a public profile the browser painted from the server's first paint (it then skips the
 * profile call, which records visits), reported so its referral visit counts just as that call counts it:
 * nothing without a code or for the profile's owner (recordVisit); 404 for a user name with no public profile (the
 * profile call's answer to a visitor). A repeat the same day adds nothing (see recordVisit).
 */
export async function recordProfileVisit(
  ctx: AppContext,
  input: { code: string | null; userName: string; viewerUserId: number | null; ip: string },
): Promise<void> {
  if (!input.code) return;
  const influencerUserId = await repo.findPublicInfluencerId(ctx.db, input.userName);
  if (influencerUserId === undefined) throw notFound(InfluencerMessages.notFound);
  await recordVisit(ctx, {
    code: input.code,
    influencerUserId,
    viewerUserId: input.viewerUserId,
    ip: input.ip,
  });
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
};

/**
 * GET admin/referrals: per code, the profile visits it brought and its orders — payments captured with that
 * czref (refunded and unpaid checkouts are not orders) — and their value: what the brands paid (wallet and
 * card, after any coupon), in paise. Days are UTC and inclusive; visits are dated by the day they were made,
 * orders by their capture.
 */
export async function report(ctx: AppContext, query: TReferralReportQuery): Promise<TReferralReportPage> {
  const { rows, total } = await repo.report(ctx.db, {
    fromDay: query.from,
    toDay: query.to,
    fromInstant: query.from ? `${query.from}T00:00:00.000Z` : undefined,
    toInstantExclusive: query.to ? nextDay(query.to) : undefined,
    offset: query.page * REFERRAL_REPORT_PAGE_SIZE,
    limit: REFERRAL_REPORT_PAGE_SIZE,
  });
  return {
    rows,
    currentPage: query.page,
    totalPages: Math.ceil(total / REFERRAL_REPORT_PAGE_SIZE),
    total,
  };
}
