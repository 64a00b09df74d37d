import { CompiledQuery, type Compilable } from 'kysely';
import type { DbOrTrx } from '../database';

/** Stands in for a named parameter while a query shape is compiled. */
class Slot {
  constructor(readonly name: string) {}
}

type Shape = { sql: string; parameters: readonly unknown[] };

/**
 * A Kysely query compiled once per shape, then run with new parameter values only. Building and
 * compiling a listing query costs more than SQLite takes to run it, see README.md.
 *
 * The shape is `structure` (what changes the SQL besides values, e.g. the sort order) plus which
 * of `params` are defined. The first call of a shape builds the query with a Slot in place of each
 * defined parameter; Kysely's compiled parameter list then says which value goes where, so no
 * parameter order is kept by hand. `build` must therefore use `params` only as query values: never
 * branch on them or transform them (convert before, e.g. booleans to 0/1).
 */
export function compiledQuery<S, P extends Record<string, unknown>, R>(
  build: (db: DbOrTrx, structure: S, params: P) => Compilable<R>,
) {
  // Per dialect (its adapter's class): one process may talk to SQLite and PostgreSQL (the tests do).
  const dialects = new WeakMap<object, Map<string, Shape>>();

  const compile = (db: DbOrTrx, structure: S, params: P): CompiledQuery<R> => {
    const dialect = db.getExecutor().adapter.constructor;
    let shapes = dialects.get(dialect);
    if (shapes === undefined) {
      shapes = new Map();
      dialects.set(dialect, shapes);
    }
    const defined = Object.keys(params).filter((name) => params[name] !== undefined);
    const key = `${JSON.stringify(structure)}|${defined.join(',')}`;
    let shape = shapes.get(key);
    if (shape === undefined) {
      // The slots take the values' place only for this one compile.
      const slots = Object.fromEntries(defined.map((name) => [name, new Slot(name)])) as P;
      const compiled = build(db, structure, slots).compile();
      shape = { sql: compiled.sql, parameters: compiled.parameters };
      shapes.set(key, shape);
    }
    const values = shape.parameters.map((p) => (p instanceof Slot ? params[p.name] : p));
    return CompiledQuery.raw(shape.sql, values);
  };

  return {
    /** The plain query, built anew (what the test compares the compiled shapes with). */
    build,
    /** The SQL and values this query runs. */
    compile,
    async execute(db: DbOrTrx, structure: S, params: P): Promise<R[]> {
      return (await db.executeQuery(compile(db, structure, params))).rows;
    },
  };
}
