// "events in the last 30 days", "events in August 2025" over party hire bookings with an event_date
// and a booked_on: each booking is one event, named by the noun of its date header, so the rows in
// the period are counted; "days" inside "the last 30 days" is the period's unit, not the days
// between the two dates (interpret.ts). A cancelled booking's event never took place: those rows
// are left out and the answer says what counting them too gives (happened-rows.ts); "bookings for
// events" counts the bookings themselves, every one.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, expectUncertain, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { TEST_TODAY } from '../../../../test/support/today.ts';
import { partyHireTables } from '../../../../test/support/party-hire-tables.ts';
import { formatNumber } from '../text.ts';

const { items, bookings } = partyHireTables(3_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'party hire events' });
  await uploadTables(t, ws, [
    { content: toCsv(items), filename: 'equipment.csv' },
    { content: toCsv(bookings), filename: 'bookings.csv' },
  ]);
}, 180_000);

describe('rows named by the noun of their date', () => {
  it('has over 1,000 bookings', () => {
    expect(bookings.length).toBeGreaterThan(1_000);
    expect(TEST_TODAY).toBe('2026-11-30');
  });

  it('"events in the last 30 days" counts the events that took place, and says what counting the cancelled too gives', async () => {
    // The 30 days ending today, both ends included.
    const first = new Date(Date.parse(`${TEST_TODAY}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const inWindow = bookings.filter((b) => b.event_date >= first && b.event_date <= TEST_TODAY);
    const reply = await askBuiltin(t, ws, 'events in the last 30 days');
    expectUncertain(reply, formatNumber(inWindow.filter((b) => b.status !== 'Cancelled').length));
    expect(reply.content).toContain(`Counting them too gives ${formatNumber(inWindow.length)}`);
  });

  it('"events in August 2025" counts the events of August that took place', async () => {
    const n = bookings.filter((b) => b.event_date.startsWith('2025-08') && b.status !== 'Cancelled').length;
    expectUncertain(await askBuiltin(t, ws, 'events in August 2025'), formatNumber(n));
  });

  it('"bookings for events in August 2025" counts every booking', async () => {
    const n = bookings.filter((b) => b.event_date.startsWith('2025-08')).length;
    expectAnswered(await askBuiltin(t, ws, 'How many bookings for events in August 2025?'), formatNumber(n));
  });
});
