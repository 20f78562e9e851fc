// "How many trips ran in December", "how many different drivers worked the N1": a verb saying the
// thing took place counts only the rows that did. Where the rows carry a status one of whose cells
// says the thing never happened (Cancelled, Void) and the question names no status, those rows are
// left out; the interpretation says so. "How many trips were scheduled" has no such verb and counts
// every row. Whether a called-off row "ran" depends on the business (a cancelled trip did not run, a
// cancelled build did start), so the answer is never certain: it says what it left out and how many
// counting those rows too gives (answer.ts). So does counting the events a date of the rows records
// ("check-ins in the last 30 days" over Check In): a cancelled stay's check-in never took place.
import type { Catalog, CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows, sameRef } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { formatNumber, stem } from '../text.ts';
import { asksWhatIsOwed } from './owed-rows.ts';
import { HAPPENED_PHRASAL_VERBS, NEVER_HAPPENED_CELLS, NEVER_HAPPENED_WORDS } from './vocabulary.ts';

/** Verbs that say the thing took place (or was done), not merely planned, booked or recorded. */
const HAPPENED_VERBS = new Set(['ran', 'run', 'runs', 'operated', 'operate', 'operates', 'worked', 'happened', 'flew', 'sailed', 'departed', 'performed', 'attended', 'played']);

/** Words in a cell that deny what follows them: "Not cancelled", "Un-cancelled" stays a happening. */
const CELL_DENIALS = new Set(['not', 'no', 'un', 'never', 'nearly', 'almost']);

/**
 * Whether a status cell (as its key) says the thing never took place: "Cancelled", or a cell of two
 * or three words one of which is such a word and none a denial ("Weather cancelled", "Cancelled by
 * client", "Postponed").
 */
export function saysNeverHappened(key: string): boolean {
  if (NEVER_HAPPENED_CELLS.has(key)) return true;
  const words = key.split(' ');
  return words.length <= 3 && words.some((w) => NEVER_HAPPENED_WORDS.has(w)) && !words.some((w) => CELL_DENIALS.has(w));
}

/** The cells of a category column that say the row's thing never took place, as stored. */
export function neverHappened(c: CatalogColumn): string[] {
  if (c.role !== 'category') return [];
  return [...c.valueIndex].flatMap(([key, cells]) => (saysNeverHappened(key) ? cells : []));
}

/** Words before a verb that deny it: "not attended", "did not run", "never operated". */
const DENIALS = new Set(['not', 'never', 'didn', 'wasn', 'weren', 'no']);

/** Whether a verb of the question says, undenied, that the thing took place. */
function saysHappened(q: Question): boolean {
  return q.tokens.some((t, i) => {
    const verb = HAPPENED_VERBS.has(t.text) || HAPPENED_PHRASAL_VERBS.get(t.text)?.has(q.tokens[i + 1]?.text ?? '') === true;
    return verb && !DENIALS.has(q.tokens[i - 1]?.text ?? '') && !DENIALS.has(q.tokens[i - 2]?.text ?? '');
  });
}

/** Whether token `i` is the particle of a verb saying the thing took place: the "ahead" of "went ahead", the "off" of "took off". */
export function happenedParticleAt(q: Question, i: number): boolean {
  return i > 0 && HAPPENED_PHRASAL_VERBS.get(q.tokens[i - 1].text)?.has(q.tokens[i].text) === true;
}

/** Header words every date may carry: they name no event. */
const DATE_WORDS = new Set(['date', 'day', 'on', 'at', 'time', 'in', 'out', 'of']);

/**
 * Whether the question counts the events a date of the rows records, within a period on that date
 * ("check-ins in the last 30 days" over Check In, "events last month" over event_date): a row whose
 * status says it was called off has the date of an event that never took place.
 */
function countsDatedEvents(q: Question, table: CatalogTable, reading: Reading): boolean {
  // "bookings in August" over booked_on, "bookings for events in May": the rows themselves are
  // counted, each made whatever became of it.
  if (q.tokens.some((t) => namesRows(table, t))) return false;
  const stems = new Set(q.tokens.map((t) => t.stem));
  return reading.conditions.some((c) => {
    if (c.kind !== 'period' || c.column.table !== table.name) return false;
    const date = table.columns.find((x) => x.ref.column === c.column.column);
    const own = date ? date.words.filter((w) => !DATE_WORDS.has(w)) : [];
    return own.length > 0 && own.every((w) => stems.has(stem(w)));
  });
}

/** A reading with the never-happened rows left out, and what was left out (null when nothing was). */
export interface HappenedReading {
  reading: Reading;
  leftOut: { column: string; cells: string[] } | null;
}

export function leaveOutNeverHappened(q: Question, catalog: Catalog, reading: Reading): HappenedReading {
  const unchanged = { reading, leftOut: null };
  // "How many jobs are unpaid", "how much is still owed": nothing is owed for what never took place (owed-rows.ts).
  const owed = asksWhatIsOwed(q);
  if (reading.measure.fn !== 'count' && reading.measure.fn !== 'count_distinct' && !(owed && reading.measure.fn === 'sum')) return unchanged;
  // A share ("what percentage of visits were NS (not attended)") keeps every row in its whole.
  if (reading.unmatched || reading.shape.kind === 'share') return unchanged;
  const table = catalog.tables.find((t) => t.name === reading.tables[0]);
  if (!table || !(owed || saysHappened(q) || countsDatedEvents(q, table, reading))) return unchanged;
  const statuses = table.columns.map((c) => ({ column: c, cells: neverHappened(c) })).filter((s) => s.cells.length > 0);
  if (statuses.length !== 1) return unchanged;
  const [{ column, cells }] = statuses;
  // The question already says which statuses it means ("cancelled trips", "trips that operated").
  if (reading.conditions.some((c) => sameRef(c.column, column.ref))) return unchanged;
  return {
    reading: { ...reading, conditions: [...reading.conditions, { kind: 'in', column: column.ref, values: cells, negate: true }], leftOut: { column: column.ref, cells } },
    leftOut: { column: column.label, cells },
  };
}

/**
 * "How many Picnic Treks in June 2025?" then "and June 2026?": the follow-up carries the earlier
 * reading's conditions, among them the never-happened rows it left out unasked, so it carries the
 * doubt of that choice as well, and says what counting them too gives. `everyRow` is the follow-up's
 * reading with those rows counted; null when the follow-up carries no such condition (it named the
 * status itself, replacing it).
 */
export function carriedLeftOut(catalog: Catalog, reading: Reading): (HappenedReading & { everyRow: Reading }) | null {
  const carried = reading.leftOut;
  if (!carried) return null;
  const same = (c: Reading['conditions'][number]) => c.kind === 'in' && c.negate && sameRef(c.column, carried.column) && c.values.length === carried.cells.length && c.values.every((v) => carried.cells.includes(v));
  const { leftOut: _dropped, ...withoutMark } = reading;
  if (!reading.conditions.some(same)) return { reading: withoutMark, leftOut: null, everyRow: withoutMark };
  const column = catalog.tables.flatMap((t) => t.columns).find((c) => sameRef(c.ref, carried.column));
  if (!column) return null;
  return { reading, leftOut: { column: column.label, cells: carried.cells }, everyRow: { ...withoutMark, conditions: reading.conditions.filter((c) => !same(c)) } };
}

/**
 * The doubt an answer that left never-happened rows out carries: which cells it left out and, for
 * one number, what counting them too gives (`everyRow` is the same reading's result with them).
 */
export function leftOutDoubt(leftOut: { column: string; cells: string[] }, reading: Reading, everyRow: unknown[][]): string {
  const cells = leftOut.cells.join(' or ');
  const total = reading.shape.kind === 'scalar' && everyRow.length === 1 ? Number(everyRow[0][0]) : NaN;
  const alternative = Number.isFinite(total) ? ` Counting them too gives ${formatNumber(total)}.` : '';
  return `I left out the rows whose ${leftOut.column} is ${cells}, reading the question as asking about what took place.${alternative}`;
}
