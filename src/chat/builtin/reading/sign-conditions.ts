// Conditions on the sign of a signed figure: "a negative balance", "positive amounts", and
// "overdrawn" (a balance below zero), and "returns" where goods sent back are lines of negative
// quantity. Only for a column holding amounts of both signs, so a word of this kind never filters
// a column whose values cannot be negative.
import type { CatalogColumn } from './catalog.ts';
import type { ColumnMention, Span } from './mentions.ts';
import type { Question } from './question.ts';
import type { Condition } from './types.ts';

const SIGN_WORDS: Record<string, '<' | '>'> = { negative: '<', positive: '>' };
/** Words meaning "holding a balance below zero". */
const OVERDRAWN_WORDS = new Set(['overdrawn']);

export type SignCondition = { condition: Condition; column: CatalogColumn };

const signed = (c: CatalogColumn) => c.role === 'measure' && typeof c.stats.min === 'number' && c.stats.min < 0 && typeof c.stats.max === 'number' && c.stats.max > 0;

/** Words for goods sent back; "excluding returns" keeps the other lines. */
const RETURN_WORDS = new Set(['return', 'returns', 'returned', 'refund', 'refunds', 'refunded']);
const EXCLUDING = new Set(['excluding', 'except', 'without', 'not', 'net', 'minus', 'less']);
/** Header words of a quantity: its sign says whether goods went out or came back. */
const QUANTITY_HEADER = new Set(['qty', 'quantity', 'units', 'unit', 'pieces', 'items']);

/**
 * "Returns", "returned lines", "excluding returns" over order lines whose quantity is negative
 * when goods came back: the sign of the one quantity column holding both signs. Words already read
 * (a status cell "Returned") are left alone, and so is a table with no such column.
 */
export function returnConditions(q: Question, columns: CatalogColumn[], read: (i: number) => boolean): { found: SignCondition[]; spans: Span[] } {
  const at = q.tokens.findIndex((t, i) => RETURN_WORDS.has(t.text) && !read(i));
  if (at < 0) return { found: [], spans: [] };
  const quantities = columns.filter((c) => signed(c) && c.words.some((w) => QUANTITY_HEADER.has(w)));
  if (quantities.length !== 1) return { found: [], spans: [] };
  // "Units sold, net of returns": the returns taken off are the negative lines added in, no condition.
  if (q.tokens[at - 1]?.text === 'of' && q.tokens[at - 2]?.text === 'net') return { found: [], spans: [{ start: at - 2, end: at + 1 }] };
  const excluded = EXCLUDING.has(q.tokens[at - 1]?.text ?? '');
  const condition: Condition = { kind: 'compare', column: quantities[0].ref, op: excluded ? '>' : '<', value: 0 };
  return { found: [{ condition, column: quantities[0] }], spans: [{ start: excluded ? at - 1 : at, end: at + 1 }] };
}

/** The sign conditions a question states, and the words that state them. */
export function signConditions(q: Question, cols: ColumnMention[], columns: CatalogColumn[]): { found: SignCondition[]; spans: Span[] } {
  const found: SignCondition[] = [];
  const spans: Span[] = [];
  for (const m of cols) {
    const op = SIGN_WORDS[q.tokens[m.start - 1]?.text ?? ''];
    if (!op || !signed(m.column) || found.some((s) => s.column === m.column)) continue;
    found.push({ condition: { kind: 'compare', column: m.column.ref, op, value: 0 }, column: m.column });
    spans.push({ start: m.start - 1, end: m.end });
  }
  const at = q.tokens.findIndex((t) => OVERDRAWN_WORDS.has(t.text));
  const balances = columns.filter((c) => signed(c) && c.words.includes('balance'));
  if (at < 0 || balances.length !== 1) return { found, spans };
  // "overdrawn (negative balance)": the words in brackets say the same thing again.
  const stated = found.find((s) => s.column === balances[0]);
  if (stated && !(stated.condition.kind === 'compare' && stated.condition.op === '<')) return { found: [], spans: [] };
  if (!stated) found.push({ condition: { kind: 'compare', column: balances[0].ref, op: '<', value: 0 }, column: balances[0] });
  spans.push({ start: at, end: at + 1 });
  return { found, spans };
}
