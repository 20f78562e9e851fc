// "Rental fees taken in the first half of 2025" over van rentals whose Status is Returned on most rows: a Returned
// that most rows hold says the van came back, the usual end of a rental, not money given back, so
// the total is answered (money-made-of-refunded.ts). Control: over sale lines where Returned is a
// few rows, the total of money made over every row is still not given as certain.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { vanRentals } from '../../../../test/support/van-rental-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const { vans, rentals } = vanRentals(3_000);
const rng = seeded(9_907);
const lines = Array.from({ length: 1_500 }, (_, i) => ({
  'Line No': 70_001 + i, Product: pick(rng, ['Lamp', 'Rug', 'Vase']), 'Line Total (£)': int(rng, 5, 90), Status: rng() < 0.12 ? 'Returned' : 'Completed',
}));
let t: TestClient;
let ws: string;
let wsSales: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'van rentals returned' });
  await uploadTables(t, ws, [{ content: toCsv(vans), filename: 'vans.csv' }, { content: toCsv(rentals), filename: 'rentals.csv' }]);
  wsSales = await createWorkspace(t, null, { name: 'sale lines with returns' });
  await uploadTables(t, wsSales, [{ content: toCsv(lines), filename: 'sale_lines.csv' }]);
}, 180_000);

describe('a Returned status held by most rows is no money given back', () => {
  it('"rental fees taken in the first half of 2025" totals every rental\'s fee then', async () => {
    const half = rentals.filter((r) => r['Pick-up Date'] < '2025-07-01');
    expectAnswered(await askBuiltin(t, ws, 'Rental fees taken in the first half of 2025'), formatNumber(half.reduce((s, r) => s + r['Rental Fee (£)'], 0)));
  });

  it('over sale lines where Returned is a few rows, "which product makes us the most money" is not answered as certain', async () => {
    const reply = await askBuiltin(t, wsSales, 'Which product makes us the most money?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
