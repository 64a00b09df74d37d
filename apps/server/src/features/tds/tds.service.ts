/**
 * Income-tax TDS on influencers' credits (issue 16, docs/tax.md § TDS): withheld when an order's money is
 * credited to the influencer's earnings (escrow release or helpdesk split), in that transaction, under the
 * rules table of shared/constants/tds-rules.ts. The influencer keeps a PAN here and gets a yearly statement;
 * the super admin a monthly CSV for the TDS return.
 */
import { stringify } from 'csv-stringify/sync';
import {
  financialYearLabel,
  financialYearOf,
  indiaDateOf,
  indiaMonthBounds,
} from '@collably/shared/domain/gst-invoice';
import { paiseToRupees } from '@collably/shared/domain/pricing';
import { addToYear, isValidPan, normalisePan, tdsOnCredit, tdsRuleOn } from '@collably/shared/domain/tds';
import type { TTdsCredit, TTdsDetails, TTdsStatement } from '@collably/shared/schemas/tds';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { TDS_PAN_FIELD } from '../../platform/crypto/enciphered-columns';
import type { FieldCipher } from '../../platform/crypto/field-cipher';
import { csvRupees, spreadsheetText } from '../../platform/http/csv';
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
const clearPan = (cipher: FieldCipher, stored: string | null): string | null =>
  stored === null || !cipher.isEnciphered(stored) ? stored : cipher.decrypt(TDS_PAN_FIELD, stored);

/**
 * Charges one credit to TDS in the caller's transaction and returns the paise to withhold from it (the
 * caller posts them to tds-payable in the same journal). Two releases of one influencer queue on the
 * year's row, so each sees the totals the other left.
 */
export async function withholdTds(
  trx: DbOrTrx,
  cipher: FieldCipher,
  credit: InfluencerCredit,
  now: Date,
): Promise<number> {
  if (credit.grossPaise === 0) return 0;
  const financialYear = financialYearOf(now);
  const year = await repo.lockYear(trx, credit.influencerUserId, financialYear);
  const storedPan = await repo.storedPanOf(trx, credit.influencerUserId);
  const pan = clearPan(cipher, storedPan);
  const rule = tdsRuleOn(indiaDateOf(now));
  const deduction = tdsOnCredit({
    creditPaise: credit.creditPaise,
    grossPaise: credit.grossPaise,
    pan,
    rule,
    year,
  });
  await repo.saveYear(
    trx,
    credit.influencerUserId,
    financialYear,
    addToYear(year, credit.creditPaise, deduction),
  );
  await repo.insertDeduction(trx, {
    influencerUserId: credit.influencerUserId,
    transactionId: credit.transactionId,
    collabId: credit.collabId,
    financialYear,
    creditedOn: now.toISOString(),
    section: rule.section,
    // The PAN in force, as stored (one field name for both columns, so the copy deciphers as it is); one
    // still in clear from before migration 038 is enciphered here.
    panEnc:
      storedPan !== null && !cipher.isEnciphered(storedPan)
        ? cipher.encrypt(TDS_PAN_FIELD, storedPan)
        : storedPan,
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

/** GET tds/details. */
export async function tdsDetails(ctx: AppContext, userId: number): Promise<TTdsDetails> {
  const rule = tdsRuleOn(indiaDateOf(ctx.clock.now()));
  return {
    pan: clearPan(ctx.cipher, await repo.storedPanOf(ctx.db, userId)),
    rule: {
      section: rule.section,
      act: rule.act,
      individualRate: percent(rule.individualRateBps),
      otherRate: percent(rule.otherRateBps),
      noPanRate: percent(rule.noPanRateBps),
      singleCreditThreshold: paiseToRupees(rule.singleCreditThresholdPaise),
      yearlyThreshold: paiseToRupees(rule.yearlyThresholdPaise),
    },
  };
}

/** POST tds/details: a PAN applies to credits from now on; those already charged keep theirs. */
export async function saveTdsDetails(ctx: AppContext, userId: number, pan: string | null): Promise<void> {
  const panEnc = pan === null ? null : ctx.cipher.encrypt(TDS_PAN_FIELD, pan);
  await repo.savePan(ctx.db, userId, panEnc, ctx.clock.now().toISOString());
}

/**
 * A PAN the influencer gave elsewhere (their payout request) counts as furnished to the platform: it is
 * kept for TDS when they have given none here, so the higher no-PAN rate stops. A PAN they gave or removed
 * here stays as it is.
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

const creditOf = (cipher: FieldCipher, row: DeductionRow): TTdsCredit => ({
  id: row.id,
  creditedOn: row.creditedOn,
  collabId: row.collabId,
  serviceTitle: row.serviceTitle,
  section: row.section,
  rate: percent(row.rateBps),
  pan: clearPan(cipher, row.panEnc),
  gross: paiseToRupees(Number(row.grossPaise)),
  taxable: paiseToRupees(Number(row.creditPaise)),
  withheld: paiseToRupees(Number(row.withheldPaise)),
  net: paiseToRupees(Number(row.netPaise)),
});

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
    pan: clearPan(ctx.cipher, await repo.storedPanOf(ctx.db, userId)),
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
    credits: s.rows.map((r) => creditOf(ctx.cipher, r)),
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
      rateBps: r.rateBps,
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
 * return: the deductee and PAN, the section and rate, the amount credited and the TDS.
 */
export async function exportTdsMonth(ctx: Pick<AppContext, 'db' | 'cipher'>, month: string): Promise<string> {
  const { from, to } = indiaMonthBounds(month);
  const rows = await repo.deductionsBetween(ctx.db, from, to);
  return stringify(
    rows.map((r) => [
      indiaDateOf(new Date(r.creditedOn)),
      spreadsheetText(r.name),
      r.email,
      clearPan(ctx.cipher, r.panEnc) ?? 'PANNOTAVBL',
      r.section,
      (r.rateBps / 100).toFixed(2),
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
        'rate_percent',
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
