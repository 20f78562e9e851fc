// A watch workshop's 2,000 repair tickets with a date_in and a date_out. "Tickets booked in during
// Q4 2024" puts the period on date_in and "tickets sent out in March 2025" on date_out: the
// particle after the verb is a word of one date's header only (period-dates.ts). Before, the period
// went on the first date with a caveat that the question did not say which (declined as uncertain).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { workshopTickets } from '../../../../test/support/workshop-ticket-tables.ts';
import { formatNumber } from '../text.ts';

const tickets = workshopTickets(2_000);
const within = (d: string | null, from: string, to: string) => d !== null && d >= from && d < to;
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'workshop tickets in and out' });
  await uploadTables(t, ws, [{ content: toCsv(tickets), filename: 'repair_tickets.csv' }]);
}, 180_000);

describe('a particle after a verb picks the date headed by it', () => {
  it('has over 1,000 tickets, some not handed back', () => {
    expect(tickets.length).toBeGreaterThan(1_000);
    expect(tickets.some((x) => x.date_out === null)).toBe(true);
  });

  it('"booked in during Q4 2024" counts by date_in', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many tickets were booked in during Q4 2024?'), formatNumber(tickets.filter((x) => within(x.date_in, '2024-10-01', '2025-01-01')).length));
  });

  it('"sent out in March 2025" counts by date_out', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many tickets were sent out in March 2025?'), formatNumber(tickets.filter((x) => within(x.date_out, '2025-03-01', '2025-04-01')).length));
  });
});
