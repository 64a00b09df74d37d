import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { ENCIPHERED_COLUMNS, type EncipheredColumn } from './enciphered-columns';
import { UndecryptableFieldError, type FieldCipher } from './field-cipher';

/** What one run of the key rotation job did, and what is still on an older key (or in clear) after it. */
export type ReencryptReport = {
  /** The key every value is moved to. */
  keyId: string;
  /** Values this run re-encrypted to it (or enciphered, when they were in clear). */
  reencrypted: number;
  /**
   * Values not on the current key after this run: 0 means an older key may be removed from
   * DATA_ENCRYPTION_KEYS. Undecryptable values count here too.
   */
  left: number;
  /** Values no configured key decrypts (a key removed too early, or an altered row): left as they are. */
  undecryptable: number;
};

const DEFAULT_BATCH = 200;

/** SQL that is true for a value not written with the current key: substr, so no LIKE wildcard can slip in. */
const notOnCurrentKey = (column: EncipheredColumn, cipher: FieldCipher) =>
  sql<boolean>`${sql.ref(column.column)} is not null and substr(${sql.ref(column.column)}, 1, ${sql.lit(
    cipher.currentPrefix.length,
  )}) <> ${cipher.currentPrefix}`;

type Row = { k: number | string; v: string };

/** The stored value re-encrypted to the current key; undefined when no configured key decrypts it. */
function reencrypted(cipher: FieldCipher, column: EncipheredColumn, value: string): string | undefined {
  if (!cipher.isEnciphered(value)) {
    return column.mayHoldClear ? cipher.encrypt(column.field, value) : undefined;
  }
  try {
    return cipher.encrypt(column.field, cipher.decrypt(column.field, value));
  } catch (error) {
    if (error instanceof UndecryptableFieldError) return undefined;
    throw error;
  }
}

async function reencryptColumn(
  db: Db,
  cipher: FieldCipher,
  column: EncipheredColumn,
  batchSize: number,
): Promise<{ reencrypted: number; undecryptable: number }> {
  const table = sql.table(column.table);
  const key = sql.ref(column.key);
  const value = sql.ref(column.column);
  let after: number | string = 0;
  let done = 0;
  let undecryptable = 0;
  for (;;) {
    const { rows } = await sql<Row>`select ${key} as k, ${value} as v from ${table}
      where ${notOnCurrentKey(column, cipher)} and ${key} > ${after}
      order by ${key} limit ${sql.lit(batchSize)}`.execute(db);
    if (rows.length === 0) break;
    after = rows[rows.length - 1].k;
    // One transaction per batch; each UPDATE only where the value is still the one read, so an instance
    // running the same job at the same time (or a request writing a new value) is never overwritten.
    done += await db.transaction().execute(async (trx) => {
      let changed = 0;
      for (const row of rows) {
        const next = reencrypted(cipher, column, row.v);
        if (next === undefined) {
          undecryptable += 1;
          continue;
        }
        const result = await sql`update ${table} set ${value} = ${next}
          where ${key} = ${row.k} and ${value} = ${row.v}`.execute(trx);
        changed += Number(result.numAffectedRows ?? 0n);
      }
      return changed;
    });
    if (rows.length < batchSize) break;
  }
  return { reencrypted: done, undecryptable };
}

/** How many values of the column are not on the current key. */
async function leftOn(db: Db, cipher: FieldCipher, column: EncipheredColumn): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(column.table)}
    where ${notOnCurrentKey(column, cipher)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The key rotation job (and the enciphering of PANs kept in clear before migration 038): every enciphered
 * column walked in batches, each value not written with the current key re-encrypted to it by a conditional
 * UPDATE. Idempotent and safe on several instances at once; a value no configured key decrypts is left as it
 * is and reported, never a failure of the whole run.
 */
export async function reencryptFields(
  ctx: { db: Db; cipher: FieldCipher },
  options: { batchSize?: number; columns?: readonly EncipheredColumn[] } = {},
): Promise<ReencryptReport> {
  const { db, cipher } = ctx;
  const report: ReencryptReport = { keyId: cipher.currentKeyId, reencrypted: 0, left: 0, undecryptable: 0 };
  for (const column of options.columns ?? ENCIPHERED_COLUMNS) {
    const done = await reencryptColumn(db, cipher, column, options.batchSize ?? DEFAULT_BATCH);
    report.reencrypted += done.reencrypted;
    report.undecryptable += done.undecryptable;
    report.left += await leftOn(db, cipher, column);
  }
  return report;
}

/**
 * The job main.ts runs: one pass, logged when it moved something or something is left (the operator removes an
 * older key once a run reports `left: 0`, docs/deploy.md § Data keys).
 */
export const dataKeysJob =
  (ctx: { db: Db; cipher: FieldCipher }, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) =>
  async (): Promise<ReencryptReport> => {
    const report = await reencryptFields(ctx);
    if (report.undecryptable > 0) {
      log.warn({ dataKeys: report }, 'some enciphered values decrypt with no configured data key');
    } else if (report.reencrypted > 0 || report.left > 0) {
      log.info({ dataKeys: report }, `data keys: ${report.left} value(s) left on older keys`);
    }
    return report;
  };
