// "What is the average number of items per order?" over 3,800 order_items each holding a qty of
// 1-20: the items are the units (qty added up per order) as much as the item lines, so the lines
// per order are no sure answer and the question is declined (units-per-group.ts). "Average number of
// orders per region" over the orders, which hold no quantity, still counts rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { ordersWithLines } from '../../../../test/support/order-line-tables.ts';
import { formatNumber } from '../text.ts';

const { orders, lines } = ordersWithLines(1_500, 6_113);
const perOrder = (n: number) => formatNumber(Math.round((n / new Set(lines.map((l) => l.order_id)).size) * 100) / 100);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'stationery items' });
  await uploadTables(t, ws, [
    { content: toCsv(orders), filename: 'orders.csv' },
    { content: toCsv(lines), filename: 'order_items.csv' },
  ]);
}, 180_000);

describe('items per order over item lines holding a quantity', () => {
  it('has over 1,000 item lines', () => {
    expect(lines.length).toBeGreaterThan(1_000);
  });

  for (const question of ['What is the average number of items per order?', 'average items per order', 'How many items per order on average?']) {
    it(`"${question}" never gives the lines per order as the items`, async () => {
      const reply = await askBuiltin(t, ws, question);
      expect(reply.content).not.toContain(`**${perOrder(lines.length)}**`);
      expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    });
  }

  it('"how many orders per region on average" over the orders, which hold no quantity, still counts them', async () => {
    const regions = new Set(orders.map((o) => o.region)).size;
    const reply = await askBuiltin(t, ws, 'How many orders per region on average?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(Math.round((orders.length / regions) * 100) / 100)}**`);
  });
});
