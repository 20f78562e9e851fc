// A repair shop's 1,500 jobs with a status of Done, Returned, Pending or Void, asked for shares
// through HTTP: a status ruled out in a share ("what % of non-void jobs ended up returned") keeps
// the whole's rows, the status wanted picks the part; a status said again after its alternatives
// ("of the jobs that ended either done or returned, what percentage were done") is the part of
// those alternatives (interpret.ts, share-of-compared-cells.ts, verb-ending-in-a-cell.ts).
// Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const jobs = Array.from({ length: 1_500 }, (_, i) => ({
  job_no: 52_001 + i,
  job_date: new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 2) * 86_400_000).toISOString().slice(0, 10),
  device: ['Laptop', 'Phone', 'Tablet'][(i * 7) % 3],
  charge_gbp: 30 + ((i * 11) % 30) * 2.5,
  status: i % 9 === 0 ? 'Void' : i % 7 === 0 ? 'Returned' : i % 5 === 0 ? 'Pending' : 'Done',
}));
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)}%`;
const n = (f: (j: (typeof jobs)[number]) => boolean) => jobs.filter(f).length;

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'repair job shares' });
  await uploadTables(t, ws, [{ content: toCsv(jobs), filename: 'repair_jobs.csv' }]);
}, 180_000);

describe('a ruled-out or repeated cell in a share', () => {
  it('has over 1,000 jobs of every status', () => {
    expect(jobs.length).toBeGreaterThan(1_000);
    for (const s of ['Void', 'Returned', 'Pending', 'Done']) expect(n((j) => j.status === s)).toBeGreaterThan(0);
  });

  it('"what % of non-void jobs ended up returned" takes the share among the jobs not void', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What % of non-void jobs ended up returned?'), pct(n((j) => j.status === 'Returned'), n((j) => j.status !== 'Void')));
  });

  it('"excluding voids" before the part keeps the whole\'s rows too', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Excluding voids, what percentage of jobs were returned?'), pct(n((j) => j.status === 'Returned'), n((j) => j.status !== 'Void')));
  });

  it('"of the jobs that ended either done or returned, what percentage were done" is the share of done among the two', async () => {
    expectAnswered(
      await askBuiltin(t, ws, 'Of the jobs that ended either done or returned, what percentage were done?'),
      pct(n((j) => j.status === 'Done'), n((j) => j.status === 'Done' || j.status === 'Returned')),
    );
  });

  it('controls: a share of every job, and of one device\'s jobs', async () => {
    expectAnswered(await askBuiltin(t, ws, 'what share of jobs were returned?'), pct(n((j) => j.status === 'Returned'), jobs.length));
    expectAnswered(await askBuiltin(t, ws, 'what percentage of laptop jobs were returned?'), pct(n((j) => j.status === 'Returned' && j.device === 'Laptop'), n((j) => j.device === 'Laptop')));
  });
});
