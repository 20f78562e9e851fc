// Anti-joins through a cell: "sites that have never needed a callout", "customers with no
// cancelled orders", "members without a late booking". A negation before a cell of the fact table
// (Callout in the visits' visit_type) asks for the lookup rows (sites) that have no fact row with
// that cell, never for the fact rows whose cell is another: a site with a callout has routine
// visits too, and "never" is about all of its rows.
import type { CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { Span, ValueMention } from './mentions.ts';
import type { Question } from './question.ts';

/** Negations that say none of a thing's rows: "not" more often negates the row's own cell ("visits not by callout"). */
const NONE_OF = new Set(['never', 'no', 'without']);
/** Words between the negation and the cell: "never needed a", "never once had any", "no single". */
const BETWEEN = new Set(['been', 'had', 'have', 'has', 'a', 'an', 'any', 'yet', 'ever', 'once', 'single']);
/** Verbs of having or needing one of the rows, whatever the rows are. */
const HAVING = /^(needed|required|requested|booked|ordered|placed|made|received|got|taken|asked|called|logged|raised|filed|lodged|suffered|reported)$/;

type Joined = { tables: CatalogTable[]; join: unknown };

/**
 * The join whose lookup rows the question asks for by the absence of fact rows holding a cell, and
 * the negating words (not the cell, which stays a condition on the fact rows); null when none.
 */
export function absentCellCue<S extends Joined>(q: Question, joins: S[], values: ValueMention[]): { source: S; span: Span } | null {
  const t = q.tokens;
  for (let i = 0; i < t.length; i++) {
    if (!NONE_OF.has(t[i].text) || t[i].raw === t[i].raw.toUpperCase()) continue;
    let j = i + 1;
    while (j < t.length && (BETWEEN.has(t[j].text) || (j === i + 1 && HAVING.test(t[j].text)))) j++;
    const cell = values.find((v) => v.start === j);
    if (!cell) continue;
    for (const source of joins) {
      const [fact, dim] = source.tables;
      if (cell.column.ref.table !== fact.name) continue;
      // The rows asked for are the lookup table's, named before the negation.
      if (t.some((x, k) => k < i && namesRows(dim, x) && !namesRows(fact, x))) return { source, span: { start: i, end: j } };
    }
  }
  return null;
}
