// "Takings from veg grown in Mill Field" over veg sales naming the plot each box came from and plots
// naming their field, asked through HTTP: "grown" says where the thing came from, which the field
// names; it is no condition of its own and is read as filler (FILLER in vocabulary.ts). Expected
// values are computed here from the rows.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_401);
const plots = Array.from({ length: 120 }, (_, i) => ({
  'Plot ID': `VP-${String(i + 1).padStart(3, '0')}`,
  Field: pick(rand, ['Mill Field', 'Long Croft', 'Church Acre']),
  Crop: pick(rand, ['Leeks', 'Kale', 'Carrots']),
}));
const sales = Array.from({ length: 2_400 }, (_, i) => {
  const roll = rand();
  return {
    'Sale Ref': `VS${String(i + 1).padStart(5, '0')}`,
    Date: `2025-${String(int(rand, 1, 12)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
    'Plot ID': pick(rand, plots)['Plot ID'],
    'Price (£)': int(rand, 5, 25),
    Status: roll < 0.05 ? 'Cancelled' : roll < 0.08 ? 'Refunded' : 'Sold',
  };
});
const fieldOf = new Map(plots.map((p) => [p['Plot ID'], p.Field]));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'grown-in-place' });
  await uploadTables(t, ws, [
    { content: toCsv(plots), filename: 'plots.csv' },
    { content: toCsv(sales), filename: 'veg_sales.csv' },
  ]);
}, 180_000);

describe('grown in a place', () => {
  it('takings from veg grown in a field total the Sold sales of its plots', async () => {
    const total = sales.filter((s) => s.Status === 'Sold' && fieldOf.get(s['Plot ID']) === 'Mill Field').reduce((a, s) => a + s['Price (£)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'Takings from veg grown in Mill Field'), formatNumber(total));
  });
});
