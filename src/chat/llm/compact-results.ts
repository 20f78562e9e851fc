// What a tool hands back to the model: enough to answer, capped so that one wide table or a long
// passage cannot blow the context window or the token bill.

import type { SearchHit, SqlToolResult, TableDescription, TableSummary } from '../engine.ts';

export const MAX_SQL_ROWS = 50;
const MAX_CELL_CHARS = 200;
const MAX_COLUMNS_LISTED = 200;
const MAX_SAMPLE_VALUES = 5;
const MAX_SAMPLE_CHARS = 60;
export const MAX_PASSAGE_CHARS = 1_200;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function clipCell(value: unknown): unknown {
  return typeof value === 'string' ? clip(value, MAX_CELL_CHARS) : value;
}

/** The column label only where it says more than the SQL name. */
function labelled<T extends { name: string; label: string }>(column: T): Omit<T, 'label'> & { label?: string } {
  const { label, ...rest } = column;
  return label && label !== column.name ? { ...rest, label } : rest;
}

export function compactTableList(tables: TableSummary[]) {
  return tables.map((table) => ({
    name: table.name,
    source: table.label,
    row_count: table.rowCount,
    columns: table.columns.slice(0, MAX_COLUMNS_LISTED).map((column) => labelled(column)),
    ...(table.columns.length > MAX_COLUMNS_LISTED ? { columns_not_listed: table.columns.length - MAX_COLUMNS_LISTED } : {}),
  }));
}

export function compactDescription(table: TableDescription) {
  return {
    name: table.name,
    source: table.label,
    row_count: table.rowCount,
    columns: table.columns.slice(0, MAX_COLUMNS_LISTED).map((column) => ({
      ...labelled({ name: column.name, label: column.label, type: column.type }),
      null_count: column.nullCount,
      sample_values: column.sampleValues.slice(0, MAX_SAMPLE_VALUES).map((value) => clip(value, MAX_SAMPLE_CHARS)),
    })),
    ...(table.columns.length > MAX_COLUMNS_LISTED ? { columns_not_listed: table.columns.length - MAX_COLUMNS_LISTED } : {}),
  };
}

export function compactSqlResult(result: SqlToolResult) {
  if (result.error !== null || result.columns === null) return { error: result.error ?? 'The query failed.' };
  const rows = result.rows.slice(0, MAX_SQL_ROWS).map((row) => row.map(clipCell));
  const cut = result.rows.length > rows.length;
  return {
    columns: result.columns,
    rows,
    row_count: result.rowCount,
    ...(cut || result.truncated
      ? { note: `Only the first ${rows.length} rows are shown; aggregate or add LIMIT/ORDER BY to see what matters.` }
      : {}),
  };
}

export function compactHits(hits: SearchHit[]) {
  return hits.map((hit) => ({
    filename: hit.filename,
    page: hit.page,
    score: Math.round(hit.score * 1000) / 1000,
    text: clip(hit.text, MAX_PASSAGE_CHARS),
  }));
}
