// "Paid income for Space Station sessions in the second half of the year" over escape room sessions
// of 2025 alone: "the year" is the one year the data holds that half in (yearless-periods.ts).
// Control: over rentals of 2024 and 2025, "the first half of the year" is not read as either.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { escapeRoom } from '../../../../test/support/escape-room-tables.ts';
import { vanRentals } from '../../../../test/support/van-rental-tables.ts';
import { formatNumber } from '../text.ts';

const { sessions, bookings } = escapeRoom(700);
const sessionOf = new Map(sessions.map((s) => [s['Session ID'], s]));
// The same rentals spread over two years: every other one a year earlier.
const { vans, rentals } = vanRentals(2_000);
const twoYears = rentals.map((r, i) => (i % 2 === 0 ? { ...r, 'Pick-up Date': `2024${r['Pick-up Date'].slice(4)}` } : r));
let t: TestClient;
let ws: string;
let wsTwo: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'escape room halves of the year' });
  await uploadTables(t, ws, [{ content: toCsv(sessions), filename: 'sessions.csv' }, { content: toCsv(bookings), filename: 'bookings.csv' }]);
  wsTwo = await createWorkspace(t, null, { name: 'van rentals of two years' });
  await uploadTables(t, wsTwo, [{ content: toCsv(vans), filename: 'vans.csv' }, { content: toCsv(twoYears), filename: 'rentals.csv' }]);
}, 180_000);

describe('"the year" of a half is the one year the data holds', () => {
  it('"paid income for Space Station sessions in the second half of the year" takes the second half of 2025', async () => {
    const total = bookings
      .filter((b) => b.Status === 'Paid' && sessionOf.get(b['Session ID'])!.Room === 'Space Station' && sessionOf.get(b['Session ID'])!.Date >= '2025-07-01')
      .reduce((s, b) => s + b['Booking Total (£)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'Paid income for Space Station sessions in the second half of the year'), formatNumber(total));
  });

  it('"how many bookings in the first half of the year" counts the bookings of sessions before July 2025', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many bookings in the first half of the year?'), formatNumber(bookings.filter((b) => sessionOf.get(b['Session ID'])!.Date < '2025-07-01').length));
  });

  it('over rentals of 2024 and 2025, "the first half of the year" is not answered as certain', async () => {
    const reply = await askBuiltin(t, wsTwo, 'How many rentals in the first half of the year?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
