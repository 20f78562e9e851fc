// Confident mistakes seen on tables shaped like real exports (a marina's stays, a studio's bookings):
// a club named "Total Marine Club" taken for a summary row and its rows left out of every figure,
// "no club (None)" read as a column both empty and equal to None ("No rows match", said as a fact),
// and "top 3 classes by attended bookings" ranked by the money column instead of by the bookings
// counted, and an average of discounts written "10%" said as a bare number (4.14 for 4.14%).
// "Top 3 drivers by parcels delivered" ranked by the average a shift, said as uncertain.
// Asked through HTTP on 2,400 rows; expected answers computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

type Stay = { stay_id: number; club: string; nights: number; account_adjustment: number };
type YogaClass = { class_id: number; class_name: string; studio: string };
type Booking = { booking_id: number; class_id: number; status: string; amount_paid: string; discount: string };

let seed = 11;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];

const CLUBS = ['Royal Harbour YC', 'Total Marine Club', 'Seahorse SC', 'None', 'None', 'None'];
const stays: Stay[] = Array.from({ length: 2_400 }, (_, i) => ({
  stay_id: 1 + i,
  club: pick(CLUBS),
  nights: 1 + Math.floor(rand() * 10),
  account_adjustment: rand() < 0.2 ? -Math.round(rand() * 8000) / 100 : rand() < 0.1 ? Math.round(rand() * 5000) / 100 : 0,
}));

const classes: YogaClass[] = Array.from({ length: 24 }, (_, i) => ({
  class_id: 101 + i,
  class_name: `${['Vinyasa', 'Hatha', 'Yin', 'Pilates'][i % 4]} ${['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][Math.floor(i / 4)]}`,
  studio: ['Downtown', 'Riverside'][i % 2],
}));
// Cheap classes booked often and dear ones booked less: the ranking by money differs from the count.
const bookings: Booking[] = Array.from({ length: 2_400 }, (_, i) => {
  const c = rand() < 0.5 ? classes[Math.floor(rand() * 6)] : pick(classes);
  const price = c.class_id < 107 ? 10 : 30 + (c.class_id % 7);
  return { booking_id: 1 + i, class_id: c.class_id, status: rand() < 0.8 ? 'Attended' : 'No-show', amount_paid: `$${price.toFixed(2)}`, discount: `${pick([0, 0, 0, 10, 20, 50])}%` };
});

type Shift = { shift_id: number; driver_name: string; parcels_delivered: number | null };
// Drivers who work often deliver fewer parcels a shift: the ranking by total differs from the average.
const DRIVERS = ['Ana Adams', 'Ben Brook', 'Cara Chen', 'Dev Diaz', 'Eli Evans', 'Fay Ford', 'Gus Gray', 'Hana Hale'];
const shifts: Shift[] = Array.from({ length: 2_000 }, (_, i) => {
  const d = rand() < 0.5 ? Math.floor(rand() * 3) : Math.floor(rand() * DRIVERS.length);
  return { shift_id: 1 + i, driver_name: DRIVERS[d], parcels_delivered: rand() < 0.06 ? null : (d < 3 ? 40 : 70) + Math.floor(rand() * 30) };
});

let t: TestClient;
let ws: string;
let wsYoga: string;
let wsShifts: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'marina' });
  await uploadTables(t, ws, [{ content: toCsv(stays), filename: 'stays.csv' }]);
  wsYoga = await createWorkspace(t, null, { name: 'studio' });
  await uploadTables(t, wsYoga, [
    { content: toCsv(classes), filename: 'classes.csv' },
    { content: toCsv(bookings), filename: 'bookings.csv' },
  ]);
  wsShifts = await createWorkspace(t, null, { name: 'courier' });
  await uploadTables(t, wsShifts, [{ content: toCsv(shifts), filename: 'shifts.csv' }]);
}, 180_000);

/** A confident answer must hold `expected`; an uncertain or declined one may not state another figure as fact. */
function rightOrNotSure(reply: BuiltinReply, expected: string): void {
  if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(expected);
  expect(reply.content).not.toMatch(/^No rows match/);
}

describe('export-shaped tables: names beginning with "Total", "None" as a value, ranked counts, percent text', () => {
  it('keeps the rows of a club named "Total Marine Club" in a table that has no summary row', async () => {
    const total = stays.reduce((s, r) => s + r.account_adjustment, 0);
    const reply = await askBuiltin(t, ws, 'Net total of account adjustments');
    expect(reply.content).toContain(formatNumber(Math.round(total * 100) / 100));
  });

  it('counts the rows whose club is "None" rather than none where the club is both empty and None', async () => {
    const n = stays.filter((r) => r.club === 'None').length;
    const reply = await askBuiltin(t, ws, 'How many stays had no club (None)?');
    rightOrNotSure(reply, formatNumber(n));
    expect(reply.content).toContain(formatNumber(n));
  });

  it('ranks "top 3 classes by attended bookings" by the bookings counted, not by the money paid', async () => {
    const counts = new Map<string, number>();
    for (const b of bookings) {
      if (b.status !== 'Attended') continue;
      const name = classes.find((c) => c.class_id === b.class_id)!.class_name;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k]) => k);
    const reply = await askBuiltin(t, wsYoga, 'Top 3 classes by attended bookings');
    if (reply.execution_details.outcome === 'answered') for (const name of top) expect(reply.content).toContain(name);
    expect(reply.execution_details.interpretation).not.toMatch(/amount_paid/);
  });

  it('says an average of a column written as "10%" as a percentage', async () => {
    const average = bookings.reduce((s, b) => s + Number(b.discount.slice(0, -1)), 0) / bookings.length;
    const reply = await askBuiltin(t, wsYoga, 'What is the average discount?');
    expect(reply.content).toContain(`**${formatNumber(Math.round(average * 100) / 100)}%**`);
  });

  it('ranks "top 3 drivers by parcels delivered" by the parcels added up, not by their average', async () => {
    const totals = new Map<string, number>();
    for (const r of shifts) totals.set(r.driver_name, (totals.get(r.driver_name) ?? 0) + (r.parcels_delivered ?? 0));
    const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 3);
    const reply = await askBuiltin(t, wsShifts, 'Top 3 drivers by parcels delivered');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [name, total] of top) expect(reply.content).toContain(`**${name}**: ${formatNumber(total)}`);
  });
});
