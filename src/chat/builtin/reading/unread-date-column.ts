// "How many appointments have there been since 1 October 2026?" over appointments whose
// appointment_date cells are written in more than one way (ISO and DD/MM/YYYY in one column): no
// single format reads them, so the column is not taken for dates, and the period went on the one
// column that is, wedding_date, another event's date. When a period is put on a date column of a
// table that also has a column headed as a date ("appointment_date", "Date of visit") the engine could not
// read as dates, the period may belong to that one: the reading is declined, naming both.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { findColumn, sameRef, tableOf } from './catalog.ts';
import type { Reading } from './types.ts';

/** Header words saying a column holds dates. */
const DATE_WORDS = new Set(['date', 'dated']);

function headedAsDate(c: CatalogColumn): boolean {
  return c.dateSql === null && c.role !== 'measure' && c.role !== 'key' && c.role !== 'boolean' && c.stats.distinctCount > 1 && c.words.some((w) => DATE_WORDS.has(w));
}

/** Why a period put on one date column may belong to an unread date column of the same rows, or null. */
export function unreadDateColumn(catalog: Catalog, reading: Reading): string | null {
  const shape = reading.shape;
  const dated = [...reading.conditions.filter((c) => c.kind === 'period').map((c) => c.column), ...((shape.kind === 'breakdown' || shape.kind === 'top_groups') && shape.period ? [shape.by] : [])];
  for (const ref of dated) {
    const used = findColumn(catalog, ref);
    const table = tableOf(catalog, ref.table);
    if (!used || !table) continue;
    const unread = table.columns.find((c) => !sameRef(c.ref, ref) && headedAsDate(c));
    if (!unread) continue;
    return `I put the period on ${used.label}, but ${unread.label} looks like the rows' own date and its cells are not written in one date format I can read, so the period may belong to it.`;
  }
  return null;
}
