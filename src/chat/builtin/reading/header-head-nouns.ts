// A header's head noun is what its values are: "size" in "System size (kW)", "time" in
// handle_time_min, "type" in "Property Type", "hours" in hours_on_job. The other words only say
// whose size, time or type it is. A counted noun that matches only such a modifier does not name
// the column's values: "how many systems did we install" over jobs with a System size (kW) counts
// the jobs installed (151), not the kilowatts (5,972.6); "how many properties were listed" counts
// the listings (66), not the three property types among them. Headers whose head says they
// identify or count the modifier ("customer_id", "Module Code", "receipt_no", "guest_count") do
// name the thing counted: "how many receipts" still counts distinct receipt numbers.
//
// Likewise on the question's side: "how many module results are pending" counts results; "module"
// only qualifies the noun after it, so Module Code is not the thing counted. And a row number
// within a group ("line_no" holding 1 to 4 over 120,000 sale lines) never counts the lines: its
// distinct values are the positions a line can take.
//
// Where this reading stands among the others of what a counted noun counts: counted-noun.ts.
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { ID_WORDS, nameWords } from './catalog.ts';
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';
import { stem, words } from '../text.ts';
import { UNIT_WORDS } from './units-of-measure.ts';
import { IRREGULAR_PARTICIPLES } from './vocabulary.ts';

/** Heads that identify or count the thing their modifier names ("order no", "guest count"). */
const NAMING_HEADS = new Set([...ID_WORDS, 'num', 'nr', 'count', 'qty', 'quantity', 'total', 'name', 'title', 'key', 'ids', 'codes', 'numbers']);
/** Words after which a header's words say what the head is of ("hours on job", "cost per unit"). */
const PREPOSITIONS = new Set(['of', 'on', 'per', 'in', 'at', 'for', 'to', 'by', 'from', 'with', 'into']);

/** The header's words split into its head and the words qualifying it; null where it has none to tell. */
export function headerHead(c: CatalogColumn): { head: string; modifiers: string[] } | null {
  const label = c.label.replace(/[([].*?[)\]]/g, ' ').replace(/([a-z]{2,})([A-Z])/g, '$1 $2').replace(/_/g, ' ');
  const all = words(label).filter((w) => /[a-z]/.test(w));
  if (all.length < 2) return null;
  const prep = all.findIndex((w, i) => i > 0 && PREPOSITIONS.has(w));
  let core = prep > 0 ? all.slice(0, prep) : all;
  // The verb closing a header ("billed" of hours_billed) says what happened to the head, and names it as well.
  const closing: string[] = [];
  while (core.length > 1 && (UNIT_WORDS.has(core.at(-1)!) || IRREGULAR_PARTICIPLES.has(core.at(-1)!) || /[a-z]{3}ed$/.test(core.at(-1)!))) {
    closing.push(core.at(-1)!);
    core = core.slice(0, -1);
  }
  const head = core.at(-1)!;
  const modifiers = all.filter((w) => w !== head && !PREPOSITIONS.has(w) && !UNIT_WORDS.has(w) && !closing.includes(w));
  return { head, modifiers };
}

/**
 * Whether the question's words of mention `m` match only the words qualifying its header's head
 * ("systems" for "System size (kW)"), the head being no word that names the thing itself (an id,
 * a code, a count): the mention does not name the column's values.
 */
export function namesOnlyModifier(q: Question, m: ColumnMention): boolean {
  if (m.synonym || m.duration) return false;
  const hh = headerHead(m.column);
  if (!hh || NAMING_HEADS.has(hh.head)) return false;
  const said = q.tokens.slice(m.start, m.end);
  const modifierStems = new Set(hh.modifiers.map(stem));
  const headStem = stem(hh.head);
  return said.every((t) => t.stem !== headStem && t.text !== hh.head && !UNIT_WORDS.has(t.text)) && said.some((t) => modifierStems.has(t.stem));
}

/**
 * Whether mention `m` qualifies the noun right after it: a plural word that another header's
 * mention opens ("module results": Result). The thing counted is that noun, not `m`'s column.
 */
export function qualifiesNextNoun(q: Question, m: ColumnMention, cols: ColumnMention[]): boolean {
  const next = q.tokens[m.end];
  if (!next || !/[a-z]{2}[^s]s$/.test(next.text)) return false;
  return cols.some((o) => o.start === m.end && o.column !== m.column && !o.synonym);
}

/**
 * A number of a row's place within a group ("line_no" 1, 2, 3, 4 over many sales): whole numbers
 * from 1 to a few, each repeated over many rows. Its distinct values count places, not things.
 */
export function positionWithinGroup(c: CatalogColumn, rowCount: number): boolean {
  const hh = headerHead(c);
  if (!hh || !ID_WORDS.has(hh.head)) return false;
  const { min, max, distinctCount } = c.stats;
  if (typeof min !== 'number' && typeof min !== 'string') return false;
  const lo = Number(min);
  const hi = Number(max);
  return Number.isInteger(lo) && Number.isInteger(hi) && (lo === 0 || lo === 1) && hi - lo + 1 === distinctCount && distinctCount <= 50 && rowCount >= 20 * distinctCount;
}

/** Whether a mention in the counted noun's place is not the column counted, by any of the readings above. */
export function notTheCountedColumn(q: Question, m: ColumnMention, cols: ColumnMention[], rowCount: number): boolean {
  return namesOnlyModifier(q, m) || qualifiesNextNoun(q, m, cols) || positionWithinGroup(m.column, rowCount);
}

/**
 * Whether a word names a table's rows only as a word qualifying its name ("box" of
 * box_subscriptions, whose rows are subscriptions): it does not say the rows counted are that table's.
 */
export function onlyQualifiesTableName(t: CatalogTable, tok: { text: string; stem: string }): boolean {
  const name = nameWords(t.name).map(stem);
  return name.length >= 2 && name.slice(0, -1).includes(tok.stem) && name.at(-1) !== tok.stem && !t.entityWords.has(tok.text);
}

/** Whether the word at `at` qualifies a plural header word right after it ("module results" beside a Result column). */
export function qualifiesHeaderNounAfter(q: Question, at: number, columns: CatalogColumn[]): boolean {
  const next = q.tokens[at + 1];
  return next !== undefined && /[a-z]{2}[^s]s$/.test(next.text) && columns.some((c) => c.stems.includes(next.stem) && !c.stems.includes(q.tokens[at].stem));
}
