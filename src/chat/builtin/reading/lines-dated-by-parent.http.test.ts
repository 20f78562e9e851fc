// "What was the line value in 2025?" over a wholesaler's order_lines (no date of their own) and the
// orders they are lines of (one date, placed_on): the order's date is the lines' date, so the
// answer is given without the doubt that the date may not be the one meant (lines-dated-by-parent.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { ordersWithLines } from '../../../../test/support/order-line-tables.ts';

const { orders, lines } = ordersWithLines(1_500);
const placed = new Map(orders.map((o) => [o.order_id, o.placed_on]));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'wholesaler' });
  await uploadTables(t, ws, [
    { content: toCsv(orders), filename: 'orders.csv' },
    { content: toCsv(lines), filename: 'order_lines.csv' },
  ]);
}, 180_000);

describe('lines dated by the order they are lines of', () => {
  it('a period over the lines takes the order date, answered', async () => {
    const total = lines.filter((l) => placed.get(l.order_id)!.startsWith('2025')).reduce((s, l) => s + Number(l['Line value (EUR)']), 0);
    expectAnswered(await askBuiltin(t, ws, 'total line value in 2025'), formatNumber(total));
  });

  it('counts the lines of a quarter', async () => {
    const n = lines.filter((l) => { const d = placed.get(l.order_id)!; return d >= '2024-04-01' && d < '2024-07-01'; }).length;
    const reply = await askBuiltin(t, ws, 'How many order lines were there in Q2 2024?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(formatNumber(n));
  });
});
