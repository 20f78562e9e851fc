// "average session length for attended sessions", "Sessions attended by coach" over registers.csv
// (Session date, Member No, Apparatus, Coach, Length (mins), Register holding Present, Absent and
// Cancelled): a register is kept a line per person per session, and its date header says what each
// line was at, so once the reading keeps the lines marked present (attendance-marks.ts) the noun
// before "date" restates them: the sessions attended are those lines. Said without attending ("how
// many sessions were there") the noun may mean the sessions themselves, many lines each, which the
// register does not number; it stays unplaced there. Only in a table named for a register or a log,
// for its one date header of exactly "<noun> date", where no other column holds the noun.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { Question } from './question.ts';
import { keepsAttendances } from './attendance-marks.ts';
import { tableNameWords } from './sale-row-nouns.ts';

/** The heads of a table's name saying it is a register kept a line per attendance. */
const REGISTER_HEADS = new Set(['register', 'registers', 'attendance', 'attendances', 'log', 'logs']);
const DATE_WORDS = new Set(['date', 'day']);

/** The stem of the noun a register's "<noun> date" header gives its lines; null when the table is no such register. */
function registerDateNoun(table: CatalogTable): string | null {
  if (!REGISTER_HEADS.has(tableNameWords(table.name).at(-1) ?? '')) return null;
  const dates = table.columns.filter((c) => c.role === 'date' && !c.span && c.words.length === 2 && DATE_WORDS.has(c.words[1]));
  if (dates.length !== 1 || DATE_WORDS.has(dates[0].words[0])) return null;
  const noun = dates[0].stems[0];
  return table.columns.some((c) => c !== dates[0] && c.stems.includes(noun)) ? null : noun;
}

/**
 * Whether token `i` is the noun of the measured register's date header ("sessions" of Session date)
 * in a reading that keeps only the lines marked present (`kept`: the cells it keeps, by column).
 */
export function attendedRegisterNounAt(q: Question, i: number, measured: CatalogTable, kept: ReadonlyArray<{ column: CatalogColumn; values: string[] }>): boolean {
  const noun = registerDateNoun(measured);
  if (noun === null || q.tokens[i].stem !== noun) return false;
  return kept.some((k) => k.column.ref.table === measured.name && keepsAttendances(k.column, k.values));
}
