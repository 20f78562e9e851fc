// "orders" and "lines" over a table named for its sales (one sale a row, its own Sale Ref, no Order
// column), asked through HTTP: each row is one order and one line, so "how many orders got
// cancelled", "lines by status" and "what percentage of online orders were cancelled" count the
// rows (sale-row-nouns.ts); with no quantity column, "how many items did we sell" counts the Sold
// rows. Expected values are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_071);
const sales = Array.from({ length: 2_500 }, (_, i) => {
  const channel = pick(rand, ['Shop', 'Online', 'Market']);
  const roll = rand();
  return {
    'Sale Ref': `GS${String(i + 1).padStart(5, '0')}`,
    Date: `2025-${String(int(rand, 1, 12)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
    Product: pick(rand, ['Rose Bush', 'Compost', 'Seed Tray', 'Hanging Basket', 'Lavender']),
    'Price (£)': int(rand, 4, 60),
    Status: roll < (channel === 'Online' ? 0.08 : 0.02) ? 'Cancelled' : roll < 0.1 ? 'Refunded' : 'Sold',
    Channel: channel,
  };
});
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'sale-row-nouns' });
  await uploadTables(t, ws, [{ content: toCsv(sales), filename: 'garden_sales.csv' }]);
}, 180_000);

describe('orders and lines of a sales table', () => {
  it('orders that got cancelled are the cancelled rows', async () => {
    const n = sales.filter((s) => s.Status === 'Cancelled').length;
    expectAnswered(await askBuiltin(t, ws, 'How many orders got cancelled?'), formatNumber(n));
  });

  it('lines by status count the rows per status', async () => {
    const reply = await askBuiltin(t, ws, 'lines by status');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const status of ['Sold', 'Refunded', 'Cancelled']) expect(reply.content).toContain(`| ${status} | ${formatNumber(sales.filter((s) => s.Status === status).length)} |`);
  });

  it('the share of online orders cancelled is over the online rows', async () => {
    const online = sales.filter((s) => s.Channel === 'Online');
    const pct = (100 * online.filter((s) => s.Status === 'Cancelled').length) / online.length;
    expectAnswered(await askBuiltin(t, ws, 'What percentage of online orders were cancelled?'), `${pct.toFixed(2)}%`);
  });

  it('items sold, with no quantity column, are the Sold rows', async () => {
    const n = sales.filter((s) => s.Status === 'Sold' && s.Date.startsWith('2025-03')).length;
    expectAnswered(await askBuiltin(t, ws, 'How many items did we sell in March 2025?'), formatNumber(n));
  });
});
