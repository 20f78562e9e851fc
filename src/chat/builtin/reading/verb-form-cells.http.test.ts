// A balloon operator's 1,200 flights (status Flown, Weather cancelled, Technical cancelled) and the
// passengers booked on them (booking_status Flew or Rebooked), sharing flight_id. "Which pilot flew
// the most flights in 2025?" was read over the passengers' Flew cell, ranking pilots by passengers
// with confidence; the verb's forms name the counted flights' own Flown status (verb-form-cells.ts).
// "How many passengers flew?" still reads the passengers' Flew. Through HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { FLIGHT_PILOTS, FLOWN, flightBookings, scheduledFlights } from '../../../../test/support/flight-tables.ts';
import { formatNumber } from '../text.ts';

const flights = scheduledFlights(1_200);
const bookings = flightBookings(flights);

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'balloon flights and passengers' });
  await uploadTables(t, ws, [
    { content: toCsv(flights), filename: 'flights.csv' },
    { content: toCsv(bookings), filename: 'passengers.csv' },
  ]);
}, 180_000);

describe('a verb form naming the counted rows own status', () => {
  const per = FLIGHT_PILOTS.map((p) => [p, flights.filter((f) => f.pilot === p && f.status === FLOWN && f.flight_date.startsWith('2025')).length] as const).sort((a, b) => b[1] - a[1]);

  it('has over 1,000 flights and a clear leader', () => {
    expect(flights.length).toBeGreaterThan(1_000);
    expect(per[0][1]).toBeGreaterThan(per[1][1]);
  });

  it('"which pilot flew the most flights in 2025" ranks pilots by their Flown flights', async () => {
    const reply = await askBuiltin(t, ws, 'Which pilot flew the most flights in 2025?');
    expect(reply.content).toContain(`**${per[0][0]}**`);
    expect(reply.content).toContain(formatNumber(per[0][1]));
  });

  it('"how many passengers flew" counts the passengers whose status is Flew', async () => {
    const reply = await askBuiltin(t, ws, 'How many passengers flew?');
    expect(reply.content).toContain(`**${formatNumber(bookings.filter((b) => b.booking_status === 'Flew').length)}**`);
  });
});
