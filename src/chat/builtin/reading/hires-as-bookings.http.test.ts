// A paddle hire centre's 150 customers and 3,000 hires (hires.csv): a hire firm's hires are its
// bookings (row-noun-aliases.ts). "How many hire bookings", "what percentage of bookings were no
// shows", "bookings from customers in Bala" and "average group size across all bookings" count or
// average the hires; "bookings" was left unplaced before and each was declined.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { paddleHire } from '../../../../test/support/paddle-hire-tables.ts';
import { formatNumber } from '../text.ts';

const { customers, hires } = paddleHire();
const townOf = new Map(customers.map((c) => [c['Customer No'], c.Town]));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'paddle hires as bookings' });
  await uploadTables(t, ws, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(hires), filename: 'hires.csv' },
  ]);
}, 180_000);

describe("a hire firm's hires are its bookings", () => {
  it('has over 1,000 hires', () => {
    expect(hires.length).toBeGreaterThan(1_000);
  });

  it('"how many hire bookings" counts the hires', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many hire bookings are there altogether?'), formatNumber(hires.length));
  });

  it('"what percentage of bookings were no shows" is over every hire', async () => {
    const share = Math.round((hires.filter((h) => h.status === 'no show').length / hires.length) * 10_000) / 100;
    expectAnswered(await askBuiltin(t, ws, 'What percentage of bookings were no shows?'), `${formatNumber(share)}%`);
  });

  it('"bookings from customers in Bala" counts the hires of Bala customers', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many bookings came from customers in Bala?'), formatNumber(hires.filter((h) => townOf.get(h.customer_no) === 'Bala').length));
  });

  it('"average group size across all bookings" averages over the hires', async () => {
    const avg = Math.round((hires.reduce((a, h) => a + h.group_size, 0) / hires.length) * 100) / 100;
    expectAnswered(await askBuiltin(t, ws, 'Average group size across all bookings'), formatNumber(avg));
  });
});
