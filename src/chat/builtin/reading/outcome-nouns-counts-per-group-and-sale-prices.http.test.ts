// Kinds the engine declined (or got wrong) on a seen split, asked through HTTP over generated tables:
// an outcome cell named by its noun before "rate" ("deferral rate" beside Deferred, "no-show rate"
// beside No-show), rows named with a record noun ("donation attempts"), "by number sold" beside a
// "Sold At" time (rows counted, never that header ranked), revenue over sales rows that hold only
// the price of each sale (or a price and a quantity), and the average number of rows per group
// ("the average number of donations per session"). Expected answers are computed from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';

const rand = seeded(4_401);
const weighted = <T>(xs: Array<[T, number]>): T => {
  let r = rand() * xs.reduce((n, [, w]) => n + w, 0);
  for (const [x, w] of xs) if ((r -= w) < 0) return x;
  return xs[xs.length - 1][0];
};
const day = () => `2025-${String(int(rand, 1, 9)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`;

const sessions = Array.from({ length: 150 }, (_, i) => ({ session_id: 5_101 + i, venue: pick(rand, ['Leeds Donor Centre', 'Guildhall', 'Corn Exchange', 'Victoria Hall']), session_type: pick(rand, ['Fixed', 'Mobile']) }));
// Some sessions have no attempts: the average is over the sessions the attempts hold.
const donations = Array.from({ length: 1_800 }, (_, i) => {
  const session = sessions[int(rand, 0, 119)];
  return {
    donation_id: 60_000_001 + i,
    session_id: session.session_id,
    donation_date: day(),
    procedure: weighted([['Whole blood', 6], ['Plasma', 2], ['Platelets', 2]]),
    outcome: weighted([['Completed', 8], ['Deferred', session.session_type === 'Mobile' ? 2 : 1], ['Incomplete', 0.5]]),
  };
});
const bookings = Array.from({ length: 1_400 }, (_, i) => {
  const course = pick(rand, ['Championship', 'Par 3', 'Academy']);
  return { booking_ref: 700_001 + i, tee_date: day(), course, status: weighted([['Played', 10], ['No-show', course === 'Par 3' ? 2 : 1], ['Late', 1]]) };
});
const machines = Array.from({ length: 60 }, (_, i) => ({ 'Machine No': 3_001 + i, City: pick(rand, ['Leeds', 'York', 'Hull']), Model: pick(rand, ['CoolBox 2', 'SnackMaster', 'VendPro']) }));
const PRODUCTS: Array<[string, string, number, number]> = [
  ['Cola 330ml', 'Drinks', 150, 9],
  ['Still Water', 'Drinks', 110, 7],
  ['Crisps', 'Snacks', 90, 6],
  ['Chocolate Bar', 'Snacks', 120, 5],
  ['Mints', 'Snacks', 80, 3],
  ['Energy Drink', 'Drinks', 210, 2],
  ['Phone Cable', 'Other', 600, 1],
];
const pad = (n: number) => String(n).padStart(2, '0');
const sales = Array.from({ length: 2_000 }, (_, i) => {
  const [product, category, pence] = weighted(PRODUCTS.map((p) => [p, p[3]] as [typeof p, number]));
  return {
    'Txn ID': 1 + i,
    'Machine No': pick(rand, machines)['Machine No'],
    'Sold At': `${pad(int(rand, 1, 28))}/${pad(int(rand, 1, 6))}/2025 ${pad(int(rand, 6, 21))}:${pad(int(rand, 0, 59))}`,
    Product: product,
    Category: category,
    Price: (pence + 10 * int(rand, 0, 3)) / 100,
    Qty: int(rand, 1, 4),
  };
});

const rooms = Array.from({ length: 40 }, (_, i) => ({ room_id: 101 + i, room_type: pick(rand, ['Single', 'Double', 'Suite']) }));
const stays = Array.from({ length: 1_200 }, (_, i) => ({ stay_id: 1 + i, room_id: pick(rand, rooms).room_id, check_in: day(), Nights: int(rand, 1, 6), Price: int(rand, 60, 200) }));

const share = (part: number, whole: number) => `${formatNumber((100 * part) / whole)}%`;
const pence = (v: number) => Math.round(v * 100);

let t: TestClient;
let blood: string;
let golf: string;
let vending: string;
let lines: string;
let hotel: string;

beforeAll(async () => {
  t = sharedTestApp();
  blood = await createWorkspace(t, null, { name: 'blood-service' });
  await uploadTables(t, blood, [
    { content: toCsv(sessions), filename: 'sessions.csv' },
    { content: toCsv(donations), filename: 'donations.csv' },
  ]);
  golf = await createWorkspace(t, null, { name: 'golf-club' });
  await uploadTables(t, golf, [{ content: toCsv(bookings), filename: 'tee_bookings.csv' }]);
  vending = await createWorkspace(t, null, { name: 'vending' });
  await uploadTables(t, vending, [
    { content: toCsv(machines), filename: 'machines.csv' },
    { content: toCsv(sales.map(({ Qty: _, ...s }) => s)), filename: 'sales_transactions.csv' },
  ]);
  lines = await createWorkspace(t, null, { name: 'vending-lines' });
  await uploadTables(t, lines, [
    { content: toCsv(machines), filename: 'machines.csv' },
    { content: toCsv(sales), filename: 'sale_lines.csv' },
  ]);
  hotel = await createWorkspace(t, null, { name: 'hotel' });
  await uploadTables(t, hotel, [
    { content: toCsv(rooms), filename: 'rooms.csv' },
    { content: toCsv(stays), filename: 'stays.csv' },
  ]);
}, 180_000);

describe('an outcome named by its noun before "rate"', () => {
  it('"What is our deferral rate?" is the share of attempts whose outcome is Deferred', async () => {
    const deferred = donations.filter((d) => d.outcome === 'Deferred').length;
    expectAnswered(await askBuiltin(t, blood, 'What is our deferral rate?'), share(deferred, donations.length));
  });

  it('"deferral rate by procedure" gives each procedure\'s share', async () => {
    const reply = await askBuiltin(t, blood, 'deferral rate by procedure');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const p of ['Whole blood', 'Plasma', 'Platelets']) {
      const rows = donations.filter((d) => d.procedure === p);
      expect(reply.content).toContain(`${p} | ${share(rows.filter((d) => d.outcome === 'Deferred').length, rows.length)}`);
    }
  });

  it('"What is the no-show rate?" reads the hyphenated status whatever its case', async () => {
    const noShows = bookings.filter((b) => b.status === 'No-show').length;
    expectAnswered(await askBuiltin(t, golf, 'What is the no-show rate?'), share(noShows, bookings.length));
  });
});

describe('rows named with a record noun', () => {
  it('"Which procedure had the most donation attempts?" counts the donations', async () => {
    const counts = new Map<string, number>();
    for (const d of donations) counts.set(d.procedure, (counts.get(d.procedure) ?? 0) + 1);
    expectAnswered(await askBuiltin(t, blood, 'Which procedure had the most donation attempts?'), [...counts].sort((a, b) => b[1] - a[1])[0][0]);
  });
});

describe('"by number sold" beside a Sold At time', () => {
  it('ranks the products by their sales rows, not the times by their products', async () => {
    const counts = new Map<string, number>();
    for (const s of sales) counts.set(s.Product, (counts.get(s.Product) ?? 0) + 1);
    const [top] = [...counts].sort((a, b) => b[1] - a[1]);
    const reply = await askBuiltin(t, vending, 'Top 3 products by number sold');
    expectAnswered(reply, top[0]);
    expect(reply.execution_details.interpretation).toMatch(/number of rows per Product/);
  });
});

describe('revenue through the price of each sale', () => {
  it('"What was our total revenue?" adds up the price of every sale when each row is one item', async () => {
    const total = sales.reduce((n, s) => n + pence(s.Price), 0) / 100;
    const reply = await askBuiltin(t, vending, 'What was our total revenue?');
    expectAnswered(reply, formatNumber(total));
    expect(reply.execution_details.interpretation).toMatch(/total Price/);
  });

  it('"revenue by city" totals the prices of each city\'s machines', async () => {
    const cityOf = new Map(machines.map((m) => [m['Machine No'], m.City]));
    const totals = new Map<string, number>();
    for (const s of sales) totals.set(cityOf.get(s['Machine No'])!, (totals.get(cityOf.get(s['Machine No'])!) ?? 0) + pence(s.Price));
    const reply = await askBuiltin(t, vending, 'revenue by city');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [city, p] of totals) expect(reply.content).toContain(`${city} | ${formatNumber(p / 100)}`);
  });

  it('beside a quantity column, revenue is price times quantity', async () => {
    const total = sales.reduce((n, s) => n + pence(s.Price) * s.Qty, 0) / 100;
    const reply = await askBuiltin(t, lines, 'What was our total revenue?');
    expectAnswered(reply, formatNumber(total));
    expect(reply.execution_details.interpretation).toMatch(/Price \* Qty/);
  });

  it('beside another figure of the row (nights), the price is not read as what a stay took', async () => {
    const reply = await askBuiltin(t, hotel, 'What was our total revenue?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"How many sales did we make?" still counts the sales rows, never their prices', async () => {
    const reply = await askBuiltin(t, vending, 'How many sales did we make?');
    expectAnswered(reply, formatNumber(sales.length));
  });
});

describe('the average number of rows per group', () => {
  it('"What is the average number of donation attempts per session?" is attempts over the sessions holding any', async () => {
    const held = new Set(donations.map((d) => d.session_id)).size;
    const reply = await askBuiltin(t, blood, 'What is the average number of donation attempts per session?');
    expectAnswered(reply, formatNumber(donations.length / held));
    expect(reply.content).toMatch(/over the session_id values they hold/);
  });

  it('"How many played bookings per course on average?" keeps a cell condition in scope', async () => {
    const played = bookings.filter((b) => b.status === 'Played');
    const courses = new Set(played.map((b) => b.course)).size;
    expectAnswered(await askBuiltin(t, golf, 'How many played bookings per course on average?'), formatNumber(played.length / courses));
  });

  it('"bookings per course" without an average is still each course\'s count', async () => {
    const reply = await askBuiltin(t, golf, 'bookings per course');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`Par 3 | ${formatNumber(bookings.filter((b) => b.course === 'Par 3').length)}`);
  });
});
