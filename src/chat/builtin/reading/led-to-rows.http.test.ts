// "What percentage of consultations led to a job?", "How many consultations did not lead to a
// job?": a verb of leading to another table's rows asks for the counted rows whose reference to
// that table is filled in (or blank when denied), over the counted table alone: a join to the jobs
// would drop the consultations with no job (led-to-rows.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { consultationsAndJobs } from '../../../../test/support/led-to-tables.ts';
import { formatNumber } from '../text.ts';

const { jobs, consultations } = consultationsAndJobs(1_400);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'kitchens led to' });
  await uploadTables(t, ws, [
    { content: toCsv(jobs), filename: 'jobs.csv' },
    { content: toCsv(consultations), filename: 'consultations.csv' },
  ]);
}, 180_000);

describe('rows that led to a row of another table', () => {
  it('"what percentage of consultations led to a job" is the share with a job_ref filled in', async () => {
    const led = consultations.filter((c) => c.job_ref !== null).length;
    const pct = (100 * led) / consultations.length;
    const reply = await askBuiltin(t, ws, 'What percentage of consultations led to a job?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`${formatNumber(led)} of ${formatNumber(consultations.length)}`);
    expect(reply.content).toContain(`**${pct.toFixed(2)}%**`);
  });

  it('"how many consultations did not lead to a job" counts the blank references, not a join that drops them', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many consultations did not lead to a job?'), formatNumber(consultations.filter((c) => c.job_ref === null).length));
  });

  it('"resulted in a job" in a year keeps the year too', async () => {
    const rows = consultations.filter((c) => c.job_ref !== null && c.consult_date.startsWith('2025'));
    expectAnswered(await askBuiltin(t, ws, 'How many consultations in 2025 resulted in a job?'), formatNumber(rows.length));
  });
});
