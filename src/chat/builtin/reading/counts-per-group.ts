// "What is the average number of donations per session?", "average tickets per agent", "how many
// bookings per member on average": the rows counted for each value of the group column, then
// averaged over the values the rows hold (the sessions with any donation). Read only where the
// words before "per" are the counted rows' noun (with "number of" and cells of those rows) and the
// group is a column of the reading that many rows share; never where a figure is named ("average
// spend per customer" averages the spend), nor over a group column unique to each row.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { ColumnMention, Span, ValueMention } from './mentions.ts';
import { inSpan } from './mentions.ts';
import type { Question } from './question.ts';

/** Words that may stand between the average and "per" besides the rows' noun and their cells. */
const LINK_WORDS = new Set(['number', 'of', 'the', 'a', 'an', 'attempts', 'records', 'entries']);
/** Group columns: what rows share (a key referring elsewhere, a category, a name). */
const GROUP_ROLES = new Set(['key', 'category', 'text']);

export type CountsPerGroup = { group: ColumnMention; spans: Span[] };

/**
 * The group whose rows are counted and averaged, with the words read with it, or null. `avgAt` is
 * the average word's index; `countAt` a count phrase's ("how many"), or -1.
 */
export function countsPerGroup(
  q: Question,
  fact: CatalogTable,
  cols: readonly ColumnMention[],
  vals: readonly ValueMention[],
  avgAt: number,
  countAt: number,
): CountsPerGroup | null {
  if (avgAt < 0) return null;
  const perAt = q.tokens.findIndex((t) => t.text === 'per');
  if (perAt < 0 || q.tokens.slice(perAt + 1).some((t) => t.text === 'per' || t.text === 'by')) return null;
  // "per completed booking": a cell of another column may qualify the group's noun.
  const qualified = vals.find((v) => v.start === perAt + 1);
  const group = cols.find((m) => (m.start === perAt + 1 || (qualified !== undefined && qualified.column !== m.column && m.start === qualified.end)) && GROUP_ROLES.has(m.column.role));
  if (!group || cols.some((m) => m !== group && (m.column.role === 'measure' || m.column.role === 'date'))) return null;
  if (!manyRowsEach(group.column, fact)) return null;
  // The counted rows: from the average (or "how many") up to "per".
  const from = countAt >= 0 && countAt < avgAt ? countAt : avgAt;
  if (from > perAt) return null;
  const between = [...Array(perAt - from - 1).keys()].map((k) => from + 1 + k);
  if (countAt >= 0 && countAt < avgAt) between.splice(0, 1);
  let noun = false;
  for (const i of between) {
    const tok = q.tokens[i];
    if (i === avgAt || i === countAt + 1) continue;
    if (namesRows(fact, tok)) noun = true;
    else if (!LINK_WORDS.has(tok.text) && !vals.some((v) => inSpan(i, v))) return null;
  }
  if (!noun) return null;
  const spans: Span[] = [{ start: from, end: perAt + 1 }, group];
  // "... on average" said after the group.
  if (avgAt > group.end && q.tokens[avgAt - 1]?.text === 'on') spans.push({ start: avgAt - 1, end: avgAt + 1 });
  else if (avgAt > group.end) spans.push({ start: avgAt, end: avgAt + 1 });
  return { group, spans };
}

/** A column of the reading whose values the fact rows share (many rows each): not one per row. */
function manyRowsEach(c: CatalogColumn, fact: CatalogTable): boolean {
  return c.stats.distinctCount > 1 && !(c.ref.table === fact.name && c.stats.distinctCount >= fact.rowCount * 0.9);
}
