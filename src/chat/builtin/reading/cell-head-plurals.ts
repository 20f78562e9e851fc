// "Charges on clocks", "how many watches came in" beside an Item Type of Mantel clock, Wall clock,
// Pocket watch, Wristwatch: a plural noun that is the last word (the head noun) of several cells of
// one category column names all of those cells, each a kind of clock or watch. A closed compound
// ending in the noun (Wristwatch) is one of them too. A bracket after the noun listing the kinds by
// their first words ("clocks (mantel, longcase, wall and carriage)") restates them and is read with
// it. Not where the noun and the word before it are a cell themselves ("mantel clocks"), where the
// noun names a header or the rows, or where fewer than two cells end in it.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { Question } from './question.ts';
import { stem } from '../text.ts';

/** Words a bracketed list joins its items with. */
const LIST_JOINS = new Set(['and', 'or']);

/** The cells of `c` whose head noun the plural token at `at` is, and where the mention ends; else null. */
export function headNounCells(q: Question, at: number, t: CatalogTable, c: CatalogColumn): { values: string[]; end: number } | null {
  const tok = q.tokens[at];
  if (c.role !== 'category' || !/[a-z]{3,}s$/.test(tok.text) || tok.stem === tok.text || tok.num !== null) return null;
  if (namesRows(t, tok) || t.columns.some((o) => o.stems.includes(tok.stem) || o.words.includes(tok.text))) return null;
  const head = tok.stem;
  const covered: string[] = [];
  const modifiers = new Set<string>();
  let spaced = 0;
  for (const value of c.valueCounts.keys()) {
    const words = value.toLowerCase().split(/\s+/).filter(Boolean);
    const last = words.at(-1) ?? '';
    if (words.length >= 2 && stem(last) === head) {
      covered.push(value);
      spaced++;
      for (const w of words.slice(0, -1)) modifiers.add(w);
    } else if (words.length === 1 && last.length >= head.length + 3 && last.endsWith(head)) {
      covered.push(value);
      modifiers.add(last.slice(0, -head.length));
    }
  }
  if (covered.length < 2 || spaced === 0) return null;
  // "mantel clocks": the word before and the noun are one cell's words, read as that cell.
  const prev = q.tokens[at - 1];
  if (prev && c.valueIndex.has(`${prev.text} ${head}`)) return null;
  let end = at + 1;
  // "clocks (mantel, longcase, wall and carriage)": the kinds restated by their first words.
  const opened = end < q.tokens.length && q.folded.slice(tok.end, q.tokens[end].start).trim() === '(';
  if (opened) {
    let k = end;
    while (k < q.tokens.length && (modifiers.has(q.tokens[k].text) || LIST_JOINS.has(q.tokens[k].text))) k++;
    const closed = k > end && q.folded.slice(q.tokens[k - 1].end, k < q.tokens.length ? q.tokens[k].start : undefined).trim().startsWith(')');
    if (closed) end = k;
  }
  return { values: covered, end };
}
