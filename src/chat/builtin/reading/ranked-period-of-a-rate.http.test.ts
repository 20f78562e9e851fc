// A pawnbroker's 3,000 pledges with an "Interest (% per month)" rate: "which month did we take the
// most pledges in" ranks the months of pledge_date by the pledges counted, never the rate whose
// header holds "month" as its unit (ranked-period-of-a-rate.ts). The rate is still named by its own words.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

// Pledges over 2025, heavier in later months (month m gets weight m), so one month is busiest.
const pledges = Array.from({ length: 3_000 }, (_, i) => {
  const month = 1 + Math.floor(Math.sqrt((i * 144) / 3_000));
  const m = Math.min(12, month);
  return {
    pledge_no: 90_001 + i,
    pledge_date: `2025-${String(m).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    item_category: ['Watch', 'Gold jewellery', 'Laptop', 'Phone'][i % 4],
    loan_amount: 50 + ((i * 37) % 900),
    'Interest (% per month)': [6.5, 8, 9.5, 12][(i * 7) % 4],
    status: i % 20 === 0 ? 'Void' : i % 3 === 0 ? 'Redeemed' : 'Active',
  };
});
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'pawnbroker' });
  await uploadTables(t, ws, [{ content: toCsv(pledges), filename: 'pledges.csv' }]);
}, 180_000);

describe('a period word after "which" beside a rate per that period', () => {
  it('"which month did we take the most pledges in" is the busiest month', async () => {
    const counts = new Map<string, number>();
    for (const p of pledges) counts.set(p.pledge_date.slice(0, 7), (counts.get(p.pledge_date.slice(0, 7)) ?? 0) + 1);
    const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    expectAnswered(await askBuiltin(t, ws, 'Which month did we take the most pledges in?'), best[0]);
  });

  it('"average interest rate on laptops" still averages the rate', async () => {
    const rates = pledges.filter((p) => p.item_category === 'Laptop').map((p) => p['Interest (% per month)']);
    const reply = await askBuiltin(t, ws, 'Average interest on laptops');
    expect(reply.content).toContain((rates.reduce((a, b) => a + b, 0) / rates.length).toFixed(2));
  });

  it('a month the table cannot rank by still declines', async () => {
    const reply = await askBuiltin(t, ws, 'Which month had the most customer complaints?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
