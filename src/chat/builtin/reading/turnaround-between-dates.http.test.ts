// "Average turnaround in days from booking in to completion" over repair jobs with a booked_in and
// a completed_on date: turnaround is how long a row took from its first event to its last, the days
// between its two dates (row-duration.ts).
import { beforeAll, describe, expect, it } from 'vitest';
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
// The same jobs as a workshop system exports them: dates as text ("05-Mar-2025"), beside a
// recorded figure of time that is work done, not how long the job took (Labour Hrs).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const textDate = (iso: string) => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;
const tickets = jobs.map((j, i) => ({
  'Ticket No': j.job_no,
  'Booked In': textDate(j.booked_in),
  Completed: j.completed_on ? textDate(j.completed_on) : '',
  'Labour Hrs': 0.5 + (i % 7) * 0.25,
  Status: j.status,
}));
let t: TestClient;
let ws: string;
let workshop: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'phone repairs' });
  await uploadTables(t, ws, [{ content: toCsv(jobs), filename: 'repair_jobs.csv' }]);
  workshop = await createWorkspace(t, null, { name: 'bike workshop' });
  await uploadTables(t, workshop, [{ content: toCsv(tickets), filename: 'repair_tickets.csv' }]);
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

  it('reads dates stored as text with their format, beside a recorded Labour Hrs, and never averages a date', async () => {
    const mean = done.reduce((a, j) => a + days(j), 0) / done.length;
    const reply = await askBuiltin(t, workshop, 'Average turnaround in days from booked in to completed');
    expectAnswered(reply, formatNumber(Math.round(mean * 100) / 100));
    expect(reply.content).not.toMatch(/average Booked In/i);
  });

  it('takes the longest turnaround over text dates', async () => {
    const longest = Math.max(...done.map(days));
    expectAnswered(await askBuiltin(t, workshop, 'Longest turnaround on a ticket, in days?'), formatNumber(longest));
  });

  it('never adds up or averages a column of dates stored as text, not even as a best reading', async () => {
    for (const question of ['Average booked in by status', 'total of the completed dates']) {
      const reply = await askBuiltin(t, workshop, question);
      expect(reply.execution_details.outcome, reply.content).toBe('declined');
      expect(reply.content).not.toMatch(/(average|total) (Booked In|Completed)/i);
    }
  });
});
