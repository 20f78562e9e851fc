// Two shops whose job or sale lines hold a "Price" beside a Qty, the header saying no unit:
// - a print shop's 1,500 jobs, each price the whole job's (it grows with the quantity among jobs of
//   the same product; cheap products go by the ten and dear ones singly, so over all rows price and
//   quantity are not correlated): "Which product brings in the most money?" adds up the prices;
// - a hardware shop's 1,500 sale lines, each price one item's (the same for every line of a product):
//   its revenue is still the price times the quantity (row-price-by-data.ts, tellQuantity).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

// product, base price of one, quantities it goes by
const PRODUCTS: [string, number, number[]][] = [
  ['Flyer Pack', 60, [5, 10, 20, 50]],
  ['Poster', 22, [1, 2, 4, 6, 10]],
  ['Banner', 60, [1, 1, 2, 3]],
  ['Shop Sign', 900, [1, 1, 1, 2]],
  ['Full Rebrand', 2_400, [1, 1, 1, 1, 2]],
];
let seed = 20_261_130;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
const customers = Array.from({ length: 300 }, (_, i) => ({ 'Account No': 40_001 + i, 'Business Name': `Business ${i}`, Town: ['Leeds', 'York', 'Hull'][i % 3] }));
const jobs = Array.from({ length: 1_500 }, (_, i) => {
  const [product, base, qtys] = PRODUCTS[(i * 7) % 5 === 4 ? 4 : (i * 3) % 4];
  const qty = qtys[Math.floor(random() * qtys.length)];
  const size = 0.8 + random() * 0.4;
  return {
    'Job No': 118_001 + i,
    'Account No': 40_001 + ((i * 11) % 300),
    'Order Date': new Date(Date.UTC(2025, 0, 2) + ((i * 5) % 600) * 86_400_000).toISOString().slice(0, 10),
    Product: product,
    Qty: qty,
    'Price (GBP)': Math.round(base * size * qty * 100) / 100,
    Status: i % 17 === 0 ? 'Cancelled' : 'Completed',
  };
});
const UNIT: Record<string, number> = { Hammer: 12.5, 'Screw Box': 30, Drill: 89, Ladder: 140 };
const items = Object.keys(UNIT);
const sales = Array.from({ length: 1_500 }, (_, i) => {
  const item = items[(i * 5) % 4];
  return {
    'Sale No': 900_001 + i,
    'Till No': 1 + (i % 3),
    'Sale Date': new Date(Date.UTC(2025, 0, 2) + ((i * 3) % 600) * 86_400_000).toISOString().slice(0, 10),
    Item: item,
    Qty: item === 'Screw Box' ? 1 + ((i * 7) % 20) : 1 + ((i * 7) % 3),
    'Price (GBP)': UNIT[item],
  };
});
const tills = [1, 2, 3].map((n) => ({ 'Till No': n, Location: ['Front', 'Garden', 'Trade Counter'][n - 1] }));

function winner(rows: Array<Record<string, unknown>>, key: string, value: (r: Record<string, unknown>) => number): { name: string; total: number } {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(String(r[key]), (totals.get(String(r[key])) ?? 0) + value(r));
  const [name, total] = [...totals].sort((a, b) => b[1] - a[1])[0];
  return { name, total };
}
const jobWinner = winner(jobs, 'Product', (r) => (r.Status === 'Completed' ? Number(r['Price (GBP)']) : 0));
const jobWinnerTimesQty = winner(jobs, 'Product', (r) => (r.Status === 'Completed' ? Number(r['Price (GBP)']) * Number(r.Qty) : 0));
const saleWinner = winner(sales, 'Item', (r) => Number(r['Price (GBP)']) * Number(r.Qty));
const salePriceWinner = winner(sales, 'Item', (r) => Number(r['Price (GBP)']));
let t: TestClient;
let printShop: string;
let hardware: string;

beforeAll(async () => {
  t = sharedTestApp();
  printShop = await createWorkspace(t, null, { name: 'print shop' });
  await uploadTables(t, printShop, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(jobs), filename: 'jobs.csv' },
  ]);
  hardware = await createWorkspace(t, null, { name: 'hardware shop' });
  await uploadTables(t, hardware, [
    { content: toCsv(tills), filename: 'tills.csv' },
    { content: toCsv(sales), filename: 'sales.csv' },
  ]);
}, 180_000);

describe('a price beside a quantity, told by the data', () => {
  it('has over 1,000 rows in each shop, and the readings differ', () => {
    expect(jobs.length).toBeGreaterThan(1_000);
    expect(sales.length).toBeGreaterThan(1_000);
    expect(jobWinnerTimesQty.name).not.toBe(jobWinner.name);
    expect(salePriceWinner.name).not.toBe(saleWinner.name);
  });

  it('a job price growing with its quantity is the whole job: the prices added up', async () => {
    const reply = await askBuiltin(t, printShop, 'Which product brings in the most money on completed jobs?');
    expectAnswered(reply, jobWinner.name);
  });

  it('a price the same for every line of an item is per item: the price times the quantity', async () => {
    const reply = await askBuiltin(t, hardware, 'Which item brings in the most money?');
    expectAnswered(reply, saleWinner.name);
  });
});
