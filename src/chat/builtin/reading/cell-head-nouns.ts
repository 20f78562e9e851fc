// Nouns a cell describes: "German customers", "sparkling wine". A header word right after a cell
// of another column of its table names the kind of thing the cell describes (the customers, the
// wines), not a column of its own to read. After "which", "top" or "each" the noun is what is
// asked for, so it is left to be read there.
import type { ColumnMention, ValueMention } from './mentions.ts';
import type { Question } from './question.ts';

/** Words after which a noun is the thing asked for: "which sparkling wine", "top 5 German customers". */
const ASKING_WORDS = new Set(['which', 'what', 'top', 'bottom', 'each', 'every', 'per', 'by', 'list', 'name', 'show']);
/** Columns whose header can name a thing: not figures, dates or flags. */
const THING_ROLES = new Set(['key', 'text', 'category']);

/** Token positions of such nouns. */
export function cellHeadNouns(q: Question, columns: readonly ColumnMention[], cells: readonly ValueMention[]): number[] {
  const out: number[] = [];
  for (const m of columns) {
    if (m.end - m.start !== 1 || m.synonym || !THING_ROLES.has(m.column.role)) continue;
    const described = cells.find((v) => v.end === m.start && v.column !== m.column && v.column.ref.table === m.column.ref.table);
    if (!described) continue;
    const before = q.tokens[described.start - 1];
    if (before && (ASKING_WORDS.has(before.text) || before.num !== null)) continue;
    out.push(m.start);
  }
  return out;
}
