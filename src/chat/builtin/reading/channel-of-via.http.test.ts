// "Sold takings by channel" over bakery sales whose "Sold Via" holds Shop, Online and Market, asked
// through HTTP: the header of what each sale was sold through is the channel (channel-of-via.ts);
// "the fewest items" with no quantity column counts the rows, said as a count (answer-shape.ts).
// Expected values are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_307);
const sales = Array.from({ length: 1_800 }, (_, i) => ({
  'Sale Ref': `BK${String(i + 1).padStart(5, '0')}`,
  Date: `2025-${String(int(rand, 1, 12)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
  Product: pick(rand, ['Sourdough', 'Rye', 'Baguette', 'Focaccia']),
  'Price (£)': int(rand, 3, 9),
  'Sold Via': pick(rand, ['Shop', 'Online', 'Market']),
  Payment: pick(rand, ['Card', 'Cash']),
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'channel-of-via' });
  await uploadTables(t, ws, [{ content: toCsv(sales), filename: 'bakery_sales.csv' }]);
}, 180_000);

describe('channel beside Sold Via', () => {
  it('takings by channel total the price per Sold Via', async () => {
    const reply = await askBuiltin(t, ws, 'Total takings by channel');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const via of ['Shop', 'Online', 'Market']) {
      const total = sales.filter((s) => s['Sold Via'] === via).reduce((a, s) => a + s['Price (£)'], 0);
      expect(reply.content).toContain(`| ${via} | ${formatNumber(total)} |`);
    }
  });

  it('the channel that sold the fewest items is the one with the fewest rows', async () => {
    const n = new Map<string, number>();
    for (const s of sales) if (s.Date.startsWith('2025-03')) n.set(s['Sold Via'], (n.get(s['Sold Via']) ?? 0) + 1);
    const sorted = [...n].sort((a, b) => a[1] - b[1]);
    expect(sorted[0][1]).not.toBe(sorted[1][1]);
    expectAnswered(await askBuiltin(t, ws, 'Which channel sold the fewest items in March 2025?'), sorted[0][0]);
  });
});
