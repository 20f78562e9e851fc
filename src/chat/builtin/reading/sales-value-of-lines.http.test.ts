// Over 1,400 shop sale lines holding Qty, "Unit Price £" and "Line Total £", tied by a booking
// reference to 600 game bookings: "sales value" is the lines' worth, the line total. "Top 3 shop
// items by sales value" ranks each item's line totals added up (the engine ranked single lines and
// declined), and "which field sells the most paint by value" ranks the paint lines' line totals per
// field of their booking (the engine added up Qty, a number of units, for a worth).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

let seed = 71;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
const FIELDS = ['Woodland', 'Urban', 'Castle', 'Jungle'];
// Cheap items sold by the dozen, dear ones one at a time: the ranking by units differs from the one by value.
const ITEMS: [string, string, number][] = [['Paint Box', 'Paint', 45], ['Paint Pot', 'Paint', 4], ['Smoke Grenade', 'Pyro', 8], ['Soft Drink', 'Food', 1.8], ['Gloves', 'Kit', 9], ['Mask Hire', 'Hire', 6]];

const bookings = Array.from({ length: 600 }, (_, i) => ({
  'Booking Ref': 40_001 + i,
  'Game Date': `2026-${String(1 + Math.floor(rand() * 10)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
  Field: i < 80 ? 'Woodland' : pick(FIELDS.slice(1)),
  'Group Size': 4 + Math.floor(rand() * 20),
}));
const fieldOf = new Map(bookings.map((b) => [b['Booking Ref'], b.Field]));
const sales = Array.from({ length: 1_400 }, (_, i) => {
  const [item, category, unit] = pick(ITEMS);
  const ref = 40_001 + Math.floor(rand() * 600);
  // Woodland games buy many cheap pots, the others fewer dear boxes.
  const qty = item === 'Paint Pot' && fieldOf.get(ref) === 'Woodland' ? 10 + Math.floor(rand() * 10) : 1 + Math.floor(rand() * (item === 'Soft Drink' ? 12 : 3));
  return { 'Sale No': 900_001 + i, 'Booking Ref': ref, Item: item, Category: category, Qty: qty, 'Unit Price £': unit, 'Line Total £': Math.round(qty * unit * 100) / 100 };
});

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'paintball shop' });
  await uploadTables(t, ws, [
    { content: toCsv(bookings), filename: 'bookings.csv' },
    { content: toCsv(sales), filename: 'shop_sales.csv' },
  ]);
}, 180_000);

function ranked(key: (s: (typeof sales)[number]) => string | undefined, figure: (s: (typeof sales)[number]) => number, keep: (s: (typeof sales)[number]) => boolean = () => true) {
  const by = new Map<string, number>();
  for (const s of sales.filter(keep)) by.set(key(s)!, (by.get(key(s)!) ?? 0) + figure(s));
  return [...by].sort((a, b) => b[1] - a[1]);
}

describe('sales value over lines holding a unit price and a line total', () => {
  it('"top 3 shop items by sales value" ranks each item by its line totals added up', async () => {
    const top = ranked((s) => s.Item, (s) => s['Line Total £']).slice(0, 3);
    const reply = await askBuiltin(t, ws, 'Top 3 shop items by sales value');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const at = top.map(([item]) => reply.content.indexOf(`**${item}**`));
    expect(at.every((i) => i >= 0), reply.content).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(reply.content).toContain(formatNumber(Math.round(top[0][1] * 100) / 100));
  });

  it('"which field sells the most paint by value" ranks the paint line totals per field', async () => {
    const paint = (s: (typeof sales)[number]) => s.Category === 'Paint';
    const byValue = ranked((s) => fieldOf.get(s['Booking Ref']), (s) => s['Line Total £'], paint);
    const byUnits = ranked((s) => fieldOf.get(s['Booking Ref']), (s) => s.Qty, paint);
    expect(byValue[0][0]).not.toBe(byUnits[0][0]);
    const reply = await askBuiltin(t, ws, 'Which field sells the most paint by value?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${byValue[0][0]}**`);
  });
});
