// "How much did we invoice in 2025?" over jobs booked, then completed and invoiced (the invoice total
// blank until then): the period is not the booking date but the completion date, blank on the same
// jobs as the invoice total. Where some completed jobs are not invoiced yet, no date is surely the
// invoice's, and the answer is not given confidently.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { fittingJobs, fittingJobsInvoicedLate } from '../../../../test/support/trade-ledger-tables.ts';

const jobs = fittingJobs(2_500);
const late = fittingJobsInvoicedLate(2_500);
let t: TestClient;
let ws: string;
let wsLate: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'fitting-jobs' });
  await uploadTables(t, ws, [{ content: toCsv(jobs), filename: 'jobs.csv' }]);
  wsLate = await createWorkspace(t, null, { name: 'fitting-jobs-invoiced-late' });
  await uploadTables(t, wsLate, [{ content: toCsv(late), filename: 'jobs.csv' }]);
}, 180_000);

const invoicedIn = (rows: typeof jobs, year: string, date: 'booked_date' | 'completed_date') =>
  Math.round(rows.filter((j) => j[date].startsWith(year) && j['Invoice total (£)']).reduce((s, j) => s + Number(j['Invoice total (£)']), 0) * 100) / 100;

describe('a money column\'s own event', () => {
  it('"how much did we invoice in 2025" is the invoice total of the jobs completed in 2025', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much did we invoice in 2025?'), formatNumber(invoicedIn(jobs, '2025', 'completed_date')));
  });

  it('where completed jobs are not all invoiced yet, it is not answered confidently', async () => {
    const reply: BuiltinReply = await askBuiltin(t, wsLate, 'How much did we invoice in 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('a date named is still answered', async () => {
    const total = invoicedIn(jobs, '2025', 'booked_date');
    expectAnswered(await askBuiltin(t, ws, 'Total invoice total for jobs booked in 2025'), formatNumber(total));
  });
});
