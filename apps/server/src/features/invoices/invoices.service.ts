/**
 * Tax invoices (issue 16, docs/tax.md): the platform invoices the brand for each captured order, in the
 * capture's own transaction, numbered in one gap-free series per financial year.
 */
import { stringify } from 'csv-stringify/sync';
import type { Insertable, Selectable } from 'kysely';
import {
  ADVERTISING_SAC,
  creditNoteLines,
  discountLines,
  financialYearOf,
  indiaDateOf,
  indiaMonthBounds,
  gstinRegion,
  invoiceLines,
  placeOfSupply,
  supplyType,
  taxDocumentNumber,
  type TInvoiceLine,
  type TInvoiceLineInput,
  type TSupplyType,
  type TTaxDocumentKind,
  type TTaxParty,
} from '@collably/shared/domain/gst-invoice';
import { Role, type TRole } from '@collably/shared/constants/roles';
import { lineGst, paiseToRupees } from '@collably/shared/domain/pricing';
import { GST_RATE_PERCENT } from '@collably/shared/constants/limits';
import { couponShareOf } from '@collably/shared/domain/settlement';
import { InvoiceMessages } from '@collably/shared/messages/invoices';
import type {
  TInvoiceSummary,
  TSelfBilledInvoice,
  TSelfBilling,
  TTaxDocumentRef,
} from '@collably/shared/schemas/invoices';
import { gstRegionByCode, gstRegionByName, type TGstRegion } from '@collably/shared/constants/gst-states';
import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/database';
import type { TaxDocumentsTable } from '../../db/tables/billing';
import type { PaymentTransactionsTable } from '../../db/tables/payments';
import type { AppContext } from '../../platform/context';
import { csvRupees, spreadsheetText } from '../../platform/http/csv';
import { badRequest, notFound } from '../../platform/http/errors';
import { taxDocumentPdf } from './invoices.pdf';
import { invoicesRepository as repo } from './invoices.repository';

export type TaxSupplier = Config['taxSupplier'];
/** The frozen figures of a payment an invoice is made from. */
type CapturedPayment = Pick<
  Selectable<PaymentTransactionsTable>,
  | 'id'
  | 'brandUserId'
  | 'gstModel'
  | 'serviceTitle'
  | 'basePricePaise'
  | 'basePriceGstPaise'
  | 'ugcPricePaise'
  | 'ugcPriceGstPaise'
  | 'platformFeePaise'
  | 'platformFeeGstPaise'
  | 'ugcPlatformFeePaise'
  | 'ugcPlatformFeeGstPaise'
  | 'discountPaise'
  | 'billedTo'
  | 'supplyType'
>;

/** The order's four lines in document order: influencer price, UGC price, platform fee, UGC platform fee. */
const orderLines = (tx: Omit<CapturedPayment, 'billedTo' | 'supplyType'>): TInvoiceLineInput[] =>
  (
    [
      [`Influencer promotion: ${tx.serviceTitle}`, tx.basePricePaise, tx.basePriceGstPaise],
      ['UGC rights', tx.ugcPricePaise, tx.ugcPriceGstPaise],
      ['Platform fee', tx.platformFeePaise, tx.platformFeeGstPaise],
      ['UGC platform fee', tx.ugcPlatformFeePaise, tx.ugcPlatformFeeGstPaise],
    ] as const
  ).map(([description, taxablePaise, gstPaise]) => ({
    description,
    sac: ADVERTISING_SAC,
    taxablePaise,
    gstPaise,
  }));

/**
 * What the platform supplied in the order. Under the principal model that is the whole order; under the
 * agent model of orders priced before it, only its fees (the influencer supplied the rest). Lines of 0 are left out.
 */
export function suppliedLines(tx: Omit<CapturedPayment, 'billedTo' | 'supplyType'>): TInvoiceLineInput[] {
  const lines = orderLines(tx);
  return (tx.gstModel === 'principal' ? lines : lines.slice(2)).filter((l) => l.taxablePaise > 0);
}

/** Takes the next serial of the kind's series for `now`'s financial year and stores the document under it. */
async function storeDocument(
  trx: DbOrTrx,
  kind: TTaxDocumentKind,
  now: Date,
  document: Omit<Insertable<TaxDocumentsTable>, 'kind' | 'number' | 'financialYear' | 'serial' | 'issuedOn'>,
): Promise<void> {
  const financialYear = financialYearOf(now);
  const serial = await repo.nextSerial(trx, kind, financialYear);
  const number = taxDocumentNumber(kind, financialYear, serial);
  await repo.insert(trx, { ...document, kind, number, financialYear, serial, issuedOn: now.toISOString() });
}

/** The platform as the supplier, and its state (its GSTIN's, which the config has validated). */
function supplierOf(supplier: TaxSupplier): { party: TTaxParty; region: TGstRegion } {
  const region = gstinRegion(supplier.gstin);
  if (!region) throw new Error(`PLATFORM_GSTIN ${supplier.gstin} names no state`);
  const party = {
    name: supplier.legalName,
    gstin: supplier.gstin,
    address: supplier.address,
    stateCode: region.code,
    stateName: region.name,
  };
  return { party, region };
}

/** A brand's billing details as a document's recipient, and the supply to it (issue 36). */
export type Buyer = { party: TTaxParty; supplyType: TSupplyType };

/** The supply from the platform to a buyer in `stateName` (a state or union territory of India). */
export function supplyTypeTo(supplier: TaxSupplier, stateName: string): TSupplyType {
  const region = gstRegionByName(stateName);
  if (!region) throw new Error(`${stateName} is not a GST state`);
  return supplyType(supplierOf(supplier).region, region);
}

/**
 * The buyer a payment is made out to: the brand's billing details now, with the state as the place of supply
 * (IGST Act s. 12(2)); null while the brand has given none (issue 36: nothing defaults to the platform's
 * state; payments refuse to start without them).
 */
export async function buyerOf(
  db: DbOrTrx,
  supplier: TaxSupplier,
  brandUserId: number,
): Promise<Buyer | null> {
  const brand = await repo.recipientOf(db, brandUserId);
  const region = brand.stateName ? gstRegionByName(brand.stateName) : undefined;
  if (brand.companyName === null || brand.address === null || !region) return null;
  const party: TTaxParty = {
    name: brand.companyName,
    gstin: brand.gstin,
    address: `${brand.address} ${brand.pincode ?? ''}`.trim(),
    stateCode: region.code,
    stateName: region.name,
  };
  return { party, supplyType: supplyType(supplierOf(supplier).region, region) };
}

/**
 * A registered influencer's supply to the platform (issue 36): from their GSTIN's state to the platform's, the
 * place of supply of a registered recipient being its own location (IGST Act s. 12(2)(a)). Inter-state for an
 * unregistered influencer (no GST is charged then) or a GSTIN whose state is unknown.
 */
export function influencerSupplyType(supplier: TaxSupplier, gstin: string | null): TSupplyType {
  const region = gstin ? gstinRegion(gstin) : undefined;
  return region ? supplyType(region, supplierOf(supplier).region) : 'inter-state';
}

/**
 * Issues the tax invoice of a payment being captured, inside the capture's transaction, to the buyer frozen on
 * the payment (issue 36), each line with its share of a coupon's GST-inclusive discount. A payment from before
 * issue 36 is made out as it was then: to the brand's details at capture, or the brand's name in the
 * platform's state when it had given none, with the coupon as a platform-borne amount off the total.
 */
export async function issueInvoice(
  trx: DbOrTrx,
  supplier: TaxSupplier,
  tx: CapturedPayment,
  now: Date,
): Promise<void> {
  const from = supplierOf(supplier);
  const { to, type } =
    tx.billedTo && tx.supplyType
      ? { to: JSON.parse(tx.billedTo) as TTaxParty, type: tx.supplyType }
      : await legacyRecipient(trx, from, tx.brandUserId);
  const lines = tx.supplyType ? discountedSuppliedLines(tx, tx.supplyType) : suppliedLines(tx);
  const { lines: split, totals } = invoiceLines(lines, type);
  await storeDocument(trx, 'invoice', now, {
    transactionId: tx.id,
    brandUserId: tx.brandUserId,
    supplier: JSON.stringify(from.party),
    recipient: JSON.stringify(to),
    placeOfSupply: to.stateCode,
    supplyType: type,
    lines: JSON.stringify(split),
    taxablePaise: totals.taxablePaise,
    gstPaise: totals.gstPaise,
    totalPaise: totals.totalPaise,
    // Issue 36: the discount is inside the lines; before it, a platform-borne amount off the total.
    discountPaise: tx.supplyType ? 0 : tx.discountPaise,
    irn: null,
    originalId: null,
  });
}

/** The recipient of a payment priced before issue 36: the brand's details at capture, else its name in the platform's state. */
async function legacyRecipient(
  trx: DbOrTrx,
  from: { region: TGstRegion },
  brandUserId: number,
): Promise<{ to: TTaxParty; type: TSupplyType }> {
  const brand = await repo.recipientOf(trx, brandUserId);
  const place = placeOfSupply(brand.stateName ? gstRegionByName(brand.stateName) : undefined, from.region);
  const to: TTaxParty = {
    name: brand.companyName ?? brand.name,
    gstin: brand.gstin,
    address: brand.address === null ? null : `${brand.address} ${brand.pincode ?? ''}`.trim(),
    stateCode: place.code,
    stateName: place.name,
  };
  return { to, type: supplyType(from.region, place) };
}

/**
 * The lines of a payment priced under issue 36: each supplied line after its share of the coupon's GST-inclusive
 * discount (the shared rule that priced the payment's output GST), its share shown when it has one.
 */
function discountedSuppliedLines(tx: CapturedPayment, type: TSupplyType): TInvoiceLineInput[] {
  const lines = orderLines(tx);
  return discountLines(lines, tx.discountPaise, type, GST_RATE_PERCENT)
    .map(({ discountPaise, ...after }, i) => ({
      ...lines[i],
      ...after,
      ...(discountPaise > 0 ? { discountPaise } : {}),
    }))
    .filter((line) => line.taxablePaise + line.gstPaise + (line.discountPaise ?? 0) > 0);
}

/**
 * Issues the credit note of a refund, inside the refund's transaction: `refundedPaise` of what the brand paid
 * goes back, so that share of the order was never supplied (all of it for a full refund; the brand's part of a
 * helpdesk split). It cancels that share of the order's invoice, with the invoice's parties, place of supply
 * and tax split, and names the invoice (CGST Act, s. 34), so its total is what the brand's wallet gets back.
 * An invoice from before issue 36 shows its coupon as an amount off the total: the coupon's share of the
 * refund (as the ledger returns it to the platform) is credited with it. An order captured before invoicing
 * began has no invoice, and so no credit note.
 */
export async function issueCreditNote(
  trx: DbOrTrx,
  transactionId: number,
  refundedPaise: number,
  now: Date,
): Promise<void> {
  const invoice = await repo.findByTransaction(trx, 'invoice', transactionId);
  if (!invoice || refundedPaise === 0) return;
  const invoiceTotal = Number(invoice.totalPaise);
  const couponOffTotal = Number(invoice.discountPaise);
  const credited =
    refundedPaise + couponShareOf(couponOffTotal, refundedPaise, invoiceTotal - couponOffTotal);
  const { lines, totals } = creditNoteLines(
    JSON.parse(invoice.lines) as TInvoiceLine[],
    credited,
    invoiceTotal,
    invoice.supplyType,
  );
  await storeDocument(trx, 'credit-note', now, {
    transactionId: invoice.transactionId,
    brandUserId: invoice.brandUserId,
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    placeOfSupply: invoice.placeOfSupply,
    supplyType: invoice.supplyType,
    lines: JSON.stringify(lines),
    taxablePaise: totals.taxablePaise,
    gstPaise: totals.gstPaise,
    totalPaise: totals.totalPaise,
    discountPaise: 0,
    irn: null,
    originalId: invoice.id,
  });
}

/** The frozen figures of a payment a self-billed invoice is made from. */
type CreditedPayment = Pick<
  Selectable<PaymentTransactionsTable>,
  | 'id'
  | 'brandUserId'
  | 'influencerUserId'
  | 'serviceTitle'
  | 'basePricePaise'
  | 'basePriceGstPaise'
  | 'ugcPricePaise'
  | 'ugcPriceGstPaise'
  | 'influencerPayoutPaise'
  | 'influencerGstPaise'
  | 'influencerSupplyType'
>;

/**
 * Issues, inside the release's transaction, the registered influencer's tax invoice to the platform for
 * `creditedPaise` of the order's payout (all of it at a release; their part at a helpdesk split), when they
 * have agreed to self-billing. The platform issues it in their name (docs/tax.md § Self-billing): the
 * influencer is the supplier, the platform the recipient, as on the order's invoice. Nothing for an
 * unregistered influencer, an order without their GST (priced before the principal model), or without
 * their consent; they then invoice the platform themselves.
 */
export async function issueSelfBilledInvoice(
  trx: DbOrTrx,
  tx: CreditedPayment,
  creditedPaise: number,
  now: Date,
): Promise<void> {
  if (tx.influencerGstPaise === 0 || creditedPaise === 0) return;
  const influencer = await repo.selfBillingOf(trx, tx.influencerUserId);
  const invoice = await repo.findByTransaction(trx, 'invoice', tx.id);
  if (influencer.gstin === null || influencer.consentedOn === null || !invoice) return;
  const region = gstinRegion(influencer.gstin);
  if (!region) return;
  const platform = JSON.parse(invoice.supplier) as TTaxParty;
  const platformRegion = gstRegionByCode(platform.stateCode);
  if (!platformRegion) return;
  const supplier: TTaxParty = {
    name: influencer.name,
    gstin: influencer.gstin,
    address: null,
    stateCode: region.code,
    stateName: region.name,
  };
  // A registered recipient's location is the place of supply (IGST Act, s. 12(2)): the platform's state. A
  // payment since issue 36 froze the supply that priced the influencer's GST.
  const type = tx.influencerSupplyType ?? supplyType(region, platformRegion);
  const full = invoiceLines(workLines(tx), type);
  const { lines, totals } =
    creditedPaise === tx.influencerPayoutPaise
      ? full
      : creditNoteLines(full.lines, creditedPaise, tx.influencerPayoutPaise, type);
  await storeDocument(trx, 'self-invoice', now, {
    transactionId: tx.id,
    brandUserId: tx.brandUserId,
    influencerUserId: tx.influencerUserId,
    supplier: JSON.stringify(supplier),
    recipient: JSON.stringify(platform),
    placeOfSupply: platformRegion.code,
    supplyType: type,
    lines: JSON.stringify(lines),
    taxablePaise: totals.taxablePaise,
    gstPaise: totals.gstPaise,
    totalPaise: totals.totalPaise,
    discountPaise: 0,
    irn: null,
    originalId: null,
  });
}

/**
 * The influencer's own supply to the platform: their prices, with their GST on each, as frozen when the payment
 * was priced (issue 36: by their own supply type; before it, the brand's lines' round(18 %)).
 */
function workLines(tx: CreditedPayment): TInvoiceLineInput[] {
  const gstOf = (taxablePaise: number, brandLineGst: number) =>
    tx.influencerSupplyType ? lineGst(taxablePaise, tx.influencerSupplyType) : brandLineGst;
  const line = (description: string, taxablePaise: number, gstPaise: number): TInvoiceLineInput[] =>
    taxablePaise > 0 ? [{ description, sac: ADVERTISING_SAC, taxablePaise, gstPaise }] : [];
  return [
    ...line(
      `Advertising work: ${tx.serviceTitle}`,
      tx.basePricePaise,
      gstOf(tx.basePricePaise, tx.basePriceGstPaise),
    ),
    ...line('User-generated content rights', tx.ugcPricePaise, gstOf(tx.ugcPricePaise, tx.ugcPriceGstPaise)),
  ];
}

/** GET invoices/self-billing: whether the influencer is registered for GST and agrees to self-billing. */
export async function selfBilling(
  ctx: Pick<AppContext, 'db'>,
  influencerUserId: number,
): Promise<TSelfBilling> {
  const row = await repo.selfBillingOf(ctx.db, influencerUserId);
  return { gstin: row.gstin, consentedOn: row.consentedOn };
}

/** POST invoices/self-billing: agree (from now on) or withdraw; invoices already issued stay. */
export async function saveSelfBilling(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  influencerUserId: number,
  consent: boolean,
): Promise<TSelfBilling> {
  const row = await repo.selfBillingOf(ctx.db, influencerUserId);
  if (consent && row.gstin === null) throw badRequest(InvoiceMessages.selfBillingUnregistered);
  if (consent) await repo.consent(ctx.db, influencerUserId, ctx.clock.now().toISOString());
  else await repo.withdrawConsent(ctx.db, influencerUserId);
  return selfBilling(ctx, influencerUserId);
}

/** The newest self-billed invoices an influencer sees. */
const LISTED_SELF_BILLED = 100;

/** GET invoices/self-billed: the influencer's self-billed invoices, newest first. */
export async function listSelfBilled(
  ctx: Pick<AppContext, 'db'>,
  influencerUserId: number,
): Promise<TSelfBilledInvoice[]> {
  const rows = await repo.listSelfBilled(ctx.db, influencerUserId, LISTED_SELF_BILLED);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    issuedOn: r.issuedOn,
    collabId: r.collabId,
    gst: paiseToRupees(Number(r.gstPaise)),
    total: paiseToRupees(Number(r.totalPaise)),
  }));
}

/** The newest documents a brand sees on its wallet page. */
const LISTED_INVOICES = 100;

/** GET invoices: the signed-in brand's tax invoices and credit notes, newest first. */
export async function listInvoices(
  ctx: Pick<AppContext, 'db'>,
  brandUserId: number,
): Promise<TInvoiceSummary[]> {
  const rows = await repo.listForBrand(ctx.db, brandUserId, LISTED_INVOICES);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    number: r.number,
    issuedOn: r.issuedOn,
    transactionId: r.transactionId,
    total: paiseToRupees(Number(r.totalPaise)),
    paid: paiseToRupees(Number(r.totalPaise) - Number(r.discountPaise)),
  }));
}

/**
 * GET invoices/{id}/pdf: the invoice or credit note as a PDF, for its brand or a super admin. Anyone else
 * is told it does not exist, as for an unknown id.
 */
export async function invoicePdf(
  ctx: Pick<AppContext, 'db'>,
  viewer: { userId: number; role: TRole },
  id: number,
): Promise<{ number: string; pdf: Buffer }> {
  const row = await repo.findById(ctx.db, id);
  // A self-billed invoice is the influencer's own; the platform's documents are the brand's.
  const owner = row?.kind === 'self-invoice' ? row.influencerUserId : row?.brandUserId;
  const mayRead = row && (owner === viewer.userId || viewer.role === Role.SuperAdmin);
  if (!row || !mayRead) throw notFound(InvoiceMessages.notFound);
  const original = row.originalId === null ? undefined : await repo.findById(ctx.db, row.originalId);
  const pdf = await taxDocumentPdf({
    kind: row.kind,
    against: original && { number: original.number, issuedOn: original.issuedOn },
    number: row.number,
    issuedOn: row.issuedOn,
    supplier: JSON.parse(row.supplier) as TTaxParty,
    recipient: JSON.parse(row.recipient) as TTaxParty,
    supplyType: row.supplyType,
    lines: JSON.parse(row.lines) as TInvoiceLine[],
    taxablePaise: Number(row.taxablePaise),
    gstPaise: Number(row.gstPaise),
    totalPaise: Number(row.totalPaise),
    discountPaise: Number(row.discountPaise),
    irn: row.irn,
  });
  return { number: row.number, pdf };
}

/**
 * GET invoices/export: every invoice and credit note issued in a calendar month (India time), one CSV row
 * each with its taxes by kind, for the GST returns. Credit notes' amounts are negative, so a column's sum
 * is the month's net.
 */
export async function exportMonth(ctx: Pick<AppContext, 'db'>, month: string): Promise<string> {
  const { from, to } = indiaMonthBounds(month);
  const rows = await repo.issuedBetween(ctx.db, from, to);
  const records = rows.map((row) => {
    const sign = row.kind === 'credit-note' ? -1 : 1;
    const lines = JSON.parse(row.lines) as TInvoiceLine[];
    const sum = (pick: (l: TInvoiceLine) => number) =>
      csvRupees(sign * lines.reduce((s, l) => s + pick(l), 0));
    const recipient = JSON.parse(row.recipient) as TTaxParty;
    return [
      row.kind,
      row.number,
      indiaDateOf(new Date(row.issuedOn)),
      row.againstNumber ?? '',
      spreadsheetText(recipient.name),
      recipient.gstin ?? '',
      `${row.placeOfSupply}-${recipient.stateName}`,
      row.supplyType,
      sum((l) => l.taxablePaise),
      sum((l) => l.igstPaise),
      sum((l) => l.cgstPaise),
      sum((l) => l.sgstPaise),
      sum((l) => l.utgstPaise),
      sum((l) => l.totalPaise),
    ];
  });
  return stringify(records, {
    header: true,
    columns: [
      'kind',
      'number',
      'date',
      'against',
      'recipient',
      'recipient_gstin',
      'place_of_supply',
      'supply_type',
      'taxable',
      'igst',
      'cgst',
      'sgst',
      'utgst',
      'total',
    ],
  });
}

const REFS_CHUNK = 500;

/** The tax documents of each order among `transactionIds` (chunked IN lists), for the order cards. */
export async function taxDocumentsOf(
  db: DbOrTrx,
  transactionIds: readonly number[],
): Promise<Map<number, TTaxDocumentRef[]>> {
  const byTransaction = new Map<number, TTaxDocumentRef[]>();
  for (let i = 0; i < transactionIds.length; i += REFS_CHUNK) {
    const chunk = transactionIds.slice(i, i + REFS_CHUNK);
    for (const row of await repo.refsOfTransactions(db, chunk)) {
      const list = byTransaction.get(row.transactionId) ?? [];
      list.push({ id: row.id, kind: row.kind, number: row.number });
      byTransaction.set(row.transactionId, list);
    }
  }
  return byTransaction;
}
