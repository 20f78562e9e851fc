// "How many refunds did we give?", "total refunds" beside a bakery's refunds table and an orders
// status holding Refunded: "refunds" names the refunds table's rows as well as that cell, and the
// two disagree (part refunds of paid orders), so the cell's reading is not given confidently
// (answer-shape.ts, cellNamesAnotherTable). "How many orders were refunded" counts the orders marked
// so, and "number of refunds in 2025" the refunds' rows, as before.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { bakeryOrders } from '../../../../test/support/bakery-order-tables.ts';
import { formatNumber } from '../text.ts';

const { orders, items, refunds } = bakeryOrders(1_600);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'bakery refunds' });
  await uploadTables(t, ws, [
    { content: toCsv(orders), filename: 'orders.csv' },
    { content: toCsv(items), filename: 'order_items.csv' },
    { content: toCsv(refunds), filename: 'refunds.csv' },
  ]);
}, 180_000);

describe('a noun naming a table\'s rows and a cell of another table', () => {
  it('"how many refunds", "total refunds" and "orders that had a refund" are not answered with the Refunded orders', async () => {
    for (const question of ['How many refunds did we give?', 'total refunds', 'How many orders had a refund?', 'refunds per channel']) {
      const reply = await askBuiltin(t, ws, question);
      expect(reply.execution_details.outcome, `${question}: ${reply.content}`).not.toBe('answered');
    }
  });

  it('the orders marked Refunded are counted when the question says the orders were refunded', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many orders were refunded'), formatNumber(orders.filter((o) => o.status === 'Refunded').length));
  });

  it('the refunds\' own rows are counted when the reading takes their table', async () => {
    expectAnswered(await askBuiltin(t, ws, 'number of refunds in 2025'), formatNumber(refunds.filter((r) => r.refund_date.startsWith('2025')).length));
  });
});
