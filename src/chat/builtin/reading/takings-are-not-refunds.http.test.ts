// "Turnover this month", "what were our sales in March 2026" over a bakery's orders, items and a
// refunds table: what was taken in is never the refund_amount given back (answer-shape.ts,
// takingsAreNotRefunds; and a word for takings never names it: mentions.ts), but the line
// totals. A question that names the refunds still adds them up.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { bakeryOrders } from '../../../../test/support/bakery-order-tables.ts';
import { formatNumber } from '../text.ts';

const { orders, items, refunds } = bakeryOrders(1_600);
const money = (xs: number[]) => formatNumber(Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'bakery' });
  await uploadTables(t, ws, [
    { content: toCsv(orders), filename: 'orders.csv' },
    { content: toCsv(items), filename: 'order_items.csv' },
    { content: toCsv(refunds), filename: 'refunds.csv' },
  ]);
}, 180_000);

describe('money taken in is not the refunds given back', () => {
  it('turnover and sales are not answered with the refund amount', async () => {
    for (const question of ['turnover this month', 'what were our sales in March 2026']) {
      const month = question.includes('March') ? '2026-03' : '2026-11';
      const reply = await askBuiltin(t, ws, question);
      expect(reply.content).not.toContain(`**${money(refunds.filter((r) => r.refund_date.startsWith(month)).map((r) => r.refund_amount))}**`);
      // What was taken in is the line totals of the month's orders, as "takings last month" reads them
      // (a word for takings never names the refunds' amount: mentions.ts, takings-column.ts).
      const inMonth = new Set(orders.filter((o) => o.order_date.startsWith(month)).map((o) => o.order_id));
      expectAnswered(reply, money(items.filter((i) => inMonth.has(i.order_id)).map((i) => i.line_total)));
    }
  });

  it('the refunds are still added up when the question names them', async () => {
    expectAnswered(await askBuiltin(t, ws, 'refund amount this month'), money(refunds.filter((r) => r.refund_date.startsWith('2026-11')).map((r) => r.refund_amount)));
  });

  it('the line totals are still added up', async () => {
    expectAnswered(await askBuiltin(t, ws, 'total line total'), money(items.map((i) => i.line_total)));
  });
});
