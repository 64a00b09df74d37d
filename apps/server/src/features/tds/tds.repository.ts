import { sql, type Insertable } from 'kysely';
import type { TTdsYearTotals } from '@collably/shared/domain/tds';
import type { DbOrTrx } from '../../db/database';
import type { TdsDeductionsTable } from '../../db/tables/tds';

const totalsOf = (row: {
  creditedPaise: number;
  basePaise: number;
  duePaise: number;
  withheldPaise: number;
}) => ({
  creditedPaise: Number(row.creditedPaise),
  basePaise: Number(row.basePaise),
  duePaise: Number(row.duePaise),
  withheldPaise: Number(row.withheldPaise),
});

export const tdsRepository = Object.freeze({
  /** The influencer's PAN as stored: enciphered (platform/crypto), or in clear until the job enciphers it. */
  storedPanOf: async (db: DbOrTrx, userId: number): Promise<string | null> =>
    (
      await db
        .selectFrom('influencerTaxDetails')
        .select('panEnc')
        .where('userId', '=', userId)
        .executeTakeFirst()
    )?.panEnc ?? null,

  savePan: (db: DbOrTrx, userId: number, panEnc: string | null, now: string) =>
    db
      .insertInto('influencerTaxDetails')
      .values({ userId, panEnc, modifiedOn: now })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ panEnc, modifiedOn: now }))
      .execute(),

  /** Keeps `panEnc` unless the influencer has a row already (a PAN, or one they removed). */
  savePanIfNone: (db: DbOrTrx, userId: number, panEnc: string, now: string) =>
    db
      .insertInto('influencerTaxDetails')
      .values({ userId, panEnc, modifiedOn: now })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute(),

  /**
   * The influencer's totals of a financial year, its row locked until the caller's transaction ends (the
   * no-op update of the upsert takes the lock on PostgreSQL; SQLite runs one writer at a time), so a
   * concurrent release of the same influencer waits and then reads the totals this one leaves.
   */
  lockYear: async (trx: DbOrTrx, influencerUserId: number, financialYear: number): Promise<TTdsYearTotals> =>
    totalsOf(
      await trx
        .insertInto('tdsYears')
        .values({
          influencerUserId,
          financialYear,
          creditedPaise: 0,
          basePaise: 0,
          duePaise: 0,
          withheldPaise: 0,
        })
        .onConflict((oc) =>
          oc
            .columns(['influencerUserId', 'financialYear'])
            .doUpdateSet({ creditedPaise: sql<number>`tds_years.credited_paise` }),
        )
        .returning(['creditedPaise', 'basePaise', 'duePaise', 'withheldPaise'])
        .executeTakeFirstOrThrow(),
    ),

  saveYear: (trx: DbOrTrx, influencerUserId: number, financialYear: number, totals: TTdsYearTotals) =>
    trx
      .updateTable('tdsYears')
      .set(totals)
      .where('influencerUserId', '=', influencerUserId)
      .where('financialYear', '=', financialYear)
      .execute(),

  insertDeduction: (trx: DbOrTrx, row: Insertable<TdsDeductionsTable>) =>
    trx.insertInto('tdsDeductions').values(row).execute(),

  /** An influencer's credits of a financial year, oldest first, with the order's service. */
  deductionsOfYear: (db: DbOrTrx, influencerUserId: number, financialYear: number) =>
    db
      .selectFrom('tdsDeductions as d')
      .innerJoin('paymentTransactions as t', 't.id', 'd.transactionId')
      .selectAll('d')
      .select('t.serviceTitle')
      .where('d.influencerUserId', '=', influencerUserId)
      .where('d.financialYear', '=', financialYear)
      .orderBy('d.id')
      .execute(),

  /** The first financial year with a credit to the influencer; undefined before any. */
  firstYearOf: async (db: DbOrTrx, influencerUserId: number): Promise<number | undefined> => {
    const row = await db
      .selectFrom('tdsDeductions')
      .select((eb) => eb.fn.min('financialYear').as('first'))
      .where('influencerUserId', '=', influencerUserId)
      .executeTakeFirst();
    return row?.first === null || row?.first === undefined ? undefined : Number(row.first);
  },

  /** Every credit in [from, to), with the influencer's name, oldest first. */
  deductionsBetween: (db: DbOrTrx, from: string, to: string) =>
    db
      .selectFrom('tdsDeductions as d')
      .innerJoin('users as u', 'u.id', 'd.influencerUserId')
      .selectAll('d')
      .select(['u.name', 'u.email'])
      .where('d.creditedOn', '>=', from)
      .where('d.creditedOn', '<', to)
      .orderBy('d.id')
      .execute(),

  nameOf: async (db: DbOrTrx, userId: number) =>
    await db.selectFrom('users').select(['name', 'email']).where('id', '=', userId).executeTakeFirstOrThrow(),
});
