// Groups ranked by their rows, said otherwise than "the most X": a rate asked ("the highest redo
// rate"), "do we have the most of", a job verb done the most ("which garment do we alter most").
// Answered, not marked as a count the question did not ask for; a verb of liking is still doubted.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { alterationJobs } from '../../../../test/support/trade-ledger-tables.ts';

const jobs = alterationJobs(2_600);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'alterations' });
  await uploadTables(t, ws, [{ content: toCsv(jobs), filename: 'alteration_jobs.csv' }]);
}, 180_000);

function mostRows(of: (j: (typeof jobs)[number]) => string): string {
  const counts = new Map<string, number>();
  for (const j of jobs) counts.set(of(j), (counts.get(of(j)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

describe('a ranking of rows said in other words', () => {
  it('"which garment do we alter most" ranks the garments by their jobs', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which garment do we alter most?'), mostRows((j) => j.garment));
  });

  it('"which tailor do we have the most of" ranks the tailors by their jobs', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which tailor do we have the most of?'), mostRows((j) => j.tailor));
  });

  it('"the highest redo rate" ranks each tailor by the share of their jobs redone', async () => {
    const rate = new Map<string, number>();
    for (const name of new Set(jobs.map((j) => j.tailor))) {
      const mine = jobs.filter((j) => j.tailor === name);
      rate.set(name, mine.filter((j) => j.redo === 'Y').length / mine.length);
    }
    const top = [...rate].sort((a, b) => b[1] - a[1])[0][0];
    expectAnswered(await askBuiltin(t, ws, 'Which tailor has the highest redo rate?'), top);
  });

  it('a verb of liking is no count of jobs', async () => {
    const reply: BuiltinReply = await askBuiltin(t, ws, 'Which tailor do customers like most?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
