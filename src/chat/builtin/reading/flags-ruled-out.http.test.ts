// A café till's 2,000 sales with a Voided column of Yes and No. "Excluding voided sales", "not
// counting voided ones", "voided sales left out" and "(voided excluded)" rule out the rows whose
// flag is set, as "not voided" does: the flag's No cells (interpret.ts, exclusion-phrases.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const sales = Array.from({ length: 2_000 }, (_, i) => ({
  sale_no: 70_001 + i,
  sale_date: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10),
  category: ['Drinks', 'Food', 'Ice Cream'][i % 3],
  amount_gbp: 2 + ((i * 7) % 9) * 0.5,
  voided: i % 11 === 0 ? 'Yes' : 'No',
}));
const kept = sales.filter((s) => s.voided === 'No');
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'till sales voided' });
  await uploadTables(t, ws, [{ content: toCsv(sales), filename: 'till_sales.csv' }]);
}, 180_000);

describe('a yes/no flag ruled out by an exclusion phrase', () => {
  it('has over 1,000 sales, some voided', () => {
    expect(sales.length).toBeGreaterThan(1_000);
    expect(kept.length).toBeLessThan(sales.length);
  });

  it('"not counting voided ones" counts the sales not voided', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many sales have we had, not counting voided ones?'), formatNumber(kept.length));
  });

  it('"excluding voided sales" adds up the sales not voided', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Total amount excluding voided sales'), formatNumber(kept.reduce((a, s) => a + s.amount_gbp, 0)));
  });

  it('"(voided excluded)" after a period rules them out', async () => {
    const reply = await askBuiltin(t, ws, 'Total amount in Q1 2025, voided excluded');
    const q1 = kept.filter((s) => s.sale_date < '2025-04-01');
    expectAnswered(reply, formatNumber(q1.reduce((a, s) => a + s.amount_gbp, 0)));
  });

  it('"voided sales left out" rules them out', async () => {
    const reply = await askBuiltin(t, ws, 'Total amount in 2025 (voided sales left out)');
    expectAnswered(reply, formatNumber(kept.filter((s) => s.sale_date < '2026-01-01').reduce((a, s) => a + s.amount_gbp, 0)));
  });
});
