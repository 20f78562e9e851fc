// Dates a CSV writes as 03/07/2024 where every day and every month is 12 or less: nothing in the
// file says whether 03/07 is 3 July or March 7, so an answer over them is marked uncertain and says
// the order it assumed; the same dates with a day above 12 somewhere are read without doubt. And a
// ranking with no measure ("top 5 customers") is never made by the customers' ids. Asked through
// HTTP over generated tables of 1,500 orders and 300 customers; expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(2613);
const two = (n: number) => String(n).padStart(2, '0');
const customers = Array.from({ length: 300 }, (_, i) => ({ customer_id: 4_001 + i, customer_name: `Client ${i + 1}`, country: pick(rand, ['Germany', 'France', 'Spain']) }));
/** Orders whose dates are written day/month/year; `maxDay` 12 makes every date readable both ways. */
function orders(maxDay: number) {
  return Array.from({ length: 1_500 }, (_, i) => {
    const day = int(rand, 1, maxDay);
    const month = int(rand, 1, 12);
    return {
      order_id: 70_001 + i,
      customer_id: pick(rand, customers).customer_id,
      order_date: `${two(day)}/${two(month)}/2024`,
      month,
      amount: Math.round(1_000 + rand() * 40_000) / 100,
    };
  });
}
const either = orders(12);
const dayFirst = orders(28);
const inMarch = (rows: ReturnType<typeof orders>) => rows.filter((o) => o.month === 3).length;
const withoutMonth = (rows: ReturnType<typeof orders>) => rows.map(({ month: _, ...rest }) => rest);

let t: TestClient;
let ambiguous = '';
let clear = '';

beforeAll(async () => {
  t = sharedTestApp();
  ambiguous = await createWorkspace(t, null, { name: 'either-way' });
  await uploadTables(t, ambiguous, [
    { content: toCsv(withoutMonth(either)), filename: 'orders.csv' },
    { content: toCsv(customers), filename: 'customers.csv' },
  ]);
  clear = await createWorkspace(t, null, { name: 'day-first' });
  await uploadTables(t, clear, [{ content: toCsv(withoutMonth(dayFirst)), filename: 'orders.csv' }]);
}, 180_000);

describe('dates whose day and month are both 12 or less', () => {
  it('"how many orders in March 2024" is marked uncertain and names the order it assumed', async () => {
    const reply = await askBuiltin(t, ambiguous, 'How many orders were placed in March 2024?');
    expect(reply.execution_details.outcome, reply.content).toBe('uncertain');
    expect(reply.content).toContain(formatNumber(inMarch(either)));
    expect(reply.content).toContain('day/month/year');
  });

  it('a breakdown by month over them is marked uncertain too', async () => {
    const reply = await askBuiltin(t, ambiguous, 'Total amount by month');
    expect(reply.execution_details.outcome, reply.content).toBe('uncertain');
  });

  it('a question that does not use the dates is answered as before', async () => {
    const total = Math.round(either.reduce((s, o) => s + o.amount, 0) * 100) / 100;
    expectAnswered(await askBuiltin(t, ambiguous, 'What is the total amount?'), formatNumber(total));
  });

  it('dates with a day above 12 somewhere read one way only: answered', async () => {
    expectAnswered(await askBuiltin(t, clear, 'How many orders were placed in March 2024?'), formatNumber(inMarch(dayFirst)));
  });
});

describe('a ranking that names no measure', () => {
  it('"top 5 customers" is not ranked by customer_id: declined, saying it names nothing to rank by', async () => {
    const reply = await askBuiltin(t, ambiguous, 'Top 5 customers');
    expect(reply.execution_details.outcome, reply.content).toBe('declined');
    expect(reply.content).not.toContain('highest customer_id');
  });
});
