// Plans to and from the JSON context stored with a conversation, for follow-up questions.
import type { ColumnInfo, TableInfo } from './schema.ts';
import type { Filter, Intent } from './plan.ts';
import type { BuiltinContext } from './types.ts';

interface ColRef {
  $col: string;
}

function isColumnInfo(v: unknown): v is ColumnInfo {
  return typeof v === 'object' && v !== null && 'ident' in v && 'column' in v && 'table' in v;
}

function encode(v: unknown): unknown {
  if (isColumnInfo(v)) return { $col: v.column.name } satisfies ColRef;
  if (Array.isArray(v)) return v.map(encode);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x)]));
  return v;
}

function decode(v: unknown, t: TableInfo): unknown {
  if (Array.isArray(v)) return v.map((x) => decode(x, t));
  if (v && typeof v === 'object') {
    if ('$col' in v) {
      const col = t.columns.find((c) => c.column.name === (v as ColRef).$col);
      if (!col) throw new Error(`column ${(v as ColRef).$col} is gone`);
      return col;
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, decode(x, t)]));
  }
  return v;
}

export function toContext(t: TableInfo, intent: Intent, filters: Filter[]): BuiltinContext {
  return { table: t.table.name, intent: encode(intent), filters: filters.map(encode) };
}

/** The previous question's table, operation and filters, or null when the tables changed. */
export function fromContext(ctx: BuiltinContext, tables: TableInfo[]): { table: TableInfo; intent: Intent; filters: Filter[] } | null {
  const t = tables.find((x) => x.table.name === ctx.table);
  if (!t) return null;
  try {
    return { table: t, intent: decode(ctx.intent, t) as Intent, filters: ctx.filters.map((f) => decode(f, t) as Filter) };
  } catch {
    return null;
  }
}
