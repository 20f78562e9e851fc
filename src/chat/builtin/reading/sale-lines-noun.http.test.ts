// "How many sale lines are there altogether?" over 1,100 rows of tree_sales.csv: "lines" after the
// rows' noun restates the rows (one line of a sale each), so the rows are counted; beside a table
// named for lines (order_lines.csv next to orders.csv) "order lines" are never the orders.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const sales = Array.from({ length: 1_100 }, (_, i) => ({
  'Sale Ref': `XT25-${String(i + 1).padStart(5, '0')}`,
  Product: ['Nordmann Fir', 'Wreath', 'Netting'][i % 3],
  'Price (£)': 10 + ((i * 7) % 50),
  Status: i % 13 === 0 ? 'Refunded' : 'Sold',
}));
const orders = Array.from({ length: 400 }, (_, i) => ({ order_id: 9_001 + i, order_date: `2025-0${1 + (i % 9)}-1${i % 10}`, channel: ['Web', 'Phone'][i % 2] }));
const lines = Array.from({ length: 1_300 }, (_, i) => ({ line_id: i + 1, order_id: 9_001 + (i % 400), sku: `SKU-${100 + (i % 37)}`, qty: 1 + (i % 4) }));
let t: TestClient;
let ws: string;
let ws2: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'sale lines noun' });
  await uploadTables(t, ws, [{ content: toCsv(sales), filename: 'tree_sales.csv' }]);
  ws2 = await createWorkspace(t, null, { name: 'order lines table' });
  await uploadTables(t, ws2, [
    { content: toCsv(orders), filename: 'orders.csv' },
    { content: toCsv(lines), filename: 'order_lines.csv' },
  ]);
}, 180_000);

describe('"lines" after the rows\' noun', () => {
  it('counts the sale rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many sale lines are there altogether?'), formatNumber(sales.length));
  });

  it('never counts the orders as order lines', async () => {
    const reply = await askBuiltin(t, ws2, 'How many order lines are there?');
    expect(reply.content).not.toContain(`**${formatNumber(orders.length)}**`);
  });
});
