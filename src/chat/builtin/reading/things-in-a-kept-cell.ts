// "Net sales from stores in ID", "the average basket of stores in WA", "transactions by ID stores"
// over transactions with store_name and state: the plural of a header ("stores" of store_name)
// said with where those things are (a cell of another column of the same table, which the reading
// already keeps as a condition) names the rows of those things, the rows the condition picks. The
// word was left unplaced and the question declined, though the figure over the rows in ID is the
// one asked.
//
// Only a plural (one store "in ID" may be asking for that store), only a name, a reference or a
// category column (never a figure or a date), only where the reading computes a figure or counts
// rows a word of the question names ("how many stores in ID" counts the stores: counted-noun.ts), and
// never in a lookup, a list or a ranking, which may be asking for those things themselves.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';
import type { Measure } from './types.ts';

/** Words between the things and the cell of where they are: "stores in ID", "sites based in NO". */
const PLACE_LINKS = new Set(['in', 'from', 'at', 'based', 'located', 'within']);
const THING_ROLES = new Set(['key', 'category', 'text']);

export type KeptCells = Array<{ column: CatalogColumn; values: string[] }>;

/** Whether token `i` is a plural header word beside a kept cell of another column of its table. */
export function thingsInAKeptCell(q: Question, i: number, cols: ColumnMention[], used: Set<number>, kept: KeptCells, measured: CatalogTable, measure: Measure, namesThings: boolean): boolean {
  if (namesThings) return false;
  const word = q.tokens[i];
  if (!/s$/.test(word.text)) return false;
  const m = cols.find((x) => x.start === i && x.end === i + 1 && !x.synonym && THING_ROLES.has(x.column.role) && !x.column.words.includes(word.text));
  if (!m) return false;
  // A count must name its rows elsewhere ("how many transactions did stores in OR ring up").
  if (measure.fn === 'count' && !q.tokens.some((t, k) => k !== i && namesRows(measured, t) && !m.column.stems.includes(t.stem))) return false;
  if (measure.fn === 'count' && measure.per) return false;
  const cellAt = (k: number) =>
    k >= 0 &&
    k < q.tokens.length &&
    used.has(k) &&
    kept.some((c) => c.column !== m.column && c.column.ref.table === m.column.ref.table && c.values.some((v) => v.toLowerCase().split(/\s+/).includes(q.tokens[k].text)));
  // "ID stores": the cell right before.
  if (cellAt(i - 1)) return true;
  // "stores in ID", "sites based in NO".
  let k = i + 1;
  while (k < q.tokens.length && k <= i + 2 && PLACE_LINKS.has(q.tokens[k].text)) k++;
  return k > i + 1 && cellAt(k);
}
