import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

type ColumnRow = {
  schema: string;
  table: string;
  isView: boolean;
  column: string;
  notNull: boolean;
  hasDefault: boolean;
  type: string;
  typeSchema: string;
  description: string | null;
  autoIncrementing: string | null;
};

/**
 * Kysely's PostgreSQL introspector reads the columns of every schema in the database and asks
 * `pg_get_serial_sequence` about each. The migrator uses it to see whether its own tables exist, so
 * while another process changes or drops a table in another schema (tests run one schema per file, in
 * parallel) the catalog read fails with "relation … does not exist". This one reads only the connection's
 * current schema — the only one Collably's migrations and queries use — which also keeps start-up
 * independent of how many other schemas the database holds.
 */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  // The introspector reads the system catalog, which is not part of Collably's table types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(private readonly db: Kysely<any>) {}

  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.db).getSchemas();
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind = 'v' as "isView", a.attname as "column",
             a.attnotnull as "notNull", a.atthasdef as "hasDefault", typ.typname as "type",
             dtns.nspname as "typeSchema", col_description(a.attrelid, a.attnum) as "description",
             pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)
               as "autoIncrementing", ns.nspname as "schema"
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
       where ns.nspname = current_schema()
         and c.relkind in ('r', 'v', 'p')
         and a.attnum >= 0 and not a.attisdropped
       order by c.relname, a.attnum`.execute(this.db);
    const internal = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    const tables = new Map<string, TableMetadata & { columns: ColumnMetadata[] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.isView, columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.typeSchema,
        isNullable: !row.notNull,
        hasDefaultValue: row.hasDefault,
        isAutoIncrementing: row.autoIncrementing !== null,
        comment: row.description ?? undefined,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

export class CurrentSchemaPostgresDialect extends PostgresDialect {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Kysely's own Dialect signature
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
