/**
 * Income-tax TDS on influencers' credits (issues 16 and 37, docs/tax.md § TDS): withheld when an order's money
 * is credited to the influencer's earnings (escrow release or helpdesk split), in that transaction, under the
 * section in force that day (`tds_section_periods`, from TDS_SECTION) and the rules table of
 * shared/constants/tds-rules.ts. The influencer keeps a PAN here (checked for being operative where a
 * verification service is configured) and gets a yearly statement; the super admin a monthly CSV for the TDS
 * return and the section's setup.
 */
import type { FastifyBaseLogger } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { isTdsSection, type TTdsRule, type TTdsSection } from '@collably/shared/constants/tds-rules';
import {
  financialYearLabel,
  financialYearOf,
  indiaDateOf,
  indiaMonthBounds,
} from '@collably/shared/domain/gst-invoice';
import { paiseToRupees } from '@collably/shared/domain/pricing';
import {
  addToYear,
  formatRatePercent,
  isPanCheckDue,
  isValidPan,
  noPanReason,
  normalisePan,
  PAN_RECHECK_DAYS,
  planSectionChange,
  sectionOn,
  tdsOnCredit,
  tdsProvisionText,
  tdsRateBps,
  tdsRuleOn,
  type TPanStatus,
  type TSectionPlan,
} from '@collably/shared/domain/tds';
import { TdsMessages, tdsDayText } from '@collably/shared/messages/tds';
import type {
  TTdsCredit,
  TTdsDetails,
  TTdsSetup,
  TTdsStatement,
  ZTdsRuleSummary,
} from '@collably/shared/schemas/tds';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/events/after-commit';
import { TDS_PAN_FIELD } from '../../platform/crypto/enciphered-columns';
import type { FieldCipher } from '../../platform/crypto/field-cipher';
import { csvRupees, spreadsheetText } from '../../platform/http/csv';
import { createPanVerifier, type PanVerifier } from '../../platform/pan-verify/pan-verifier';
import { tdsStatementPdf } from './tds.pdf';
import { tdsRepository as repo } from './tds.repository';

/** One order's money reaching an influencer's earnings. */
export type InfluencerCredit = {
  influencerUserId: number;
  transactionId: number;
  collabId: number;
  /** Before TDS, GST included. */
  grossPaise: number;
  /** Excluding GST: what TDS is charged on. */
  creditPaise: number;
};

/**
 * A stored PAN in clear text: deciphered, or as it is when it was kept before PANs were enciphered (migration
 * 038) and the key rotation job has not reached it yet.
 */
const clearPan = (cipher: FieldCipher, stored: string | null | undefined): string | null =>
  stored === null || stored === undefined || !cipher.isEnciphered(stored)
    ? (stored ?? null)
    : cipher.decrypt(TDS_PAN_FIELD, stored);

/** The Act and provision as printed, with the 2025 Act's table serial the deployment configured. */
const provisionOf = (config: Config, rule: TTdsRule) =>
  tdsProvisionText(rule, config.tds.act2025Serials[rule.section]);

/** The PAN verification service, when one is configured; without it PANs are taken as given. */
const verifierOf = (config: Config): PanVerifier | undefined =>
  config.panVerify === undefined ? undefined : createPanVerifier(config.panVerify);

/** The section in force on an India-time day, from the periods the server recorded (`applyTdsSection`). */
async function sectionInForce(db: DbOrTrx, day: string): Promise<TTdsSection> {
  const section = sectionOn(
    (await repo.periods(db)).map((p) => ({ from: p.fromOn, section: p.section })),
    day,
  );
  if (section === undefined || !isTdsSection(section)) {
    // The server records the configured section when it starts; a credit is never charged under a guess.
    throw new Error(`no TDS section is recorded for ${day}: the server records TDS_SECTION at start`);
  }
  return section;
}

/**
 * Charges one credit to TDS in the caller's transaction and returns the paise to withhold from it (the
 * caller posts them to tds-payable in the same journal). Two releases of one influencer queue on the
 * year's row of the section in force, so each sees the totals the other left. The PAN is the one stored now,
 * with the verification service's last answer about it (none: taken as given).
 */
export async function withholdTds(
  trx: DbOrTrx,
  cipher: FieldCipher,
  credit: InfluencerCredit,
  now: Date,
): Promise<number> {
  if (credit.grossPaise === 0) return 0;
  const financialYear = financialYearOf(now);
  const day = indiaDateOf(now);
  const section = await sectionInForce(trx, day);
  const key = { influencerUserId: credit.influencerUserId, financialYear, section };
  const year = await repo.lockYear(trx, credit.influencerUserId, financialYear, section);
  const details = await repo.taxDetailsOf(trx, credit.influencerUserId);
  const storedPan = details?.panEnc ?? null;
  const pan = clearPan(cipher, storedPan);
  const panStatus = pan === null ? null : (details?.panStatus ?? null);
  const rule = tdsRuleOn(section, day);
  const deduction = tdsOnCredit({
    creditPaise: credit.creditPaise,
    grossPaise: credit.grossPaise,
    pan,
    panStatus,
    rule,
    year,
  });
  await repo.saveYear(trx, key, addToYear(year, credit.creditPaise, deduction));
  await repo.insertDeduction(trx, {
    influencerUserId: credit.influencerUserId,
    transactionId: credit.transactionId,
    collabId: credit.collabId,
    financialYear,
    creditedOn: now.toISOString(),
    section,
    // The PAN in force, as stored (one field name for both columns, so the copy deciphers as it is); one
    // still in clear from before migration 038 is enciphered here.
    panEnc:
      storedPan !== null && !cipher.isEnciphered(storedPan)
        ? cipher.encrypt(TDS_PAN_FIELD, storedPan)
        : storedPan,
    panStatus,
    rateBps: deduction.rateBps,
    grossPaise: credit.grossPaise,
    creditPaise: credit.creditPaise,
    basePaise: deduction.basePaise,
    duePaise: deduction.duePaise,
    withheldPaise: deduction.withheldPaise,
    netPaise: deduction.netPaise,
  });
  return deduction.withheldPaise;
}

const percent = (bps: number) => bps / 100;

function ruleSummary(config: Config, rule: TTdsRule): z.infer<typeof ZTdsRuleSummary> {
  return {
    section: rule.section,
    act: rule.act,
    provision: provisionOf(config, rule),
    individualRate: percent(rule.individualRateBps),
    otherRate: percent(rule.otherRateBps),
    noPanRate: percent(rule.noPanRateBps),
    singleCreditThreshold:
      rule.singleCreditThresholdPaise === null ? null : paiseToRupees(rule.singleCreditThresholdPaise),
    yearlyThreshold: paiseToRupees(rule.yearlyThresholdPaise),
  };
}

/** A change of section not yet in force: its first day and section; undefined when none is scheduled. */
async function upcomingChange(db: DbOrTrx, today: string) {
  const next = (await repo.periods(db)).find((p) => p.fromOn > today);
  return next === undefined ? undefined : { from: next.fromOn, rule: tdsRuleOn(next.section, next.fromOn) };
}

/** 'From 1 April 2027, TDS is deducted under s. 194J at 10 %.' for a PAN as it stands. */
const changeText = (rule: TTdsRule, from: string, rateBps: number) =>
  TdsMessages.sectionChange(tdsDayText(from), `s. ${rule.section}`, formatRatePercent(rateBps));

/** GET tds/details. */
export async function tdsDetails(ctx: AppContext, userId: number): Promise<TTdsDetails> {
  const today = indiaDateOf(ctx.clock.now());
  const rule = tdsRuleOn(await sectionInForce(ctx.db, today), today);
  const details = await repo.taxDetailsOf(ctx.db, userId);
  const pan = clearPan(ctx.cipher, details?.panEnc);
  const panStatus = pan === null ? null : (details?.panStatus ?? null);
  const upcoming = await upcomingChange(ctx.db, today);
  const upcomingRate = upcoming && tdsRateBps(upcoming.rule, pan, panStatus);
  return {
    pan,
    panCheck: {
      isServiceOn: ctx.config.panVerify !== undefined,
      status: panStatus ?? 'unchecked',
      checkedOn: pan === null ? null : (details?.panCheckedOn ?? null),
    },
    rule: ruleSummary(ctx.config, rule),
    upcoming:
      upcoming === undefined || upcomingRate === undefined
        ? null
        : {
            from: upcoming.from,
            rule: ruleSummary(ctx.config, upcoming.rule),
            rate: percent(upcomingRate),
            text: changeText(upcoming.rule, upcoming.from, upcomingRate),
          },
  };
}

/**
 * Asks the verification service about the PAN stored as `panEnc` and keeps the answer; undefined when there is
 * no service or no answer (the PAN is then taken as given until the next check).
 */
async function checkPan(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  verifier: PanVerifier,
  input: { userId: number; pan: string; panEnc: string },
  log?: FastifyBaseLogger,
): Promise<TPanStatus | undefined> {
  try {
    const status = await verifier.check(input.pan);
    const kept = await repo.recordPanCheck(
      ctx.db,
      input.userId,
      input.panEnc,
      status,
      ctx.clock.now().toISOString(),
    );
    return kept ? status : undefined;
  } catch (error) {
    log?.warn({ err: error, userId: input.userId }, 'PAN check failed; the PAN is taken as given meanwhile');
    return undefined;
  }
}

/**
 * POST tds/details: a PAN applies to credits from now on; those already charged keep theirs. Where a
 * verification service is configured the PAN is checked at once; the message says when it takes the no-PAN
 * rate.
 */
export async function saveTdsDetails(
  ctx: AppContext,
  userId: number,
  pan: string | null,
  log?: FastifyBaseLogger,
): Promise<string> {
  const panEnc = pan === null ? null : ctx.cipher.encrypt(TDS_PAN_FIELD, pan);
  await repo.savePan(ctx.db, userId, panEnc, ctx.clock.now().toISOString());
  if (pan === null || panEnc === null) return TdsMessages.panRemoved;
  const verifier = verifierOf(ctx.config);
  const status = verifier && (await checkPan(ctx, verifier, { userId, pan, panEnc }, log));
  if (status === 'operative' || status === undefined) return TdsMessages.panSaved;
  const today = indiaDateOf(ctx.clock.now());
  const rate = formatRatePercent(tdsRuleOn(await sectionInForce(ctx.db, today), today).noPanRateBps);
  return status === 'inoperative' ? TdsMessages.panSavedInoperative(rate) : TdsMessages.panSavedUnknown(rate);
}

/** PANs checked per run of the job. */
const PAN_CHECK_BATCH = 50;

/**
 * The job of PAN checks (issue 37): PANs never checked (given with a payout request, or the service was down)
 * and answers older than PAN_RECHECK_DAYS are asked again. Safe on several instances: an answer is kept only
 * for the PAN it was asked about. Nothing without a service.
 */
export async function runPanChecks(
  ctx: Pick<AppContext, 'db' | 'clock' | 'cipher' | 'config'>,
  log?: FastifyBaseLogger,
): Promise<{ checked: number }> {
  const verifier = verifierOf(ctx.config);
  if (verifier === undefined) return { checked: 0 };
  const now = ctx.clock.now();
  const before = new Date(now.getTime() - PAN_RECHECK_DAYS * 86_400_000).toISOString();
  let checked = 0;
  for (const row of await repo.panChecksDue(ctx.db, before, PAN_CHECK_BATCH)) {
    const pan = clearPan(ctx.cipher, row.panEnc);
    if (pan === null || row.panEnc === null || !isValidPan(pan) || !isPanCheckDue(row.panCheckedOn, now))
      continue;
    if ((await checkPan(ctx, verifier, { userId: row.userId, pan, panEnc: row.panEnc }, log)) !== undefined) {
      checked += 1;
    }
  }
  return { checked };
}

/**
 * The configured section against the periods stored (issue 37), when the server starts: a new database starts
 * on it; a different section is scheduled from TDS_SECTION_FROM when that is a later day, else from the next
 * 1 April (never retroactively, so no credit is charged again); a scheduled change the configuration no longer
 * asks for is dropped, and the influencers told of it are told it is off. One transaction; several instances
 * starting at once record it once.
 */
export async function applyTdsSection(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'cipher' | 'events'>,
  log?: FastifyBaseLogger,
): Promise<TSectionPlan & { ignoredFrom?: string }> {
  const now = ctx.clock.now();
  const today = indiaDateOf(now);
  const plan = await inTransaction(ctx.db, async (trx) => {
    const periods = (await repo.periods(trx)).map((p) => ({ from: p.fromOn, section: p.section }));
    const decided = planSectionChange({
      periods,
      configured: ctx.config.tds.section,
      requestedFrom: ctx.config.tds.sectionFrom,
      today,
    });
    const decidedOn = now.toISOString();
    if (decided.kind === 'start' || decided.kind === 'schedule') {
      await repo.insertPeriod(trx, { fromOn: decided.from, section: decided.section, decidedOn });
    } else if (decided.kind === 'cancel' || decided.kind === 'reschedule') {
      await repo.deleteFuturePeriod(trx, decided.from, today);
      const told = await repo.deleteNotices(trx, decided.from);
      const stays = sectionOn(periods, today);
      if (decided.kind === 'reschedule') {
        await repo.insertPeriod(trx, { fromOn: decided.to, section: decided.section, decidedOn });
      } else if (stays !== undefined && told.length > 0) {
        const rule = tdsRuleOn(stays, today);
        const pans = await pansOf(ctx.cipher, trx, told);
        await ctx.events.emit(trx, {
          type: 'tds.sectionChangeCancelled',
          fromOn: decided.from,
          sectionInForce: rule.section,
          recipients: told.map((userId) => ({
            userId,
            rateBps: tdsRateBps(rule, pans.get(userId)?.pan ?? null, pans.get(userId)?.status),
          })),
          at: now,
        });
      }
    }
    return decided;
  });
  if (plan.kind !== 'none')
    log?.info({ plan }, `TDS section: ${plan.kind} s. ${plan.section} from ${plan.from}`);
  if (plan.ignoredFrom !== undefined) {
    log?.warn(
      `TDS_SECTION_FROM=${plan.ignoredFrom} is not later than today (${today}): a change is never retroactive, so it waits for the next 1 April.`,
    );
  }
  return plan;
}

/** The clear PANs and their last checks of several influencers. */
async function pansOf(cipher: FieldCipher, db: DbOrTrx, userIds: readonly number[]) {
  const rows = await repo.taxDetailsOfMany(db, userIds);
  return new Map(
    rows.map((r) => {
      const pan = clearPan(cipher, r.panEnc);
      return [r.userId, { pan, status: pan === null ? null : r.panStatus }] as const;
    }),
  );
}

/** Influencers told per transaction of the notices job. */
const NOTICE_BATCH = 200;

/**
 * The job of notices of a change of section (issue 37): every influencer with a credit in this financial year
 * is told, before the change applies, the section and the rate their credits will take. Each is told once,
 * on any number of instances (the notice's row and the notification are one transaction).
 */
export async function notifyTdsSectionChanges(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'cipher' | 'events'>,
): Promise<{ notified: number }> {
  const now = ctx.clock.now();
  const today = indiaDateOf(now);
  const periods = await repo.periods(ctx.db);
  const current = sectionOn(
    periods.map((p) => ({ from: p.fromOn, section: p.section })),
    today,
  );
  let notified = 0;
  for (const next of periods.filter((p) => p.fromOn > today)) {
    const rule = tdsRuleOn(next.section, next.fromOn);
    const before = current === undefined ? undefined : tdsRuleOn(current, today);
    for (;;) {
      const ids = await repo.influencersToNotify(ctx.db, next.fromOn, financialYearOf(now), NOTICE_BATCH);
      if (ids.length === 0) break;
      notified += await inTransaction(ctx.db, async (trx) => {
        const fresh = await repo.insertNotices(trx, next.fromOn, ids, now.toISOString());
        const pans = await pansOf(ctx.cipher, trx, fresh);
        await ctx.events.emit(trx, {
          type: 'tds.sectionChangeAnnounced',
          fromOn: next.fromOn,
          section: rule.section,
          sectionBefore: before?.section,
          recipients: fresh.map((userId) => {
            const pan = pans.get(userId)?.pan ?? null;
            const status = pans.get(userId)?.status ?? null;
            return {
              userId,
              rateBps: tdsRateBps(rule, pan, status),
              rateBeforeBps: before === undefined ? undefined : tdsRateBps(before, pan, status),
            };
          }),
          at: now,
        });
        return fresh.length;
      });
    }
  }
  return { notified };
}

/** GET tds/setup (super admin): the section in force, any change scheduled, and on what authority. */
export async function tdsSetup(ctx: AppContext): Promise<TTdsSetup> {
  const today = indiaDateOf(ctx.clock.now());
  const periods = await repo.periods(ctx.db);
  const current = tdsRuleOn(await sectionInForce(ctx.db, today), today);
  const upcoming = await upcomingChange(ctx.db, today);
  const { tds } = ctx.config;
  return {
    configured: tds.section,
    isConfiguredExplicitly: tds.isSectionExplicit,
    current: ruleSummary(ctx.config, current),
    upcoming:
      upcoming === undefined
        ? null
        : {
            from: upcoming.from,
            rule: ruleSummary(ctx.config, upcoming.rule),
            text: TdsMessages.sectionChange(
              tdsDayText(upcoming.from),
              `s. ${upcoming.rule.section}`,
              formatRatePercent(upcoming.rule.individualRateBps),
            ),
          },
    periods: periods.map((p) => ({ from: p.fromOn, section: p.section, decidedOn: p.decidedOn })),
    caOpinion: tds.caOpinion ?? TdsMessages.caOpinionMissing,
    isCaOpinionRecorded: tds.caOpinion !== null,
    act2025Serials: tds.act2025Serials,
    isPanServiceOn: ctx.config.panVerify !== undefined,
  };
}

/**
 * A PAN the influencer gave elsewhere (their payout request) counts as furnished to the platform: it is
 * kept for TDS when they have given none here, so the higher no-PAN rate stops. A PAN they gave or removed
 * here stays as it is. It is checked by the next run of the PAN checks (no call to a service in the caller's
 * transaction).
 */
export async function adoptPan(
  trx: DbOrTrx,
  cipher: FieldCipher,
  input: { userId: number; pan: string; now: Date },
): Promise<void> {
  const normalised = normalisePan(input.pan);
  if (!isValidPan(normalised)) return;
  const panEnc = cipher.encrypt(TDS_PAN_FIELD, normalised);
  await repo.savePanIfNone(trx, input.userId, panEnc, input.now.toISOString());
}

type DeductionRow = Awaited<ReturnType<typeof repo.deductionsOfYear>>[number];

/** The rules' row a credit was charged under, by its section and India-time day. */
const ruleOfCredit = (row: { section: TTdsSection; creditedOn: string }) =>
  tdsRuleOn(row.section, indiaDateOf(new Date(row.creditedOn)));

/** Why a credit took the no-PAN rate, as printed; null when it took the PAN's own. */
function rateReasonOf(pan: string | null, row: { panStatus: TPanStatus | null; rateBps: number }) {
  const reason = noPanReason(pan, row.panStatus);
  return reason === null ? null : TdsMessages.noPanReason(reason, formatRatePercent(row.rateBps));
}

const creditOf = (config: Config, cipher: FieldCipher, row: DeductionRow): TTdsCredit => {
  const pan = clearPan(cipher, row.panEnc);
  return {
    id: row.id,
    creditedOn: row.creditedOn,
    collabId: row.collabId,
    serviceTitle: row.serviceTitle,
    section: row.section,
    provision: provisionOf(config, ruleOfCredit(row)),
    rate: percent(row.rateBps),
    pan,
    rateReason: rateReasonOf(pan, row),
    gross: paiseToRupees(Number(row.grossPaise)),
    taxable: paiseToRupees(Number(row.creditPaise)),
    withheld: paiseToRupees(Number(row.withheldPaise)),
    net: paiseToRupees(Number(row.netPaise)),
  };
};

/** The statement's figures in paise, for the JSON and the PDF. */
async function statementOf(ctx: AppContext, userId: number, year: number | undefined) {
  const thisYear = financialYearOf(ctx.clock.now());
  const chosen = year ?? thisYear;
  const rows = await repo.deductionsOfYear(ctx.db, userId, chosen);
  const total = (pick: (r: DeductionRow) => number) => rows.reduce((s, r) => s + Number(pick(r)), 0);
  const firstYear = await repo.firstYearOf(ctx.db, userId);
  const years: number[] = [];
  for (let y = thisYear; y >= Math.min(firstYear ?? thisYear, chosen); y -= 1) years.push(y);
  return {
    year: chosen,
    years,
    rows,
    pan: clearPan(ctx.cipher, (await repo.taxDetailsOf(ctx.db, userId))?.panEnc),
    totals: {
      grossPaise: total((r) => r.grossPaise),
      creditPaise: total((r) => r.creditPaise),
      withheldPaise: total((r) => r.withheldPaise),
      netPaise: total((r) => r.netPaise),
    },
  };
}

/** GET tds/statement: an influencer's credits and TDS of one financial year. */
export async function tdsStatement(ctx: AppContext, userId: number, year?: number): Promise<TTdsStatement> {
  const s = await statementOf(ctx, userId, year);
  return {
    year: s.year,
    label: financialYearLabel(s.year),
    years: s.years,
    pan: s.pan,
    credits: s.rows.map((r) => creditOf(ctx.config, ctx.cipher, r)),
    totals: {
      gross: paiseToRupees(s.totals.grossPaise),
      taxable: paiseToRupees(s.totals.creditPaise),
      withheld: paiseToRupees(s.totals.withheldPaise),
      net: paiseToRupees(s.totals.netPaise),
    },
  };
}

/** GET tds/statement/pdf: the same statement as a PDF, with the deductor's details. */
export async function tdsStatementFile(
  ctx: AppContext,
  userId: number,
  year?: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const s = await statementOf(ctx, userId, year);
  const influencer = await repo.nameOf(ctx.db, userId);
  const label = financialYearLabel(s.year);
  const pdf = await tdsStatementPdf({
    deductor: ctx.config.taxSupplier,
    deductee: { name: influencer.name, email: influencer.email, pan: s.pan },
    yearLabel: label,
    credits: s.rows.map((r) => ({
      creditedOn: r.creditedOn,
      collabId: r.collabId,
      serviceTitle: r.serviceTitle,
      section: r.section,
      provision: provisionOf(ctx.config, ruleOfCredit(r)),
      rateBps: r.rateBps,
      rateReason: rateReasonOf(clearPan(ctx.cipher, r.panEnc), r),
      grossPaise: Number(r.grossPaise),
      creditPaise: Number(r.creditPaise),
      withheldPaise: Number(r.withheldPaise),
      netPaise: Number(r.netPaise),
    })),
    totals: s.totals,
  });
  return { fileName: `tds-statement-${label}.pdf`, pdf };
}

/**
 * GET tds/export: every credit of a calendar month (India time), one CSV row each, for the quarterly TDS
 * return: the deductee and PAN (and the service's answer about it), the section, the Act and provision printed,
 * the rate, the amount credited and the TDS.
 */
export async function exportTdsMonth(
  ctx: Pick<AppContext, 'db' | 'cipher' | 'config'>,
  month: string,
): Promise<string> {
  const { from, to } = indiaMonthBounds(month);
  const rows = await repo.deductionsBetween(ctx.db, from, to);
  return stringify(
    rows.map((r) => [
      indiaDateOf(new Date(r.creditedOn)),
      spreadsheetText(r.name),
      r.email,
      clearPan(ctx.cipher, r.panEnc) ?? 'PANNOTAVBL',
      r.section,
      provisionOf(ctx.config, ruleOfCredit(r)),
      (r.rateBps / 100).toFixed(2),
      r.panEnc === null ? 'no PAN' : (r.panStatus ?? 'not checked'),
      r.collabId,
      csvRupees(Number(r.grossPaise)),
      csvRupees(Number(r.creditPaise)),
      csvRupees(Number(r.basePaise)),
      csvRupees(Number(r.duePaise)),
      csvRupees(Number(r.withheldPaise)),
      csvRupees(Number(r.netPaise)),
    ]),
    {
      header: true,
      columns: [
        'date',
        'deductee',
        'email',
        'pan',
        'section',
        'provision',
        'rate_percent',
        'pan_status',
        'collab',
        'gross',
        'credited_excl_gst',
        'tds_base',
        'tds_due',
        'tds_withheld',
        'net',
      ],
    },
  );
}
