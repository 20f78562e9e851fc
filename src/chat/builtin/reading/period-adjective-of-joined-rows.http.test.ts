// A concert promoter: 300 events (Event Date) and 4,000 tickets for them, each bought 1 to 90 days
// before its event (Bought On). "What percentage of tickets for 2025 events were refunded?": the
// year is said of the events, so it goes on Event Date, never on the tickets' own Bought On
// (period-of-qualified-rows.ts, dateOfModifiedRows).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const events = Array.from({ length: 300 }, (_, i) => ({
  'Event Code': 7_001 + i,
  'Event Title': `Gig ${i}`,
  Venue: ['Town Hall', 'Corn Exchange', 'Arts Centre'][i % 3],
  // Events from 10 January 2025 to late April 2026.
  'Event Date': day(9 + Math.floor((i * 470) / 300)),
}));
const tickets = Array.from({ length: 4_000 }, (_, i) => {
  const event = events[(i * 37) % 300];
  const ahead = 1 + ((i * 53) % 90);
  return {
    'Ticket No': 300_001 + i,
    'Event Code': event['Event Code'],
    'Bought On': new Date(Date.parse(event['Event Date']) - ahead * 86_400_000).toISOString().slice(0, 10),
    Status: i % 9 === 0 ? 'Refunded' : i % 13 === 0 ? 'Confirmed' : 'Used',
  };
});
const dateOf = new Map(events.map((e) => [e['Event Code'], e['Event Date']]));
const for2025 = tickets.filter((t) => dateOf.get(t['Event Code'])!.startsWith('2025'));
const refundedShare = (100 * for2025.filter((t) => t.Status === 'Refunded').length) / for2025.length;
const confirmedJan2026 = tickets.filter((t) => t.Status === 'Confirmed' && dateOf.get(t['Event Code'])!.startsWith('2026-01')).length;
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'concert promoter' });
  await uploadTables(t, ws, [
    { content: toCsv(events), filename: 'events.csv' },
    { content: toCsv(tickets), filename: 'tickets.csv' },
  ]);
}, 180_000);

describe('a period said as an adjective of the joined rows', () => {
  it('has over 1,000 tickets, some bought the year before their event', () => {
    expect(tickets.length).toBeGreaterThan(1_000);
    expect(for2025.some((x) => x['Bought On'].startsWith('2024'))).toBe(true);
  });

  it('"tickets for 2025 events" are dated by the events', async () => {
    const reply = await askBuiltin(t, ws, 'What percentage of tickets for 2025 events were refunded?');
    expectAnswered(reply, `${refundedShare.toFixed(2)}%`);
  });

  it('"confirmed for January 2026 events" too', async () => {
    const reply = await askBuiltin(t, ws, 'How many tickets are confirmed for January 2026 events?');
    expectAnswered(reply, String(confirmedJan2026));
  });
});
