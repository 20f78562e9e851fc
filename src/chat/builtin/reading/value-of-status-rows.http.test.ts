// "What was the value of the refunded orders?" asked through HTTP over 1,500 web orders holding a
// Unit price (£), an Order total (£) and a status (Dispatched, Refunded, Cancelled): "the value of"
// before the rows a status cell picks out asks for the money those rows came to, the order totals
// added up (never the unit prices, never a list of the totals). Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { webOrders } from '../../../../test/support/web-order-tables.ts';
import { formatNumber } from '../text.ts';

const orders = webOrders(1_500);
const money = (statuses: string[]) => formatNumber(Math.round(orders.filter((o) => statuses.includes(o.status)).reduce((s, o) => s + o['Order total (£)'], 0) * 100) / 100);

// A cake maker's 1,200 orders with a deposit each (150 or less) and a venue, and no column of what an order
// was worth: "by value of delivered orders" is no reading of the deposit.
const VENUES = ['Hartwell Manor', 'The Old Tithe Barn', 'Brook Farm', 'Lakeside Pavilion', 'Other'];
const cakeOrders = Array.from({ length: 1_200 }, (_, i) => ({
  order_no: 80_001 + i,
  couple: `Couple ${String(i).padStart(4, '0')}`,
  venue: VENUES[(i * 7) % VENUES.length],
  'Deposit (£)': [50, 100, 150][(i * 11) % 3],
  status: ['Delivered', 'Delivered', 'Booked', 'Cancelled'][(i * 13) % 4],
}));

let t: TestClient;
let ws = '';
let cakes = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'web shop' });
  await uploadTables(t, ws, [{ content: toCsv(orders), filename: 'orders.csv' }]);
  cakes = await createWorkspace(t, null, { name: 'cake orders' });
  await uploadTables(t, cakes, [{ content: toCsv(cakeOrders), filename: 'orders.csv' }]);
}, 180_000);

describe('value of status rows', () => {
  it('"what was the value of the refunded orders" adds up their order totals', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What was the value of the refunded orders?'), money(['Refunded']));
  });

  it('"the value of cancelled and refunded orders" adds up both', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What was the value of cancelled and refunded orders?'), money(['Cancelled', 'Refunded']));
  });

  it('"top 2 products by value of dispatched orders" ranks the products by their dispatched order totals', async () => {
    const totals = new Map<string, number>();
    for (const o of orders) if (o.status === 'Dispatched') totals.set(o.product, (totals.get(o.product) ?? 0) + o['Order total (£)']);
    const [first, second, third] = [...totals.entries()].sort((a, b) => b[1] - a[1]);
    const reply = await askBuiltin(t, ws, 'Top 2 products by value of dispatched orders');
    expectAnswered(reply, first[0]);
    expect(reply.content).toContain(second[0]);
    expect(reply.content).not.toContain(third[0]);
  });

  it('control: "top 3 named venues by value of delivered orders" is no ranking of single orders by their deposit', async () => {
    const reply = await askBuiltin(t, cakes, 'Top 3 named venues by value of delivered orders, leaving out Other');
    const rankedCouples = /Couple \d{4}/.test(reply.content);
    expect(rankedCouples && reply.execution_details.outcome === 'answered', reply.content).toBe(false);
  });
});
