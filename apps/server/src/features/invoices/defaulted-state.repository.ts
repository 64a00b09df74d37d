import type { DbOrTrx } from '../../db/database';

/** Only invoices and credit notes were issued without billing details: receipt and refund vouchers came after (issue 37). */
const DEFAULTED_KINDS = ['invoice', 'credit-note'] as const;
type TDefaultedKind = (typeof DEFAULTED_KINDS)[number];

/**
 * A brand document issued without the recipient's address (issue 36): the recipient is stored as the JSON of
 * TTaxParty, written by JSON.stringify, so its address key reads exactly `"address":null`. Inside a JSON string
 * every quote is escaped, so a brand's name can never contain this text. LIKE reads it the same way on SQLite
 * and PostgreSQL, where a JSON function would need a dialect of its own.
 */
const WITHOUT_ADDRESS = '%"address":null%';

export const defaultedStateRepository = Object.freeze({
  /** Count and sums of those documents per financial year and kind. */
  totals: (db: DbOrTrx) =>
    db
      .selectFrom('taxDocuments')
      .select(['financialYear', 'kind'])
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('taxablePaise').as('taxablePaise'),
        eb.fn.sum<number>('gstPaise').as('gstPaise'),
        eb.fn.sum<number>('totalPaise').as('totalPaise'),
      ])
      .where('kind', 'in', DEFAULTED_KINDS)
      .where('recipient', 'like', WITHOUT_ADDRESS)
      .$narrowType<{ kind: TDefaultedKind }>()
      .groupBy(['financialYear', 'kind'])
      .orderBy('financialYear')
      .execute(),

  /**
   * The first `limit` of those documents, oldest first, with a credit note's invoice number and whether the
   * brand has given billing details since.
   */
  list: (db: DbOrTrx, limit: number) =>
    db
      .selectFrom('taxDocuments as d')
      .leftJoin('taxDocuments as o', 'o.id', 'd.originalId')
      .leftJoin('brandBilling as b', 'b.userId', 'd.brandUserId')
      .select([
        'd.id',
        'd.kind',
        'd.number',
        'd.issuedOn',
        'd.brandUserId',
        'd.recipient',
        'd.totalPaise',
        'o.number as againstNumber',
        'b.userId as billingUserId',
      ])
      .where('d.kind', 'in', DEFAULTED_KINDS)
      .where('d.recipient', 'like', WITHOUT_ADDRESS)
      .$narrowType<{ kind: TDefaultedKind }>()
      .orderBy('d.issuedOn')
      .orderBy('d.id')
      .limit(limit)
      .execute(),
});
