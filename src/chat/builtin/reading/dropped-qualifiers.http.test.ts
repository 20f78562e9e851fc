// A question that adds one qualifier the tables cannot account for must not be answered as if the
// qualifier were not there: "sales to new customers" (no new/returning signal), "by registered
// customers", "for single orders", "for the top customers" (a superlative that ranks nothing),
// "per employee" over customers (no headcount), "placed on time" (no due date), "total sales per
// order" (an average), "customers over 40" (their age, not the order amount). A cell ruled out
// beside one wanted ("by card without vouchers") is no alternative, and a negation reaches its cell
// over a few linking words ("not in the North"). A word of a table's name ("car parks") is not a
// cell of another column ("Car" in vehicle_type), "vans" is the cell Van, and "how many bottles"
// beside bottle_sales.csv adds up its bottles. Over 2,000 generated orders with 400 customers, 1,600
// parking sessions with 9 car parks and 1,200 bottle sales, asked through HTTP: 14 of the 20 tests
// failed before; the other 6 are controls that kept working. Expected values are computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(17_017);
const customers = Array.from({ length: 400 }, (_, i) => ({
  customer_id: 5_001 + i,
  customer_name: `${pick(rand, ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'])} ${pick(rand, ['Hart', 'Iles', 'Jory', 'Kemp', 'Lund'])}`,
  tier: pick(rand, ['Bronze', 'Bronze', 'Silver', 'Gold']),
  city: pick(rand, ['Bath', 'Exeter', 'Truro']),
}));
const orders = Array.from({ length: 2_000 }, (_, i) => ({
  order_id: 80_001 + i,
  customer_id: customers[Math.floor(rand() * customers.length)].customer_id,
  order_date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  region: pick(rand, ['North', 'South', 'East', 'West']),
  payment_method: pick(rand, ['Card', 'Card', 'Cash', 'Voucher']),
  amount: Math.round(800 + rand() * 6_000) / 100,
}));
const parks = ['Quayside', 'Market Hall', 'Castle Mews', 'Terminal One', 'Long Stay', 'Arrivals', 'Platform Road', 'Goods Yard', 'Signal Box'].map((name, i) => ({
  car_park_id: 11 + i,
  car_park_name: name,
  zone: ['Centre', 'Airport', 'Station'][Math.floor(i / 3)],
}));
const sessions = Array.from({ length: 1_600 }, (_, i) => ({
  session_id: 300_001 + i,
  car_park_id: parks[Math.floor(rand() * parks.length)].car_park_id,
  vehicle_type: pick(rand, ['Car', 'Car', 'Car', 'Van', 'Motorbike']),
  payment: pick(rand, ['Card', 'Card', 'Cash', 'App']),
  fee: Math.round(120 + rand() * 3_000) / 100,
}));

const bottleSales = Array.from({ length: 1_200 }, (_, i) => ({
  sale_id: 60_001 + i,
  wine: pick(rand, ['Bacchus', 'Pinot Noir', 'Rondo', 'Ortega']),
  channel: pick(rand, ['Cellar door', 'Online', 'Restaurant']),
  bottles: 1 + Math.floor(rand() * 12),
  revenue: Math.round(1_500 + rand() * 20_000) / 100,
}));

let t: TestClient;
let shop = '';
let parking = '';
let winery = '';

beforeAll(async () => {
  t = sharedTestApp();
  shop = await createWorkspace(t, null, { name: 'florist' });
  await uploadTables(t, shop, [
    { content: toCsv(orders), filename: 'orders.csv' },
    { content: toCsv(customers), filename: 'customers.csv' },
  ]);
  parking = await createWorkspace(t, null, { name: 'parking' });
  await uploadTables(t, parking, [
    { content: toCsv(sessions), filename: 'sessions.csv' },
    { content: toCsv(parks), filename: 'car_parks.csv' },
  ]);
  winery = await createWorkspace(t, null, { name: 'winery' });
  await uploadTables(t, winery, [{ content: toCsv(bottleSales), filename: 'bottle_sales.csv' }]);
}, 120_000);

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** Declined, or answered with a caveat that names the word it could not account for. */
function notConfident(reply: BuiltinReply, word: string): void {
  expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  expect(reply.content.toLowerCase()).toContain(word);
}

describe('a qualifier nothing accounts for is not dropped', () => {
  it('"total sales to new customers in March" declines: no column says which customers are new', async () => {
    notConfident(await askBuiltin(t, shop, 'What were total sales to new customers in March 2025?'), 'new');
  });

  it('"new" still restates the rows of a period: "how many new orders were placed in March 2025"', async () => {
    const reply = await askBuiltin(t, shop, 'How many new orders were placed in March 2025?');
    expectAnswered(reply, formatNumber(orders.filter((o) => o.order_date.startsWith('2025-03')).length));
  });

  it('"how many new customers" declines: without a period nothing says since when a customer is new', async () => {
    notConfident(await askBuiltin(t, shop, 'How many new customers are there in Bath?'), 'new');
  });

  it('"total sales by registered customers" declines: no column says which customers are registered', async () => {
    notConfident(await askBuiltin(t, shop, 'What were total sales in March 2025 by registered customers?'), 'registered');
  });

  it('"sales for single orders" declines; "a single order" is only emphasis', async () => {
    notConfident(await askBuiltin(t, shop, 'What were total sales in March 2025 for single orders?'), 'single');
    const biggest = Math.max(...orders.map((o) => o.amount));
    expectAnswered(await askBuiltin(t, shop, 'What is the largest amount of a single order?'), formatNumber(biggest));
  });

  it('"registered customers who never ordered" counts the customers: of the rows counted, "registered" restates them', async () => {
    const ordered = new Set(orders.map((o) => o.customer_id));
    expectAnswered(await askBuiltin(t, shop, 'How many registered customers never placed an order?'), formatNumber(customers.filter((c) => !ordered.has(c.customer_id)).length));
  });

  it('"customers are registered in Bath" is still a verb of the rows: the Bath customers', async () => {
    expectAnswered(await askBuiltin(t, shop, 'How many customers are registered in Bath?'), formatNumber(customers.filter((c) => c.city === 'Bath').length));
  });

  it('"total sales for the top customers" declines: a superlative that ranks nothing is not read', async () => {
    notConfident(await askBuiltin(t, shop, 'What were total sales in March 2025 for the top customers?'), 'top');
    notConfident(await askBuiltin(t, shop, 'What were total sales in March 2025 for first orders?'), 'first');
  });

  it('"total sales per order" declines: a sum per row is an average the reading did not take', async () => {
    notConfident(await askBuiltin(t, shop, 'What were total sales in March 2025 per order?'), 'per');
  });

  it('"sales for customers over 40" declines: the number is something of the customers, not the order amount', async () => {
    notConfident(await askBuiltin(t, shop, 'How many orders were paid by card for customers over 40?'), '40');
  });

  it('"orders over 50" is still the amount of the orders', async () => {
    expectAnswered(await askBuiltin(t, shop, 'How many orders over 50 were paid by card?'), formatNumber(orders.filter((o) => o.amount > 50 && o.payment_method === 'Card').length));
  });

  it('"paid by card without vouchers" is the card rows, not card or voucher', async () => {
    const card = orders.filter((o) => o.payment_method === 'Card').length;
    expectAnswered(await askBuiltin(t, shop, 'How many orders were paid by card without vouchers?'), formatNumber(card));
    expectAnswered(await askBuiltin(t, shop, 'How many orders were paid by card other than cash?'), formatNumber(card));
  });

  it('a negation a few linking words before its cell rules the cell out: "not in the North", "not paid in cash", "other than by cash"', async () => {
    const notNorth = orders.filter((o) => o.region !== 'North');
    expectAnswered(await askBuiltin(t, shop, 'How many orders were not in the North?'), formatNumber(notNorth.length));
    expectAnswered(await askBuiltin(t, shop, 'What was the total amount outside the North?'), formatNumber(sum(notNorth.map((o) => o.amount))));
    const notCash = orders.filter((o) => o.payment_method !== 'Cash');
    expectAnswered(await askBuiltin(t, shop, 'How many orders were not paid in cash?'), formatNumber(notCash.length));
    expectAnswered(await askBuiltin(t, shop, 'What was the total amount paid other than by cash?'), formatNumber(sum(notCash.map((o) => o.amount))));
  });

  it('"average order amount per employee" declines over customers: they are not employees', async () => {
    notConfident(await askBuiltin(t, shop, 'What is the average order amount in the North region per employee?'), 'employee');
  });

  it('"per order" over the orders table is still the average per row', async () => {
    const north = orders.filter((o) => o.region === 'North').map((o) => o.amount);
    expectAnswered(await askBuiltin(t, shop, 'What is the average amount per order in the North region?'), formatNumber(sum(north) / north.length));
  });

  it('"how many orders were placed on time" declines: nothing records a due date', async () => {
    notConfident(await askBuiltin(t, shop, 'How many orders were placed on time?'), 'time');
  });
});

describe('a word of a table\'s name is not a cell of another column', () => {
  it('"fees at Centre car parks" filters the zone only, not vehicle_type = Car', async () => {
    const centre = new Set(parks.filter((p) => p.zone === 'Centre').map((p) => p.car_park_id));
    const total = sum(sessions.filter((s) => centre.has(s.car_park_id)).map((s) => s.fee));
    expectAnswered(await askBuiltin(t, parking, 'What were the total fees at Centre car parks?'), formatNumber(total));
  });

  it('"sessions by car" is still the Car cell', async () => {
    expectAnswered(await askBuiltin(t, parking, 'How many sessions were by car?'), formatNumber(sessions.filter((s) => s.vehicle_type === 'Car').length));
  });

  it('"fees for vans paid by card": a plural of a three-letter cell is that cell, not the car parks\' rows', async () => {
    const total = sum(sessions.filter((s) => s.vehicle_type === 'Van' && s.payment === 'Card').map((s) => s.fee));
    expectAnswered(await askBuiltin(t, parking, 'What were the total fees for vans paid by card?'), formatNumber(total));
  });

  it('"how many bottles were sold online" adds up the bottles column beside bottle_sales.csv', async () => {
    const total = sum(bottleSales.filter((s) => s.channel === 'Online').map((s) => s.bottles));
    expectAnswered(await askBuiltin(t, winery, 'How many bottles were sold online?'), formatNumber(total));
  });
});
