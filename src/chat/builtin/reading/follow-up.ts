// Follow-up questions ("And in Marketing?", "What about 2023?", "And the average?") change the
// previous reading: a cell replaces the condition on its column (or adds one), a period replaces
// the period, an operation word replaces the operation. Every word must still be accounted for.
import type { Catalog } from './catalog.ts';
import { findColumn, namesRows } from './catalog.ts';
import type { Found } from './interpret.ts';
import { cellHeadNouns } from './cell-head-nouns.ts';
import { periodsOfPreviousYear } from './periods-of-previous-year.ts';
import { widenedToLookup } from './follow-up-lookups.ts';
import type { Question } from './question.ts';
import type { AggregateFn, Condition, Measure, Reading } from './types.ts';
import { AVG_WORDS, EMPTY_WORDS, MAX_WORDS, MEDIAN_WORDS, MIN_WORDS, SUM_WORDS } from './vocabulary.ts';

const OPENERS = /^\s*(and|what about|how about|same for|now for|and for|and in|and what about|what of|then for|now)\b/i;
const QUESTION_WORDS = new Set(['what', 'which', 'who', 'whom', 'how', 'when', 'where', 'list', 'count', 'show', 'is', 'are', 'was', 'were', 'did', 'does']);
const FOLLOW_UP_WORDS = new Set(['and', 'what', 'about', 'how', 'same', 'for', 'now', 'in', 'then', 'of', 'the', 'instead', 'only', 'at', 'from', 'on', 'with', 'to', 'a']);

const BACK_REFERENCE = /\b(of|among|from) (them|those|these)\b|\bof those\b/i;

/**
 * "And US customers?" after a question answered only as a best guess (no reading of it was kept):
 * a question opening as a follow-up continues one whose conditions are not known here, so read on
 * its own it may leave them out. The caveat that says so, or null.
 */
export function followsUnreadQuestion(q: Question, previousUnread: boolean): string | null {
  if (!previousUnread || !(OPENERS.test(q.text) || BACK_REFERENCE.test(q.text))) return null;
  return 'The question reads as a follow-up to one I could only guess at, so I read it on its own; it may leave out what the earlier question asked for.';
}

export function looksLikeFollowUp(q: Question): boolean {
  return OPENERS.test(q.text) || BACK_REFERENCE.test(q.text) || (q.tokens.length <= 3 && !q.tokens.some((t) => QUESTION_WORDS.has(t.text)));
}

function fnOf(word: string): AggregateFn | null {
  if (AVG_WORDS.has(word)) return 'avg';
  if (MEDIAN_WORDS.has(word)) return 'median';
  if (SUM_WORDS.has(word) || word === 'sum') return 'sum';
  if (word === 'highest' || word === 'maximum' || word === 'max' || (MAX_WORDS.has(word) && word !== 'most' && word !== 'top')) return 'max';
  if (word === 'lowest' || word === 'minimum' || word === 'min' || (MIN_WORDS.has(word) && word !== 'least' && word !== 'fewest')) return 'min';
  return null;
}

/**
 * The previous reading changed by the follow-up, or null when the question is not read as one. A
 * follow-up whose cells sit on a lookup of the previous rows narrows them through it (follow-up-lookups.ts).
 */
export function applyFollowUp(q: Question, previous: Reading, catalog: Catalog, found: Found): Reading | null {
  if (!looksLikeFollowUp(q)) return null;
  const own = followUpOf(q, previous, catalog, found);
  if (own) return own;
  const widened = widenedToLookup(previous, catalog, found);
  return widened ? followUpOf(q, widened, catalog, found) : null;
}

function followUpOf(q: Question, previous: Reading, catalog: Catalog, found: Found): Reading | null {
  // An anti-join's conditions sit on two tables' rows: a follow-up is asked again as a whole question.
  if (previous.unmatched) return null;
  if (previous.tables.some((t) => !catalog.tables.some((c) => c.name === t))) return null;
  const inScope = (table: string) => previous.tables.includes(table);
  const used = new Set<number>();
  const fresh: Condition[] = [];
  // "And in 2025?": a number that is also a cell (2025 as a customer_id) is that cell only when its
  // column is named right before it ("and customer 2025?"); otherwise it is a period or unread.
  const numericOnly = (v: Found['values'][number]) => q.tokens.slice(v.start, v.end).every((t) => t.num !== null);
  const headed = (v: Found['values'][number]) => found.columns.some((m) => m.column === v.column && m.end === v.start);
  const values = found.values.filter((v) => inScope(v.column.ref.table) && (!numericOnly(v) || headed(v))).sort((a, b) => b.end - b.start - (a.end - a.start));
  const taken = (s: { start: number; end: number }) => [...used].some((i) => i >= s.start && i < s.end);
  const byColumn = new Map<string, string[]>();
  for (const v of values) {
    if (taken(v)) continue;
    for (let i = v.start; i < v.end; i++) used.add(i);
    const key = `${v.column.ref.table}.${v.column.ref.column}`;
    byColumn.set(key, [...(byColumn.get(key) ?? []), ...v.values]);
  }
  for (const [key, vals] of byColumn) {
    const [table, ...rest] = key.split('.');
    fresh.push({ kind: 'in', column: { table, column: rest.join('.') }, values: [...new Set(vals)], negate: false });
  }
  // "And Italian customers?": the noun the cell describes adds no column of its own.
  for (const i of cellHeadNouns(q, found.columns, values)) used.add(i);
  const periods = [...found.periods, ...periodsOfPreviousYear(q, previous, found)].filter((p) => !taken(p));
  for (const p of periods) {
    const prior = previous.conditions.find((c) => c.kind === 'period');
    const column = prior?.column ?? catalog.tables.find((t) => t.name === previous.tables[0])?.columns.find((c) => c.role === 'date')?.ref;
    if (!column) return null;
    for (let i = p.start; i < p.end; i++) used.add(i);
    fresh.push({ kind: 'period', column, from: p.from, to: p.to, said: p.said });
  }
  let measure: Measure = previous.measure;
  let shape = previous.shape;
  // "How many of them ...": a count over the previous rows, narrowed.
  const countAt = q.tokens.findIndex((t, i) => t.text === 'how' && q.tokens[i + 1]?.text === 'many');
  const back = BACK_REFERENCE.exec(q.text);
  if (back) {
    for (const [i, t] of q.tokens.entries()) if (['of', 'among', 'from', 'them', 'those', 'these'].includes(t.text)) used.add(i);
  }
  if (countAt >= 0) {
    measure = { fn: 'count' };
    shape = { kind: 'scalar' };
    used.add(countAt);
    used.add(countAt + 1);
  }
  for (const [i, t] of q.tokens.entries()) {
    const fn = fnOf(t.text);
    if (!fn || used.has(i)) continue;
    // The previous measure with only its aggregate changed: an expression ("parts plus labour") and
    // money going out keep their terms and sign; a ratio of two totals has no other aggregate.
    const prev = previous.measure;
    if (prev.fn === 'count' || prev.fn === 'ratio' || findColumn(catalog, prev.column)?.role !== 'measure') return null;
    measure = { ...prev, fn } as Measure;
    used.add(i);
  }
  const unknown = q.tokens.filter((t, i) => !used.has(i) && !FOLLOW_UP_WORDS.has(t.text) && !EMPTY_WORDS.has(t.text));
  // Words a back-reference question adds without a condition ("are", "were", "at"), and row words.
  const rowTables = catalog.tables.filter((t) => previous.tables.includes(t.name));
  // "in the SMB segment": the header of a column the follow-up gives a cell of.
  const headers = found.columns.filter((m) => fresh.some((f) => f.column.table === m.column.ref.table && f.column.column === m.column.ref.column));
  const named = (t: { start: number }) => headers.some((m) => q.tokens.indexOf(t as never) >= m.start && q.tokens.indexOf(t as never) < m.end);
  const rest = unknown.filter((t) => !named(t) && !(back && (['are', 'were', 'is', 'was', 'have', 'had', 'did'].includes(t.text) || rowTables.some((r) => namesRows(r, t)))));
  if (rest.length > 0 || (fresh.length === 0 && measure === previous.measure)) return null;

  const replaced = (c: Condition) => fresh.some((f) => f.column.table === c.column.table && f.column.column === c.column.column && f.kind === c.kind);
  // "Of them" narrows: the new conditions are added to the previous ones, never replace them.
  const kept = back ? previous.conditions : previous.conditions.filter((c) => !replaced(c));
  return { ...previous, measure, shape, conditions: [...kept, ...fresh] };
}

/**
 * "How much was that", "of those", "were they", "of their samples": the previous answer's rows (or
 * whose they are), said as a pronoun after a verb or preposition.
 */
/**
 * "How many eggs is that?", "how many miles was that?": "that" after its verb closing the question is
 * the earlier answer itself, so the question follows up on it however it opens.
 */
const CLOSING_PRONOUN = /\b(is|was|are|were)\s+(that|those|these|it)\s*[?.!]*\s*$/i;

const ROWS_PRONOUN = /\b(was|is|were|are|of|for|among|from|did|do)\s+(that|those|them|these|they|their|its)\b/i;

/**
 * "And how much was that in total?" after "How many donations did the Midlands give?": a follow-up
 * the previous reading cannot take (a count has no amount to change its aggregate of) is read as a
 * question of its own, and its pronoun still points at the previous rows: their conditions are kept
 * where the new reading sets none on the same column. Without them it answers for every row.
 */
export function keepPreviousRows(q: Question, previous: Reading, read: Reading): Reading {
  if (!(looksLikeFollowUp(q) || CLOSING_PRONOUN.test(q.text)) || !ROWS_PRONOUN.test(q.text) || previous.unmatched || read.unmatched) return read;
  const onSameColumn = (a: Condition, b: Condition) => a.column.table === b.column.table && a.column.column === b.column.column;
  const carried = previous.conditions.filter((c) => read.tables.includes(c.column.table) && !read.conditions.some((r) => onSameColumn(r, c)));
  return carried.length === 0 ? read : { ...read, conditions: [...read.conditions, ...carried] };
}
