// "How many jobs are unpaid?" over a window cleaner's 2,000 jobs whose Status holds Cancelled beside
// a paid flag that is No on every cancelled job: a cancelled job is owed nothing, so it is never
// counted (or its price added up) as unpaid work; the answer leaves those rows out and says so
// (owed-rows.ts, happened-rows.ts). A question naming the status itself is read as said.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { cleaningRound } from '../../../../test/support/cleaning-round-tables.ts';
import { formatNumber } from '../text.ts';

const { customers, jobs } = cleaningRound(2_000);
const unpaid = jobs.filter((j) => j.paid === 'No');
const owed = unpaid.filter((j) => j.status !== 'Cancelled');
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'window round owed' });
  await uploadTables(t, ws, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(jobs), filename: 'jobs.csv' },
  ]);
}, 180_000);

describe('what is unpaid leaves out what never took place', () => {
  it('has over 1,000 jobs, some cancelled and unpaid', () => {
    expect(jobs.length).toBeGreaterThan(1_000);
    expect(owed.length).toBeLessThan(unpaid.length);
  });

  for (const question of ['How many jobs are unpaid?', 'how many unpaid jobs are there', 'How many jobs have not been paid?']) {
    it(`"${question}" never counts the cancelled jobs`, async () => {
      const reply = await askBuiltin(t, ws, question);
      expect(reply.content).not.toContain(`**${formatNumber(unpaid.length)}**`);
      if (reply.execution_details.outcome !== 'declined') expect(reply.content).toContain(`**${formatNumber(owed.length)}**`);
    });
  }

  it('"How much money is unpaid?" never adds up the cancelled jobs\' prices', async () => {
    const reply = await askBuiltin(t, ws, 'How much money is unpaid?');
    const sum = (js: typeof jobs) => formatNumber(js.reduce((a, j) => a + j.price, 0));
    expect(reply.content).not.toContain(`**${sum(unpaid)}**`);
    if (reply.execution_details.outcome !== 'declined') expect(reply.content).toContain(`**${sum(owed)}**`);
  });

  it('a question naming the status, or asking what was paid, is read as said', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many cancelled jobs are unpaid?'), formatNumber(unpaid.filter((j) => j.status === 'Cancelled').length));
    expectAnswered(await askBuiltin(t, ws, 'How many jobs were paid?'), formatNumber(jobs.filter((j) => j.paid === 'Yes').length));
  });
});
