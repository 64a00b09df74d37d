import { sql, type Insertable } from 'kysely';
import {
  BRAND_DOCUMENT_KINDS,
  type TBrandDocumentKind,
  type TTaxDocumentKind,
} from '@collably/shared/domain/gst-invoice';
import type { DbOrTrx } from '../../db/database';
import type { TaxDocumentsTable } from '../../db/tables/billing';

export const invoicesRepository = Object.freeze({
  /**
   * The next serial of a series in a financial year. The row stays locked until the caller's transaction
   * ends, and a rollback gives the serial back: the series has no gaps and no serial twice.
   */
  nextSerial: async (trx: DbOrTrx, kind: TTaxDocumentKind, financialYear: number): Promise<number> =>
    (
      await trx
        .insertInto('taxDocumentSeries')
        .values({ kind, financialYear, lastSerial: 1 })
        .onConflict((oc) =>
          oc
            .columns(['kind', 'financialYear'])
            .doUpdateSet({ lastSerial: sql<number>`tax_document_series.last_serial + 1` }),
        )
        .returning('lastSerial')
        .executeTakeFirstOrThrow()
    ).lastSerial,

  insert: (trx: DbOrTrx, row: Insertable<TaxDocumentsTable>) =>
    trx.insertInto('taxDocuments').values(row).returning('id').executeTakeFirstOrThrow(),

  /** The brand's name and billing details, with the billing state's name. */
  recipientOf: (db: DbOrTrx, brandUserId: number) =>
    db
      .selectFrom('users as u')
      .leftJoin('brandBilling as b', 'b.userId', 'u.id')
      .leftJoin('states as s', 's.stateId', 'b.stateId')
      .select(['u.name', 'b.companyName', 'b.gstin', 'b.address', 'b.pincode', 's.name as stateName'])
      .where('u.id', '=', brandUserId)
      .executeTakeFirstOrThrow(),

  /** A brand's invoices and credit notes, newest first (at most `limit`). */
  listForBrand: (db: DbOrTrx, brandUserId: number, limit: number) =>
    db
      .selectFrom('taxDocuments')
      .select([
        'id',
        'kind',
        'number',
        'issuedOn',
        'transactionId',
        'totalPaise',
        'discountPaise',
        'recipient',
        'buyerReversalConfirmedOn',
      ])
      .where('brandUserId', '=', brandUserId)
      .where('kind', 'in', BRAND_DOCUMENT_KINDS)
      .$narrowType<{ kind: TBrandDocumentKind }>()
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),

  /** Every document made out to a brand in [from, to), with a credit note's invoice number, by kind and serial. */
  issuedBetween: (db: DbOrTrx, from: string, to: string) =>
    db
      .selectFrom('taxDocuments as d')
      .leftJoin('taxDocuments as o', 'o.id', 'd.originalId')
      .selectAll('d')
      .select('o.number as againstNumber')
      .where('d.issuedOn', '>=', from)
      .where('d.issuedOn', '<', to)
      .where('d.kind', 'in', BRAND_DOCUMENT_KINDS)
      .orderBy('d.kind', 'desc')
      .orderBy('d.financialYear')
      .orderBy('d.serial')
      .execute(),

  /** The documents of some orders, oldest first. */
  refsOfTransactions: (db: DbOrTrx, transactionIds: readonly number[]) =>
    db
      .selectFrom('taxDocuments')
      .select(['id', 'kind', 'number', 'transactionId'])
      .where('transactionId', 'in', transactionIds)
      .where('kind', 'in', BRAND_DOCUMENT_KINDS)
      .$narrowType<{ kind: TBrandDocumentKind }>()
      .orderBy('id')
      .execute(),

  /** The influencer's name and GSTIN (null when not registered), and whether they agree to self-billing. */
  selfBillingOf: async (
    db: DbOrTrx,
    influencerUserId: number,
  ): Promise<{ name: string; gstin: string | null; consentedOn: string | null }> => {
    const row = await db
      .selectFrom('users as u')
      .leftJoin('influencerProfiles as p', 'p.userId', 'u.id')
      .leftJoin('selfBillingConsents as s', 's.userId', 'u.id')
      .select(['u.name', 'p.isGst', 'p.gstNo', 's.consentedOn'])
      .where('u.id', '=', influencerUserId)
      .executeTakeFirstOrThrow();
    const isRegistered = row.isGst === 1 && (row.gstNo ?? '') !== '';
    return { name: row.name, gstin: isRegistered ? row.gstNo : null, consentedOn: row.consentedOn };
  },

  consent: (db: DbOrTrx, userId: number, now: string) =>
    db
      .insertInto('selfBillingConsents')
      .values({ userId, consentedOn: now })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute(),

  withdrawConsent: (db: DbOrTrx, userId: number) =>
    db.deleteFrom('selfBillingConsents').where('userId', '=', userId).execute(),

  /** An influencer's self-billed invoices, newest first (at most `limit`), with the collab of each. */
  listSelfBilled: (db: DbOrTrx, influencerUserId: number, limit: number) =>
    db
      .selectFrom('taxDocuments as d')
      .leftJoin('collabs as c', 'c.transactionId', 'd.transactionId')
      .select(['d.id', 'd.number', 'd.issuedOn', 'd.totalPaise', 'd.gstPaise', 'c.id as collabId'])
      .where('d.influencerUserId', '=', influencerUserId)
      .where('d.kind', '=', 'self-invoice')
      .orderBy('d.id', 'desc')
      .limit(limit)
      .execute(),

  /** The day a financial year's annual return was furnished, once recorded. */
  annualReturnOf: (db: DbOrTrx, financialYear: number) =>
    db
      .selectFrom('gstAnnualReturns')
      .select(['financialYear', 'filedOn'])
      .where('financialYear', '=', financialYear)
      .executeTakeFirst(),

  /** The financial year of the first document, if any. */
  firstFinancialYear: async (db: DbOrTrx): Promise<number | undefined> =>
    (
      await db
        .selectFrom('taxDocuments')
        .select((eb) => eb.fn.min('financialYear').as('year'))
        .executeTakeFirst()
    )?.year ?? undefined,

  annualReturns: (db: DbOrTrx) =>
    db
      .selectFrom('gstAnnualReturns')
      .select(['financialYear', 'filedOn', 'recordedOn'])
      .orderBy('financialYear', 'desc')
      .execute(),

  /** Records (or corrects) the day a year's annual return was furnished. */
  recordAnnualReturn: (
    db: DbOrTrx,
    row: { financialYear: number; filedOn: string; recordedBy: number; recordedOn: string },
  ) =>
    db
      .insertInto('gstAnnualReturns')
      .values(row)
      .onConflict((oc) =>
        oc.column('financialYear').doUpdateSet({
          filedOn: row.filedOn,
          recordedBy: row.recordedBy,
          recordedOn: row.recordedOn,
        }),
      )
      .execute(),

  /** Credit notes issued after the s. 34(2) deadline, newest first, with their invoices' numbers. */
  unadjustedCreditNotes: (db: DbOrTrx, limit: number) =>
    db
      .selectFrom('taxDocuments as d')
      .innerJoin('taxDocuments as o', 'o.id', 'd.originalId')
      .select(['d.id', 'd.number', 'd.issuedOn', 'd.gstPaise', 'd.totalPaise', 'o.number as againstNumber'])
      .where('d.kind', '=', 'credit-note')
      .where('d.gstAdjusted', '=', 0)
      .orderBy('d.id', 'desc')
      .limit(limit)
      .execute(),

  /** Marks a credit note's input-tax-credit reversal by its registered buyer confirmed (once). */
  confirmReversal: async (db: DbOrTrx, id: number, at: string): Promise<boolean> => {
    const { numUpdatedRows } = await db
      .updateTable('taxDocuments')
      .set({ buyerReversalConfirmedOn: at })
      .where('id', '=', id)
      .where('kind', '=', 'credit-note')
      .where('buyerReversalConfirmedOn', 'is', null)
      .executeTakeFirstOrThrow();
    return numUpdatedRows > 0n;
  },

  findById: (db: DbOrTrx, id: number) =>
    db.selectFrom('taxDocuments').selectAll().where('id', '=', id).executeTakeFirst(),

  /**
   * The document issued when an order was paid: its receipt voucher, or the invoice of an order captured before
   * issue 37 (an order has one or the other; the receipt voucher precedes its invoice).
   */
  paymentDocumentOf: (db: DbOrTrx, transactionId: number) =>
    db
      .selectFrom('taxDocuments')
      .selectAll()
      .where('transactionId', '=', transactionId)
      .where('kind', 'in', ['receipt-voucher', 'invoice'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),
});
