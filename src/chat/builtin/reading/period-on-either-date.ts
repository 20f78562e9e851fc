// "Fruit takings in Q3 2025" over weighings (Weighed at), each belonging to a visit with its own
// Visit date: interpret.ts doubts which of the two dates the period is on (lines-dated-by-parent.ts
// finds the parent's date). Whether the doubt matters is a fact of the data, not of the headers:
// the answering SQL is run once more with the period on the parent's date, through the engine's own
// query path. Where both give the same rows the doubt changes nothing and is dropped (the answer
// says which date it used and that the other agrees); where they differ it stays as it was.
// Read so only for a reading of the fact table alone, or joined to that parent only (one extra query).
import type { Catalog, CatalogTable } from './catalog.ts';
import type { EngineSql } from './answer.ts';
import { findColumn, sameRef } from './catalog.ts';
import { readingSql } from './to-sql.ts';
import type { Condition, Reading } from './types.ts';

/** The doubt as interpret.ts raised it: the period on `on`, maybe meant on `other` of the parent rows. */
export type PeriodOnEitherDate = NonNullable<Reading['periodOnEitherDate']>;

/** The key by which every row of `fact` names one row of `parent` (unique there, never blank in `fact`), or null. */
export function parentKey(fact: CatalogTable, parent: CatalogTable): string | null {
  const key = parent.columns.find(
    (k) => k.role === 'key' && k.stats.distinctCount === parent.rowCount && fact.columns.some((c) => c.role === 'key' && c.ref.column === k.ref.column && c.stats.nullCount === 0),
  );
  return key?.ref.column ?? null;
}

/** The reading with its period put on the parent's date instead, or null where that is no small change. */
export function readingOnOtherDate(reading: Reading, doubt: PeriodOnEitherDate): Reading | null {
  if (reading.unmatched || reading.then || reading.tables[0] !== doubt.on.table) return null;
  const periods = reading.conditions.filter((c) => c.kind === 'period' && sameRef(c.column, doubt.on));
  // The date may be read elsewhere too (a breakdown by its month, a share's part): no one-condition swap.
  if (periods.length !== 1) return null;
  const shape = reading.shape;
  const grouped = 'by' in shape ? [shape.by] : shape.kind === 'top_rows' ? [shape.label, shape.rankBy] : shape.kind === 'list' || shape.kind === 'lookup' ? [shape.column] : [];
  if (grouped.some((r) => sameRef(r, doubt.on)) || ('part' in shape && shape.part?.some((c) => 'column' in c && sameRef(c.column, doubt.on)))) return null;
  const conditions: Condition[] = reading.conditions.map((c) => (c === periods[0] ? { ...c, column: doubt.other } : c));
  if (reading.join) {
    // Already joined: only to that parent, by that key.
    if (reading.tables.length !== 2 || reading.tables[1] !== doubt.other.table) return null;
    return { ...reading, conditions };
  }
  if (reading.tables.length !== 1) return null;
  return {
    ...reading,
    tables: [reading.tables[0], doubt.other.table],
    join: { left: { table: reading.tables[0], column: doubt.key }, right: { table: doubt.other.table, column: doubt.key } },
    conditions,
  };
}

/** Whether two result rows say the same: numbers equal to a part in a billion (sums taken in another order). */
function sameRows(a: unknown[][], b: unknown[][]): boolean {
  if (a.length !== b.length) return false;
  return a.every((row, i) => row.length === b[i].length && row.every((v, j) => sameCell(v, b[i][j])));
}

function sameCell(a: unknown, b: unknown): boolean {
  const [x, y] = [a, b].map((v) => (typeof v === 'bigint' ? Number(v) : v));
  if (typeof x === 'number' && typeof y === 'number') return Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
  return JSON.stringify(x) === JSON.stringify(y);
}

/**
 * The reading with the two-dates doubt settled by the data: where the period on the parent's date
 * gives the same rows, the caveat is dropped and a note names the date used; else unchanged.
 */
export async function settledEitherDate(catalog: Catalog, reading: Reading, rows: unknown[][], runSql: EngineSql): Promise<{ reading: Reading; note: string | null }> {
  const doubt = reading.periodOnEitherDate;
  if (!doubt) return { reading, note: null };
  const { periodOnEitherDate: _, ...rest } = reading;
  const other = reading.caveat?.includes(doubt.caveat) ? readingOnOtherDate(rest, doubt) : null;
  const on = findColumn(catalog, doubt.on);
  const parentDate = findColumn(catalog, doubt.other);
  if (!other || !on || !parentDate) return { reading: rest, note: null };
  const otherRows = await runSql(readingSql(catalog, other), 100);
  if (!sameRows(rows, otherRows)) return { reading: rest, note: null };
  const caveat = reading.caveat!.replace(doubt.caveat, '').replace(/\s{2,}/g, ' ').trim();
  const parent = catalog.tables.find((t) => t.name === doubt.other.table);
  const said = reading.conditions.find((c) => c.kind === 'period' && sameRef(c.column, doubt.on));
  const period = said?.kind === 'period' ? said.said : 'the period';
  const { caveat: __, ...uncaveated } = rest;
  return {
    reading: caveat ? { ...uncaveated, caveat } : uncaveated,
    note: `Dated by ${on.label}; ${parentDate.label}${parent ? ` of ${parent.label}` : ''} gives the same answer for ${period}.`,
  };
}
