// An online seller's 3,000 orders (Sale Price £, Postage Charged £, Marketplace Fee £, an order
// status) and 400 returns of them (Refund Amount £). "Sales" is what the orders took: the sale
// prices, never the refunds, which a word for money taken in does not name as a synonym (its
// "amount") nor as the returns table's one money column (mentions.ts, takings-column.ts). The
// refunds are still what "how much have we refunded" adds up.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const orders = Array.from({ length: 3_000 }, (_, i) => ({
  'Order No': 600_001 + i,
  Marketplace: ['Etsy', 'eBay', 'Depop'][i % 3],
  'Order Date': new Date(Date.UTC(2025, 0, 1) + Math.floor((i * 690) / 3_000) * 86_400_000).toISOString().slice(0, 10),
  'Sale Price £': 12 + ((i * 7) % 60),
  'Postage Charged £': [3.5, 4.95, 9.95][i % 3],
  'Marketplace Fee £': Math.round((12 + ((i * 7) % 60)) * 8) / 100,
  'Order Status': i % 9 === 0 ? 'Returned' : i % 13 === 0 ? 'Cancelled' : 'Completed',
}));
const returns = orders.filter((o) => o['Order Status'] === 'Returned').map((o, k) => ({ 'Return ID': 9_001 + k, 'Order No': o['Order No'], 'Refund Amount £': o['Sale Price £'] }));
const sales = (keep: (o: (typeof orders)[number]) => boolean) => formatNumber(orders.filter(keep).reduce((a, o) => a + o['Sale Price £'], 0));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'seller sales and returns' });
  await uploadTables(t, ws, [
    { content: toCsv(orders), filename: 'orders.csv' },
    { content: toCsv(returns), filename: 'returns.csv' },
  ]);
}, 180_000);

describe('money taken in beside a returns table', () => {
  it('has over 1,000 orders and some returns', () => {
    expect(orders.length).toBeGreaterThan(1_000);
    expect(returns.length).toBeGreaterThan(100);
  });

  // The order status holds only Completed, Cancelled and Returned: sales are the Completed orders' (sales-of-done-rows.ts).
  it('"total sales in 2025" adds up the completed orders\' sale prices', async () => {
    const reply = await askBuiltin(t, ws, 'Total sales in 2025');
    expectAnswered(reply, sales((o) => o['Order Status'] === 'Completed' && o['Order Date'].startsWith('2025')));
    expect(reply.content).toContain('Order Status = Completed');
  });

  it('"sales from completed orders in 2025" adds up the completed orders\' sale prices', async () => {
    const reply = await askBuiltin(t, ws, 'Sales from completed orders in 2025');
    expectAnswered(reply, sales((o) => o['Order Status'] === 'Completed' && o['Order Date'].startsWith('2025')));
  });

  it('"how much have we refunded" still adds up the refunds', async () => {
    const reply = await askBuiltin(t, ws, 'How much have we refunded?');
    expectAnswered(reply, formatNumber(returns.reduce((a, r) => a + r['Refund Amount £'], 0)));
  });
});
