// "Top 3 events by confirmed ticket revenue" over registrations with a ticket_type and a price_paid,
// joined to the events: "ticket" said right before "revenue" only says what the money was taken for;
// the events are ranked by their confirmed registrations' price paid, never the ticket types
// (header-qualifying-takings.ts). "Revenue by ticket type" still groups by the ticket type.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { registrationTables } from '../../../../test/support/registration-tables.ts';
import { formatNumber } from '../text.ts';

const { events, registrations } = registrationTables(3_000, 4_127);
const nameOf = new Map(events.map((e) => [e.event_code, e.event_name]));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'conference ticket revenue' });
  await uploadTables(t, ws, [
    { content: toCsv(events), filename: 'events.csv' },
    { content: toCsv(registrations), filename: 'registrations.csv' },
  ]);
}, 180_000);

function totalsBy(key: (r: (typeof registrations)[number]) => string, keep: (r: (typeof registrations)[number]) => boolean): Array<[string, number]> {
  const sums = new Map<string, number>();
  for (const r of registrations) if (keep(r)) sums.set(key(r), (sums.get(key(r)) ?? 0) + r.price_paid);
  return [...sums].sort((a, b) => b[1] - a[1]);
}

describe('a header word said before a word for money taken in', () => {
  it('has over 1,000 registrations', () => {
    expect(registrations.length).toBeGreaterThan(1_000);
  });

  it('"Top 3 events by confirmed ticket revenue" ranks the events, or declines', async () => {
    const reply = await askBuiltin(t, ws, 'Top 3 events by confirmed ticket revenue');
    expect(reply.content).not.toMatch(/Ticket Type/i);
    if (reply.execution_details.outcome === 'declined') return;
    const top = totalsBy((r) => nameOf.get(r.event_code)!, (r) => r.status === 'Confirmed').slice(0, 3);
    let at = -1;
    for (const [name, total] of top) {
      const i = reply.content.indexOf(`**${name}**`);
      expect(i, reply.content).toBeGreaterThan(at);
      expect(reply.content).toContain(formatNumber(total));
      at = i;
    }
  });

  it('"Top 3 events by ticket revenue" ranks the events over every registration, or declines', async () => {
    const reply = await askBuiltin(t, ws, 'Top 3 events by ticket revenue');
    expect(reply.content).not.toMatch(/Ticket Type/i);
    if (reply.execution_details.outcome === 'declined') return;
    const [first] = totalsBy((r) => nameOf.get(r.event_code)!, () => true);
    expect(reply.content).toContain(`**${first[0]}**`);
    expect(reply.content).toContain(formatNumber(first[1]));
  });

  it('"Top 3 events by ticket takings": "takings" is a word for money taken in as "revenue" is (takingsWord)', async () => {
    const reply = await askBuiltin(t, ws, 'Top 3 events by ticket takings');
    expect(reply.content).not.toMatch(/Ticket Type/i);
    if (reply.execution_details.outcome === 'declined') return;
    const [first] = totalsBy((r) => nameOf.get(r.event_code)!, () => true);
    expect(reply.content).toContain(`**${first[0]}**`);
    expect(reply.content).toContain(formatNumber(first[1]));
  });

  it('"revenue by ticket type" still totals the price paid per ticket type', async () => {
    const reply = await askBuiltin(t, ws, 'revenue by ticket type');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [type, total] of totalsBy((r) => r.ticket_type, () => true)) expect(reply.content).toContain(`${type} | ${formatNumber(total)}`);
  });
});
