// A ferry operator: 1,200 crossings (crossing_date) and 6,000 tickets that refer to them, each
// with its own booked_on date, booked weeks before the crossing. A period said as the crossings'
// modifier ("tickets for 2025 crossings", "Q2 2026 crossings"), after the crossings' noun tied by
// "for" ("tickets for crossings between 1 May and 15 June 2026"), or after a past tense with its
// particle ("crossings that went out in August 2025") is when the crossings happened: it goes on
// crossing_date, never on the tickets' booked_on (period-of-qualified-rows.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const day = (base: number, n: number) => new Date(base + n * 86_400_000).toISOString().slice(0, 10);
const crossings = Array.from({ length: 1_200 }, (_, i) => ({
  crossing_id: 7_001 + i,
  crossing_date: day(Date.UTC(2025, 0, 1), Math.floor(600 * (i / 1_200) ** 1.4)),
  route: ['North Isle', 'South Isle', 'Lighthouse'][i % 3],
}));
const tickets = Array.from({ length: 6_000 }, (_, i) => {
  const c = crossings[(i * 7) % 1_200];
  return {
    ticket_id: 50_001 + i,
    crossing_id: c.crossing_id,
    booked_on: day(Date.parse(`${c.crossing_date}T00:00:00Z`), -(5 + ((i * 13) % 90))),
    fare: 10 + (i % 4) * 5,
  };
});
const dateOf = new Map(crossings.map((c) => [c.crossing_id, c.crossing_date]));
const onCrossings = (from: string, to: string) => tickets.filter((x) => dateOf.get(x.crossing_id)! >= from && dateOf.get(x.crossing_id)! <= to);
const fares = (rows: typeof tickets) => formatNumber(rows.reduce((a, r) => a + r.fare, 0));

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'ferry crossings' });
  await uploadTables(t, ws, [
    { content: toCsv(crossings), filename: 'crossings.csv' },
    { content: toCsv(tickets), filename: 'tickets.csv' },
  ]);
}, 180_000);

describe('a period said of the joined rows', () => {
  it('has over 1,000 crossings and tickets booked before them', () => {
    expect(crossings.length).toBeGreaterThan(1_000);
    expect(onCrossings('2025-08-01', '2025-08-31').length).not.toBe(tickets.filter((x) => x.booked_on.startsWith('2025-08')).length);
  });

  it('"tickets for 2025 crossings" dates the crossings', async () => {
    const reply = await askBuiltin(t, ws, 'How many tickets were sold for 2025 crossings?');
    expectAnswered(reply, formatNumber(onCrossings('2025-01-01', '2025-12-31').length));
  });

  it('"Q2 2026 crossings" dates the crossings', async () => {
    const reply = await askBuiltin(t, ws, 'Ticket fare total for Q2 2026 crossings');
    expectAnswered(reply, fares(onCrossings('2026-04-01', '2026-06-30')));
  });

  it('"for crossings between 1 May and 15 June 2026" dates the crossings', async () => {
    const reply = await askBuiltin(t, ws, 'What was the total fare of tickets for crossings between 1 May and 15 June 2026?');
    expectAnswered(reply, fares(onCrossings('2026-05-01', '2026-06-15')));
  });

  it('"crossings that went out in August 2025" dates the crossings', async () => {
    const reply = await askBuiltin(t, ws, 'How many tickets were for crossings that went out in August 2025?');
    expectAnswered(reply, formatNumber(onCrossings('2025-08-01', '2025-08-31').length));
  });

  it('"tickets booked in August 2025" stays on the booking date', async () => {
    const reply = await askBuiltin(t, ws, 'How many tickets were booked in August 2025?');
    expectAnswered(reply, formatNumber(tickets.filter((x) => x.booked_on.startsWith('2025-08')).length));
  });
});
