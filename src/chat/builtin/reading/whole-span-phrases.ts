// "How many visits have we had over both seasons?", "takings across all the years": a phrase
// saying every season or every year the rows cover asks for no period and no condition, only the
// rows as a whole, as "altogether" does. Left unplaced, "over" and "seasons" declined the count.
// Only where no header or cell of the catalog says season or year itself: there the words may
// name that column's values ("both seasons" of a Season column holding Summer and Winter).
import type { Catalog } from './catalog.ts';
import type { Question } from './question.ts';

const OPENERS = new Set(['over', 'across', 'for', 'in', 'during']);
const QUANTIFIERS = new Set(['both', 'all']);
const SPANS = new Set(['seasons', 'years']);

/** Whether any header or cell word of the catalog is a form of `word` (season, seasons, seasonal). */
function heldByCatalog(catalog: Catalog, stem: string): boolean {
  return catalog.tables.some((t) => t.columns.some((c) => c.stems.includes(stem) || [...c.valueIndex.keys()].some((k) => k.split(' ').some((w) => w.startsWith(stem)))));
}

/** Token indexes of "over both seasons", "across all the years" where the catalog holds no season or year of its own. */
export function wholeSpanPhrases(q: Question, catalog: Catalog): number[] {
  const t = q.tokens;
  for (let i = 0; i + 2 < t.length; i++) {
    if (!OPENERS.has(t[i].text) || !QUANTIFIERS.has(t[i + 1].text)) continue;
    const at = t[i + 2].text === 'the' ? i + 3 : i + 2;
    if (!SPANS.has(t[at]?.text ?? '') || heldByCatalog(catalog, t[at].stem)) continue;
    return Array.from({ length: at - i + 1 }, (_, k) => i + k);
  }
  return [];
}
