// "Fruit takings in Q3 2025", "fruit takings by booking type" over weighings whose Fruit column
// names what each row sold and whose Charged is the money taken: a header of the rows' things said
// before a noun of takings only says whose takings they are, every row's, as "kiosk takings" does;
// it names no column to look up and no cell to keep. Read so, the question is the takings total;
// left as a header, the reading listed the Fruit cells. A breakdown by that header needs its own
// word ("by fruit", "per fruit"), which keeps the mention.
import type { ColumnMention } from './mentions.ts';
import type { Question } from './question.ts';
import { holdsMoney } from './figure-kinds.ts';
import { GROUP_WORDS } from './vocabulary.ts';

/** Nouns of money taken in, as a header of things may go before them. */
const TAKINGS_NOUNS = new Set(['takings', 'revenue', 'turnover']);

/** The mentions of a category header said right before a takings noun that names a money column of the same table. */
export function headersBeforeTakings(q: Question, cols: readonly ColumnMention[]): ColumnMention[] {
  return cols.filter((m) => {
    if (m.synonym || m.score < 1 || (m.column.role !== 'category' && m.column.role !== 'text')) return false;
    if (!TAKINGS_NOUNS.has(q.tokens[m.end]?.text ?? '') || GROUP_WORDS.has(q.tokens[m.start - 1]?.text ?? '')) return false;
    return cols.some((o) => o.start === m.end && o.column.role === 'measure' && o.column.ref.table === m.column.ref.table && holdsMoney(o.column));
  });
}
