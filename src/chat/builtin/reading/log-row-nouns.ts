// "How many lines are in the shearing log?", "how many crutching lines were there in 2026?", "lines
// with no wool bag count" over shearing_log.csv: a table named for a log (a ledger, a register, a
// diary) is written a line, an entry, at a time, so its rows also answer to "lines" and "entries".
// Only where no other table is named for that noun (log_lines.csv beside the log: those rows are the
// lines) and no header of the table holds it (a Line No makes "lines" that column's).
import { stem } from '../text.ts';
import type { CatalogColumn } from './catalog.ts';
import { nounForms } from './vocabulary.ts';

/** The heads of a table's name that say it is kept a line at a time. */
const LOG_HEADS = new Set(['log', 'logs', 'logbook', 'ledger', 'register', 'journal', 'diary']);
/** Nouns of one written line of such a table. */
const LINE_ROW_NOUNS = ['line', 'entry'];

/**
 * The whole words (singular and plural) that also name the rows of a table whose name ends in a
 * log's noun (`nameWords`: its name's words), given its columns and the words of the other tables' names.
 */
export function logRowNouns(nameWords: readonly string[], columns: readonly CatalogColumn[], others: ReadonlyArray<readonly string[]>): string[] {
  if (!LOG_HEADS.has(nameWords.at(-1) ?? '')) return [];
  return LINE_ROW_NOUNS.filter((noun) => {
    const s = stem(noun);
    return !others.some((ws) => ws.map(stem).includes(s)) && !columns.some((c) => c.stems.includes(s) || c.words.some((w) => stem(w) === s));
  }).flatMap(nounForms);
}
