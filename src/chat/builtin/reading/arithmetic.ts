// Arithmetic between two numeric columns of one row: "parts plus labour", "quantity times unit
// price", "gross minus discount", "malt and hops combined". The measure is then taken over the
// expression; only + - * and only numeric columns of one table.
import type { ColumnMention, Span } from './mentions.ts';
import type { Question } from './question.ts';
import { sameRef } from './catalog.ts';
import type { Measure, Term } from './types.ts';

const OPERATORS: Array<{ words: string[]; op: Term['op'] }> = [
  { words: ['plus'], op: '+' },
  { words: ['minus'], op: '-' },
  { words: ['times'], op: '*' },
  // "qty x unit price": the letter x written for the multiplication sign.
  { words: ['x'], op: '*' },
  { words: ['multiplied', 'by'], op: '*' },
];
/** "food and drinks combined", "malt and hops together": "and" adds only when the words say so. */
const TOGETHER = new Set(['combined', 'together']);

export type Expression = { left: ColumnMention; right: ColumnMention; op: Term['op']; words: Span[] };

/** The expression two numeric header mentions form with the words between them, or null. */
export function columnExpression(q: Question, measures: ColumnMention[]): Expression | null {
  const word = (i: number) => q.tokens[i]?.text ?? '';
  for (const left of measures)
    for (const right of measures) {
      if (right.start <= left.end || left.column === right.column || left.column.ref.table !== right.column.ref.table) continue;
      if (left.column.role !== 'measure' || right.column.role !== 'measure') continue;
      const between = q.tokens.slice(left.end, right.start).map((t) => t.text);
      const named = OPERATORS.find((o) => o.words.length === between.length && o.words.every((w, k) => between[k] === w));
      if (named) return { left, right, op: named.op, words: [{ start: left.end, end: right.start }] };
      if (between.length !== 1 || between[0] !== 'and') continue;
      // "spent the most on parts and labour": the money spent on both.
      const together = [right.end, right.end + 1].find((i) => TOGETHER.has(word(i)));
      if (together !== undefined) return { left, right, op: '+', words: [{ start: left.end, end: right.start }, { start: together, end: together + 1 }] };
      if (word(left.start - 1) === 'on') return { left, right, op: '+', words: [{ start: left.end, end: right.start }] };
    }
  return null;
}

/** The measure taken over the expression when it aggregates one of its columns; else unchanged. */
export function overExpression(measure: Measure, e: Expression): Measure {
  if (measure.fn === 'count' || measure.fn === 'count_distinct' || measure.fn === 'ratio') return measure;
  if (!sameRef(measure.column, e.left.column.ref) && !sameRef(measure.column, e.right.column.ref)) return measure;
  return { ...measure, column: e.left.column.ref, terms: [{ op: e.op, column: e.right.column.ref }] };
}
