// "How many colours did we do in May?", "jobs we have done in Leeds", "certificates done in 2025",
// "treatments we carried out", "sailings the skipper has taken out": a verb saying the work was
// done, over rows that record whether it was (a status one of whose cells is Completed or
// Attended, beside Cancelled, DNA or No access), may mean every row or only the completed ones. Businesses say both ("callouts we did for IT firms" of every callout booked), so when the
// question names no status the count stays over every row and the answer is marked uncertain,
// saying which rows counting only the completed ones would keep. Kept on the reading, so a
// follow-up ("What about Crewe?") carries the same doubt. The verb of the rows' own event says the
// same ("members who washed at least once", "which member washed most often" over wash
// transactions some of which were refunded or voided), counted directly, per group or through
// the facts a lookup's rows are counted by; a verb of setting the row up (ordered, booked) does not.
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import { sameRef } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { readingSql } from './to-sql.ts';
import type { EngineSql } from './answer.ts';
import { ownEventVerb, sameRoot } from './word-roots.ts';
import { SUBJECT_PRONOUNS, DONE_CELLS } from './vocabulary.ts';
import { keepsEveryStateOf } from './inclusion-phrases.ts';
import { valueMentions } from './mentions.ts';

/** Auxiliaries before which "do" is the main verb later in the question: "did we do", "did Ryan do". */
const AUXILIARIES = new Set(['did', 'do', 'does', 'will', 'would', 'can']);
const DENIALS = new Set(['not', 'never', 'didn', 'don', 'doesn', 'haven', 'hasn', 'wasn', 'weren', 'no', 'yet', 'to']);

/**
 * "went out", "gone out": the thing left the door (a delivery, a box, a parcel), which a missed or
 * skipped one did not; "taken out" (a boat, a group) says the same of the one who took it.
 */
const GO_VERBS = new Set(['go', 'goes', 'went', 'gone', 'going', 'take', 'takes', 'took', 'taken', 'taking']);

/** Where the question says, undenied, that the thing went out ("went out", "gone out"): the phrase, or null. */
function saysWentOut(q: Question): string | null {
  const at = q.tokens.findIndex((t, i) => GO_VERBS.has(t.text) && q.tokens[i + 1]?.text === 'out' && !DENIALS.has(q.tokens[i - 1]?.text ?? '') && !DENIALS.has(q.tokens[i - 2]?.text ?? ''));
  return at >= 0 ? `${q.tokens[at].raw} out` : null;
}

/** "carry out", "carried out": the work done, as "done" says it. */
const CARRY_VERBS = new Set(['carry', 'carries', 'carried', 'carrying']);

/** Whether the question says, undenied, that the thing was done ("done", "did we do", "carried out"). */
export function saysDone(q: Question): boolean {
  return q.tokens.some((t, i) => {
    const prev = q.tokens[i - 1]?.text ?? '';
    if (DENIALS.has(prev) || DENIALS.has(q.tokens[i - 2]?.text ?? '')) return false;
    if (t.text === 'done') return true;
    if (CARRY_VERBS.has(t.text) && q.tokens[i + 1]?.text === 'out') return true;
    return t.text === 'do' && q.tokens.slice(0, i).some((b) => AUXILIARIES.has(b.text));
  });
}

/**
 * "How many wedding receptions have we held?", "functions that were held": "held" as the clause's own
 * verb, after an auxiliary, says the event took place (a booked function not yet come was not held);
 * "classes held in March" only dates the classes. A count's doubt only: "the biggest function we have
 * held" ranks single rows, whose count is no figure of the answer. Returns the word, or null.
 */
const HELD_AFTER = new Set(['have', 'has', 'had', 'was', 'were', 'been', 'we', 'they']);
function saysHeld(q: Question): string | null {
  const at = q.tokens.findIndex((t, i) => t.text === 'held' && HELD_AFTER.has(q.tokens[i - 1]?.text ?? '') && !DENIALS.has(q.tokens[i - 2]?.text ?? ''));
  return at >= 0 ? q.tokens[at].raw : null;
}

/**
 * Verbs of a row's event that say it was set up, not that it was carried out: a cancelled order
 * was still ordered, a cancelled booking still booked.
 */
export const SET_UP_VERBS = new Set([
  'booked', 'ordered', 'scheduled', 'requested', 'placed', 'logged', 'raised', 'created', 'registered', 'quoted', 'reported', 'submitted',
  'opened', 'filed', 'received', 'issued', 'made', 'planned', 'entered', 'recorded', 'invoiced', 'billed', 'listed', 'added', 'assigned', 'sent',
]);

/**
 * The word by which the question says, undenied, the verb of the event the table's rows record: "members
 * washed at least once" over wash_transactions, "did we wash" (a word of the table's name or a
 * noun of its rows shares the verb's root); null when it says none. Verbs of setting the row up are not its doing.
 */
export function ownEventSaid(q: Question, table: { name: string; entityStems: Set<string> }): string | null {
  const heads = table.name.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 4);
  const said = q.tokens.find((t, i) => {
    if (SET_UP_VERBS.has(t.text)) return false;
    if (DENIALS.has(q.tokens[i - 1]?.text ?? '') || DENIALS.has(q.tokens[i - 2]?.text ?? '')) return false;
    const past = t.text.length > 4 && t.text.endsWith('ed');
    const bare = AUXILIARIES.has(q.tokens[i - 2]?.text ?? '') && SUBJECT_PRONOUNS.has(q.tokens[i - 1]?.text ?? '') && !t.text.endsWith('s');
    if (!past && !bare) return false;
    return table.entityStems.has(t.stem) || heads.some((h) => sameRoot(t.text, h));
  });
  return said ? said.raw : null;
}

/**
 * The cells of a category column saying the work was done, when it also holds others: Completed;
 * after "went out", also the verb of the rows' own event ("delivered" over deliveries, "shipped"
 * over shipments). "Deliveries done by car" still means every delivery booked, whatever became of it.
 */
function doneCells(c: CatalogColumn, isDone: (key: string) => boolean): string[] {
  if (c.role !== 'category' || c.valueIndex.size < 2) return [];
  return [...c.valueIndex].flatMap(([key, cells]) => (isDone(key) ? cells : []));
}

/**
 * The reading marked uncertain when "done" may mean only the completed rows; unchanged otherwise.
 * A status of the joined rows ("tickets on sailings that went out") is doubted only where some rows
 * in scope are not done (a sailing cancelled or still to come): else both readings agree.
 */
export async function doneMayMeanCompleted(q: Question, catalog: Catalog, reading: Reading, runSql: EngineSql): Promise<Reading> {
  if (reading.measure.fn !== 'count' && reading.measure.fn !== 'count_distinct') return reading;
  // "members who washed at least once": the rows that must have been done are the facts the members are counted by.
  const unmatched = reading.unmatched;
  if ((unmatched && !unmatched.atLeast) || reading.shape.kind === 'share') return reading;
  const table = catalog.tables.find((t) => t.name === reading.tables[0]);
  const wentOut = table && !saysDone(q) ? saysWentOut(q) : null;
  const said = !table ? null : saysDone(q) ? 'done' : ((reading.shape.kind === 'top_rows' ? null : saysHeld(q)) ?? wentOut ?? ownEventSaid(q, table));
  if (!table || !said) return reading;
  const statusesOf = (t: CatalogTable) => {
    const isDoneIn = (key: string) => DONE_CELLS.has(key) || (wentOut !== null && /ed$/.test(key) && ownEventVerb(t, key));
    return t.columns.map((c) => ({ column: c, cells: doneCells(c, isDoneIn), isDone: isDoneIn })).filter((s) => s.cells.length > 0);
  };
  // "valid tickets on sailings that went out" over tickets joined to their sailings: where the
  // counted rows record no such outcome, the joined rows' status says which went out (Sailed).
  const own = statusesOf(table);
  const joined = own.length === 0 && wentOut ? reading.tables.slice(1).flatMap((name) => catalog.tables.filter((t) => t.name === name).flatMap(statusesOf)) : [];
  const statuses = own.length > 0 ? own : joined;
  if (statuses.length !== 1) return reading;
  const isDone = statuses[0].isDone;
  const [{ column, cells }] = statuses;
  const shape = reading.shape;
  const byStatus = 'by' in shape && sameRef(shape.by, column.ref);
  const parts = 'part' in shape && shape.part ? shape.part : [];
  if (byStatus || [...reading.conditions, ...parts, ...(unmatched?.conditions ?? [])].some((c) => sameRef(c.column, column.ref))) return reading;
  // "How many jobs have we done altogether, including cancelled ones?": every state is said to be counted.
  if (keepsEveryStateOf(q, catalog, valueMentions(q, catalog), column)) return reading;
  if (own.length === 0 && !unmatched) {
    const notDone: Reading = { ...reading, measure: { fn: 'count' }, shape: { kind: 'scalar' }, conditions: [...reading.conditions, { kind: 'in', column: column.ref, values: cells, negate: true }] };
    const [row] = await runSql(readingSql(catalog, notDone), 1);
    if (Number(row?.[0] ?? 0) === 0) return reading;
  }
  const others = [...column.valueIndex].filter(([key]) => !isDone(key)).flatMap(([, v]) => v);
  const doubt = `The question says ${said === 'done' ? 'done' : `"${said}"`}, and ${column.label} is ${cells.join(' or ')} on only some of these rows (others are ${others.slice(0, 4).join(', ')}); I counted every row, and counting only the ${cells.join(' or ')} ones would give less.`;
  if (reading.caveat?.includes(doubt)) return reading;
  return { ...reading, caveat: reading.caveat ? `${reading.caveat} ${doubt}` : doubt };
}
