import { sql, type Insertable } from 'kysely';
import type { TTdsSection } from '@collably/shared/constants/tds-rules';
import type { TPanStatus, TTdsYearTotals } from '@collably/shared/domain/tds';
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
  /** The influencer's PAN as stored (enciphered, or in clear until the job enciphers it) and its last check. */
  taxDetailsOf: async (db: DbOrTrx, userId: number) =>
    await db
      .selectFrom('influencerTaxDetails')
      .select(['panEnc', 'panStatus', 'panCheckedOn'])
      .where('userId', '=', userId)
      .executeTakeFirst(),

  /** A new PAN (or none): any answer about the one before is forgotten. */
  savePan: (db: DbOrTrx, userId: number, panEnc: string | null, now: string) =>
    db
      .insertInto('influencerTaxDetails')
      .values({ userId, panEnc, modifiedOn: now, panStatus: null, panCheckedOn: null })
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet({ panEnc, modifiedOn: now, panStatus: null, panCheckedOn: null }),
      )
      .execute(),

  /** Keeps `panEnc` unless the influencer has a row already (a PAN, or one they removed). */
  savePanIfNone: (db: DbOrTrx, userId: number, panEnc: string, now: string) =>
    db
      .insertInto('influencerTaxDetails')
      .values({ userId, panEnc, modifiedOn: now, panStatus: null, panCheckedOn: null })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute(),

  /**
   * The service's answer about the PAN stored as `panEnc` (each encipherment is unique): an answer about a PAN
   * changed meanwhile, or re-enciphered by the key job, is dropped and asked again later.
   */
  recordPanCheck: async (
    db: DbOrTrx,
    userId: number,
    panEnc: string,
    status: TPanStatus,
    checkedOn: string,
  ): Promise<boolean> => {
    const result = await db
      .updateTable('influencerTaxDetails')
      .set({ panStatus: status, panCheckedOn: checkedOn })
      .where('userId', '=', userId)
      .where('panEnc', '=', panEnc)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** PANs never checked, or last checked at `before` or earlier, oldest first. */
  panChecksDue: (db: DbOrTrx, before: string, limit: number) =>
    db
      .selectFrom('influencerTaxDetails')
      .select(['userId', 'panEnc', 'panCheckedOn'])
      .where('panEnc', 'is not', null)
      .where((eb) => eb.or([eb('panCheckedOn', 'is', null), eb('panCheckedOn', '<=', before)]))
      .orderBy('panCheckedOn')
      .orderBy('userId')
      .limit(limit)
      .execute(),

  /** The PANs and checks of several influencers (the rate each is told of). */
  taxDetailsOfMany: (db: DbOrTrx, userIds: readonly number[]) =>
    userIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('influencerTaxDetails')
          .select(['userId', 'panEnc', 'panStatus'])
          .where('userId', 'in', userIds)
          .execute(),

  /** The sections deducted under, each from its day, oldest first. */
  periods: (db: DbOrTrx) => db.selectFrom('tdsSectionPeriods').selectAll().orderBy('fromOn').execute(),

  /** A period from a day; a second instance recording the same one changes nothing. */
  insertPeriod: (db: DbOrTrx, row: { fromOn: string; section: TTdsSection; decidedOn: string }) =>
    db
      .insertInto('tdsSectionPeriods')
      .values(row)
      .onConflict((oc) => oc.column('fromOn').doNothing())
      .execute(),

  /** Drops a period that has not started (after `today`); one in force is never dropped. */
  deleteFuturePeriod: (db: DbOrTrx, fromOn: string, today: string) =>
    db.deleteFrom('tdsSectionPeriods').where('fromOn', '=', fromOn).where('fromOn', '>', today).execute(),

  /** Influencers with a credit in a financial year not yet told of the change from `fromOn`. */
  influencersToNotify: async (db: DbOrTrx, fromOn: string, financialYear: number, limit: number) =>
    (
      await db
        .selectFrom('tdsDeductions as d')
        .select('d.influencerUserId')
        .distinct()
        .where('d.financialYear', '=', financialYear)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('tdsSectionNotices as n')
                .select('n.fromOn')
                .where('n.fromOn', '=', fromOn)
                .whereRef('n.influencerUserId', '=', 'd.influencerUserId'),
            ),
          ),
        )
        .orderBy('d.influencerUserId')
        .limit(limit)
        .execute()
    ).map((r) => r.influencerUserId),

  /** Records the notices; answers the influencers recorded now (not those another instance recorded). */
  insertNotices: async (trx: DbOrTrx, fromOn: string, influencerUserIds: readonly number[], now: string) =>
    influencerUserIds.length === 0
      ? []
      : (
          await trx
            .insertInto('tdsSectionNotices')
            .values(
              influencerUserIds.map((influencerUserId) => ({ fromOn, influencerUserId, notifiedOn: now })),
            )
            .onConflict((oc) => oc.columns(['fromOn', 'influencerUserId']).doNothing())
            .returning('influencerUserId')
            .execute()
        ).map((r) => r.influencerUserId),

  /** Forgets the notices of a change that will not happen; answers whom they were sent to (once). */
  deleteNotices: async (trx: DbOrTrx, fromOn: string) =>
    (
      await trx
        .deleteFrom('tdsSectionNotices')
        .where('fromOn', '=', fromOn)
        .returning('influencerUserId')
        .execute()
    ).map((r) => r.influencerUserId),

  /**
   * The influencer's totals of a financial year, its row locked until the caller's transaction ends (the
   * no-op update of the upsert takes the lock on PostgreSQL; SQLite runs one writer at a time), so a
   * concurrent release of the same influencer waits and then reads the totals this one leaves.
   */
  lockYear: async (
    trx: DbOrTrx,
    influencerUserId: number,
    financialYear: number,
    section: TTdsSection,
  ): Promise<TTdsYearTotals> =>
    totalsOf(
      await trx
        .insertInto('tdsYears')
        .values({
          influencerUserId,
          financialYear,
          section,
          creditedPaise: 0,
          basePaise: 0,
          duePaise: 0,
          withheldPaise: 0,
        })
        .onConflict((oc) =>
          oc
            .columns(['influencerUserId', 'financialYear', 'section'])
            .doUpdateSet({ creditedPaise: sql<number>`tds_years.credited_paise` }),
        )
        .returning(['creditedPaise', 'basePaise', 'duePaise', 'withheldPaise'])
        .executeTakeFirstOrThrow(),
    ),

  saveYear: (
    trx: DbOrTrx,
    key: { influencerUserId: number; financialYear: number; section: TTdsSection },
    totals: TTdsYearTotals,
  ) =>
    trx
      .updateTable('tdsYears')
      .set(totals)
      .where('influencerUserId', '=', key.influencerUserId)
      .where('financialYear', '=', key.financialYear)
      .where('section', '=', key.section)
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
