// "How many trips ran in March", "flights operated in 2025": a verb saying the rows' event took
// place. Where the measured table records events that were called off (a status cell "Cancelled"),
// those rows did not run, so the verb is a condition leaving them out; elsewhere it stays filler.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { Question } from './question.ts';
import type { Condition, Shape } from './types.ts';
import { sameRef } from './catalog.ts';

/** Verbs saying an event went ahead (not "running", which is about what is under way now). */
const WENT_AHEAD = new Set(['ran', 'run', 'runs', 'operated', 'operate', 'operates']);
const CALLED_OFF = ['cancelled', 'canceled'];

function calledOffCells(c: CatalogColumn): string[] {
  if (c.role !== 'category' && c.role !== 'text') return [];
  return CALLED_OFF.flatMap((k) => c.valueIndex.get(k) ?? []);
}

/**
 * The condition "not cancelled" a went-ahead verb states over `measured`, or null: no such verb, no
 * column with a cancelled cell (or more than one), or the question already conditions that column
 * itself ("how many trips were cancelled", "the trips that operated" read as the cell Operated).
 */
export function wentAheadCondition(q: Question, measured: CatalogTable, conditions: Condition[], shape: Shape): Condition | null {
  if (!q.tokens.some((t) => WENT_AHEAD.has(t.text))) return null;
  const statuses = measured.columns.filter((c) => calledOffCells(c).length > 0);
  if (statuses.length !== 1) return null;
  const status = statuses[0];
  const said = [...conditions, ...(shape.kind === 'share' ? shape.part : [])];
  if (said.some((c) => sameRef(c.column, status.ref))) return null;
  if ('by' in shape && sameRef(shape.by, status.ref)) return null;
  return { kind: 'in', column: status.ref, values: calledOffCells(status), negate: true };
}
