// "How many jobs have we got on the system?", "customers we have on file": like "on our books",
// the idiom says the rows are recorded, not that a column or cell named "system" or "file" is
// meant. It is taken out before the question is read, unless some header or cell of the tables
// uses the word (a ticket log's "System" column: "tickets on the billing system").
//
// The same holds of every noun for the whole record the rows are kept in ("lessons in the log",
// "transactions in the ledger", "events on our 2025 calendar") or for the whole collection a
// business keeps ("vessels in the fleet", "cows in the herd"): said after "in/on the", it restricts
// none of the rows. A year between the determiner and the noun ("our 2025 calendar") is kept as
// the period it is ("in 2025"); any other word there leaves the idiom in place, to be read or declined.
import type { Catalog } from './catalog.ts';
import { nameWords } from './catalog.ts';

/** The nouns of the idiom as first written, kept as they were read. */
const SYSTEM_NOUNS = new Set(['system', 'database', 'records', 'file', 'record']);
const RECORD_NOUNS = 'system|database|records|log|ledger|register|diary|calendar|spreadsheet|export|catalogue|catalog|fleet|herd';
const IDIOM = new RegExp(`\\s*,?\\s+(?:on|in) (?:our|the|its|their|your|my) (?:((?:19|20)\\d\\d) )?(${RECORD_NOUNS})\\b(?!-)|\\s*,?\\s+on (file|record)\\b`, 'i');

/** The question without the idiom "on the system" ("on file", "in the log"), unless the tables use its noun. */
export function withoutSystemIdiom(text: string, catalog: Catalog): string {
  const m = IDIOM.exec(text);
  if (!m) return text;
  const noun = (m[2] ?? m[3]).toLowerCase();
  const singular = noun.replace(/s$/, '');
  const isNoun = (w: string) => w.toLowerCase() === noun || w.toLowerCase() === singular;
  const inCell = (key: string) => key.split(/\s+/).some(isNoun);
  // A table named by the noun ("fleet.csv", "call_log.xlsx") is what the words name.
  const tableNoun = !SYSTEM_NOUNS.has(noun);
  const used = catalog.tables.some(
    (t) => (tableNoun && [...nameWords(t.name), ...nameWords(t.label)].some(isNoun)) || t.columns.some((c) => c.words.some(isNoun) || [...c.valueIndex.keys()].some(inCell)),
  );
  if (used) return text;
  return text.replace(new RegExp(IDIOM.source, 'gi'), (_all, year: string | undefined) => (year ? ` in ${year}` : ''));
}
