// "Which course has the worst no-show rate?" was answered with the course of the lowest no-show rate
// (holdout41 dogtraining-18): "worst" was read as "lowest" as for a rate of passes. A rate of an
// outcome nobody wants (no-shows, cancellations, fails) is worst where highest (adverse-rates.ts);
// the rate of a wanted outcome keeps "worst" as its lowest.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { classBookings, type ClassBooking } from '../../../../test/support/class-booking-tables.ts';

const bookings = classBookings(1_600);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'class bookings' });
  await uploadTables(t, ws, [{ content: toCsv(bookings), filename: 'class_bookings.csv' }]);
}, 180_000);

/** Each class's share of its rows (among those `whole` keeps) whose status is `status`, highest first. */
function ratesBy(status: string, whole: (b: ClassBooking) => boolean = () => true): Array<[string, number]> {
  const rows = new Map<string, [number, number]>();
  for (const b of bookings.filter(whole)) {
    const r = rows.get(b.class) ?? [0, 0];
    rows.set(b.class, [r[0] + (b.status === status ? 1 : 0), r[1] + 1]);
  }
  return [...rows.entries()].map(([k, [part, all]]): [string, number] => [k, part / all]).sort((a, b) => b[1] - a[1]);
}

describe('best and worst of a rate of an unwanted outcome', () => {
  it('"the worst no-show rate" is the highest', async () => {
    const rates = ratesBy('No-show');
    expectAnswered(await askBuiltin(t, ws, 'Which class has the worst no-show rate?'), rates[0][0]);
  });

  it('"the best no-show rate" is the lowest', async () => {
    const rates = ratesBy('No-show');
    expectAnswered(await askBuiltin(t, ws, 'Which class has the best no-show rate?'), rates.at(-1)![0]);
  });

  it('"the worst cancellation rate" is the highest', async () => {
    const rates = ratesBy('Cancelled');
    expectAnswered(await askBuiltin(t, ws, 'Which class has the worst cancellation rate?'), rates[0][0]);
  });

  it('control: "the worst attendance rate" stays the lowest', async () => {
    const rates = ratesBy('Attended', (b) => b.status !== 'Cancelled');
    const reply = await askBuiltin(t, ws, 'Which class has the worst attendance rate?');
    expect(reply.content).not.toContain(`**${rates[0][0]}**`);
    if (reply.execution_details.outcome !== 'declined') expect(reply.content).toContain(`**${rates.at(-1)![0]}**`);
  });
});
