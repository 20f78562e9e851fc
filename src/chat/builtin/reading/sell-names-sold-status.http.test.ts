// "How many wreaths did we sell in 2025?" over sale lines whose status is Sold, Refunded or Cancelled
// (cancelled lines keep their price): "sell", like "sold", names the Sold status, so only those lines count.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const PRODUCTS = ['Wreath', 'Holly Bunch', 'Garland', 'Candle'];
const STATUSES = ['Sold', 'Sold', 'Sold', 'Sold', 'Sold', 'Sold', 'Refunded', 'Cancelled'];
const lines = Array.from({ length: 1_400 }, (_, i) => ({
  line_ref: `GL-${String(i + 1).padStart(5, '0')}`,
  sale_date: `${2024 + (i % 3)}-12-${String(1 + (i % 24)).padStart(2, '0')}`,
  product: PRODUCTS[(i * 7) % 4],
  price: 10 + ((i * 13) % 30),
  status: STATUSES[(i * 5) % 8],
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'sell names sold' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'garden_sales.csv' }]);
}, 180_000);

describe('"did we sell" beside a Sold status', () => {
  it('counts only the Sold lines', async () => {
    const reply = await askBuiltin(t, ws, 'How many wreaths did we sell in 2025?');
    const sold = lines.filter((l) => l.product === 'Wreath' && l.status === 'Sold' && l.sale_date.startsWith('2025')).length;
    expectAnswered(reply, formatNumber(sold));
    expect(reply.content).toContain('Sold');
  });
});
