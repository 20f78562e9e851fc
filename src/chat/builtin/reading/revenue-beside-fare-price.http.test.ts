// "Top routes by fare revenue" over routes with a fare per seat and 1,600 bookings whose line value
// is what was taken: the routes rank by their bookings' summed value, never by the per-seat fare.
// Expected answers are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

const rand = random(137);
// The dearest fares are the least booked, so ranking by the fare would name other routes.
const routes = Array.from({ length: 12 }, (_, i) => ({ route_code: `R${10 + i}`, route_name: `Route ${String.fromCharCode(65 + i)}`, fare_per_seat: 20 + i * 6 }));
const bookings = Array.from({ length: 1_600 }, (_, i) => {
  const r = routes[Math.floor(rand() * rand() * routes.length)];
  const seats = 1 + Math.floor(rand() * 4);
  return { booking_id: 20_001 + i, route_code: r.route_code, seats, line_value: seats * r.fare_per_seat };
});

let t: TestClient;
let coaches: string;

beforeAll(async () => {
  t = sharedTestApp();
  coaches = await createWorkspace(t, null, { name: 'coaches' });
  await uploadTables(t, coaches, [
    { content: toCsv(routes), filename: 'routes.csv' },
    { content: toCsv(bookings), filename: 'bookings.csv' },
  ]);
}, 120_000);

describe('revenue beside a fare per seat', () => {
  it('"top 3 routes by fare revenue" ranks by the bookings\' summed value, or declines', async () => {
    const per = new Map<string, number>();
    for (const b of bookings) per.set(b.route_code, (per.get(b.route_code) ?? 0) + b.line_value);
    const top = [...per].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([code]) => routes.find((r) => r.route_code === code)!);
    const reply = await askBuiltin(t, coaches, 'Top 3 routes by fare revenue');
    expect(reply.content).not.toMatch(/fare_per_seat/);
    if (reply.execution_details.outcome === 'answered') for (const r of top) expect(reply.content).toMatch(new RegExp(`\\*\\*(${r.route_name}|${r.route_code})\\*\\*`));
  });
});
