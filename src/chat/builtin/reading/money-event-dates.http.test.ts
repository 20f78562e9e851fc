// "How much did we invoice in 2025?" over jobs booked, then completed and invoiced (the invoice total
// blank until then): the period is not surely the booking date, so the answer is marked a guess.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { fittingJobs } from '../../../../test/support/trade-ledger-tables.ts';

const jobs = fittingJobs(2_500);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'fitting-jobs' });
  await uploadTables(t, ws, [{ content: toCsv(jobs), filename: 'jobs.csv' }]);
}, 180_000);

describe('a money column\'s own event', () => {
  it('"how much did we invoice in 2025" is not answered confidently on the booking date', async () => {
    const reply: BuiltinReply = await askBuiltin(t, ws, 'How much did we invoice in 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('a date named is still answered', async () => {
    const total = Math.round(jobs.filter((j) => j.booked_date.startsWith('2025') && j['Invoice total (£)']).reduce((s, j) => s + Number(j['Invoice total (£)']), 0) * 100) / 100;
    expectAnswered(await askBuiltin(t, ws, 'Total invoice total for jobs booked in 2025'), formatNumber(total));
  });
});
