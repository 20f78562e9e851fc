// "Median arrows shot per session" over lane bookings with a session_date: the header names the
// date of each row's session, so every row is one session and "per session" is the figure of a
// row, not one group per date (a date holds many sessions). Read so only when the word after "per"
// is the word before "date" in the header of a date column of the rows' own table, and no other
// column of that table is named for it (a session_id would make sessions groups of rows).
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import type { ColumnMention } from './mentions.ts';
import type { QuestionToken } from './question.ts';
import { stem } from '../text.ts';

const DATE_WORDS = new Set(['date', 'day', 'on']);

/** Whether the mention after "per" is the noun of the rows' own date header ("session" of session_date). */
export function perRowByDateHeader(tokens: QuestionToken[], m: ColumnMention, fact: CatalogTable, measureNamed: boolean): boolean {
  const c: CatalogColumn = m.column;
  if (!measureNamed || c.role !== 'date' || c.ref.table !== fact.name || m.end - m.start !== 1 || tokens[m.start - 1]?.text !== 'per') return false;
  if (c.words.length !== 2 || !DATE_WORDS.has(c.words[1])) return false;
  const noun = tokens[m.start];
  if (stem(c.words[0]) !== noun.stem) return false;
  return !fact.columns.some((o) => o !== c && o.stems.includes(noun.stem));
}
