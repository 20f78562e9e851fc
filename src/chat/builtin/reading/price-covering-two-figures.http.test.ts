// A paddle hire centre's 3,000 hires whose Price (£) is a rate per person-hour times the hours and
// the group size: it grows with each figure, but follows neither closely alone, so the data could
// not tell whether it is per hour, per person or the hire's whole price, and "takings" were read as
// no money at all (declined). In step with the two figures' product, it covers both
// (row-price-by-data.ts): the takings are the prices added up.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { paddleHire } from '../../../../test/support/paddle-hire-tables.ts';
import { formatNumber } from '../text.ts';

const { customers, hires } = paddleHire();
const done = hires.filter((h) => h.status === 'completed');
const money = (n: number) => formatNumber(Math.round(n * 100) / 100);
const total = (xs: typeof hires) => xs.reduce((a, h) => a + Number(h['Price (£)']), 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'paddle hire takings' });
  await uploadTables(t, ws, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(hires), filename: 'hires.csv' },
  ]);
}, 180_000);

describe('a price growing with two figures covers both', () => {
  it('has over 1,000 hires of several hours and group sizes', () => {
    expect(hires.length).toBeGreaterThan(1_000);
    expect(new Set(hires.map((h) => h.group_size)).size).toBeGreaterThan(2);
  });

  it('"takings from completed hires in 2025" adds up the prices', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Takings from completed hires in 2025'), money(total(done.filter((h) => h.hire_date.startsWith('2025')))));
  });

  it('"total takings from completed hires by craft" adds up each craft\'s prices', async () => {
    const reply = await askBuiltin(t, ws, 'Total takings from completed hires by craft');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const craft of new Set(hires.map((h) => h.craft))) expect(reply.content).toContain(`${craft} | ${money(total(done.filter((h) => h.craft === craft)))}`);
  });
});
