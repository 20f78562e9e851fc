// "What was the value of returned lines?", "the value of the refunded orders", "value of cancelled
// and refunded tickets" over rows holding one money column and a status: "value of" said before a
// plural noun of the table's rows, with only cells of the table between (the rows the cells pick
// out), asks for the money those rows came to, the column a verb of money names (moneyVerbColumn:
// the line total beside a unit price). Only where no column is headed "value" itself (order_value
// is read by its header) and the rows' noun is said right after the cells. A part of the price paid
// ahead (a deposit) is never what the rows were worth (moneyVerbColumn leaves it out), whether the
// value is asked outright or as the measure of a ranking ("top 3 venues by value of delivered orders").
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { Question } from './question.ts';
import { moneyVerbColumn, rateHeader } from './takings-column.ts';

/** Words that may stand between "value of" and the cells: "the value of all the refunded orders". */
const DETERMINERS = new Set(['the', 'all', 'our', 'those', 'these', 'any']);
/** Words joining cells: "cancelled and refunded", "cancelled or refunded". */
const JOINING = new Set(['and', 'or']);

/** Whether a word is one word of a cell of a category column of the table. */
function cellWord(table: CatalogTable, text: string): boolean {
  return table.columns.some((c) => c.role === 'category' && [...c.valueIndex.keys()].some((k) => k === text || k.split(/\s+/).includes(text)));
}

/** The "value" tokens of the question asking for the money of the rows cells pick out, with that money column. */
export function valueOfRowsMentions(q: Question, table: CatalogTable): Array<{ at: number; column: CatalogColumn }> {
  if (table.columns.some((c) => c.stems.includes('valu'))) return [];
  const money = moneyVerbColumn(table, q);
  // A price per unit with no line total beside it is what one item costs, never what the rows came to.
  if (!money || rateHeader(money)) return [];
  const out: Array<{ at: number; column: CatalogColumn }> = [];
  for (const [at, tok] of q.tokens.entries()) {
    if (tok.text !== 'value' || q.tokens[at + 1]?.text !== 'of') continue;
    let i = at + 2;
    while (DETERMINERS.has(q.tokens[i]?.text ?? '')) i++;
    const first = i;
    while (i < q.tokens.length && (cellWord(table, q.tokens[i].text) || (i > first && JOINING.has(q.tokens[i].text)))) i++;
    const noun = q.tokens[i];
    if (i === first || JOINING.has(q.tokens[i - 1].text) || !noun || !/s$/.test(noun.text) || !namesRows(table, noun)) continue;
    out.push({ at, column: money });
  }
  return out;
}
