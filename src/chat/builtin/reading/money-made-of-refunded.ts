// "Which category makes us the most money?", "how much did we take in 2025?" over sale lines whose
// Status holds Refunded beside Completed, the refunded lines still carrying their Line Total: money
// made or taken is not money given back, so a total over every row, refunded ones too, answers
// another question. When the question names no status (nor refunds) and the refunded rows carry
// money, the total is declined, saying so. Where they carry none, every reading agrees. A noun of
// money taken ("takings in March", "our income") says money came in as the verbs do.
import type { Catalog, CatalogColumn } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import { saysMoneyCameIn } from './incoming-verbs.ts';
import { saysTaken } from './money-taken-of-called-off.ts';
import type { Question } from './question.ts';
import { saleOutcomeStatus } from './sale-outcome-status.ts';
import { saysSalesOrCustomerSpend } from './sales-and-customer-spend.ts';
import type { Reading } from './types.ts';
import { GIVEN_BACK, givenBack } from './takings-column.ts';
import { rowsCarryingFigure, statusAlreadyRead } from './status-already-read.ts';

type EngineSql = (sql: string, maxRows: number) => Promise<unknown[][]>;

/**
 * A status column's cells saying the money was given back (Refunded, Returned), when it holds others
 * too. Not a cell holding most of the rows: "Returned" on most hires of costumes or vans says the
 * thing hired came back, the usual end of a hire, and no business gives back most of its money.
 */
function givenBackCells(c: CatalogColumn): string[] {
  if (c.role !== 'category' || c.valueIndex.size < 2) return [];
  const rows = c.stats.values.reduce((n, [, k]) => n + k, 0) + c.stats.nullCount;
  const held = (cell: string) => c.stats.values.find(([v]) => v === cell)?.[1] ?? 0;
  return [...c.valueIndex].flatMap(([key, cells]) => (GIVEN_BACK.has(key) && cells.reduce((n, cell) => n + held(cell), 0) * 2 <= rows ? cells : []));
}

/** Why a total of money made over every row, refunded ones too, is doubtful; null when it is not. */
export async function moneyMadeOfRefunded(q: Question, catalog: Catalog, reading: Reading, runSql: EngineSql): Promise<string | null> {
  const measure = reading.measure;
  if (measure.fn !== 'sum') return null;
  if (q.tokens.some((t) => GIVEN_BACK.has(t.text))) return null;
  const money = findColumn(catalog, measure.column);
  const table = catalog.tables.find((t) => t.name === measure.column.table);
  if (!money || !table || !holdsMoney(money) || givenBack(table, money)) return null;
  // "Top customers by sales", "which town's customers spend the most": only over a status recording how each sale ended (sales-and-customer-spend.ts).
  // "Turnover" is the gross figure, given-back sales and all (dev5 orders-04: "What is the total turnover?").
  const taken = saysTaken(q, money) && !q.tokens.some((t) => t.text === 'turnover');
  if (!saysMoneyCameIn(q) && !taken && !(saysSalesOrCustomerSpend(q) && saleOutcomeStatus(table) !== null)) return null;
  const statuses = table.columns.map((c) => ({ column: c, cells: givenBackCells(c) })).filter((s) => s.cells.length > 0);
  if (statuses.length !== 1) return null;
  const [{ column, cells }] = statuses;
  if (statusAlreadyRead(reading, column.ref)) return null;
  const carrying = await rowsCarryingFigure(runSql, table, column, cells, money);
  if (carrying === 0) return null;
  return `${carrying.toLocaleString('en-GB')} rows whose ${column.label} is ${cells.join(' or ')} still carry a ${money.label}; money made leaves out money given back, and the question does not say which rows to count.`;
}
