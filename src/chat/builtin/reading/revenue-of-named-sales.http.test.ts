// "Total pass revenue" over pass_sales whose one money column is "Price (€)", with lift scans that
// refer to each pass sold: a table named for its sales holds sales whichever way the keys point, so
// the revenue is the total of its price (price-takings.ts), never a total of the pass numbers.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { passSales } from '../../../../test/support/pass-sale-tables.ts';
import { formatNumber } from '../text.ts';

const { sales, scans } = passSales(1_500);
const money = (x: number) => formatNumber(Math.round(x * 100) / 100);
const total = (rows: typeof sales) => rows.reduce((a, s) => a + s['Price (€)'], 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'ski lifts' });
  await uploadTables(t, ws, [
    { content: toCsv(sales), filename: 'pass_sales.csv' },
    { content: toCsv(scans), filename: 'lift_scans.csv' },
  ]);
}, 180_000);

describe('revenue over a table named for its sales', () => {
  it('total pass revenue is the total of the price', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Total pass revenue'), money(total(sales)));
  });

  it('revenue per channel totals the price of each channel\'s passes', async () => {
    const reply = await askBuiltin(t, ws, 'revenue per channel');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const channel of ['Online', 'Ticket office', 'Hotel partner']) {
      expect(reply.content).toContain(`${channel} | ${money(total(sales.filter((s) => s.Channel === channel)))}`);
    }
  });
});
