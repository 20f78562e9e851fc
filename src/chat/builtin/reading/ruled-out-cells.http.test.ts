// A repair shop's 1,500 jobs with a status of Done, Pending or Void, asked about through HTTP: a
// status said in the plural ("voids") or as an adjective ("non-void jobs") with words ruling it out
// set around it in a clause of their own ("voids out", "(no voids)", "? no voids", "leave the voids
// out", "don't count voids") keeps every other row, never the voids themselves; "voids and all"
// keeps every row. A ruling-out word no reading attaches ("voids gone") is never answered with the
// voids' own rows (ruled-out-cells.ts). Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const DEVICES = ['Laptop', 'Phone', 'Tablet', 'Printer', 'Console'];
const TOWNS = ['Ely', 'March', 'Wisbech'];
const jobs = Array.from({ length: 1_500 }, (_, i) => ({
  job_no: 88_001 + i,
  job_date: new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 2) * 86_400_000).toISOString().slice(0, 10),
  customer_town: TOWNS[(i * 7) % 3],
  // Laptops most often overall, but Phones most often among the voids.
  device: i % 13 === 0 ? 'Phone' : DEVICES[Math.min(4, Math.floor(((i * 37) % 100) / 18))],
  charge_gbp: 20 + ((i * 13) % 40) * 2.5,
  status: i % 13 === 0 ? 'Void' : i % 5 === 0 ? 'Pending' : 'Done',
}));
const live = jobs.filter((j) => j.status !== 'Void');
const sum = (xs: typeof jobs) => formatNumber(Math.round(xs.reduce((a, j) => a + j.charge_gbp, 0) * 100) / 100);
const countsBy = (xs: typeof jobs) => [...Map.groupBy(xs, (j) => j.device)].map(([d, l]) => [d, l.length] as const).sort((a, b) => b[1] - a[1]);

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'repair jobs voids' });
  await uploadTables(t, ws, [{ content: toCsv(jobs), filename: 'repair_jobs.csv' }]);
}, 180_000);

describe('a status ruled out around its plural or adjective', () => {
  it('has over 1,000 jobs, some void, whose top devices differ from the voids\' own', () => {
    expect(jobs.length).toBeGreaterThan(1_000);
    expect(countsBy(live)[0][0]).not.toBe(countsBy(jobs.filter((j) => j.status === 'Void'))[0][0]);
  });

  it('"top 3 devices by number of jobs, voids out" ranks the jobs that are not void', async () => {
    const reply = await askBuiltin(t, ws, 'top 3 devices by number of jobs, voids out');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const top = countsBy(live).slice(0, 3);
    for (const [d] of top) expect(reply.content).toContain(`**${d}**`);
    expect(reply.content).toContain(formatNumber(top[0][1]));
  });

  it('"(no voids)" after a cell of another column is no gloss of it: the voids are ruled out', async () => {
    const laptops = live.filter((j) => j.device === 'Laptop');
    expectAnswered(await askBuiltin(t, ws, "what's the average charge on a laptop (no voids)?"), formatNumber(Math.round((laptops.reduce((a, j) => a + j.charge_gbp, 0) / laptops.length) * 100) / 100));
  });

  it('"? no voids" at the end rules them out', async () => {
    expectAnswered(await askBuiltin(t, ws, 'total charge in 2025? no voids'), sum(live.filter((j) => j.job_date.startsWith('2025'))));
  });

  it('"leave the voids out" rules them out', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What is the total charge? leave the voids out'), sum(live));
  });

  it('"don\'t count voids" rules them out of a count per device', async () => {
    const reply = await askBuiltin(t, ws, "number of jobs by device, don't count voids");
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [, n] of countsBy(live)) expect(reply.content).toContain(formatNumber(n));
  });

  it('"non-void jobs" rules them out', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many non-void jobs in March 2025?'), formatNumber(live.filter((j) => j.job_date.startsWith('2025-03')).length));
  });

  it('"non-void jobs in March 2025?" said alone counts the jobs that are not void', async () => {
    expectAnswered(await askBuiltin(t, ws, 'non-void jobs in March 2025?'), formatNumber(live.filter((j) => j.job_date.startsWith('2025-03')).length));
  });

  it('"(not void)" after a cell of another column rules them out', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many jobs from March (not void)?'), formatNumber(live.filter((j) => j.customer_town === 'March').length));
  });

  it('"voids and all" keeps every row', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many jobs in total, voids and all?'), formatNumber(jobs.length));
  });

  it('a ruling-out word no reading attaches is never answered with the voids\' own rows', async () => {
    const reply = await askBuiltin(t, ws, 'how many jobs in 2025, voids gone');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('controls: "void jobs" and "voids in 2025" are the voids themselves', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many void jobs are there?'), formatNumber(jobs.length - live.length));
    expectAnswered(await askBuiltin(t, ws, 'how many voids in 2025?'), formatNumber(jobs.filter((j) => j.status === 'Void' && j.job_date.startsWith('2025')).length));
  });
});
