/**
 * GST held until a registered influencer's invoice is in the platform's GSTR-2B (issue 37 item 5, docs/tax.md
 * § GST held). CGST Act s. 16(2)(aa): the platform may take input tax credit only for invoices its supplier
 * furnished in GSTR-1 and that GSTR-2B communicates to it. So at a release (or a helpdesk split) the GST part of
 * a registered influencer's credit moves from their earnings to a held account (`gst-held:{user}`), where it
 * can be neither spent nor withdrawn; a GSTR-2B that shows the invoice (from their GSTIN, with its number and
 * its tax) releases it to the earnings, once.
 *
 * Which invoice: the self-billed one the platform issued in their name (features/invoices), or, without
 * self-billing consent, the influencer's own, whose number they give here for the order.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  GST_MATCH_TOLERANCE_PAISE,
  gstToHold,
  normaliseInvoiceNumber,
  periodOfReturn,
  rupeesOf2bToPaise,
} from '@collably/shared/domain/gst-held';
import { paiseToRupees } from '@collably/shared/domain/pricing';
import { GstHeldMessages as M } from '@collably/shared/messages/gst-held';
import {
  GSTR2B_MAX_INVOICES,
  ZGstr2bFile,
  type TGstHeldAdmin,
  type TGstHeldOrder,
  type TGstHeldSummary,
  type TGstr2bImport,
  type TGstr2bUnmatchedRow,
} from '@collably/shared/schemas/gst-held';
import type { DbOrTrx } from '../../db/database';
import type { TGstr2bSource } from '../../db/tables/gst-held';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors';
import { Accounts } from '../../platform/ledger/accounts';
import { post, type Journal } from '../../platform/ledger/ledger';
import { gstHeldRepository as repo, type GstHold, type Gstr2bImportRow } from './gst-held.repository';

/** One order's money reaching a registered influencer's earnings, as moveMoney credits it. */
export type GstCredit = {
  tx: { id: number; influencerUserId: number; influencerGstPaise: number };
  collabId: number;
  /** Before TDS, GST included. */
  grossPaise: number;
  /** Excluding GST. */
  creditPaise: number;
  /** TDS withheld from the credit (in the release's journal, before this hold). */
  tdsPaise: number;
};

export const gstHoldKey = (transactionId: number) => `gst-hold:${transactionId}`;
export const gstReleaseKey = (transactionId: number) => `gst-release:${transactionId}`;

const matchKeyOf = (gstin: string, invoiceNumber: string) =>
  `${gstin}|${normaliseInvoiceNumber(invoiceNumber)}`;

export const gstHoldJournal = (h: {
  transactionId: number;
  influencerUserId: number;
  collabId: number;
  heldPaise: number;
}): Journal => ({
  idempotencyKey: gstHoldKey(h.transactionId),
  kind: 'gst-hold',
  transactionId: h.transactionId,
  memo: `Collab ${h.collabId}: the influencer's GST held until their invoice is in GSTR-2B`,
  entries: [
    { account: Accounts.influencerEarnings(h.influencerUserId), amountPaise: -h.heldPaise },
    { account: Accounts.influencerGstHeld(h.influencerUserId), amountPaise: h.heldPaise },
  ],
});

export const gstReleaseJournal = (
  h: Pick<GstHold, 'transactionId' | 'influencerUserId' | 'collabId' | 'heldPaise'>,
): Journal => ({
  idempotencyKey: gstReleaseKey(h.transactionId),
  kind: 'gst-release',
  transactionId: h.transactionId,
  memo: `Collab ${h.collabId}: the influencer's invoice is in GSTR-2B, their GST released`,
  entries: [
    { account: Accounts.influencerGstHeld(h.influencerUserId), amountPaise: -h.heldPaise },
    { account: Accounts.influencerEarnings(h.influencerUserId), amountPaise: h.heldPaise },
  ],
});

/**
 * Holds, in the caller's transaction and right after the credit's journal, the GST part of a registered
 * influencer's credit: the GST on their document for it (the self-billed invoice's when one was issued, else
 * the GST inside the credit), at most the credit net of TDS (`gstToHold`), so the earnings never go below what
 * they were before the credit. Nothing for an unregistered influencer or an order without their GST (priced
 * before the principal model); once per payment. Returns the paise held.
 */
export async function holdInfluencerGst(trx: DbOrTrx, credit: GstCredit, now: Date): Promise<number> {
  const { tx } = credit;
  const gstInCreditPaise = credit.grossPaise - credit.creditPaise;
  if (tx.influencerGstPaise === 0 || gstInCreditPaise <= 0) return 0;
  const gstin = await repo.registeredGstinOf(trx, tx.influencerUserId);
  if (gstin === null) return 0;
  const selfInvoice = await repo.selfInvoiceOf(trx, tx.id);
  const documentGstPaise = selfInvoice?.gstPaise ?? gstInCreditPaise;
  const heldPaise = gstToHold({ documentGstPaise, grossPaise: credit.grossPaise, tdsPaise: credit.tdsPaise });
  if (heldPaise === 0) return 0;
  const id = await repo.insertHold(trx, {
    transactionId: tx.id,
    collabId: credit.collabId,
    influencerUserId: tx.influencerUserId,
    gstin,
    selfInvoiceId: selfInvoice?.id ?? null,
    invoiceNumber: selfInvoice?.number ?? null,
    matchKey: selfInvoice ? matchKeyOf(gstin, selfInvoice.number) : null,
    documentGstPaise,
    heldPaise,
    heldOn: now.toISOString(),
    releasedOn: null,
    releaseImportId: null,
  });
  if (id === undefined) return 0;
  const hold = {
    transactionId: tx.id,
    influencerUserId: tx.influencerUserId,
    collabId: credit.collabId,
    heldPaise,
  };
  if (!(await post(trx, gstHoldJournal(hold), now))) {
    throw new Error(`the GST of payment ${tx.id} was already held`);
  }
  return heldPaise;
}

/** The holds an influencer sees. */
const LISTED_HOLDS = 200;

const orderOf = (h: GstHold): TGstHeldOrder => ({
  id: h.id,
  collabId: h.collabId,
  heldOn: h.heldOn,
  amount: paiseToRupees(h.heldPaise),
  status: h.releasedOn === null ? 'held' : 'released',
  releasedOn: h.releasedOn,
  invoiceNumber: h.invoiceNumber,
  isSelfBilled: h.selfInvoiceId !== null,
});

/** The GST held from an order's own release (not its extras'), for its timeline; undefined when none was. */
export async function gstHoldOfOrder(
  db: DbOrTrx,
  transactionId: number,
): Promise<{ heldPaise: number; isReleased: boolean } | undefined> {
  const hold = await repo.holdByTransaction(db, transactionId);
  return hold && { heldPaise: hold.heldPaise, isReleased: hold.releasedOn !== null };
}

/** GET gst-held: the influencer's own held GST, total and per order. */
export async function gstHeldOf(ctx: Pick<AppContext, 'db'>, userId: number): Promise<TGstHeldSummary> {
  const holds = await repo.holdsOf(ctx.db, userId, LISTED_HOLDS);
  const heldPaise = holds.filter((h) => h.releasedOn === null).reduce((s, h) => s + h.heldPaise, 0);
  return { held: paiseToRupees(heldPaise), orders: holds.map(orderOf) };
}

/**
 * POST gst-held/{id}/invoice-number: an influencer without self-billing gives the number of the invoice they
 * issued the platform for the order (and filed in GSTR-1). Another influencer's hold is not found.
 */
export async function saveInvoiceNumber(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  holdId: number,
  invoiceNumber: string,
): Promise<TGstHeldOrder> {
  const hold = await repo.findHold(ctx.db, holdId);
  if (!hold || hold.influencerUserId !== userId) throw notFound(M.notFound);
  if (hold.releasedOn !== null) throw conflict(M.alreadyReleased);
  if (hold.selfInvoiceId !== null) throw badRequest(M.selfBilled(hold.invoiceNumber ?? ''));
  const matchKey = matchKeyOf(hold.gstin, invoiceNumber);
  const other = await repo.holdByMatchKey(ctx.db, matchKey);
  if (other && other.id !== hold.id) throw conflict(M.invoiceNumberTaken(other.collabId));
  try {
    if (!(await repo.setInvoiceNumber(ctx.db, hold.id, invoiceNumber, matchKey))) {
      throw conflict(M.alreadyReleased);
    }
  } catch (error) {
    // A concurrent request took the same number first (the unique match key).
    if (error instanceof AppError) throw error;
    const again = await repo.holdByMatchKey(ctx.db, matchKey);
    if (again && again.id !== hold.id) throw conflict(M.invoiceNumberTaken(again.collabId));
    throw error;
  }
  return orderOf((await repo.findHold(ctx.db, hold.id))!);
}

/** A zod issue's path as a person reads it: data.docdata.b2b[0].inv[2].igst. */
function pathText(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : `${text ? '.' : ''}${String(key)}`;
  return text || 'the file';
}

/** What is wrong at an issue's place, read against the file itself (zod does not report the input). */
function problemOf(issue: z.core.$ZodIssue, json: unknown): string {
  if (issue.code === 'invalid_type') {
    let value: unknown = json;
    for (const key of issue.path) {
      value =
        typeof value === 'object' && value !== null
          ? (value as Record<PropertyKey, unknown>)[key]
          : undefined;
    }
    if (value === undefined) return 'is missing';
    return `must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}`;
  }
  if (issue.code === 'too_big' || issue.code === 'too_small') return 'is out of range';
  if (issue.code === 'invalid_value') return 'has a value GSTR-2B does not use';
  return issue.message;
}

/** One invoice row of a GSTR-2B, in paise. */
type Gstr2bRow = {
  gstin: string;
  invoiceNumber: string;
  date: string;
  taxPaise: number;
  isItcAvailable: boolean;
};

/** Reads a GSTR-2B JSON (docs/tax.md § GST held): 400 with where and what for anything else. */
export function readGstr2b(
  json: unknown,
  platformGstin: string,
): { period: string | null; rows: Gstr2bRow[] } {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw badRequest(M.fileNotObject);
  const parsed = ZGstr2bFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(M.fileInvalid(pathText(issue.path), problemOf(issue, json)));
  }
  const { data } = parsed.data;
  if (data.gstin !== undefined && data.gstin !== platformGstin) {
    throw badRequest(M.wrongRecipient(data.gstin, platformGstin));
  }
  const rows: Gstr2bRow[] = [];
  for (const supplier of data.docdata.b2b ?? []) {
    for (const inv of supplier.inv) {
      if (rows.length >= GSTR2B_MAX_INVOICES) throw badRequest(M.tooManyRows(GSTR2B_MAX_INVOICES));
      rows.push({
        gstin: supplier.ctin,
        invoiceNumber: inv.inum,
        date: inv.dt,
        taxPaise: rupeesOf2bToPaise(inv.igst) + rupeesOf2bToPaise(inv.cgst) + rupeesOf2bToPaise(inv.sgst),
        isItcAvailable: inv.itcavl !== 'N',
      });
    }
  }
  return { period: data.rtnprd === undefined ? null : (periodOfReturn(data.rtnprd) ?? null), rows };
}

/** Unmatched rows kept with an import for the super admin to read. */
const KEPT_UNMATCHED = 100;

type StoredUnmatched = Omit<TGstr2bUnmatchedRow, 'tax'> & { taxPaise: number };

const importOf = (r: Gstr2bImportRow): TGstr2bImport => ({
  id: r.id,
  period: r.period,
  source: r.source,
  importedOn: r.importedOn,
  importedBy: r.importedBy,
  rows: r.rows,
  matched: r.matched,
  alreadyReleased: r.alreadyReleased,
  unmatched: r.unmatched,
  released: paiseToRupees(r.releasedPaise),
  unmatchedRows: (JSON.parse(r.unmatchedRows ?? '[]') as StoredUnmatched[]).map(({ taxPaise, ...row }) => ({
    ...row,
    tax: paiseToRupees(taxPaise),
  })),
});

/**
 * Imports one GSTR-2B: each row from a held invoice's supplier GSTIN, with its number (case and spaces aside)
 * and its tax within ₹1, releases that hold's GST to the influencer's earnings: a conditional update and the
 * `gst-release:{transaction}` journal in one transaction, so a row, a file imported twice or two imports at
 * once release a hold at most once. Rows the portal marks 'ITC not available' release nothing.
 */
export async function importGstr2b(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  json: unknown,
  o: { source: TGstr2bSource; importedByUserId: number | null },
): Promise<TGstr2bImport> {
  const { period, rows } = readGstr2b(json, ctx.config.taxSupplier.gstin);
  const startedOn = ctx.clock.now().toISOString();
  const importId = await repo.insertImport(ctx.db, {
    period,
    source: o.source,
    fileSha256: createHash('sha256').update(JSON.stringify(json)).digest('hex'),
    importedByUserId: o.importedByUserId,
    importedOn: startedOn,
    unmatchedRows: null,
    finishedOn: null,
  });
  const holds = await repo.holdsByMatchKeys(ctx.db, [
    ...new Set(rows.map((r) => matchKeyOf(r.gstin, r.invoiceNumber))),
  ]);
  let matched = 0;
  let alreadyReleased = 0;
  let releasedPaise = 0;
  const unmatched: StoredUnmatched[] = [];
  for (const row of rows) {
    const hold = holds.get(matchKeyOf(row.gstin, row.invoiceNumber));
    const base = {
      gstin: row.gstin,
      invoiceNumber: row.invoiceNumber,
      date: row.date,
      taxPaise: row.taxPaise,
    };
    if (!hold) {
      unmatched.push({ ...base, reason: 'no-held-gst' });
    } else if (Math.abs(row.taxPaise - hold.documentGstPaise) > GST_MATCH_TOLERANCE_PAISE) {
      unmatched.push({ ...base, reason: 'tax-differs' });
    } else if (!row.isItcAvailable) {
      unmatched.push({ ...base, reason: 'itc-unavailable' });
    } else if (await releaseHold(ctx, hold, importId)) {
      matched += 1;
      releasedPaise += hold.heldPaise;
    } else {
      alreadyReleased += 1;
    }
  }
  await repo.finishImport(ctx.db, importId, {
    rowsCount: rows.length,
    matchedCount: matched,
    alreadyCount: alreadyReleased,
    unmatchedCount: unmatched.length,
    releasedPaise,
    unmatchedRows: JSON.stringify(unmatched.slice(0, KEPT_UNMATCHED)),
    finishedOn: ctx.clock.now().toISOString(),
  });
  return importOf((await repo.imports(ctx.db, { limit: 1, id: importId }))[0]);
}

/** Releases one hold to the earnings, once; false when it was released already. */
async function releaseHold(ctx: Pick<AppContext, 'db' | 'clock'>, hold: GstHold, importId: number) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.markReleased(trx, hold.id, importId, now.toISOString()))) return false;
    // The update above is the once-only guard; a journal already there means a broken invariant: roll back.
    if (!(await post(trx, gstReleaseJournal(hold), now))) {
      throw new Error(`the GST held for payment ${hold.transactionId} was already released`);
    }
    return true;
  });
}

/** The last imports the super admin sees. */
const LISTED_IMPORTS = 10;

/** GET admin/gst-held: what is held, by influencer, and the last imports. */
export async function gstHeldOverview(ctx: Pick<AppContext, 'db' | 'config'>): Promise<TGstHeldAdmin> {
  const influencers = await repo.heldByInfluencer(ctx.db);
  return {
    gspConfigured: ctx.config.gsp !== undefined,
    held: paiseToRupees(influencers.reduce((s, i) => s + i.heldPaise, 0)),
    influencers: influencers.map((i) => ({
      userId: i.userId,
      name: i.name,
      gstin: i.gstin,
      held: paiseToRupees(i.heldPaise),
      orders: i.orders,
    })),
    imports: (await repo.imports(ctx.db, { limit: LISTED_IMPORTS })).map(importOf),
  };
}
