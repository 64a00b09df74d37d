import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { GstHoldsTable, Gstr2bImportsTable, TGstr2bSource } from '../../db/tables/gst-held';

/** IN lists are chunked: PostgreSQL and SQLite both cap bound parameters. */
const KEYS_CHUNK = 500;

/** A held amount as services read it: the row without the import that released it, its paise as numbers. */
export type GstHold = Omit<Selectable<GstHoldsTable>, 'releaseImportId'>;

const holdOf = ({ releaseImportId: _import, ...r }: Selectable<GstHoldsTable>): GstHold => ({
  ...r,
  documentGstPaise: Number(r.documentGstPaise),
  heldPaise: Number(r.heldPaise),
});

export type Gstr2bImportRow = {
  id: number;
  period: string | null;
  source: TGstr2bSource;
  importedOn: string;
  importedBy: string | null;
  rows: number;
  matched: number;
  alreadyReleased: number;
  unmatched: number;
  releasedPaise: number;
  unmatchedRows: string | null;
  finishedOn: string | null;
};

export const gstHeldRepository = Object.freeze({
  /** The influencer's GSTIN when they are registered for GST (the profile's 'GST: yes' with a number). */
  registeredGstinOf: async (db: DbOrTrx, userId: number): Promise<string | null> => {
    const row = await db
      .selectFrom('influencerProfiles')
      .select(['isGst', 'gstNo'])
      .where('userId', '=', userId)
      .executeTakeFirst();
    const gstin = (row?.gstNo ?? '').replace(/\s+/g, '').toUpperCase();
    return row?.isGst === 1 && gstin !== '' ? gstin : null;
  },

  /** The self-billed invoice the platform issued in the influencer's name for a payment, if any. */
  selfInvoiceOf: async (db: DbOrTrx, transactionId: number) => {
    const row = await db
      .selectFrom('taxDocuments')
      .select(['id', 'number', 'gstPaise'])
      .where('kind', '=', 'self-invoice')
      .where('transactionId', '=', transactionId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row && { id: row.id, number: row.number, gstPaise: Number(row.gstPaise) };
  },

  /** Undefined when the payment's GST was held already (one hold per payment, ever). */
  insertHold: async (trx: DbOrTrx, hold: Insertable<GstHoldsTable>): Promise<number | undefined> =>
    (
      await trx
        .insertInto('gstHolds')
        .values(hold)
        .onConflict((oc) => oc.column('transactionId').doNothing())
        .returning('id')
        .executeTakeFirst()
    )?.id,

  findHold: async (db: DbOrTrx, id: number): Promise<GstHold | undefined> => {
    const row = await db.selectFrom('gstHolds').selectAll().where('id', '=', id).executeTakeFirst();
    return row && holdOf(row);
  },

  holdByTransaction: async (db: DbOrTrx, transactionId: number): Promise<GstHold | undefined> => {
    const row = await db
      .selectFrom('gstHolds')
      .selectAll()
      .where('transactionId', '=', transactionId)
      .executeTakeFirst();
    return row && holdOf(row);
  },

  holdByMatchKey: async (db: DbOrTrx, matchKey: string): Promise<GstHold | undefined> => {
    const row = await db
      .selectFrom('gstHolds')
      .selectAll()
      .where('matchKey', '=', matchKey)
      .executeTakeFirst();
    return row && holdOf(row);
  },

  holdsByMatchKeys: async (db: DbOrTrx, keys: readonly string[]): Promise<Map<string, GstHold>> => {
    const found = new Map<string, GstHold>();
    for (let i = 0; i < keys.length; i += KEYS_CHUNK) {
      const rows = await db
        .selectFrom('gstHolds')
        .selectAll()
        .where('matchKey', 'in', keys.slice(i, i + KEYS_CHUNK))
        .execute();
      for (const r of rows) found.set(r.matchKey!, holdOf(r));
    }
    return found;
  },

  /** An influencer's holds, newest first. */
  holdsOf: async (db: DbOrTrx, userId: number, limit: number): Promise<GstHold[]> =>
    (
      await db
        .selectFrom('gstHolds')
        .selectAll()
        .where('influencerUserId', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
    ).map(holdOf),

  /** The influencer's own invoice number, while the GST is held and the invoice is not self-billed. */
  setInvoiceNumber: async (db: DbOrTrx, id: number, invoiceNumber: string, matchKey: string) =>
    (
      await db
        .updateTable('gstHolds')
        .set({ invoiceNumber, matchKey })
        .where('id', '=', id)
        .where('releasedOn', 'is', null)
        .where('selfInvoiceId', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows === 1n,

  /** Marks a hold released, once: false when it was already (another import, or a concurrent one). */
  markReleased: async (trx: DbOrTrx, id: number, importId: number, now: string): Promise<boolean> =>
    (
      await trx
        .updateTable('gstHolds')
        .set({ releasedOn: now, releaseImportId: importId })
        .where('id', '=', id)
        .where('releasedOn', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows === 1n,

  /** What is held, per influencer, largest first. */
  heldByInfluencer: async (db: DbOrTrx) =>
    (
      await db
        .selectFrom('gstHolds as h')
        .innerJoin('users as u', 'u.id', 'h.influencerUserId')
        .select((eb) => [
          'h.influencerUserId as userId',
          'u.name',
          eb.fn.max('h.gstin').as('gstin'),
          eb.fn.sum<number | string>('h.heldPaise').as('heldPaise'),
          eb.fn.countAll<number | string>().as('orders'),
        ])
        .where('h.releasedOn', 'is', null)
        .groupBy(['h.influencerUserId', 'u.name'])
        .execute()
    )
      .map((r) => ({
        userId: r.userId,
        name: r.name,
        gstin: r.gstin,
        heldPaise: Number(r.heldPaise),
        orders: Number(r.orders),
      }))
      .sort((a, b) => b.heldPaise - a.heldPaise || a.userId - b.userId),

  insertImport: async (db: DbOrTrx, row: Insertable<Gstr2bImportsTable>): Promise<number> =>
    (await db.insertInto('gstr2bImports').values(row).returning('id').executeTakeFirstOrThrow()).id,

  finishImport: (
    db: DbOrTrx,
    id: number,
    done: {
      rowsCount: number;
      matchedCount: number;
      alreadyCount: number;
      unmatchedCount: number;
      releasedPaise: number;
      unmatchedRows: string;
      finishedOn: string;
    },
  ) => db.updateTable('gstr2bImports').set(done).where('id', '=', id).execute(),

  /** The newest imports (or one), with who uploaded them. */
  imports: async (db: DbOrTrx, o: { limit: number; id?: number }): Promise<Gstr2bImportRow[]> => {
    let q = db
      .selectFrom('gstr2bImports as i')
      .leftJoin('users as u', 'u.id', 'i.importedByUserId')
      .select([
        'i.id',
        'i.period',
        'i.source',
        'i.importedOn',
        'u.name as importedBy',
        'i.rowsCount',
        'i.matchedCount',
        'i.alreadyCount',
        'i.unmatchedCount',
        'i.releasedPaise',
        'i.unmatchedRows',
        'i.finishedOn',
      ]);
    if (o.id !== undefined) q = q.where('i.id', '=', o.id);
    const rows = await q.orderBy('i.id', 'desc').limit(o.limit).execute();
    return rows.map((r) => ({
      id: r.id,
      period: r.period,
      source: r.source,
      importedOn: r.importedOn,
      importedBy: r.importedBy,
      rows: Number(r.rowsCount),
      matched: Number(r.matchedCount),
      alreadyReleased: Number(r.alreadyCount),
      unmatched: Number(r.unmatchedCount),
      releasedPaise: Number(r.releasedPaise),
      unmatchedRows: r.unmatchedRows,
      finishedOn: r.finishedOn,
    }));
  },

  /** When the GSP's GSTR-2B of a month was last read in full. */
  lastFinishedImportOn: async (db: DbOrTrx, source: TGstr2bSource, period: string) =>
    (
      await db
        .selectFrom('gstr2bImports')
        .select((eb) => eb.fn.max('finishedOn').as('finishedOn'))
        .where('source', '=', source)
        .where('period', '=', period)
        .executeTakeFirst()
    )?.finishedOn ?? null,
});
