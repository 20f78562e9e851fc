// "How many jobs have we got on the system?", "customers we have on file": like "on our books",
// the idiom says the rows are recorded, not that a column or cell named "system" or "file" is
// meant. It is taken out before the question is read, unless some header or cell of the tables
// uses the word (a ticket log's "System" column: "tickets on the billing system").
import type { Catalog } from './catalog.ts';

const IDIOM = /\s*,?\s+(?:on|in) (?:our|the|its|their|your|my) (system|database|records)\b|\s*,?\s+on (file|record)\b/i;

/** The question without the idiom "on the system" ("on file", "on record"), unless the tables use its noun. */
export function withoutSystemIdiom(text: string, catalog: Catalog): string {
  const m = IDIOM.exec(text);
  if (!m) return text;
  const noun = (m[1] ?? m[2]).toLowerCase();
  const singular = noun.replace(/s$/, '');
  const isNoun = (w: string) => w === noun || w === singular;
  const inCell = (key: string) => key.split(/\s+/).some(isNoun);
  const used = catalog.tables.some((t) => t.columns.some((c) => c.words.some(isNoun) || [...c.valueIndex.keys()].some(inCell)));
  return used ? text : text.replace(new RegExp(IDIOM.source, 'gi'), '');
}
