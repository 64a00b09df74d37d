import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector';
import type { Database, Db, Dialect } from './database';
import { registerRawSqlite } from './hot-queries/raw-sqlite';
import { withStatementCache } from './hot-queries/sqlite-statement-cache';

// PostgreSQL returns 64-bit integers and numerics as strings; every such value here is paise or a
// count well inside Number.MAX_SAFE_INTEGER, so read them as numbers like SQLite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export type DbHandle = { db: Db; dialect: Dialect };

export type ConnectOptions = {
  databaseUrl?: string;
  /** PostgreSQL schema to use as search_path (tests give each file its own). */
  schema?: string;
  /** SQLite file; ':memory:' for a throwaway database. */
  sqliteFile?: string;
};

export function connectDatabase(options: ConnectOptions): DbHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
    });
    // A connection the server cuts (a restart, a failover, `terminate` by an admin) while it idles or is
    // being closed is reported as an 'error' event; unheard, Node ends the process. The pool drops that
    // connection and the next query opens a new one; a query in flight is rejected on its own.
    const ignoreLostConnection = () => undefined;
    pool.on('error', ignoreLostConnection);
    pool.on('connect', (client) => client.on('error', ignoreLostConnection));
    return {
      db: new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }), plugins }),
      dialect: 'postgres',
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins,
  });
  registerRawSqlite(db, sqlite);
  return { db, dialect: 'sqlite' };
}
