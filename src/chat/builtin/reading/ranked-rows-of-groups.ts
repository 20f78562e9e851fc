// "Top 3 tutors by fees from completed lessons" read as the 3 single lessons with the highest fee,
// each named by its tutor: the question ranks tutors (by what their lessons took), the reading
// ranks lessons, and the same tutor may fill every place. Two checks of that kind:
// - before the query: the noun after "top N" names the rows of the table the label comes from (a
//   joined lookup, or a repeating column of the same rows), not the rows ranked: declined;
// - before the query too: "Which Isle of Wight account spent the most?" asks for the account (a
//   joined lookup's rows) whose lines add up to most, where the reading takes the one line with the
//   highest price and names its account: declined unless the question names the ranked rows
//   themselves ("which customer placed the biggest order") or says "single";
// - after it: the ranked rows show one label more than once, so the answer names one thing twice
//   while a ranking of things was likely asked: marked uncertain.
import type { Catalog, CatalogTable } from './catalog.ts';
import { findColumn, nameWords, namesRows } from './catalog.ts';
import type { Question, QuestionToken } from './question.ts';
import type { Reading } from './types.ts';
import { stem } from '../text.ts';

/** Words that open a ranking of n things: "top 3 tutors", "bottom five branches". */
const RANK_OPENERS = new Set(['top', 'bottom']);

/** Whether a word is the noun the table's rows are (the last word of its name or label), or a synonym of it. */
function namesOwnRows(t: CatalogTable, tok: QuestionToken): boolean {
  const heads = [nameWords(t.name).at(-1), nameWords(t.label).at(-1)].filter((w): w is string => w !== undefined).map(stem);
  if (heads.includes(tok.stem)) return true;
  const modifiers = new Set([...nameWords(t.name), ...nameWords(t.label)].map(stem).filter((s) => !heads.includes(s)));
  return namesRows(t, tok) && !modifiers.has(tok.stem);
}

/** The noun after "top"/"bottom" and its count: "tutors" of "Top 3 tutors by fees"; or null. */
function rankedNoun(q: Question): QuestionToken | null {
  const at = q.tokens.findIndex((t) => RANK_OPENERS.has(t.text));
  if (at < 0) return null;
  let i = at + 1;
  if (q.tokens[i]?.num !== null && q.tokens[i]?.num !== undefined) i++;
  const tok = q.tokens[i];
  return tok && tok.num === null && /s$/.test(tok.text) ? tok : null;
}

/** The noun a "which"/"what" asks for among the next few words, where it names the rows of `table`; or null. */
function whichNoun(q: Question, table: CatalogTable): QuestionToken | null {
  const at = q.tokens.findIndex((t) => t.text === 'which' || t.text === 'what');
  if (at < 0) return null;
  return q.tokens.slice(at + 1, at + 6).find((t) => t.num === null && namesOwnRows(table, t)) ?? null;
}

/** Why "which <thing> ... the most" read as one row's figure named by a joined lookup's thing is doubtful, or null. */
function whichThingOfOneRow(q: Question, catalog: Catalog, reading: Reading): string | null {
  const shape = reading.shape;
  if (shape.kind !== 'top_rows' || shape.label.table === shape.rankBy.table) return null;
  const ranked = catalog.tables.find((t) => t.name === shape.rankBy.table);
  const labelTable = catalog.tables.find((t) => t.name === shape.label.table);
  if (!ranked || !labelTable) return null;
  const noun = whichNoun(q, labelTable);
  if (!noun) return null;
  if (q.tokens.some((t) => t !== noun && (namesOwnRows(ranked, t) || t.text === 'single' || t.text === 'one'))) return null;
  return `"${noun.raw}" may be ranked by a total over its rows of ${ranked.label}, but the only reading I found ranks single rows by ${findColumn(catalog, shape.rankBy)?.label ?? shape.rankBy.column}.`;
}

/** Why a ranking of single rows does not answer "top N <things>" when the things are what the rows are labelled by, or null. */
export function rankedRowsOfGroups(q: Question, catalog: Catalog, reading: Reading): string | null {
  const shape = reading.shape;
  if (shape.kind !== 'top_rows') return null;
  const whichThing = whichThingOfOneRow(q, catalog, reading);
  if (whichThing) return whichThing;
  const noun = rankedNoun(q);
  const ranked = catalog.tables.find((t) => t.name === shape.rankBy.table);
  const label = findColumn(catalog, shape.label);
  if (!noun || !ranked || !label || namesOwnRows(ranked, noun)) return null;
  const labelTable = catalog.tables.find((t) => t.name === shape.label.table);
  const joined = labelTable !== undefined && labelTable !== ranked && namesRows(labelTable, noun);
  const repeating = labelTable === ranked && label.role === 'category' && label.stems.includes(noun.stem);
  if (!joined && !repeating) return null;
  return `"${noun.raw}" may be ranked by a total over their rows, but the only reading I found ranks single rows of ${ranked.label} by ${findColumn(catalog, shape.rankBy)?.label ?? shape.rankBy.column}.`;
}

/** A caveat when the rows ranked show one label more than once (the answer names one thing twice), or null. */
export function repeatedRankLabels(catalog: Catalog, reading: Reading, rows: unknown[][]): string | null {
  const shape = reading.shape;
  // One row asked for ("the shortest time") is named by whatever label its ties share.
  if (shape.kind !== 'top_rows' || shape.n < 2) return null;
  // Two rows of one name (two tyres both called "Sport 4") are still two rows: only a label taken
  // from a lookup, or a column whose values repeat, names groups.
  const label = findColumn(catalog, shape.label);
  if (!label || (shape.label.table === shape.rankBy.table && label.role !== 'category')) return null;
  const labels = rows.map((r) => String(r[0]));
  const repeated = labels.find((l, i) => labels.indexOf(l) !== i);
  if (repeated === undefined) return null;
  return `${repeated} is named more than once: the ranking is of single rows, not of their total per ${label.label}.`;
}
