import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';

/** The better-sqlite3 handle behind each SQLite Kysely instance that db/connect.ts made. */
const handles = new WeakMap<object, SqliteDatabase>();

export function registerRawSqlite(db: object, sqlite: SqliteDatabase): void {
  handles.set(db, sqlite);
}

/**
 * A one-row read run on better-sqlite3 directly, for the one query every listing request makes (the read
 * model's version): through Kysely it cost a SQLite listing search about 60 µs, a quarter of its CPU.
 * Answers null when `db` is no SQLite instance of db/connect.ts (PostgreSQL, a transaction, a Kysely
 * instance with plugins), or while a transaction holds the connection: the read would then see that
 * transaction's uncommitted writes. The caller then reads through Kysely, which waits for the connection.
 */
export function rawSqliteRow<R>(sql: string): (db: object) => { row: R | undefined } | null {
  const statements = new WeakMap<SqliteDatabase, Statement>();
  return (db) => {
    const sqlite = handles.get(db);
    if (!sqlite || sqlite.inTransaction) return null;
    let statement = statements.get(sqlite);
    if (!statement) statements.set(sqlite, (statement = sqlite.prepare(sql)));
    return { row: statement.get() as R | undefined };
  };
}
