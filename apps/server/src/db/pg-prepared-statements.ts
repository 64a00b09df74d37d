import type pg from 'pg';

/** SQL texts to run as named prepared statements on PostgreSQL, and their names. */
const preparedNames = new Map<string, string>();

/**
 * Marks a query text as hot: on PostgreSQL it then runs as a named prepared statement, planned once
 * per connection instead of on every request (planning a listing page costs PostgreSQL several times
 * what running it does). Only for a bounded set of texts whose plan does not depend on parameter
 * values: each pooled connection keeps every statement it has prepared. A no-op on SQLite, whose
 * statements are cached by sqlite-statement-cache.
 */
export function preparedStatement(sql: string): void {
  if (!preparedNames.has(sql)) preparedNames.set(sql, `collably_${preparedNames.size + 1}`);
}

/** The pool Kysely uses, with the marked query texts sent as named statements. */
export function withPreparedStatements(pool: pg.Pool) {
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      return {
        release: () => client.release(),
        query(textOrCursor: unknown, values?: readonly unknown[]) {
          const name = typeof textOrCursor === 'string' ? preparedNames.get(textOrCursor) : undefined;
          if (name !== undefined)
            return client.query({ name, text: textOrCursor as string, values: [...(values ?? [])] });
          // Kysely passes either a text and its values or a cursor (streaming); both go through as is.
          return (client.query as (...args: unknown[]) => unknown)(textOrCursor, values);
        },
      };
    },
  };
}
