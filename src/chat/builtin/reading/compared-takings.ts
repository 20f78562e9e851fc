// "Did Seattle or Portland bring in more money?", "which made more revenue, Leeds or York?": two
// groups compared by money coming in are compared by what each took in altogether, never by the
// average charge of their rows, which a figure of each row (a charge, a price) would otherwise give.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';
import { takingsWord } from './takings-column.ts';
import type { Reading } from './types.ts';
import { AVG_WORDS } from './vocabulary.ts';

/** Verbs of money coming in. */
const TAKING_VERBS = new Set(['took', 'take', 'takes', 'earned', 'earn', 'earns', 'raised', 'raise', 'raises', 'generated', 'generate', 'generates', 'brought', 'bring', 'brings', 'made', 'make', 'makes']);

/** The comparison totalled when it averaged money the question says was taken in; unchanged otherwise. */
export function comparedTakings(q: Question, catalog: Catalog, reading: Reading): Reading {
  const measure = reading.measure;
  if (reading.shape.kind !== 'compare' || measure.fn !== 'avg' || measure.terms || measure.perPeriod) return reading;
  if (q.tokens.some((t) => AVG_WORDS.has(t.text) || t.text === 'per' || t.text === 'typical' || t.text === 'each')) return reading;
  const column = findColumn(catalog, measure.column);
  if (!column || !holdsMoney(column)) return reading;
  if (!q.tokens.some((t) => TAKING_VERBS.has(t.text) || takingsWord(t))) return reading;
  return { ...reading, measure: { ...measure, fn: 'sum' } };
}
