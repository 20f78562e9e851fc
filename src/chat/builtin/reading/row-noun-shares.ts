// A share of the rows named by a plural noun that only touches an amount's header: "what share of
// completed sessions were cover-ups" over "session_hours", "what percentage of our quotes were
// accepted" over "Quoted (GBP)". The noun names the things counted (sessions, quotes); the header's
// figure is in a unit (hours, GBP) the question never says, and its word is a qualifier of that
// unit ("session" hours) or another form of the word ("quoted"), not the noun the question uses.
// Such a share is a share of rows, not of the amount. "share of hours", "share of revenue", "share
// of sales" (a header word said as written) still take the amount.
import type { CatalogColumn } from './catalog.ts';
import type { ColumnMention } from './mentions.ts';
import type { QuestionToken } from './question.ts';
import { UNIT_WORDS, CURRENCY_WORDS } from './units-of-measure.ts';

export function pluralRowNounOfAmount(tokens: readonly QuestionToken[], m: ColumnMention): boolean {
  // A synonym ("sales" of "line_value (£)") names the amount itself, not a word of its header.
  if (m.synonym || m.end - m.start !== 1) return false;
  const said = tokens[m.start].text;
  if (!/[^s]s$/.test(said) || said.length < 4) return false;
  const c: CatalogColumn = m.column;
  // The header's figure is in a unit the question does not say.
  const units = c.words.filter((w) => UNIT_WORDS.has(w) || CURRENCY_WORDS.has(w));
  if (units.length === 0 || units.includes(said)) return false;
  if (tokens.some((t) => units.includes(t.text))) return false;
  // The noun said is not one of the header's words as written ("sales" of "Sales (GBP)").
  return !c.words.includes(said);
}
