// "Did Seattle or Portland bring in more money?", "top 3 cities by revenue", "revenue by account
// sector": groups compared or ranked by money coming in are compared by what each took in
// altogether, never by the average charge of their rows, which a figure of each row (a charge, a
// price) would otherwise give. The doubt the average carried ("the total per group would differ")
// goes with it, when that column is the only money of the tables.
import { averagedPerGroup, rankedByAverage } from './average-doubts.ts';
import type { Catalog } from './catalog.ts';
import { findColumn, sameRef } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';
import { rateHeader, takingsWord } from './takings-column.ts';
import type { Reading } from './types.ts';
import { AVG_WORDS } from './vocabulary.ts';

/** Verbs of money coming in. */
const TAKING_VERBS = new Set(['took', 'take', 'takes', 'earned', 'earn', 'earns', 'raised', 'raise', 'raises', 'generated', 'generate', 'generates', 'brought', 'bring', 'brings', 'made', 'make', 'makes']);

/** The comparison or ranking totalled when it averaged money the question says was taken in; unchanged otherwise. */
export function comparedTakings(q: Question, catalog: Catalog, reading: Reading): Reading {
  const measure = reading.measure;
  const kind = reading.shape.kind;
  if ((kind !== 'compare' && kind !== 'breakdown' && kind !== 'top_groups') || measure.fn !== 'avg' || measure.terms || measure.perPeriod || measure.inUnit) return reading;
  if (reading.shape.kind !== 'compare' && reading.shape.part) return reading;
  if (q.tokens.some((t) => AVG_WORDS.has(t.text) || t.text === 'typical' || t.text === 'each')) return reading;
  const column = findColumn(catalog, measure.column);
  if (!column || !holdsMoney(column) || rateHeader(column)) return reading;
  if (!q.tokens.some((t) => TAKING_VERBS.has(t.text) || takingsWord(t))) return reading;
  // A ranking or breakdown that averaged was marked uncertain; the doubt goes only when no other
  // money column of the tables could be what was taken in ("revenue by branch" beside both the
  // garments' Price (£) and the collections' Invoiced (£) stays as it was).
  const money = catalog.tables.flatMap((t) => t.columns).filter((c) => c.role === 'measure' && holdsMoney(c) && !rateHeader(c));
  if (kind !== 'compare' && (money.length !== 1 || !sameRef(money[0].ref, column.ref))) return reading;
  const averaged = [rankedByAverage(column.label), averagedPerGroup(column.label)];
  const caveat = averaged.reduce((text, sentence) => text.replace(sentence, ''), reading.caveat ?? '').replace(/\s+/g, ' ').trim();
  const { caveat: _dropped, ...rest } = reading;
  return { ...rest, measure: { ...measure, fn: 'sum' }, ...(caveat ? { caveat } : {}) };
}
