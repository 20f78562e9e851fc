// Nouns that restate what the word before them already names: "CSAT score", "priority level" (a
// header said with a generic noun after it), "the Sales team", "the Boston office" (a cell of a
// department or location column said with the kind of unit it is). They add no column or
// condition, and are read so only where no header of the tables holds the word itself. So are
// "names" after a header of a text column ("how many different lead guest names").
import type { CatalogColumn } from './catalog.ts';
import type { ColumnMention, ValueMention } from './mentions.ts';
import type { Question } from './question.ts';

/** Generic nouns after a header: its values are scores, levels or figures. */
export const HEADER_NOUNS = new Set(['score', 'scores', 'level', 'levels', 'figure', 'figures']);
/** Units of an organisation or a place, after a cell of a column of such units. */
const UNIT_NOUNS = new Set(['team', 'teams', 'division', 'divisions', 'office', 'offices', 'branch', 'branches']);
/** Nouns after a header of names (a Lead Guest, a Customer): its values are names. */
const NAME_NOUNS = new Set(['name', 'names']);
const UNIT_COLUMNS = new Set(['department', 'dept', 'team', 'division', 'unit', 'function', 'location', 'office', 'site', 'city', 'branch', 'region']);

/** Token positions of restating nouns. */
export function restatingNouns(q: Question, columns: readonly ColumnMention[], cells: readonly ValueMention[], all: readonly CatalogColumn[]): number[] {
  const out: number[] = [];
  const held = (word: string) => all.some((c) => c.words.includes(word));
  for (const [i, t] of q.tokens.entries()) {
    if (held(t.text)) continue;
    if (HEADER_NOUNS.has(t.text) && columns.some((m) => m.end === i && !m.synonym)) out.push(i);
    else if (UNIT_NOUNS.has(t.text) && cells.some((v) => v.end === i && v.column.words.some((w) => UNIT_COLUMNS.has(w)))) out.push(i);
    // "lead guest names", "customer names" beside a Lead Guest, a Customer of names: the header's values are names.
    else if (NAME_NOUNS.has(t.text) && !held('name') && columns.some((m) => m.end === i && !m.synonym && (m.column.role === 'category' || m.column.role === 'text'))) out.push(i);
  }
  return out;
}
