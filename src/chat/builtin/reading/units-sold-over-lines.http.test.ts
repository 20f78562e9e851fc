// "How many gel pens did we sell in 2025?" over order lines each holding a qty: the units sold are
// the quantities added up, not the lines counted (units-sold-by-quantity.ts). A count of the lines'
// own events ("how many times", "how many orders") still counts rows.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, expectUncertain, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { ordersWithLines } from '../../../../test/support/order-line-tables.ts';
import { formatNumber } from '../text.ts';

const { orders, lines } = ordersWithLines(1_500);
const placed = new Map(orders.map((o) => [o.order_id, o.placed_on]));
const units = (keep: (l: (typeof lines)[number]) => boolean) => lines.filter(keep).reduce((a, l) => a + l.qty, 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'stationery' });
  await uploadTables(t, ws, [
    { content: toCsv(orders), filename: 'orders.csv' },
    { content: toCsv(lines), filename: 'order_lines.csv' },
  ]);
}, 180_000);

describe('units sold over lines that each hold a quantity', () => {
  it('"how many <product> did we sell" adds up the quantity of that product\'s lines', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many gel pens did we sell in 2025?'), formatNumber(units((l) => l.product === 'Gel pens' && placed.get(l.order_id)!.startsWith('2025'))));
    expectAnswered(await askBuiltin(t, ws, 'How many Copy paper did we sell?'), formatNumber(units((l) => l.product === 'Copy paper')));
  });

  it('"on <orders>" after the verb says which orders, never that the orders are what is counted', async () => {
    const region = new Map(orders.map((o) => [o.order_id, o.region]));
    expectAnswered(await askBuiltin(t, ws, 'How many gel pens did we sell on North orders in 2025?'), formatNumber(units((l) => l.product === 'Gel pens' && region.get(l.order_id) === 'North' && placed.get(l.order_id)!.startsWith('2025'))));
  });

  it('with no cell naming the thing sold, the quantity is added up and the answer says it chose so', async () => {
    expectUncertain(await askBuiltin(t, ws, 'how many did we sell in 2024'), formatNumber(units((l) => placed.get(l.order_id)!.startsWith('2024'))));
  });

  it('the lines\' own events are still counted as rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many times did we sell gel pens'), formatNumber(lines.filter((l) => l.product === 'Gel pens').length));
    expectAnswered(await askBuiltin(t, ws, 'How many orders were placed in 2025?'), formatNumber(orders.filter((o) => o.placed_on.startsWith('2025')).length));
  });
});
