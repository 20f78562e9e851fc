// "What was our total revenue from completed appointments?" over grooming appointments whose price
// grows with their minutes at a rate per minute that differs by service and size: the price is
// almost in step with the minutes (row-price-by-data.ts), so it is each appointment's whole price
// and the revenue is its total, though its rate per minute varies about as much as the price.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { groomingAppointments, groomingClients, GROOMERS, type GroomingAppointment } from '../../../../test/support/grooming-tables.ts';

const clients = groomingClients(400);
const appointments = groomingAppointments(3_000, clients);
const price = (a: GroomingAppointment) => Number(a['Price (GBP)']);
const done = (a: GroomingAppointment) => a.status === 'Completed';
const money = (x: number) => formatNumber(x);

function spread(xs: number[]): number {
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  return Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (xs.length - 1)) / mean;
}
function correlation(xs: number[], ys: number[]): number {
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = ys.reduce((s, y) => s + y, 0) / ys.length;
  let sxy = 0, sxx = 0, syy = 0;
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'grooming' });
  await uploadTables(t, ws, [
    { content: toCsv(clients), filename: 'clients.csv' },
    { content: toCsv(appointments), filename: 'appointments.csv' },
  ]);
}, 180_000);

describe('a price in step with the minutes', () => {
  it('the price follows the minutes closely, its rate per minute varies', () => {
    const prices = appointments.map(price);
    const minutes = appointments.map((a) => a.duration_min);
    expect(correlation(prices, minutes)).toBeGreaterThanOrEqual(0.9);
    expect(spread(prices.map((p, i) => p / minutes[i]))).toBeGreaterThan(0.5 * spread(prices));
  });

  it('the revenue of completed appointments is the total of their price', async () => {
    const total = appointments.filter(done).reduce((s, a) => s + price(a), 0);
    expectAnswered(await askBuiltin(t, ws, 'What was our total revenue from completed appointments?'), money(total));
  });

  it('revenue by service for completed appointments totals the price per service', async () => {
    const reply = await askBuiltin(t, ws, 'Revenue by service for completed appointments');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const by = new Map<string, number>();
    for (const a of appointments.filter(done)) by.set(a.service, (by.get(a.service) ?? 0) + price(a));
    for (const [service, total] of by) expect(reply.content).toMatch(new RegExp(`${service.replace('&', '\\&')}[^\\n]*${money(total)}`));
  });

  it('the groomer who brought in the most completed revenue ranks by the price', async () => {
    const by = new Map<string, number>();
    for (const a of appointments.filter(done)) by.set(a.groomer, (by.get(a.groomer) ?? 0) + price(a));
    const best = [...by.entries()].sort((x, y) => y[1] - x[1])[0][0];
    expect(GROOMERS).toContain(best);
    expectAnswered(await askBuiltin(t, ws, 'Which groomer brought in the most completed revenue?'), best);
  });
});
