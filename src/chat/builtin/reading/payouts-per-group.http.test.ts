// "Payout by site", "payout 2024 vs 2025" asked through HTTP over 1,300 bottle-deposit returns with
// a Payout column (no currency in its header): a payout is money handed over, which adds up, so per
// group or per year it is totalled, as payments are (interpret.ts ADDITIVE); it was averaged. Controls:
// "average payout by site" still averages, and "how many returns per site" counts. Expected values
// computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const SITES = ['Harbour Road', 'Mill Lane', 'Station Yard', 'Cross Street'];
const rng = seeded(9_191);
const returns = Array.from({ length: 1_300 }, (_, i) => ({
  return_no: 88_001 + i,
  return_date: new Date(Date.UTC(2024, 0, 1) + int(rng, 0, 730) * 86_400_000).toISOString().slice(0, 10),
  site: pick(rng, SITES),
  bottles: int(rng, 5, 200),
  Payout: 0,
})).map((r) => ({ ...r, Payout: Math.round(r.bottles * 0.1 * 100) / 100 }));

const round2 = (x: number) => Math.round(x * 100) / 100;
const total = (f: (r: (typeof returns)[number]) => boolean) => formatNumber(round2(returns.filter(f).reduce((s, r) => s + r.Payout, 0)));
const average = (f: (r: (typeof returns)[number]) => boolean) => {
  const rows = returns.filter(f);
  return formatNumber(round2(rows.reduce((s, r) => s + r.Payout, 0) / rows.length));
};

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'bottle returns' });
  await uploadTables(t, ws, [{ content: toCsv(returns), filename: 'deposit_returns.csv' }]);
}, 180_000);

describe('a payout per group is its total', () => {
  it('"payout by site" totals each site', async () => {
    const reply = await askBuiltin(t, ws, 'payout by site');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const s of SITES) expect(reply.content).toContain(total((r) => r.site === s));
  });

  it('"payout 2024 vs 2025" totals each year', async () => {
    const reply = await askBuiltin(t, ws, 'payout 2024 vs 2025');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const y of ['2024', '2025']) expect(reply.content).toContain(total((r) => r.return_date.startsWith(y)));
  });
});

describe('controls: an average said, and rows counted', () => {
  it('"average payout by site" averages each site', async () => {
    const reply = await askBuiltin(t, ws, 'average payout by site');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const s of SITES) expect(reply.content).toContain(average((r) => r.site === s));
  });

  it('"how many returns per site" counts the rows', async () => {
    const reply = await askBuiltin(t, ws, 'how many returns per site');
    for (const s of SITES) expect(reply.content).toContain(formatNumber(returns.filter((r) => r.site === s).length));
  });
});
