// "How much money did we keep from bookings?", "Booking money kept by channel", "seats kept by room"
// over bookings whose status holds Refunded beside Confirmed and No Show: what a business kept is what
// it took less what it gave back, the rows given back left out, as "after refunds" reads over such a
// status (refund-phrases.ts). The word was left unplaced and the question declined.
//
// Only where the source holds exactly one status whose cells say the row itself was given back
// (givenBackRowCells: no called-off cell beside it, whose money kept the word does not place, no amount
// below zero), only for "kept"/"keep" said of the figure ("money kept", "seats kept") or by the
// business ("did we keep"), and never where the question names that status's cells itself.
import type { CatalogTable } from './catalog.ts';
import type { ColumnMention, ValueMention } from './mentions.ts';
import type { Question } from './question.ts';
import { givenBackRowCells } from './refund-phrases.ts';
import { takingsWord } from './takings-column.ts';
import type { Condition } from './types.ts';

const KEEPING = new Set(['kept', 'keep', 'retained', 'retain']);
/** Who keeps the money: "did we keep", "we kept". */
const KEEPERS = new Set(['we', 'i', 'you']);

/** The token of a keeping word and the condition leaving the rows given back out, or null. */
export function keptAfterRefunds(
  q: Question,
  tables: readonly CatalogTable[],
  cols: readonly ColumnMention[],
  vals: readonly ValueMention[],
  used: ReadonlySet<number>,
): { at: number; condition: Condition } | null {
  const at = q.tokens.findIndex((t, i) => KEEPING.has(t.text) && !used.has(i));
  if (at <= 0) return null;
  const before = q.tokens[at - 1];
  const ofFigure = cols.some((m) => m.end === at) || takingsWord(before) || before.text === 'money';
  if (!ofFigure && !KEEPERS.has(before.text)) return null;
  const found = tables.flatMap((t) => t.columns.map((c) => ({ c, cells: givenBackRowCells(t, c) }))).filter((x) => x.cells.length > 0);
  if (found.length !== 1) return null;
  const { c, cells } = found[0];
  if (vals.some((v) => v.column === c)) return null;
  return { at, condition: { kind: 'in', column: c.ref, values: cells, negate: true } };
}
