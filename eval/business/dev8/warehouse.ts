// A warehouse's outbound orders: ordered and shipped dates (shipped empty while open), order
// lines, units and value. Asked as days to ship (a difference of two date columns), the largest
// single order and who placed it, the busiest month, and units per order line (a ratio of sums).
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, ranked, sumOf } from '../compute.ts';
import { amount, count, decline, month, questionSet } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { daysBetween, extremeRow, median } from './stats.ts';

interface Order { id: number; customer: string; ordered: string; shipped: string | null; lines: number; units: number; value: number; zone: string }

const CUSTOMERS = Array.from({ length: 240 }, (_, i) => `Customer ${String(i + 1).padStart(3, '0')}`);
const ZONES = ['Ambient', 'Chilled', 'Frozen', 'Bulky'];

function generate(): Order[] {
  const random = createRandom(8101);
  return Array.from({ length: 24_000 }, (_, i): Order => {
    const ordered = random.date('2024-01-01', '2025-10-31');
    const lines = random.int(1, 12);
    const units = lines * random.int(1, 9);
    const open = ordered > '2025-10-20' ? random.chance(0.7) : random.chance(0.02);
    return {
      id: 400_001 + i,
      customer: random.pick(CUSTOMERS),
      ordered,
      shipped: open ? null : addDays(ordered, random.weighted([0, 1, 2, 3, 4, 5, 6, 8, 11], [6, 22, 24, 16, 11, 8, 6, 4, 3])),
      lines,
      units,
      value: random.float(units * 3, units * 40, 2),
      zone: random.weighted(ZONES, [50, 25, 15, 10]),
    };
  });
}

const COLUMNS: Column<Order>[] = [
  { header: 'order_no', value: (r) => r.id },
  { header: 'customer', value: (r) => r.customer },
  { header: 'order_date', value: (r) => r.ordered },
  { header: 'ship_date', value: (r) => r.shipped },
  { header: 'order_lines', value: (r) => r.lines },
  { header: 'units', value: (r) => r.units },
  { header: 'order_value', value: (r) => r.value },
  { header: 'storage_zone', value: (r) => r.zone },
];

export const warehouse: BusinessSchema = {
  name: 'warehouse',
  description: 'Warehouse orders: 24,000 rows, order and ship dates (ship empty while open), lines, units, value (CSV)',
  async build(dir) {
    const rows = generate();
    const files = [await writeCsv(join(dir, 'outbound_orders.csv'), COLUMNS, rows)];
    const q = questionSet('warehouse');
    const shipped = rows.filter((r) => r.shipped !== null);
    const toShip = (r: Order) => (r.shipped === null ? null : daysBetween(r.ordered, r.shipped));
    const biggest = extremeRow(rows, (r) => r.value);

    q.ask('How many orders are there?', count(rows.length));
    q.ask('On average, how many days did it take to ship an order?', amount(avgOf(rows, toShip)));
    q.ask('How many orders shipped more than 5 days after they were ordered?', count(countWhere(shipped, (r) => toShip(r)! > 5)));
    q.ask('What is the median number of days between order date and ship date?', amount(median(shipped.map((r) => toShip(r)!))));
    q.ask('What was the largest single order value?', amount(biggest.value));
    q.ask('Which customer placed the largest single order?', { kind: 'name', value: biggest.customer, others: [] });
    q.ask('What was the smallest order value?', amount(extremeRow(rows, (r) => r.value, 'min').value));
    q.ask('In which month were the most orders placed?', month(ranked(groupBy(rows, (r) => r.ordered.slice(0, 7), 'count'), 1)[0]));
    q.ask('How many units were shipped per order line?', amount(sumOf(rows, (r) => r.units) / sumOf(rows, (r) => r.lines)));
    q.ask('What is the total order value for the Frozen zone?', amount(sumOf(rows, (r) => r.value, (r) => r.zone === 'Frozen')));

    q.ask('What was the average picking time per order?', decline('no picking time column'));
    q.ask('How many orders were returned by the customer?', decline('no return column'));
    q.ask('What was the warehouse fill rate?', decline('fill rate needs stock and demand the table does not hold'));
    return { files, questions: q.questions };
  },
};
