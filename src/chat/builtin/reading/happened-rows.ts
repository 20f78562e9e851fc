// "How many trips ran in December", "how many different drivers worked the N1": a verb saying the
// thing took place counts only the rows that did. Where the rows carry a status one of whose cells
// says the thing never happened (Cancelled, Void) and the question names no status, those rows are
// left out; the interpretation says so. "How many trips were scheduled" has no such verb and counts
// every row.
import type { Catalog, CatalogColumn } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

/** Verbs that say the thing took place (or was done), not merely planned, booked or recorded. */
const HAPPENED_VERBS = new Set(['ran', 'operated', 'worked', 'happened', 'flew', 'sailed', 'departed', 'performed', 'attended', 'played']);

/** Cells of a status saying the thing never took place. */
const NEVER_HAPPENED_CELLS = new Set(['cancelled', 'canceled', 'void', 'voided', 'aborted', 'scrapped']);

/** The cells of a category column that say the row's thing never took place, as stored. */
function neverHappened(c: CatalogColumn): string[] {
  if (c.role !== 'category') return [];
  return [...c.valueIndex].flatMap(([key, cells]) => (NEVER_HAPPENED_CELLS.has(key) ? cells : []));
}

/** Words before a verb that deny it: "not attended", "did not run", "never operated". */
const DENIALS = new Set(['not', 'never', 'didn', 'wasn', 'weren', 'no']);

/** Whether a verb of the question says, undenied, that the thing took place. */
function saysHappened(q: Question): boolean {
  return q.tokens.some((t, i) => {
    const verb = HAPPENED_VERBS.has(t.text) || (t.text === 'took' && q.tokens[i + 1]?.text === 'place');
    return verb && !DENIALS.has(q.tokens[i - 1]?.text ?? '') && !DENIALS.has(q.tokens[i - 2]?.text ?? '');
  });
}

export function leaveOutNeverHappened(q: Question, catalog: Catalog, reading: Reading): Reading {
  if (reading.measure.fn !== 'count' && reading.measure.fn !== 'count_distinct') return reading;
  // A share ("what percentage of visits were NS (not attended)") keeps every row in its whole.
  if (reading.unmatched || reading.shape.kind === 'share' || !saysHappened(q)) return reading;
  const table = catalog.tables.find((t) => t.name === reading.tables[0]);
  if (!table) return reading;
  const statuses = table.columns.map((c) => ({ column: c, cells: neverHappened(c) })).filter((s) => s.cells.length > 0);
  if (statuses.length !== 1) return reading;
  const [{ column, cells }] = statuses;
  // The question already says which statuses it means ("cancelled trips", "trips that operated").
  if (reading.conditions.some((c) => c.column.table === column.ref.table && c.column.column === column.ref.column)) return reading;
  return { ...reading, conditions: [...reading.conditions, { kind: 'in', column: column.ref, values: cells, negate: true }] };
}
