// 300 products (a Category, a Unit Price (£)) and 3,000 sale lines (Sold At, SKU, Qty, Line Total):
// "When did we last sell a marine fish?" asks a date. The present "sell" beside a per-item price is
// set aside only where the question says what it measures (interpret.ts, presentCounted); a "when"
// question measures nothing, so the verb is the sale lines' own and the answer is the latest Sold At.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';

const rand = seeded(43_033);
const products = Array.from({ length: 300 }, (_, i) => ({
  SKU: 70_001 + i,
  'Product Name': `${pick(rand, ['Blue', 'Royal', 'Striped', 'Dwarf'])} ${pick(rand, ['Tang', 'Gourami', 'Filter', 'Heater'])} ${i + 1}`,
  Category: i % 5 === 0 ? 'Marine Fish' : pick(rand, ['Tropical Fish', 'Equipment', 'Food']),
  'Unit Price (£)': int(rand, 3, 250),
}));
const lines = Array.from({ length: 3_000 }, (_, i) => {
  const day = 1 + Math.floor(i / 10);
  const date = new Date(Date.UTC(2025, 0, day, 9 + (i % 8), (i * 7) % 60));
  return { 'Line ID': i + 1, 'Sold At': date.toISOString().slice(0, 16).replace('T', ' '), SKU: products[int(rand, 0, products.length - 1)].SKU, Qty: int(rand, 1, 3) };
});
const marine = new Set(products.filter((p) => p.Category === 'Marine Fish').map((p) => p.SKU));
const lastMarine = lines.filter((l) => marine.has(l.SKU)).map((l) => l['Sold At']).sort().at(-1)!;
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'when did we last sell' });
  await uploadTables(t, ws, [
    { content: toCsv(products), filename: 'products.csv' },
    { content: toCsv(lines), filename: 'sales_lines.csv' },
  ]);
}, 180_000);

describe('"when did we last sell"', () => {
  it('gives the latest sale of the category, not a price', async () => {
    expectAnswered(await askBuiltin(t, ws, 'When did we last sell a marine fish?'), `${lastMarine.replace(' ', 'T')}:00`);
  });
});
