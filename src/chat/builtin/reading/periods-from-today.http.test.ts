// "How many trips did we complete last quarter?", "fares this year", "in the last 30 days",
// "yesterday", "and last month?": periods counted from the service's today (QUARRY_TODAY, pinned to
// 2026-11-30 for the tests), read as the named periods they stand for, with the dates stated. A
// period the table's dates never reach says so and gives the dates it has; a question declined for
// its missing data stays declined; the future and comparisons stay unread.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { TEST_TODAY } from '../../../../test/support/today.ts';
import { oldShopSales, trips, type Trip } from '../../../../test/support/today-tables.ts';
import { formatNumber } from '../text.ts';

const tripRows = trips(3_000);
const shop = oldShopSales(1_500);
let t: TestClient;
let tripsWs: string;
let shopWs: string;

const notConfident = (reply: BuiltinReply) => expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
const within = (from: string, to: string) => (r: Trip) => r.trip_date >= from && r.trip_date <= to;
const fares = (rows: Trip[]) => formatNumber(Math.round(rows.reduce((a, r) => a + r.fare, 0) * 100) / 100);

beforeAll(async () => {
  t = sharedTestApp();
  tripsWs = await createWorkspace(t, null, { name: 'trips from today' });
  await uploadTables(t, tripsWs, [{ content: toCsv(tripRows), filename: 'trips.csv' }]);
  shopWs = await createWorkspace(t, null, { name: 'sales a year old' });
  await uploadTables(t, shopWs, [{ content: toCsv(shop), filename: 'shop_sales.csv' }]);
}, 180_000);

describe('periods counted from today', () => {
  it('the tests pin today', () => {
    expect(TEST_TODAY).toBe('2026-11-30');
  });

  it('reads "last quarter" as the previous calendar quarter, and says which', async () => {
    const reply = await askBuiltin(t, tripsWs, 'How many trips did we complete last quarter?');
    expectAnswered(reply, formatNumber(tripRows.filter((r) => r.status === 'Completed' && within('2026-07-01', '2026-09-30')(r)).length));
    expect(reply.content).toContain('Q3 2026, 1 Jul to 30 Sep 2026');
  });

  it('reads "this year" as 1 January to today', async () => {
    const reply = await askBuiltin(t, tripsWs, 'Total fare this year');
    expectAnswered(reply, fares(tripRows.filter(within('2026-01-01', TEST_TODAY))));
    expect(reply.content).toContain('1 Jan to 30 Nov 2026');
  });

  it('reads "year to date" and "so far this year" the same way', async () => {
    const expected = fares(tripRows.filter(within('2026-01-01', TEST_TODAY)));
    expectAnswered(await askBuiltin(t, tripsWs, 'What is the total fare year to date?'), expected);
    expectAnswered(await askBuiltin(t, tripsWs, 'Total fare so far this year'), expected);
  });

  it('reads "last month" as the previous calendar month and "last year" as the previous calendar year', async () => {
    const month = await askBuiltin(t, tripsWs, 'What was the total fare last month?');
    expectAnswered(month, fares(tripRows.filter(within('2026-10-01', '2026-10-31'))));
    expect(month.content).toContain('October 2026');
    expectAnswered(await askBuiltin(t, tripsWs, 'Total fare last year'), fares(tripRows.filter(within('2025-01-01', '2025-12-31'))));
  });

  it('reads "in the last 30 days" as the 30 days ending today, today included', async () => {
    const reply = await askBuiltin(t, tripsWs, 'How many trips were there in the last 30 days?');
    expectAnswered(reply, formatNumber(tripRows.filter(within('2026-11-01', TEST_TODAY)).length));
    expect(reply.content).toContain('1 Nov to 30 Nov 2026');
  });

  it('reads "yesterday" and "last week" (Monday to Sunday)', async () => {
    expectAnswered(await askBuiltin(t, tripsWs, 'How many trips were there yesterday?'), formatNumber(tripRows.filter(within('2026-11-29', '2026-11-29')).length));
    const week = await askBuiltin(t, tripsWs, 'How many trips were there last week?');
    expectAnswered(week, formatNumber(tripRows.filter(within('2026-11-23', '2026-11-29')).length));
    expect(week.content).toContain('Monday 23 Nov to Sunday 29 Nov 2026');
  });

  it('follows up with another period counted from today', async () => {
    const first = await askBuiltin(t, tripsWs, 'What was the total fare last month?');
    const next = await askBuiltin(t, tripsWs, 'And this month?', first.conversation_id);
    expectAnswered(next, fares(tripRows.filter(within('2026-11-01', TEST_TODAY))));
  });

  it('says the period holds no rows and gives the dates the table has, rather than a total of 0', async () => {
    const reply = await askBuiltin(t, shopWs, 'What was the total amount last quarter?');
    notConfident(reply);
    expect(reply.content).not.toContain('**0**');
    expect(reply.content).toContain('No rows fall in last quarter (Q3 2026');
    expect(reply.content).toContain('2024-12-01');
    expect(reply.content).toContain('2025-11-30');
  });

  it('still reads "the last quarter of 2025" as a named period', async () => {
    expectAnswered(await askBuiltin(t, shopWs, 'Total amount in the last quarter of 2025'), formatNumber(Math.round(shop.filter((s) => s.sale_date >= '2025-10-01').reduce((a, s) => a + s.amount, 0) * 100) / 100));
  });

  it('still declines what the tables do not hold, a period still to come, and a comparison with a period', async () => {
    notConfident(await askBuiltin(t, tripsWs, 'How many keys did we cut last month?'));
    notConfident(await askBuiltin(t, tripsWs, 'How many trips will we do next month?'));
    notConfident(await askBuiltin(t, tripsWs, 'Were there more cancelled trips than in the previous year?'));
  });
});
