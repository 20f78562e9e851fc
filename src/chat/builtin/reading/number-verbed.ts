// "Top 5 products by number sold", "the number shipped": a participle right after "number" says
// what the counted rows record (each row one item sold), so it counts rows. It never names a
// header that is not a figure and shares the verb ("Sold At" of a sale's time, "Shipped On").
import type { CatalogColumn } from './catalog.ts';
import type { Question } from './question.ts';

/** Whether the token at `at` is a participle said right after "number" ("number sold"). */
function numberVerbedAt(q: Question, at: number): boolean {
  const word = q.tokens[at]?.text ?? '';
  return q.tokens[at - 1]?.text === 'number' && (word === 'sold' || /^[a-z]{3,}ed$/.test(word));
}

/** A header other than a figure named only by the participle after "number": not what the question names. */
export function headerOfNumberVerbed(q: Question, span: { start: number; end: number }, c: CatalogColumn): boolean {
  return span.end - span.start === 1 && c.role !== 'measure' && numberVerbedAt(q, span.start);
}
