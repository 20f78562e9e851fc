// "Which branch took the most money in 2025?" over appointments whose Status holds Cancelled (and
// No-show) beside Completed (a status of whether the service went ahead), where the cancelled rows still carry their booked Price: money taken,
// brought in or earned is the money of the rows that went ahead, and the booked price of a
// cancelled appointment was likely never taken. The data cannot say which (a cancellation fee may
// have been kept), so when the question names no status and the called-off rows hold money, the
// total over every row is declined. Where the called-off rows hold no money (0 or blank) every
// reading gives the same total and nothing changes. Nouns of money taken say the same ("total
// income from jobs", "income per service", "takings last month", "turnover", "earnings") unless the
// money column is itself named by that noun: an Income column records the income. "Revenue", like
// "made" and "earned", is left out: exports name a figure of their own by it, over every row.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import { neverHappened } from './happened-rows.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { sameRoot } from './word-roots.ts';
import { DONE_CELLS, SOLD_CELLS } from './vocabulary.ts';
import { rowsCarryingFigure, statusAlreadyRead } from './status-already-read.ts';

type EngineSql = (sql: string, maxRows: number) => Promise<unknown[][]>;

/** Verbs of money taken: "took", "taken", "brought in" (not "earned" commission, "made" revenue: figures of their own). */
const TAKING_VERBS = new Set(['took', 'take', 'takes', 'taken', 'taking']);
const IN_VERBS = new Set(['brought', 'bring', 'brings', 'bringing']);


/** Nouns of money taken in ("income", "takings", "turnover", "earnings"): what came in, not what was priced. */
const TAKINGS_NOUNS = new Set(['income', 'takings', 'turnover', 'earnings']);

export function saysTaken(q: Question, money: CatalogColumn): boolean {
  return q.tokens.some(
    (t, i) =>
      TAKING_VERBS.has(t.text) ||
      (IN_VERBS.has(t.text) && q.tokens[i + 1]?.text === 'in') ||
      (TAKINGS_NOUNS.has(t.text) && !money.words.some((w) => sameRoot(w, t.text))),
  );
}

/** Why a total of money taken over every row, called-off ones too, is doubtful; null when it is not. */
export async function moneyTakenOfCalledOff(q: Question, catalog: Catalog, reading: Reading, runSql: EngineSql): Promise<string | null> {
  const measure = reading.measure;
  if (measure.fn !== 'sum') return null;
  const money = findColumn(catalog, measure.column);
  const table = catalog.tables.find((t) => t.name === measure.column.table);
  if (!money || !table || !holdsMoney(money) || !saysTaken(q, money)) return null;
  const statuses = table.columns.map((c) => ({ column: c, cells: neverHappened(c) })).filter((s) => s.cells.length > 0);
  if (statuses.length !== 1) return null;
  const [{ column, cells }] = statuses;
  // Only a status saying whether the service or the sale went ahead (Completed, Sold beside Cancelled, No-show).
  if (![...column.valueIndex.keys()].some((k) => DONE_CELLS.has(k) || SOLD_CELLS.has(k))) return null;
  if (statusAlreadyRead(reading, column.ref)) return null;
  const carrying = await rowsCarryingFigure(runSql, table, column, cells, money);
  if (carrying === 0) return null;
  return `${carrying.toLocaleString('en-GB')} rows whose ${column.label} is ${cells.join(' or ')} still carry a ${money.label}; money taken may leave them out, and the question does not say.`;
}
