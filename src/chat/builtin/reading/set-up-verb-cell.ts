// "How many days before the wedding is a gown ordered, on average?" over orders whose order_status
// holds "Ordered" beside "In Alterations" and "Collected": "ordered" is what was done to every
// order, yet as a cell it kept only the orders still at that first stage. A status cell that is
// the participle of setting a row up (Ordered, Booked, Scheduled, Placed) names a stage each row
// went through, so when the question says the word as a verb and the reading keeps the cell, it is
// declined; said beside the column's own header ("status Ordered", "ordered status") it stays a cell.
// Cells of a happening that not every row reaches (Cancelled, Completed) are not such stages, nor
// cells of which the verb is only formed (origin "schedule" for "scheduled jobs").
import type { Catalog } from './catalog.ts';
import { findColumn, sameRef } from './catalog.ts';
import { SET_UP_VERBS } from './done-rows.ts';
import type { ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

/** Why a set-up verb was kept as a stage of a status, or null. */
export function setUpVerbCell(q: Question, catalog: Catalog, reading: Reading, values: readonly ValueMention[]): string | null {
  for (const v of values) {
    if (v.end - v.start !== 1 || !SET_UP_VERBS.has(q.tokens[v.start].text)) continue;
    // Only a cell that is the participle itself ("Ordered"): "scheduled jobs" over an origin column
    // holding "schedule", or "planned jobs" over a kind "plan", name where the rows came from, no stage.
    if (!v.values.some((x) => x.toLowerCase() === q.tokens[v.start].text)) continue;
    const kept = reading.conditions.some((c) => c.kind === 'in' && !c.negate && sameRef(c.column, v.column.ref) && c.values.some((x) => v.values.includes(x)));
    if (!kept) continue;
    const column = findColumn(catalog, v.column.ref);
    const near = [q.tokens[v.start - 1], q.tokens[v.start + 1]].some((t) => t && column?.stems.includes(t.stem));
    if (near) continue;
    const said = q.tokens[v.start].raw;
    return `"${said}" reads as what was done to every row, but I took it for the ${v.column.label} cell ${v.values[0]}, a stage only some rows are still at; I cannot tell which was meant.`;
  }
  return null;
}
