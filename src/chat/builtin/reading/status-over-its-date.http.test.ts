// "How much have we invoiced on collected jobs?" asked through HTTP over 1,200 repair jobs with a
// Status (Collected among others) and a Collected On date that cancelled jobs have too: the word is a
// cell of the status, which says which jobs were collected; the date's having a value is no stand-in
// for it (a cancelled job taken back unrepaired has one). Expected values computed here.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { collectedJobs, type CollectedJob } from '../../../../test/support/collected-job-tables.ts';
import { formatNumber } from '../text.ts';

const jobs = collectedJobs(1_200);
const collected = jobs.filter((j) => j.Status === 'Collected');
const money = (rows: CollectedJob[]) => formatNumber(Math.round(rows.reduce((s, j) => s + j['Invoice Total (£)'], 0) * 100) / 100);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'guitar workshop' });
  await uploadTables(t, ws, [{ content: toCsv(jobs), filename: 'repair_jobs.csv' }]);
}, 180_000);

describe('"collected" is the Status cell, not the Collected On date having a value', () => {
  it('"how much have we invoiced on collected jobs" adds up the jobs whose status is Collected', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much have we invoiced on collected jobs?'), money(collected));
  });

  it('"which job type brings in the most money from collected jobs" ranks the Collected jobs\' invoices', async () => {
    const per = new Map<string, number>();
    for (const j of collected) per.set(j['Job Type'], (per.get(j['Job Type']) ?? 0) + j['Invoice Total (£)']);
    const [top] = [...per.entries()].sort((a, b) => b[1] - a[1]);
    expectAnswered(await askBuiltin(t, ws, 'Which job type brings in the most money from collected jobs?'), top[0]);
  });

  it('"average invoice for a collected setup" averages the Collected setups', async () => {
    const setups = collected.filter((j) => j['Job Type'] === 'Setup');
    const avg = setups.reduce((s, j) => s + j['Invoice Total (£)'], 0) / setups.length;
    expectAnswered(await askBuiltin(t, ws, 'Average invoice for a collected setup'), formatNumber(Math.round(avg * 100) / 100));
  });

  it('control: "how much have we invoiced on cancelled jobs" still keeps the Cancelled status', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much have we invoiced on cancelled jobs?'), money(jobs.filter((j) => j.Status === 'Cancelled')));
  });
});
