/**
 * Tax documents (issues 16 and 37, docs/tax.md § Documents), shaped like escrow: a receipt voucher when the
 * brand's payment is captured (the advance, CGST rule 50), the tax invoice when the escrow is released (the
 * service supplied, rule 46), a refund voucher when the advance goes back without a supply (rule 51), and on a
 * helpdesk split an invoice for the released part with a refund voucher for the rest. Orders captured before
 * issue 37 were invoiced at payment: they keep credit notes (CGST Act s. 34), which after the s. 34(2)
 * deadline refund without reducing the tax. Each kind has one gap-free series per financial year, and every
 * document is issued in the transaction of the money movement it records.
 */
import { stringify } from 'csv-stringify/sync';
import type { Insertable, Selectable } from 'kysely';
import {
  ADVERTISING_SAC,
  creditNoteDeadline,
  creditNoteLines,
  discountLines,
  financialYearLabel,
  financialYearOf,
  indiaDateOf,
  indiaMonthBounds,
  gstinRegion,
  invoiceLines,
  isReturnDocument,
  placeOfSupply,
  remainingLines,
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
  TAnnualReturnRequest,
  TCreditNoteDeadlines,
  TCreditReversal,
  TInvoiceSummary,
  TSelfBilledInvoice,
  TSelfBilling,
  TTaxDocumentRef,
} from '@collably/shared/schemas/invoices';
import { gstRegionByCode, gstRegionByName, type TGstRegion } from '@collably/shared/constants/gst-states';
import type { Config } from '../../config';
import { fromDbBool, toDbBool } from '../../db/bool';
import type { DbOrTrx } from '../../db/database';
import type { TaxDocumentsTable } from '../../db/tables/billing';
import type { PaymentTransactionsTable } from '../../db/tables/payments';
import type { AppContext } from '../../platform/context';
import { csvRupees, spreadsheetText } from '../../platform/http/csv';
import type { Events } from '../../platform/events/facts';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
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
): Promise<{ number: string }> {
  const financialYear = financialYearOf(now);
  const serial = await repo.nextSerial(trx, kind, financialYear);
  const number = taxDocumentNumber(kind, financialYear, serial);
  await repo.insert(trx, { ...document, kind, number, financialYear, serial, issuedOn: now.toISOString() });
  return { number };
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
 * Issues the receipt voucher of a payment being captured, inside the capture's transaction (issue 37: the
 * brand pays in advance of the service, CGST rule 50), to the buyer frozen on the payment (issue 36), each line
 * with its share of a coupon's GST-inclusive discount and the tax on it. A payment priced before issue 36 is
 * made out as it was then: to the brand's details at capture, or the brand's name in the platform's state when
 * it had given none, with the coupon as a platform-borne amount off the total.
 */
export async function issueReceiptVoucher(
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
  await storeDocument(trx, 'receipt-voucher', now, {
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

/** How an order's escrow ends, as its documents record it. */
export type DocumentSettlement =
  { kind: 'release' } | { kind: 'refund' } | { kind: 'split'; refundPaise: number };

/** What an order's documents say about its GST once it ends: what the ledger books. */
export type SettledGst = {
  /**
   * GST on what the platform supplied, as its documents state it (the invoice; on a legacy order the
   * invoice less its credit note); null for an order captured before invoicing began, which has no documents.
   */
  suppliedGstPaise: number | null;
  /** A credit note's GST the platform may no longer reduce (issued after the s. 34(2) deadline): still owed. */
  unadjustedGstPaise: number;
};

type TaxDocument = Selectable<TaxDocumentsTable>;

/**
 * Issues the documents of an order's end, inside the escrow movement's transaction (issue 37), and says what
 * GST they leave owed, which the ledger books:
 * - paid with a receipt voucher: a release issues the tax invoice against it; a refund a refund voucher for all
 *   of it; a helpdesk split a refund voucher for the refunded share and an invoice for the rest, the two adding
 *   up to the receipt voucher to the paisa;
 * - invoiced at payment (orders captured before issue 37): a refund or split issues a credit note (CGST Act
 *   s. 34) for the share going back, without GST adjustment after the s. 34(2) deadline, and the super admins
 *   are e-mailed; a release issues nothing;
 * - captured before invoicing began: nothing.
 */
export async function issueSettlementDocuments(
  trx: DbOrTrx,
  events: Events,
  transactionId: number,
  settlement: DocumentSettlement,
  now: Date,
): Promise<SettledGst> {
  const paid = await repo.paymentDocumentOf(trx, transactionId);
  if (!paid) return { suppliedGstPaise: null, unadjustedGstPaise: 0 };
  if (paid.kind === 'invoice') return settleInvoiced(trx, events, paid, settlement, now);
  return { suppliedGstPaise: await settleAdvance(trx, paid, settlement, now), unadjustedGstPaise: 0 };
}

/** The parties and supply of a document, for the documents issued against it. */
const partiesOf = (d: TaxDocument) => ({
  transactionId: d.transactionId,
  brandUserId: d.brandUserId,
  supplier: d.supplier,
  recipient: d.recipient,
  placeOfSupply: d.placeOfSupply,
  supplyType: d.supplyType,
  irn: null,
  originalId: d.id,
});

/** What the brand paid on a document: its total, less a coupon shown as an amount off it (before issue 36). */
const paidOn = (d: TaxDocument) => Number(d.totalPaise) - Number(d.discountPaise);

/**
 * The share of a document's lines that goes back when `returnedPaise` of what the brand paid does. A document
 * from before issue 36 shows its coupon as an amount off the total: the coupon's share of the refund (as the
 * ledger returns it to the platform) goes back with it.
 */
function returnedShare(d: TaxDocument, returnedPaise: number) {
  const couponOffTotal = Number(d.discountPaise);
  // An order the coupon paid in full returns all of it with a full refund.
  const couponPaise =
    couponOffTotal === 0
      ? 0
      : paidOn(d) === 0
        ? couponOffTotal
        : couponShareOf(couponOffTotal, returnedPaise, paidOn(d));
  const credited = returnedPaise + couponPaise;
  return {
    ...creditNoteLines(JSON.parse(d.lines) as TInvoiceLine[], credited, Number(d.totalPaise), d.supplyType),
    couponPaise,
  };
}

/**
 * The GST a helpdesk split of `refundPaise` leaves on the released part, as its documents will state it (the
 * receipt voucher's or the invoice's GST less the share going back); undefined for an order without documents.
 * The helpdesk's answer shows it before the split is booked.
 */
export async function suppliedGstOfSplit(
  db: DbOrTrx,
  transactionId: number,
  refundPaise: number,
): Promise<number | undefined> {
  const paid = await repo.paymentDocumentOf(db, transactionId);
  return paid && Number(paid.gstPaise) - returnedShare(paid, refundPaise).totals.gstPaise;
}

/** The documents of an order paid in advance (a receipt voucher); answers the GST of what was supplied. */
async function settleAdvance(
  trx: DbOrTrx,
  receipt: TaxDocument,
  settlement: DocumentSettlement,
  now: Date,
): Promise<number> {
  if (settlement.kind === 'release') {
    await storeDocument(trx, 'invoice', now, {
      ...partiesOf(receipt),
      lines: receipt.lines,
      taxablePaise: receipt.taxablePaise,
      gstPaise: receipt.gstPaise,
      totalPaise: receipt.totalPaise,
      discountPaise: receipt.discountPaise,
    });
    return Number(receipt.gstPaise);
  }
  const returned = returnedShare(
    receipt,
    settlement.kind === 'refund' ? paidOn(receipt) : settlement.refundPaise,
  );
  // Nothing goes back from an advance of nothing (an order the coupon paid in full): no voucher of ₹0.
  if (returned.totals.totalPaise === 0) return 0;
  await storeDocument(trx, 'refund-voucher', now, {
    ...partiesOf(receipt),
    lines: JSON.stringify(returned.lines),
    ...documentTotals(returned.totals),
    discountPaise: 0,
  });
  if (settlement.kind === 'refund') return 0;
  const supplied = remainingLines(
    JSON.parse(receipt.lines) as TInvoiceLine[],
    returned.lines,
    receipt.supplyType,
  );
  await storeDocument(trx, 'invoice', now, {
    ...partiesOf(receipt),
    lines: JSON.stringify(supplied.lines),
    ...documentTotals(supplied.totals),
    discountPaise: Number(receipt.discountPaise) - returned.couponPaise,
  });
  return supplied.totals.gstPaise;
}

const documentTotals = (t: { taxablePaise: number; gstPaise: number; totalPaise: number }) => ({
  taxablePaise: t.taxablePaise,
  gstPaise: t.gstPaise,
  totalPaise: t.totalPaise,
});

/**
 * The documents of an order invoiced at payment (before issue 37): a credit note for what goes back, naming the
 * invoice (CGST Act s. 34, rule 53). After the s. 34(2) deadline — 30 November after the invoice's financial
 * year, or the day that year's annual return was furnished if earlier — the brand is refunded all the same but
 * the note reduces no tax: it is marked so, its GST stays owed, and the super admins are e-mailed.
 */
async function settleInvoiced(
  trx: DbOrTrx,
  events: Events,
  invoice: TaxDocument,
  settlement: DocumentSettlement,
  now: Date,
): Promise<SettledGst> {
  const invoiceGst = Number(invoice.gstPaise);
  if (settlement.kind === 'release') return { suppliedGstPaise: invoiceGst, unadjustedGstPaise: 0 };
  const returned = returnedShare(
    invoice,
    settlement.kind === 'refund' ? paidOn(invoice) : settlement.refundPaise,
  );
  if (returned.totals.totalPaise === 0) return { suppliedGstPaise: invoiceGst, unadjustedGstPaise: 0 };
  const annualReturn = await repo.annualReturnOf(trx, invoice.financialYear);
  const isAdjusted = indiaDateOf(now) <= creditNoteDeadline(invoice.financialYear, annualReturn?.filedOn);
  const note = await storeDocument(trx, 'credit-note', now, {
    ...partiesOf(invoice),
    lines: JSON.stringify(returned.lines),
    ...documentTotals(returned.totals),
    discountPaise: 0,
    gstAdjusted: toDbBool(isAdjusted),
  });
  const creditedGst = returned.totals.gstPaise;
  if (!isAdjusted && creditedGst > 0) {
    await events.emit(trx, {
      type: 'creditNote.issuedPastDeadline',
      noteNumber: note.number,
      invoiceNumber: invoice.number,
      gstPaise: creditedGst,
      at: now,
    });
  }
  return {
    suppliedGstPaise: invoiceGst - creditedGst,
    unadjustedGstPaise: isAdjusted ? 0 : creditedGst,
  };
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
  // The platform as the brand's documents name it.
  const invoice = await repo.paymentDocumentOf(trx, tx.id);
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
    reversal: reversalOf(r),
  }));
}

/**
 * A credit note to a buyer registered for GST reduces the platform's tax only once the buyer has reversed the
 * input tax credit it took (CGST Act s. 34(2) as amended by the Finance Act 2025; docs/tax.md).
 */
function reversalOf(d: {
  kind: TTaxDocumentKind;
  recipient: string;
  buyerReversalConfirmedOn: string | null;
}): TCreditReversal {
  if (d.kind !== 'credit-note' || (JSON.parse(d.recipient) as TTaxParty).gstin === null) return 'not-needed';
  return d.buyerReversalConfirmedOn === null ? 'awaiting' : 'confirmed';
}

/**
 * POST invoices/{id}/reversal: the brand (or a super admin) confirms the buyer reversed the input tax credit
 * of a credit note made out to its GSTIN. Anyone else is told it does not exist.
 */
export async function confirmReversal(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  viewer: { userId: number; role: TRole },
  id: number,
): Promise<void> {
  const row = await repo.findById(ctx.db, id);
  if (
    !row ||
    (row.brandUserId !== viewer.userId && viewer.role !== Role.SuperAdmin) ||
    row.kind === 'self-invoice'
  ) {
    throw notFound(InvoiceMessages.notFound);
  }
  const reversal = reversalOf(row);
  if (reversal === 'not-needed') throw badRequest(InvoiceMessages.reversalNotNeeded);
  if (reversal === 'confirmed' || !(await repo.confirmReversal(ctx.db, id, ctx.clock.now().toISOString()))) {
    throw conflict(InvoiceMessages.reversalAlreadyConfirmed);
  }
}

/** The unadjusted credit notes a super admin sees (the newest). */
const LISTED_UNADJUSTED = 200;

/**
 * GET invoices/credit-notes (super admin): the credit-note deadline of every financial year from the first
 * document's to the current one, with its annual return once recorded, and the credit notes issued past it.
 */
export async function creditNoteDeadlines(
  ctx: Pick<AppContext, 'db' | 'clock'>,
): Promise<TCreditNoteDeadlines> {
  const [returns, unadjusted, first] = await Promise.all([
    repo.annualReturns(ctx.db),
    repo.unadjustedCreditNotes(ctx.db, LISTED_UNADJUSTED),
    repo.firstFinancialYear(ctx.db),
  ]);
  const filed = new Map(returns.map((r) => [r.financialYear, r.filedOn]));
  const current = financialYearOf(ctx.clock.now());
  const years = [];
  for (let year = current; year >= Math.min(first ?? current, ...filed.keys()); year--) {
    const filedOn = filed.get(year) ?? null;
    years.push({
      financialYear: year,
      label: financialYearLabel(year),
      deadline: creditNoteDeadline(year, filedOn ?? undefined),
      annualReturnFiledOn: filedOn,
    });
  }
  return {
    years,
    unadjusted: unadjusted.map((r) => ({
      id: r.id,
      number: r.number,
      issuedOn: r.issuedOn,
      againstNumber: r.againstNumber,
      gstPaise: Number(r.gstPaise),
      totalPaise: Number(r.totalPaise),
    })),
  };
}

/**
 * POST invoices/annual-returns (super admin): records the day a financial year's annual return was filed,
 * which brings that year's credit-note deadline forward when earlier than 30 November.
 */
export async function recordAnnualReturn(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminUserId: number,
  request: TAnnualReturnRequest,
): Promise<TCreditNoteDeadlines> {
  const now = ctx.clock.now();
  if (request.filedOn < `${request.financialYear + 1}-04-01`) {
    throw badRequest(InvoiceMessages.annualReturnBeforeYearEnd);
  }
  if (request.filedOn > indiaDateOf(now)) throw badRequest(InvoiceMessages.annualReturnInFuture);
  await repo.recordAnnualReturn(ctx.db, {
    ...request,
    recordedBy: adminUserId,
    recordedOn: now.toISOString(),
  });
  return creditNoteDeadlines(ctx);
}

/**
 * GET invoices/{id}/pdf: a tax document as a PDF, for its brand (the influencer for a self-billed invoice) or a
 * super admin. Anyone else is told it does not exist, as for an unknown id.
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
    against: original && { kind: original.kind, number: original.number, issuedOn: original.issuedOn },
    isGstAdjusted: fromDbBool(row.gstAdjusted),
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
 * GET invoices/export: every document made out to a brand in a calendar month (India time), one CSV row each
 * with its taxes by kind, for the GST returns (docs/tax.md § Documents). Refund vouchers' and credit notes'
 * amounts are negative. Receipt vouchers less refund vouchers are the month's tax on advances; an invoice
 * against a receipt voucher adjusts that advance, whose tax was already counted. A credit note says whether it
 * reduced tax (not after the s. 34(2) deadline) and, to a registered buyer, whether its reversal was confirmed.
 */
export async function exportMonth(ctx: Pick<AppContext, 'db'>, month: string): Promise<string> {
  const { from, to } = indiaMonthBounds(month);
  const rows = await repo.issuedBetween(ctx.db, from, to);
  const records = rows.map((row) => {
    const sign = isReturnDocument(row.kind) ? -1 : 1;
    const isCreditNote = row.kind === 'credit-note';
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
      isCreditNote ? (fromDbBool(row.gstAdjusted) ? 'yes' : 'no') : '',
      reversalOf(row) === 'not-needed' ? '' : reversalOf(row),
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
      'gst_adjusted',
      'buyer_reversal',
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
