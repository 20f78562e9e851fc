// "How much money did we keep from bookings?", "tickets kept for the Box Office", "total amount paid
// after refunds" asked through HTTP over 1,500 ticket bookings whose status says what became of each
// (Confirmed, Refunded, No Show) and whose amounts are all positive: what was kept, or is left after
// the refunds, is the money of every booking but the refunded ones (kept-after-refunds.ts,
// refund-phrases.ts). Beside a Cancelled status the money kept is not placed, and is declined.
// Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { ticketBookings, type TicketBooking } from '../../../../test/support/ticket-booking-tables.ts';
import { formatNumber } from '../text.ts';

const bookings = ticketBookings(1_500);
const kept = bookings.filter((b) => b.status !== 'Refunded');
const money = (rows: TicketBooking[]) => formatNumber(Math.round(rows.reduce((s, b) => s + b['Amount paid (£)'], 0) * 100) / 100);
// The same bookings with some confirmed ones cancelled: whether their money was kept is not said.
const withCancelled = bookings.map((b, i) => (b.status === 'Confirmed' && i % 9 === 0 ? { ...b, status: 'Cancelled' } : b));

let t: TestClient;
let ws = '';
let cancelled = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'ticket bookings' });
  await uploadTables(t, ws, [{ content: toCsv(bookings), filename: 'bookings.csv' }]);
  cancelled = await createWorkspace(t, null, { name: 'ticket bookings with cancellations' });
  await uploadTables(t, cancelled, [{ content: toCsv(withCancelled), filename: 'bookings.csv' }]);
}, 180_000);

describe('money kept after refunds', () => {
  it('"how much money did we keep from bookings" adds up every booking but the refunded ones', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much money did we keep from bookings?'), money(kept));
  });

  it('"tickets kept for the Box Office" adds up the tickets of its bookings not refunded', async () => {
    const tickets = kept.filter((b) => b.channel === 'Box Office').reduce((s, b) => s + b.tickets, 0);
    expectAnswered(await askBuiltin(t, ws, 'Tickets kept for the Box Office'), formatNumber(tickets));
  });

  it('"total amount paid after refunds" leaves the refunded bookings out', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Total amount paid after refunds'), money(kept));
  });

  it('"money kept, after refunds" reads both as the one condition', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much money did we keep from bookings after refunds?'), money(kept));
  });

  it('control: beside Cancelled bookings the money kept is declined', async () => {
    const reply = await askBuiltin(t, cancelled, 'How much money did we keep from bookings?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('control: beside Cancelled bookings "after refunds" is declined', async () => {
    const reply = await askBuiltin(t, cancelled, 'Total amount paid after refunds');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('control: the money kept from refunded bookings names the refunded ones, and is not read as the others', async () => {
    const reply = await askBuiltin(t, ws, 'How much money did we keep from refunded bookings?');
    expect(reply.content).not.toContain(`**${money(kept)}**`);
  });
});
