// "Which pilot flew the most flights", "flights flown", "passengers who fly": the forms of an
// irregular verb name a few-valued status holding another of its forms (Flown, Flew). Where two
// tables each hold such a status (a flight's Flown, a passenger's Flew) the word names the status
// of the rows the question counts: "which pilot flew the most flights" is the flights' Flown, not
// the Flew of the passengers on them; "passengers who flew" is the passengers' Flew.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { namesRows } from './catalog.ts';
import type { Question } from './question.ts';
import type { ValueMention } from './mentions.ts';

/** The forms of irregular verbs a status may be written in. */
const VERB_FAMILIES: readonly (readonly string[])[] = [
  ['fly', 'flies', 'flying', 'flew', 'flown'],
  ['ride', 'rides', 'riding', 'rode', 'ridden'],
  ['drive', 'drives', 'driving', 'drove', 'driven'],
  ['swim', 'swims', 'swimming', 'swam', 'swum'],
];

function familyOf(word: string): readonly string[] | null {
  return VERB_FAMILIES.find((f) => f.includes(word)) ?? null;
}

/** The cells of a few-valued status that are another form of the verb `word`. */
export function verbFormCells(word: string, c: CatalogColumn): string[] {
  const family = familyOf(word);
  if (!family || c.role !== 'category' || c.stats.distinctCount > 12) return [];
  return family.filter((f) => f !== word).flatMap((f) => c.valueIndex.get(f) ?? []);
}

/**
 * A verb form matched in the statuses of two or more tables keeps only those of the tables whose
 * rows the question names ("flights", "passengers"), when it names some but not all of them.
 */
export function verbFormOfCountedRows(q: Question, catalog: Catalog, mentions: ValueMention[]): ValueMention[] {
  const drop = new Set<ValueMention>();
  for (const [i, t] of q.tokens.entries()) {
    if (!familyOf(t.text)) continue;
    const here = mentions.filter((m) => m.start === i && m.end === i + 1);
    const tables = new Set(here.map((m) => m.column.ref.table));
    if (tables.size < 2) continue;
    const named = [...tables].filter((name) => {
      const table = catalog.tables.find((x) => x.name === name);
      return table !== undefined && q.tokens.some((x, k) => k !== i && namesRows(table, x));
    });
    if (named.length === 0 || named.length === tables.size) continue;
    for (const m of here) if (!named.includes(m.column.ref.table)) drop.add(m);
  }
  return drop.size ? mentions.filter((m) => !drop.has(m)) : mentions;
}
