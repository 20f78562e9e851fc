// "Average milk per yield in August" over cows born across a decade and yields of one year: a date
// of birth is when no business of the tables happened, so the month's year comes from the other
// dates (yearless-periods.ts); a question about births still finds it in many years and declines.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { herdYields } from '../../../../test/support/herd-yield-tables.ts';
import { formatNumber } from '../text.ts';

const { herd, yields } = herdYields(800, 4_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'dairy herd' });
  await uploadTables(t, ws, [
    { content: toCsv(herd), filename: 'herd.csv' },
    { content: toCsv(yields), filename: 'daily_yields.csv' },
  ]);
}, 180_000);

describe('a month without a year beside dates of birth', () => {
  it('takes August from the yields\' dates, not from the cows\' dates of birth', async () => {
    const august = yields.filter((y) => y.yield_date.startsWith('2025-08'));
    const mean = august.reduce((a, y) => a + y.milk_litres, 0) / august.length;
    expectAnswered(await askBuiltin(t, ws, 'What was the average milk_litres in August?'), formatNumber(Math.round(mean * 100) / 100));
  });

  it('a question about births in August still finds August in many years', async () => {
    const reply = await askBuiltin(t, ws, 'How many cows were born in August?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
