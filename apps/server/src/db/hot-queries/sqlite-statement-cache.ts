import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

/**
 * better-sqlite3 with its prepared statements kept by SQL text. Kysely prepares every query anew,
 * and preparing costs as much as running a typical indexed read (see README.md); the application
 * has a few hundred distinct statements at most. Safe because Kysely's SQLite driver runs one
 * statement at a time on its single connection, so a statement is never re-entered while another
 * use of it is still iterating.
 */
export function withStatementCache(database: SqliteDatabase) {
  const statements = new LRUCache<string, Statement>({ max: 500 });
  return {
    close: () => database.close(),
    prepare(sql: string): Statement {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
