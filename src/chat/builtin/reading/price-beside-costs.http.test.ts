// "Total sales on fulfilled orders", "sales by channel" over order lines holding a Unit Price (£)
// beside a Print Cost (£), joined to the orders that carry the status and channel: the cost is what
// the item cost the business, so the sales are the price times the quantity (price-beside-costs.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const CHANNELS = ['Web', 'Market Stall', 'Wholesale'];
const STATUSES = ['Fulfilled', 'Fulfilled', 'Fulfilled', 'Cancelled', 'Refunded'];
const MUGS: [string, number, number][] = [['Mug', 9.5, 3.1], ['Tote Bag', 12, 4.25], ['Cap', 15.5, 6.4], ['Poster', 7, 1.9]];
let seed = 11;
const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const orders = Array.from({ length: 1_200 }, (_, i) => ({
  'Order Number': 500_001 + i,
  'Order Date': `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
  Channel: CHANNELS[Math.floor(next() * CHANNELS.length)],
  'Postage (GBP)': (2 + Math.floor(next() * 4)).toFixed(2),
  Status: STATUSES[Math.floor(next() * STATUSES.length)],
}));
const lines = orders.flatMap((o) =>
  Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
    const [product, price, cost] = MUGS[Math.floor(next() * MUGS.length)];
    return { 'Order Number': o['Order Number'], Product: product, Qty: 1 + Math.floor(next() * 3), 'Unit Price (£)': price.toFixed(2), 'Make Cost (£)': cost.toFixed(2) };
  }),
);
const orderOf = new Map(orders.map((o) => [o['Order Number'], o]));
const sales = (keep: (o: (typeof orders)[number], l: (typeof lines)[number]) => boolean) =>
  Math.round(lines.filter((l) => keep(orderOf.get(l['Order Number'])!, l)).reduce((a, l) => a + l.Qty * Number(l['Unit Price (£)']), 0) * 100) / 100;
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'print shop' });
  await uploadTables(t, ws, [
    { content: toCsv(orders), filename: 'orders.csv' },
    { content: toCsv(lines), filename: 'order_lines.csv' },
  ]);
}, 180_000);

describe('sales over order lines whose price sits beside a cost', () => {
  it('"total sales" adds up price times quantity', async () => {
    const reply = await askBuiltin(t, ws, 'What are our total sales?');
    expectAnswered(reply, formatNumber(sales(() => true)));
  });

  it('"fulfilled sales by channel" totals price times quantity per channel of the fulfilled orders', async () => {
    const reply = await askBuiltin(t, ws, 'Fulfilled sales by channel');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const c of CHANNELS) expect(reply.content).toContain(formatNumber(sales((o) => o.Status === 'Fulfilled' && o.Channel === c)));
  });

  it('"turnover on fulfilled orders" is the same total', async () => {
    const reply = await askBuiltin(t, ws, 'What is our turnover on fulfilled orders?');
    expectAnswered(reply, formatNumber(sales((o) => o.Status === 'Fulfilled')));
  });
});
