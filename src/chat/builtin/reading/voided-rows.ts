// "Total payout Q3 2024", "which grade did we take the least of by weight?", "lowest average rate
// per tonne" over tickets whose Status holds only Paid beside Void: a voided row is a record struck
// out, no business done, whatever figures it still carries. Where a status column of the measure's
// table holds nothing but cells saying the row went through (Paid, Completed, Sold, Settled) and
// cells saying it was voided (Void, Voided), a figure added up, averaged or ranked (sum, average,
// median, lowest, highest, per group and as a share) leaves the voided rows out; the condition
// shows in the answer ("where status ≠ Void"). A flag column holding Void or nothing ("Voided":
// VOID on the struck-out weighings, blank on the rest) says the same: its blanks went through.
// Counting rows keeps them: a void ticket was still
// written. Not where the status holds other states (Open, Overdue, Refunded, Cancelled): there the
// void rows sit among a lifecycle the question may mean whole (an invoiced total counts every
// invoice), nor where the question names the status or speaks of voids itself.
import type { Catalog, CatalogColumn } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { DONE_CELLS, SOLD_CELLS } from './vocabulary.ts';
import { statusAlreadyRead } from './status-already-read.ts';

/** Status cells saying the record itself was struck out. */
const VOID_CELLS = new Set(['void', 'voided']);

/** Status cells saying the row went through: paid, completed, sold. */
const WENT_THROUGH_CELLS = new Set([...DONE_CELLS, ...SOLD_CELLS, 'paid', 'settled']);

/** Question words about voids themselves: "voids included", "the voided tickets". */
function speaksOfVoids(q: Question): boolean {
  return q.tokens.some((t) => /^void/.test(t.text));
}

/** A status holding only cells saying the row went through beside cells saying it was voided. */
function isVoidStatus(c: CatalogColumn): boolean {
  const keys = [...c.valueIndex.keys()];
  return keys.some((k) => VOID_CELLS.has(k)) && keys.some((k) => WENT_THROUGH_CELLS.has(k)) && keys.every((k) => VOID_CELLS.has(k) || WENT_THROUGH_CELLS.has(k));
}

/**
 * A flag column marking the struck-out rows and left blank on the rest (a "Voided" column holding
 * VOID or nothing): its blanks are the rows that went through, as a Paid cell would say. The blanks
 * must be most of the rows, so a column merely sparse with a lone Void value is not read as a flag.
 */
function isVoidFlag(c: CatalogColumn): boolean {
  const keys = [...c.valueIndex.keys()];
  const flagged = c.stats.values.reduce((n, [, rows]) => n + rows, 0);
  return keys.length > 0 && keys.every((k) => VOID_CELLS.has(k)) && c.stats.complete && c.stats.nullCount > flagged;
}

/** The reading with voided rows left out of a figure added up, averaged or ranked; else the reading. */
export function leaveOutVoided(q: Question, catalog: Catalog, reading: Reading): Reading {
  const m = reading.measure;
  if (m.fn === 'count' || m.fn === 'count_distinct' || reading.unmatched || speaksOfVoids(q)) return reading;
  const table = catalog.tables.find((t) => t.name === m.column.table);
  if (!table) return reading;
  const statuses = table.columns.filter((c) => c.role === 'category' && (isVoidStatus(c) || isVoidFlag(c)));
  if (statuses.length !== 1) return reading;
  const [column] = statuses;
  if (statusAlreadyRead(reading, column.ref)) return reading;
  if (reading.shape.kind === 'list' || reading.shape.kind === 'lookup') return reading;
  const cells = [...column.valueIndex].flatMap(([key, stored]) => (VOID_CELLS.has(key) ? stored : []));
  return { ...reading, conditions: [...reading.conditions, { kind: 'in', column: column.ref, values: cells, negate: true }] };
}
