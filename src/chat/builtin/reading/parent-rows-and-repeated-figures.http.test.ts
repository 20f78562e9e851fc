// Counting or adding up the rows of one table by way of another that repeats them, each on tables of
// its own through HTTP on 1,000+ rows:
// - a photo studio's shoots, each made from one enquiry (a one-to-one reference beside the shoot's
//   own number), and the print orders of some shoots: "how many shoots did we do for weddings" counts
//   the shoots whose enquiry was a wedding, not those of them that have a print order;
// - a web shop's orders and their shipments (one to three per order): an order's total added up
//   per carrier counts it once for every shipment, so it is not given as a confident answer;
// - a bike hire's hires whose hours are written "2.5 h": "how many hours" asks for the hours
//   added up, never the number of distinct durations;
// - a marina's bookings beside its harbours: "how many harbour bookings" counts the bookings, the
//   header word "harbour" only qualifying them, never the distinct harbours among them.
// Expected values are computed here from the generated rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, type BuiltinReply, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(34_101);
const day = (from: string, spanDays: number) => new Date(Date.parse(from) + int(rand, 0, spanDays) * 86_400_000).toISOString().slice(0, 10);

// The studio: 2,400 enquiries, the booked ones became shoots, most shoots have print orders.
const enquiries = Array.from({ length: 2_400 }, (_, i) => ({
  enquiry_ref: `E${20_001 + i}`,
  enquiry_date: day('2024-01-01', 600),
  client_type: pick(rand, ['Wedding', 'Wedding', 'Corporate', 'Family', 'Portrait']),
  outcome: pick(rand, ['Booked', 'Booked', 'Lost', 'Expired']),
}));
const shoots = enquiries
  .filter((e) => e.outcome === 'Booked')
  .map((e, i) => ({ shoot_no: 7_001 + i, enquiry_ref: e.enquiry_ref, photographer: pick(rand, ['Ana Ruiz', 'Tom Hale', 'Priya Nair']), shoot_date: day(e.enquiry_date, 60), 'Fee (EUR)': int(rand, 300, 2_400) }));
const printOrders = shoots.flatMap((s) => {
  // Weddings order prints more often, so counting through the orders undercounts the others less.
  const n = rand() < 0.35 ? 0 : rand() < 0.6 ? 1 : 2;
  return Array.from({ length: n }, () => ({ print_size: pick(rand, ['A4', 'A3', '10x8', 'Canvas']), shoot_no: s.shoot_no, copies: int(rand, 1, 12), 'Price Each (EUR)': int(rand, 4, 90) }));
}).map((p, i) => ({ print_order_id: 90_001 + i, ...p }));
const typeOf = new Map(enquiries.map((e) => [e.enquiry_ref, e.client_type]));

// The shop: 1,300 orders, each shipped in one to three parcels by a carrier each.
const shopOrders = Array.from({ length: 1_300 }, (_, i) => ({ order_id: 40_001 + i, customer: `Customer ${int(rand, 1, 200)}`, order_date: day('2024-03-01', 400), 'Order Total (EUR)': int(rand, 15, 900) }));
const shipments = shopOrders
  .flatMap((o) => Array.from({ length: int(rand, 1, 3) }, () => ({ order_id: o.order_id, carrier: pick(rand, ['DPD', 'Hermes', 'Royal Mail']), parcels: int(rand, 1, 4) })))
  .map((s, i) => ({ shipment_id: 600_001 + i, ...s }));

// The bike hire: hours in halves, written with their unit.
const hires = Array.from({ length: 2_200 }, (_, i) => {
  const hours = int(rand, 1, 8) / 2;
  return { hire_id: 50_001 + i, bike_type: pick(rand, ['E-bike', 'Road', 'Hybrid', 'Tandem']), hire_date: day('2025-03-01', 200), hours, 'Hire Fee (GBP)': 6 * hours };
});

// The marina: 14 harbours, 3,000 bookings of berths in them.
const harbours = Array.from({ length: 14 }, (_, i) => ({ harbour_id: 301 + i, harbour_name: `Harbour ${String.fromCharCode(65 + i)}`, region: pick(rand, ['North', 'South', 'West']) }));
const bookings = Array.from({ length: 3_000 }, (_, i) => ({
  booking_id: 800_001 + i,
  harbour_id: pick(rand, harbours).harbour_id,
  booking_date: day('2024-04-01', 500),
  boat_type: pick(rand, ['Yacht', 'Motor Cruiser', 'Dinghy', 'Catamaran']),
  payment: pick(rand, ['Card', 'Card', 'Cash', 'Transfer']),
  nights: int(rand, 1, 14),
}));

let t: TestClient;
let studio: string;
let shop: string;
let hire: string;
let marina: string;

beforeAll(async () => {
  t = sharedTestApp();
  studio = await createWorkspace(t, null, { name: 'photo-studio' });
  await uploadTables(t, studio, [
    { content: toCsv(enquiries), filename: 'enquiries.csv' },
    { content: toCsv(shoots), filename: 'shoots.csv' },
    { content: toCsv(printOrders), filename: 'print_orders.csv' },
  ]);
  shop = await createWorkspace(t, null, { name: 'web-shop' });
  await uploadTables(t, shop, [
    { content: toCsv(shopOrders), filename: 'orders.csv' },
    { content: toCsv(shipments), filename: 'shipments.csv' },
  ]);
  hire = await createWorkspace(t, null, { name: 'bike-hire' });
  await uploadTables(t, hire, [{ content: toCsv(hires.map((h) => ({ ...h, hours: `${h.hours} h` }))), filename: 'bike_hires.csv' }]);
  marina = await createWorkspace(t, null, { name: 'marina' });
  await uploadTables(t, marina, [
    { content: toCsv(harbours), filename: 'harbours.csv' },
    { content: toCsv(bookings), filename: 'bookings.csv' },
  ]);
}, 240_000);

/** A confident reply states the expected figure; any other reply says it is unsure or declines. */
function expectNoConfidentMistake(reply: BuiltinReply, expected: string): void {
  if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${expected}**`);
}

describe('the rows of a table counted by a cell of the table they refer to one to one', () => {
  it('"How many shoots did we do for weddings?" counts every wedding shoot, not those with print orders', async () => {
    const weddings = shoots.filter((s) => typeOf.get(s.enquiry_ref) === 'Wedding').length;
    const withPrints = new Set(printOrders.map((p) => p.shoot_no));
    // The two differ, so the test tells the readings apart.
    expect(shoots.filter((s) => typeOf.get(s.enquiry_ref) === 'Wedding' && withPrints.has(s.shoot_no)).length).toBeLessThan(weddings);
    expectAnswered(await askBuiltin(t, studio, 'How many shoots did we do for weddings?'), formatNumber(weddings));
  });

  it('"How many corporate enquiries were there?" still counts the enquiries themselves', async () => {
    expectAnswered(await askBuiltin(t, studio, 'How many corporate enquiries were there?'), formatNumber(enquiries.filter((e) => e.client_type === 'Corporate').length));
  });

  it('"How many print orders were for canvas?" still counts the print orders', async () => {
    expectAnswered(await askBuiltin(t, studio, 'How many print orders were for canvas?'), formatNumber(printOrders.filter((p) => p.print_size === 'Canvas').length));
  });
});

describe('a figure of the referred rows added up over the rows referring to them', () => {
  it('"Order total by carrier" is not given confidently: each order counts once per shipment', async () => {
    const reply = await askBuiltin(t, shop, 'Order total by carrier');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"Order total by customer" stays a confident total of the orders themselves', async () => {
    const byCustomer = new Map<string, number>();
    for (const o of shopOrders) byCustomer.set(o.customer, (byCustomer.get(o.customer) ?? 0) + o['Order Total (EUR)']);
    const [top, total] = [...byCustomer].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    const reply = await askBuiltin(t, shop, 'Order total by customer');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`${top} | ${formatNumber(total)}`);
  });
});

describe('a quantity written with its unit, counted by "how many" of that unit', () => {
  it('"How many hours were tandems hired for in total?" is never the number of distinct hours values', async () => {
    const hours = hires.filter((h) => h.bike_type === 'Tandem').reduce((s, h) => s + h.hours, 0);
    const reply = await askBuiltin(t, hire, 'How many hours were tandems hired for in total?');
    expectNoConfidentMistake(reply, formatNumber(hours));
    expect(reply.content).not.toMatch(/number of distinct/);
  });

  it('"How many hires were for tandems?" still counts the hires', async () => {
    expectAnswered(await askBuiltin(t, hire, 'How many hires were for tandems?'), formatNumber(hires.filter((h) => h.bike_type === 'Tandem').length));
  });
});

describe('a header word qualifying the noun for the rows counted', () => {
  it('"How many harbour bookings were paid in cash?" counts the bookings, not the harbours among them', async () => {
    expectAnswered(await askBuiltin(t, marina, 'How many harbour bookings were paid in cash?'), formatNumber(bookings.filter((b) => b.payment === 'Cash').length));
  });

  it('"How many harbours are in the North region?" still counts the harbours', async () => {
    expectAnswered(await askBuiltin(t, marina, 'How many harbours are in the North region?'), formatNumber(harbours.filter((h) => h.region === 'North').length));
  });

  it('"How many boat types are there?" still counts the distinct types', async () => {
    expectAnswered(await askBuiltin(t, marina, 'How many boat types are there?'), '4');
  });
});
