import type { ColumnType } from './types.ts';

const INTEGER_TYPES = new Set([
  'TINYINT', 'SMALLINT', 'INTEGER', 'BIGINT', 'HUGEINT', 'UTINYINT', 'USMALLINT', 'UINTEGER', 'UBIGINT', 'UHUGEINT',
]);
const TIMESTAMP_TYPES = new Set([
  'TIMESTAMP', 'TIMESTAMP WITH TIME ZONE', 'TIMESTAMP_S', 'TIMESTAMP_MS', 'TIMESTAMP_NS',
]);

/**
 * The column type we report for a DuckDB type, or null when the type has no place in a plain
 * table (TIME, BLOB, UUID, LIST, STRUCT...): such columns are stored as their text form.
 */
export function columnTypeOf(duckdbType: string): ColumnType | null {
  if (duckdbType === 'BOOLEAN') return 'boolean';
  if (INTEGER_TYPES.has(duckdbType)) return 'integer';
  if (duckdbType.startsWith('DECIMAL')) return 'decimal';
  if (duckdbType === 'DOUBLE' || duckdbType === 'FLOAT') return 'double';
  if (duckdbType === 'DATE') return 'date';
  if (TIMESTAMP_TYPES.has(duckdbType)) return 'timestamp';
  if (duckdbType === 'VARCHAR') return 'text';
  return null;
}
