// "How many days passed between the first and the last transaction of <customer>", "days between
// <donor>'s first and most recent gift": the span from a group's earliest to its latest date. The
// rows are those a count of the same things would take ("how many transactions of <customer>",
// read by the usual pipeline, joins and all); the answer is the days from their first date to
// their last, in the one date column of the table the rows are named from. Only days and weeks
// (a month or a year between two dates is no fixed number of days); anything the count was not
// sure of, or a table with no single date, and the question is not answered here.
import type { TableProfile } from '../../../tabular/table-profile.ts';
import type { BuiltinTable } from '../types.ts';
import type { CatalogTable } from './catalog.ts';
import { buildCatalog, findColumn, namesRows } from './catalog.ts';
import type { Question } from './question.ts';
import { readQuestion } from './question.ts';
import { readingSql } from './to-sql.ts';
import type { Decline, Reading } from './types.ts';
import { decline } from './decline.ts';

type Input = {
  question: string;
  tables: Array<{ table: BuiltinTable; profile: TableProfile }>;
  runSql: (sql: string, maxRows: number) => Promise<unknown[][]>;
  previous: Reading | null;
};
type Answer = { answer: string; reading: Reading; sql: string; interpretation: string; empty: boolean; caveat: string | null };

const FIRST = new Set(['first', 'earliest']);
const LAST = new Set(['last', 'latest', 'final', 'newest']);
const UNITS: Record<string, number> = { days: 1, day: 1, weeks: 7, week: 7 };

/** Where the question asks the span: the unit's index, "between", "first", the last word and the noun after it; or null. */
function spanAsked(q: Question): { unit: number; between: number; first: number; noun: number } | null {
  const t = q.tokens;
  const between = t.findIndex((x) => x.text === 'between');
  if (between < 1) return null;
  const unit = t.slice(0, between).findIndex((x) => Object.hasOwn(UNITS, x.text));
  const first = t.findIndex((x, i) => i > between && FIRST.has(x.text));
  if (unit < 0 || first < 0 || t[first + 1]?.text !== 'and') return null;
  let at = first + 2;
  if (t[at]?.text === 'the') at++;
  if (t[at]?.text === 'most' && t[at + 1]?.text === 'recent') at += 2;
  else if (LAST.has(t[at]?.text ?? '')) at++;
  else return null;
  return t[at] ? { unit, between, first, noun: at } : null;
}

/** The one date column of the table whose rows the noun names, or null. */
function datedTable(tables: CatalogTable[], noun: { text: string; stem: string }): { table: CatalogTable; date: CatalogTable['columns'][number] } | null {
  const named = tables.filter((t) => namesRows(t, noun));
  if (named.length !== 1) return null;
  const dates = named[0].columns.filter((c) => c.role === 'date' && !c.span);
  return dates.length === 1 ? { table: named[0], date: dates[0] } : null;
}

const isDecline = (x: Answer | Decline): x is Decline => 'declined' in x;

/**
 * The span between a group's first and last date, or null when the question does not ask it (the
 * usual pipeline then reads it); a Decline when it asks it and the rows or the dates are not clear.
 */
export async function groupSpanAnswer(input: Input, answer: (input: Input) => Promise<Answer | Decline>): Promise<Answer | Decline | null> {
  if (input.previous) return null;
  const q = readQuestion(input.question);
  const asked = spanAsked(q);
  if (!asked) return null;
  const t = q.tokens;
  const catalog = buildCatalog(input.tables);
  const dated = datedTable(catalog.tables, t[asked.noun]);
  if (!dated) return decline(`The question asks for the time between a first and a last ${t[asked.noun].raw}, but I found no single table of them with one date column.`);
  // "<donor>'s first and most recent gift": the owner said between "between" and "first".
  const owner = asked.first > asked.between + 1 ? q.cased.slice(t[asked.between + 1].start, t[asked.first - 1].end).replace(/'s?$/i, '').replace(/^the\s+/i, '') : '';
  const after = t[asked.noun + 1] ? q.cased.slice(t[asked.noun + 1].start).replace(/[?.!]+\s*$/, '') : '';
  const counted = `How many ${t[asked.noun].raw}${owner ? ` of ${owner}` : ''}${after ? ` ${after}` : ''}?`;
  const count = await answer({ ...input, question: counted, previous: null });
  if (isDecline(count)) return count;
  const r = count.reading;
  if (count.caveat || r.measure.fn !== 'count' || r.shape.kind !== 'scalar' || r.tables[0] !== dated.table.name || r.unmatched) {
    return decline(`I could not tell which ${t[asked.noun].raw} the question means (I read "${counted}" as: ${count.interpretation}).`);
  }
  const edge = (fn: 'min' | 'max') => readingSql(catalog, { ...r, measure: { fn, column: dated.date.ref } });
  const sql = `SELECT CAST(f.value AS DATE) AS first, CAST(l.value AS DATE) AS last, date_diff('day', CAST(f.value AS DATE), CAST(l.value AS DATE)) AS days, f.rows FROM (${edge('min')}) AS f, (${edge('max')}) AS l`;
  const [row] = await input.runSql(sql, 1);
  const rows = Number(row?.[3] ?? 0);
  const label = findColumn(catalog, dated.date.ref)?.label ?? dated.date.ref.column;
  if (!row || row[2] === null || rows === 0) {
    return { answer: `No ${t[asked.noun].raw} with a ${label} matched, so there is no first or last one.`, reading: r, sql, interpretation: count.interpretation, empty: true, caveat: null };
  }
  const unitWord = t[asked.unit].text;
  const value = Number(row[2]) / UNITS[unitWord];
  const shown = Number.isInteger(value) ? value.toLocaleString('en-US') : value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  const day = (v: unknown) => String(v instanceof Date ? v.toISOString().slice(0, 10) : v).slice(0, 10);
  const text = `**${shown}** ${unitWord.replace(/s$/, '')}s passed between the first ${label} (${day(row[0])}) and the last (${day(row[1])}), over ${rows.toLocaleString('en-US')} rows.\n\nComputed: the ${label} of the first and last of ${count.interpretation.replace(/^Counted /, '').replace(/\.$/, '')}.`;
  return { answer: text, reading: r, sql, interpretation: count.interpretation, empty: false, caveat: null };
}
