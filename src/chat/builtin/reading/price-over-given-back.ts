// "Which condition gets the highest average price?" over bookshop sales whose Status holds Sold
// beside Refunded, the refunded rows still carrying their Price: an average, highest or lowest price
// over every row takes in sales that were given back, which the price a book fetched may leave out.
// The data cannot say which is meant, so when the question names no status (nor refunds) and the
// given-back rows carry money, the answer is marked uncertain, saying so. Totals are read elsewhere
// (takings-of-sold-rows.ts, money-made-of-refunded.ts); a selling word ("average selling price")
// already keeps the Sold rows, so the status is named and nothing is said.
import type { Catalog } from './catalog.ts';
import { findColumn } from './catalog.ts';
import { holdsMoney } from './figure-kinds.ts';
import { paidOut } from './incoming-verbs.ts';
import type { Question } from './question.ts';
import type { Reading } from './types.ts';
import { GIVEN_BACK } from './takings-column.ts';
import { GIVEN_BACK_CELLS, soldOrGivenBack } from './sold-then-given-back.ts';
import { rowsCarryingFigure, statusAlreadyRead } from './status-already-read.ts';

type EngineSql = (sql: string, maxRows: number) => Promise<unknown[][]>;

const FIGURE_WORDS: Record<string, string> = { avg: 'average', median: 'median', max: 'highest', min: 'lowest' };

/** Why a price averaged (or its highest, lowest) over sales some of them given back is doubtful; null when it is not. */
export async function priceOverGivenBack(q: Question, catalog: Catalog, reading: Reading, runSql: EngineSql): Promise<string | null> {
  const measure = reading.measure;
  if (!(measure.fn in FIGURE_WORDS) || !('column' in measure) || ('terms' in measure && measure.terms)) return null;
  if (q.tokens.some((t) => GIVEN_BACK.has(t.text))) return null;
  const money = findColumn(catalog, measure.column);
  const table = catalog.tables.find((t) => t.name === measure.column.table);
  if (!money || !table || !holdsMoney(money) || paidOut(money)) return null;
  const statuses = table.columns.filter(soldOrGivenBack);
  if (statuses.length !== 1) return null;
  const [column] = statuses;
  if (statusAlreadyRead(reading, column.ref)) return null;
  const cells = [...column.valueIndex].flatMap(([key, stored]) => (GIVEN_BACK_CELLS.has(key) ? stored : []));
  const carrying = await rowsCarryingFigure(runSql, table, column, cells, money);
  if (carrying === 0) return null;
  return `${carrying.toLocaleString('en-GB')} rows whose ${column.label} is ${cells.join(' or ')} still carry a ${money.label}; the ${FIGURE_WORDS[measure.fn]} ${money.label} takes them in, and the question does not say whether sales given back count.`;
}
