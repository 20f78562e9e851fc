// "Which crew member hauled the most waste?" over a tree surgeon's jobs whose crew column names the
// crew of each job (Oak, Ash, Elm): a crew member is a person of a crew, whom the tables do not
// name, so the crew ranked by its waste answers another question and the reading is declined
// (members-of-groups.ts); "which crew" is still answered.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { quotesAndJobs } from '../../../../test/support/quote-job-tables.ts';

const { quotes, jobs } = quotesAndJobs(2_400);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'tree surgeon crews' });
  await uploadTables(t, ws, [
    { content: toCsv(quotes), filename: 'quotes.csv' },
    { content: toCsv(jobs), filename: 'jobs.csv' },
  ]);
}, 180_000);

describe('members of a group the tables only name', () => {
  it('has over 1,000 jobs', () => {
    expect(jobs.length).toBeGreaterThan(1_000);
  });

  it('declines "which crew member" ranked by the crews\' totals', async () => {
    for (const q of ['Which crew member hauled the most waste?', 'Which crew member did the most jobs?']) {
      const reply = await askBuiltin(t, ws, q);
      expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    }
  });

  it('still answers "which crew"', async () => {
    const per = new Map<string, number>();
    for (const j of jobs) per.set(j.crew, (per.get(j.crew) ?? 0) + j.waste_tonnes);
    const [crew] = [...per].sort((a, b) => b[1] - a[1])[0];
    expectAnswered(await askBuiltin(t, ws, 'Which crew hauled the most waste?'), crew);
  });
});
