import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';

const MAX_STATEMENTS = 500;

/**
 * better-sqlite3 with its prepared statements kept by SQL text. Kysely prepares every query anew,
 * and preparing costs as much as running a typical indexed read; the application has a few hundred
 * distinct statements at most, so they are prepared once (least recently used dropped beyond
 * MAX_STATEMENTS). Safe because Kysely's SQLite driver runs one statement at a time on its single
 * connection, so a statement is never re-entered while another use of it is still iterating.
 */
export function withStatementCache(database: SqliteDatabase) {
  const statements = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string): Statement {
      const cached = statements.get(sql);
      if (cached) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
