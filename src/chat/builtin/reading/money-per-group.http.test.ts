// "Fares by pickup zone" over trips with a "Fare (£)": money that changed hands, broken down by group
// with no aggregate said, is each group's total (money-per-group.ts), stated without doubt. "Quotes
// by status" beside "Quoted (GBP)" names the quote rows themselves: never totalled as money.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { taxiTrips, upholsteryQuotes } from '../../../../test/support/fare-quote-tables.ts';
import { formatNumber } from '../text.ts';

const trips = taxiTrips(2_000);
const quotes = upholsteryQuotes(1_500);
const money = (x: number) => formatNumber(Math.round(x * 100) / 100);
let t: TestClient;
let taxi: string;
let upholstery: string;

beforeAll(async () => {
  t = sharedTestApp();
  taxi = await createWorkspace(t, null, { name: 'taxi firm' });
  await uploadTables(t, taxi, [{ content: toCsv(trips), filename: 'trips.csv' }]);
  upholstery = await createWorkspace(t, null, { name: 'upholstery' });
  await uploadTables(t, upholstery, [{ content: toCsv(quotes), filename: 'quotes.csv' }]);
}, 180_000);

describe('money broken down by group', () => {
  it('"Fares by pickup zone" totals each zone\'s fares', async () => {
    const reply = await askBuiltin(t, taxi, 'Fares by pickup zone');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const zone of ['AP', 'TC', 'OR', 'HB', 'ST']) {
      const total = trips.filter((x) => x.pickup_zone === zone).reduce((a, x) => a + x['Fare (£)'], 0);
      expect(reply.content).toContain(`| ${zone} | ${money(total)} |`);
    }
  });

  it('"quotes by status" is never a total of the amounts quoted', async () => {
    const reply = await askBuiltin(t, upholstery, 'quotes by status');
    const accepted = quotes.filter((x) => x.status === 'Accepted').reduce((a, x) => a + x['Quoted (GBP)'], 0);
    expect(reply.content).not.toContain(money(accepted));
  });
});
