// "Material cost on shopfront jobs" over job materials with a "Unit cost (£)": the question asks
// for money (a cost), yet a reading that lists or looks up a text column ("material") gives names.
// When a word of money in the question is a header word of a money column of the reading's tables
// and not of the column shown, the reading answers something else and is declined.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { FIGURE_KINDS, holdsMoney } from './figure-kinds.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

/** Why a list of names cannot answer a question asking for money, or null. */
export function moneyAskedOfList(q: Question, catalog: Catalog, reading: Reading): string | null {
  if (reading.shape.kind !== 'list' && reading.shape.kind !== 'lookup') return null;
  const shown = findColumn(catalog, reading.shape.column);
  if (!shown || holdsMoney(shown)) return null;
  const money = catalog.tables.filter((t) => reading.tables.includes(t.name)).flatMap((t) => t.columns).filter((c) => c.role === 'measure' && holdsMoney(c));
  const word = q.tokens.find((tok) => FIGURE_KINDS[tok.text] === 'money' && !shown.words.includes(tok.text) && money.some((c) => c.words.includes(tok.text)));
  if (!word) return null;
  return `"${word.raw}" asks for money, but the reading lists ${shown.label}; I cannot tell how the ${word.raw} should be worked out.`;
}
