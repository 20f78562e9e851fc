// "How much did completed jobs make in September 2026?", "Which sharpener brought in the least from
// completed jobs?" over jobs holding an "Amount (£)" and a "Travel Fee (£)": the fee named for
// travel is an extra on top, so the money the jobs made is the amount, not the fee.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const SHARPENERS = ['Dan', 'Priya', 'Tom', 'Kasia'];
const jobs = Array.from({ length: 1_300 }, (_, i) => {
  const status = i % 9 === 0 ? 'Cancelled' : 'Completed';
  return {
    'Job No': 70_001 + i,
    'Visit Date': `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`,
    Sharpener: SHARPENERS[(i * 3) % 4 === 3 && i % 5 === 0 ? 0 : (i * 3) % 4],
    'Amount (£)': status === 'Cancelled' ? null : 40 + ((i * 17) % 90),
    'Travel Fee (£)': status === 'Cancelled' ? null : [0, 5, 7.5, 10][i % 4],
    Status: status,
  };
});
const amountOf = (rows: typeof jobs) => rows.reduce((s, j) => s + (j['Amount (£)'] ?? 0), 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'fee beside amount' });
  await uploadTables(t, ws, [{ content: toCsv(jobs), filename: 'sharpening_jobs.csv' }]);
}, 180_000);

describe('a money verb beside an amount and a travel fee', () => {
  it('"how much did ... make" adds up the amount', async () => {
    const reply = await askBuiltin(t, ws, 'How much did completed jobs make in September 2026?');
    const sept = jobs.filter((j) => j.Status === 'Completed' && j['Visit Date'].startsWith('2026-09'));
    expectAnswered(reply, formatNumber(amountOf(sept)));
    expect(reply.content).not.toContain('Travel Fee');
  });

  it('"brought in the least" ranks by the amount', async () => {
    const reply = await askBuiltin(t, ws, 'Which sharpener brought in the least from completed jobs?');
    const done = jobs.filter((j) => j.Status === 'Completed');
    const by = SHARPENERS.map((s) => [s, amountOf(done.filter((j) => j.Sharpener === s))] as const).sort((a, b) => a[1] - b[1]);
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${by[0][0]}**`);
    expect(reply.content).toContain('Amount');
  });
});
