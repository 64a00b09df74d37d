import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { Dialect } from '../database';

/**
 * The few places where SQLite and PostgreSQL DDL differ, so every migration stays one file for
 * both dialects.
 */
export function idColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
  name = 'id',
) {
  return dialect === 'postgres'
    ? table.addColumn(name, 'serial', (c) => c.primaryKey())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

export const boolColumn = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
