// "Which work type brings in the most billed money?" beside "Estimate (£)" and "Billed (£)": the
// noun "money" after a money header's own word says what that header holds, so the bills are
// added up per group, and "estimated money" the estimates.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { treeSurgery } from '../../../../test/support/tree-surgery-tables.ts';

const { clients, jobs } = treeSurgery(1_500);
const areaOf = new Map(clients.map((c) => [c.client_id, c.area]));
let t: TestClient;
let ws: string;

/** The key with the largest total. */
function winner(rows: typeof jobs, key: (j: (typeof jobs)[number]) => string, value: (j: (typeof jobs)[number]) => number): string {
  const totals = new Map<string, number>();
  for (const j of rows) totals.set(key(j), (totals.get(key(j)) ?? 0) + value(j));
  return [...totals.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'billed money' });
  await uploadTables(t, ws, [
    { content: toCsv(clients), filename: 'clients.csv' },
    { content: toCsv(jobs), filename: 'jobs.csv' },
  ]);
}, 180_000);

describe('a noun of money after a money header is that header', () => {
  it('"which work type brings in the most billed money" adds up the bills per work type', async () => {
    const best = winner(jobs, (j) => j.work_type, (j) => j['Billed (£)'] ?? 0);
    // The most jobs and the dearest single job are other work types: only the total answers.
    expect(best).not.toBe(winner(jobs, (j) => j.work_type, () => 1));
    expect(best).not.toBe([...jobs].sort((a, b) => (b['Billed (£)'] ?? 0) - (a['Billed (£)'] ?? 0))[0].work_type);
    expectAnswered(await askBuiltin(t, ws, 'Which work type brings in the most billed money?'), best);
  });

  it('"which area brings in the most billed money" adds up the bills per client area', async () => {
    const best = winner(jobs, (j) => areaOf.get(j.client_id)!, (j) => j['Billed (£)'] ?? 0);
    expect(best).not.toBe(winner(clients.map((c) => ({ ...jobs[0], client_id: c.client_id })), (j) => areaOf.get(j.client_id)!, () => 1));
    expectAnswered(await askBuiltin(t, ws, 'Which area brings in the most billed money?'), best);
  });

  it('"which work type has the most estimated money" adds up the estimates, not the bills', async () => {
    const best = winner(jobs, (j) => j.work_type, (j) => j['Estimate (£)']);
    expectAnswered(await askBuiltin(t, ws, 'Which work type has the most estimated money?'), best);
  });
});
