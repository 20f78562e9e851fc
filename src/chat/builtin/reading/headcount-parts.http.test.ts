// 1,500 farm-park visits whose headcount is split across Adults and Children: "how many people
// came", "average party size", "people on group bookings" mean each visit's adults plus children
// (headcount-parts.ts), read as "Adults + Children". Before, "people" was unplaced (declined).
// Controls: "how many children" stays Children; where a Guests column holds the headcount it wins;
// counts of things (boxes, kg) are no people; and an unanswerable people question still declines.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(49_808);
const visits = Array.from({ length: 1_500 }, (_, i) => ({
  'Ticket No': 700_001 + i,
  'Visit date': `2025-${String(int(rand, 4, 9)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
  Adults: int(rand, 1, 4),
  Children: int(rand, 0, 5),
  Booking: pick(rand, ['Online', 'Walk-in', 'Group']),
}));
// The same visits with the headcount held in a column of its own beside the parts.
const withGuests = visits.map((v) => ({ ...v, Guests: v.Adults + v.Children + (v['Ticket No'] % 7 === 0 ? 1 : 0) }));
// Orders counting things, not people: "people" names none of these.
// Tickets of three kinds, one of them a family's (people not known): "people" names no sum of them.
const tickets = visits.map((v) => ({ 'Ticket No': v['Ticket No'], 'Visit date': v['Visit date'], 'Adult tickets': v.Adults, 'Child tickets': v.Children, 'Family tickets': v['Ticket No'] % 3 }));
const twoKinds = tickets.map(({ 'Family tickets': _, ...rest }) => rest);
const orders = visits.map((v) => ({ 'Order No': v['Ticket No'], 'Order date': v['Visit date'], Boxes: v.Adults, 'Weight (kg)': v.Children + 0.5, Channel: v.Booking }));
let t: TestClient;
let ws: string;
let wsGuests: string;
let wsOrders: string;
let wsTickets: string;
let wsTwoKinds: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'headcount parts' });
  await uploadTables(t, ws, [{ content: toCsv(visits), filename: 'visits.csv' }]);
  wsGuests = await createWorkspace(t, null, { name: 'headcount parts beside guests' });
  await uploadTables(t, wsGuests, [{ content: toCsv(withGuests), filename: 'visits.csv' }]);
  wsOrders = await createWorkspace(t, null, { name: 'counts of things' });
  await uploadTables(t, wsOrders, [{ content: toCsv(orders), filename: 'orders.csv' }]);
  wsTickets = await createWorkspace(t, null, { name: 'family tickets' });
  await uploadTables(t, wsTickets, [{ content: toCsv(tickets), filename: 'tickets.csv' }]);
  wsTwoKinds = await createWorkspace(t, null, { name: 'adult and child tickets' });
  await uploadTables(t, wsTwoKinds, [{ content: toCsv(twoKinds), filename: 'tickets.csv' }]);
}, 240_000);

const people = (v: (typeof visits)[number]) => v.Adults + v.Children;

describe('people of a visit split into adults and children', () => {
  it('holds over 1,000 visits', () => expect(visits.length).toBeGreaterThan(1_000));

  it('"how many people came in total" adds adults and children', async () => {
    const reply = await askBuiltin(t, ws, 'How many people came in total?');
    expectAnswered(reply, formatNumber(visits.reduce((n, v) => n + people(v), 0)));
    expect(reply.content).toContain('Adults + Children');
  });

  it('"adults and children" restating the parts reads the same', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many people came in total, adults and children'), formatNumber(visits.reduce((n, v) => n + people(v), 0)));
  });

  it('"people on group bookings" is the sum over those visits', async () => {
    const group = visits.filter((v) => v.Booking === 'Group');
    expectAnswered(await askBuiltin(t, ws, 'How many people came with group bookings?'), formatNumber(group.reduce((n, v) => n + people(v), 0)));
  });

  it('"average party size" is the mean of adults plus children', async () => {
    const mean = visits.reduce((n, v) => n + people(v), 0) / visits.length;
    expectAnswered(await askBuiltin(t, ws, 'average party size'), formatNumber(Math.round(mean * 100) / 100));
  });

  it('"which single day had the most visitors" ranks the days by adults plus children', async () => {
    const perDay = new Map<string, number>();
    for (const v of visits) perDay.set(v['Visit date'], (perDay.get(v['Visit date']) ?? 0) + people(v));
    const best = [...perDay.entries()].sort((a, b) => b[1] - a[1]);
    expect(best[0][1]).toBeGreaterThan(best[1][1]);
    expectAnswered(await askBuiltin(t, ws, 'Which single day had the most visitors (adults plus children)?'), best[0][0]);
  });

  it('control: "how many children" is the Children column alone', async () => {
    const reply = await askBuiltin(t, ws, 'How many children visited?');
    expectAnswered(reply, formatNumber(visits.reduce((n, v) => n + v.Children, 0)));
    expect(reply.content).not.toContain('Adults + Children');
  });

  it('control: a Guests column holding the headcount wins', async () => {
    const reply = await askBuiltin(t, wsGuests, 'How many guests came in total?');
    expectAnswered(reply, formatNumber(withGuests.reduce((n, v) => n + v.Guests, 0)));
    expect(reply.content).not.toContain('Adults + Children');
  });

  it('control: counts of boxes and kg are no people', async () => {
    const reply = await askBuiltin(t, wsOrders, 'How many people came in total?');
    expect(reply.execution_details.outcome).not.toBe('answered');
  });

  it('adult and child tickets alone: people are their sum', async () => {
    const reply = await askBuiltin(t, wsTwoKinds, 'How many people came in total?');
    expectAnswered(reply, formatNumber(visits.reduce((n, v) => n + people(v), 0)));
    expect(reply.content).toContain('Adult tickets + Child tickets');
  });

  it('control: beside family tickets, people are no sum of the adult and child tickets', async () => {
    const reply = await askBuiltin(t, wsTickets, 'How many people came in total?');
    expect(reply.content).not.toContain('Adult tickets + Child tickets');
  });

  it('control: where visitors travel from still declines', async () => {
    const reply = await askBuiltin(t, ws, 'Where do our visitors travel from?');
    expect(reply.execution_details.outcome).not.toBe('answered');
  });
});
