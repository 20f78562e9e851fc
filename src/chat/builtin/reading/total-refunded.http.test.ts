// "Total refunded" over a bike workshop's repairs with a Charge (£) and a Status holding refunded:
// the total said right before the verb, ending the question, names the money as "how much have we
// refunded" does, the refunded cell the condition (refund-verb-money.ts). It was declined (holdout41
// floatspa-12: "names no numeric column"). Over 1,800 repairs; the controls keep counting the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(61_909);
const repairs = Array.from({ length: 1_800 }, (_, i) => ({
  'Job ref': 7_700_001 + i,
  Job: pick(rand, ['Puncture', 'Brake bleed', 'Full service', 'Gear tune']),
  'Charge (£)': int(rand, 900, 18_000) / 100,
  Status: pick(rand, ['completed', 'completed', 'completed', 'completed', 'refunded', 'cancelled']),
}));
const refunded = repairs.filter((r) => r.Status === 'refunded');
const refundedMoney = formatNumber(refunded.reduce((s, r) => s + r['Charge (£)'], 0));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'bike workshop' });
  await uploadTables(t, ws, [{ content: toCsv(repairs), filename: 'repairs.csv' }]);
}, 180_000);

describe('"total refunded" is the money of the refunded rows', () => {
  it('"Total refunded"', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Total refunded'), refundedMoney);
  });
  it('"What was the total refunded?"', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What was the total refunded?'), refundedMoney);
  });
  it('control: "how many repairs were refunded" counts them', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many repairs were refunded?'), formatNumber(refunded.length));
  });
  it('control: "total refunded repairs" is never the refunded money', async () => {
    expect((await askBuiltin(t, ws, 'Total refunded repairs')).content).not.toContain(`**${refundedMoney}**`);
  });
});
