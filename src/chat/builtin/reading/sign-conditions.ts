// Conditions on the sign of a signed figure: "a negative balance", "positive amounts", and
// "overdrawn" (a balance below zero). Only for a column holding amounts of both signs, so a
// word of this kind never filters a column whose values cannot be negative.
import type { CatalogColumn } from './catalog.ts';
import type { ColumnMention, Span } from './mentions.ts';
import type { Question } from './question.ts';
import type { Condition } from './types.ts';

const SIGN_WORDS: Record<string, '<' | '>'> = { negative: '<', positive: '>' };
/** Words meaning "holding a balance below zero". */
const OVERDRAWN_WORDS = new Set(['overdrawn']);

export type SignCondition = { condition: Condition; column: CatalogColumn };

const signed = (c: CatalogColumn) => c.role === 'measure' && typeof c.stats.min === 'number' && c.stats.min < 0 && typeof c.stats.max === 'number' && c.stats.max > 0;

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
