// "How much VAT did we charge?" over charge_ex_vat, "total tax" over price_excl_tax: a header that
// says what its figure leaves out (ex VAT, excl. tax, excluding fees, net of commission, without
// tips) holds none of that thing. A question naming the left-out thing, read as that column's
// figure, asks for what the data does not hold: declined. Not where the question itself says the
// figure leaves it out ("total charged ex VAT", "sales excluding VAT"), nor for a header word that
// only follows "before" or "net" ("pitch_before_hz", "net_sales": no exclusion of "hz" or "sales").
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';

/** Words of a header or a question saying the figure leaves out what follows them. */
const EXCLUDING = new Set(['ex', 'excl', 'exc', 'excluding', 'exclusive', 'exclude', 'excludes', 'excluded', 'without', 'less', 'minus']);
/** Words of a question saying the figure includes what follows them: the header's figure still has none of it. */
const INCLUDING = new Set(['inc', 'incl', 'including', 'inclusive', 'includes', 'plus', 'with']);
/** Words between an excluding word and the thing left out: "net of VAT", "exclusive of tax". */
const LINKS = new Set(['of', 'the', 'any']);

/** The words a header says its figure leaves out: "vat" of charge_ex_vat, "commission" of "Net of commission". */
function leftOutWords(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const [i, w] of words.entries()) {
    const net = w === 'net' && words[i + 1] === 'of';
    if (!EXCLUDING.has(w) && !net) continue;
    let j = i + 1;
    while (LINKS.has(words[j] ?? '')) j++;
    if (words[j] && words[j].length >= 2) out.push(words[j]);
  }
  return out;
}

/** Why the reading's figure cannot answer a question about what its header leaves out; null when it can. */
export function leftOutByHeader(q: Question, catalog: Catalog, reading: Reading): string | null {
  if (reading.measure.fn === 'count') return null;
  const column = findColumn(catalog, reading.measure.column);
  if (!column) return null;
  const leftOut = new Set(leftOutWords(column.words));
  if (leftOut.size === 0) return null;
  for (const [i, t] of q.tokens.entries()) {
    if (!leftOut.has(t.text) && ![...leftOut].some((w) => t.stem === w)) continue;
    let b = i - 1;
    while (b >= 0 && LINKS.has(q.tokens[b].text)) b--;
    const before = q.tokens[b]?.text ?? '';
    // "ex VAT", "excluding VAT", "net of VAT": the question says the figure leaves it out too.
    if (EXCLUDING.has(before) || before === 'net' || before === 'pre' || before === 'before') continue;
    const including = INCLUDING.has(before);
    return `${column.label} leaves out ${t.raw}, so it holds no amount ${including ? 'including' : 'of'} ${t.raw}; the data does not say ${including ? 'what the figure comes to with it' : 'how much it was'}.`;
  }
  return null;
}
