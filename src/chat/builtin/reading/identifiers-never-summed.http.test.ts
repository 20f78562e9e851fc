// 1,400 passenger bookings whose only number-like cells are a text booking reference ("BK-007001")
// and the flight_id they share with a flights table. "How many bookings had no special occasion
// (occasion None)?" was declined by the precise reader, and the interpretive reader's best reading
// added up the numbers inside booking_ref (a negative total, from the dash before the digits): its
// guard against aggregating an identifier missed an identifier wrapped in the extraction of numbers
// from text (builtin-engine.ts aggregatesKey). An identifier is never summed, averaged or ranked by:
// the reply is a decline or the count, never the sum. Through HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { flightBookings, scheduledFlights } from '../../../../test/support/flight-tables.ts';
import { formatNumber } from '../text.ts';

const bookings = flightBookings(scheduledFlights(400));
const refNumber = (ref: string) => Number(/-?[0-9]*\.?[0-9]+/.exec(ref)![0]);

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'passenger bookings' });
  await uploadTables(t, ws, [{ content: toCsv(bookings.map(({ flight_id: _f, ...b }) => b)), filename: 'bookings.csv' }]);
}, 180_000);

describe('an identifier is never added up', () => {
  it('has over 1,000 bookings', () => {
    expect(bookings.length).toBeGreaterThan(1_000);
  });

  it('"how many bookings had no special occasion (occasion None)" never adds up booking_ref', async () => {
    const none = bookings.filter((b) => b.occasion === 'None');
    const refSum = none.reduce((s, b) => s + refNumber(b.booking_ref), 0);
    const reply = await askBuiltin(t, ws, 'How many bookings had no special occasion (occasion None)?');
    expect(reply.content).not.toContain(formatNumber(refSum));
    expect(reply.content).not.toMatch(/total booking_ref/i);
    const bold = /\*\*([^*]+)\*\*/.exec(reply.content);
    if (bold && reply.execution_details.outcome !== 'declined') expect(bold[1]).toBe(formatNumber(none.length));
  });

  it('"average booking_ref" is not answered with a number', async () => {
    const reply = await askBuiltin(t, ws, 'What is the average booking_ref of birthday bookings?');
    expect(reply.content).not.toMatch(/average booking_ref[^.]* is -?[0-9]/i);
  });
});
