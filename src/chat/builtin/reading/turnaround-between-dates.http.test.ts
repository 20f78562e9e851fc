// "Average turnaround in days from booking in to completion" over repair jobs with a booked_in and
// a completed_on date: turnaround is how long a row took from its first event to its last, the days
// between its two dates (row-duration.ts).
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { repairJobs } from '../../../../test/support/repair-turnaround-tables.ts';
import { formatNumber } from '../text.ts';

const jobs = repairJobs(1_600);
const days = (j: (typeof jobs)[number]) => (Date.parse(j.completed_on!) - Date.parse(j.booked_in)) / 86_400_000;
const done = jobs.filter((j) => j.completed_on !== null);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'phone repairs' });
  await uploadTables(t, ws, [{ content: toCsv(jobs), filename: 'repair_jobs.csv' }]);
}, 180_000);

describe('turnaround is the days between a row\'s two dates', () => {
  it('averages the days from booking in to completion', async () => {
    const mean = done.reduce((a, j) => a + days(j), 0) / done.length;
    expectAnswered(await askBuiltin(t, ws, 'Average turnaround in days from booking in to completion'), formatNumber(Math.round(mean * 100) / 100));
  });

  it('takes the median for completed screen repairs', async () => {
    const xs = done.filter((j) => j.repair_type === 'Screen').map(days).sort((a, b) => a - b);
    const mid = xs.length % 2 ? xs[(xs.length - 1) / 2] : (xs[xs.length / 2 - 1] + xs[xs.length / 2]) / 2;
    expectAnswered(await askBuiltin(t, ws, 'Median turnaround in days for completed screen repairs'), formatNumber(mid));
  });
});
