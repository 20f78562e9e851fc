// A pet shop's till lines (1,800 rows, sales_lines.csv: a timestamp, a receipt number shared by
// several lines, a quantity, a Discount (£), a Line Total (£) that allows for it, a status Completed,
// Refunded or Cancelled) joined by SKU to products.csv (category, unit price, a Perishable Yes/No
// flag). Wordings a shop owner uses: "do we stock", "perishable items", "refund" as a verb,
// "given away", "Saturday receipts", "items sold", "refunded value", "sales 2025 vs 2026" (Line IDs
// run past 2025).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const CATEGORIES = ['Dog Food', 'Cat Litter', 'Bird Seed', 'Toys', 'Treats'];
const STATUSES = ['Completed', 'Completed', 'Refunded', 'Completed', 'Completed', 'Cancelled', 'Completed'];
const CHANNELS = ['Shop', 'Online'];
const products = Array.from({ length: 60 }, (_, i) => ({
  SKU: `PS-${2001 + i}`,
  'Product Name': `Pet Thing ${String.fromCharCode(65 + (i % 26))}${i}`,
  Category: CATEGORIES[i % CATEGORIES.length],
  'Unit Price (£)': (2 + ((i * 29) % 60) + 0.49).toFixed(2),
  Perishable: i % 3 === 0 ? 'Yes' : 'No',
}));
const lines = Array.from({ length: 1_800 }, (_, i) => {
  const p = products[(i * 7) % products.length];
  const qty = 1 + ((i * 3) % 5);
  const discount = i % 6 === 0 ? Math.round(Number(p['Unit Price (£)']) * qty * 15) / 100 : 0;
  const year = i % 3 === 0 ? 2025 : 2026;
  return {
    'Line ID': 1_001 + i,
    'Receipt No': 800_000 + Math.floor(i / 3),
    'Sold At': `${year}-${String(1 + (Math.floor(i / 3) % 12)).padStart(2, '0')}-${String(1 + (Math.floor(i / 3) % 28)).padStart(2, '0')} ${String(9 + (i % 8)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
    SKU: p.SKU,
    Qty: qty,
    'Discount (£)': discount ? discount.toFixed(2) : '',
    'Line Total (£)': (Math.round((Number(p['Unit Price (£)']) * qty - discount) * 100) / 100).toFixed(2),
    Channel: CHANNELS[i % 2],
    Status: STATUSES[Math.floor(i / 3) % STATUSES.length],
  };
});
const productOf = new Map(products.map((p) => [p.SKU, p]));
const money = (x: number) => formatNumber(Math.round(x * 100) / 100);
const lineTotal = (l: (typeof lines)[number]) => Number(l['Line Total (£)']);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'pet shop' });
  await uploadTables(t, ws, [
    { content: toCsv(products), filename: 'products.csv' },
    { content: toCsv(lines), filename: 'sales_lines.csv' },
  ]);
}, 180_000);

describe("a shop owner's wording over till lines", () => {
  it('has over 1,000 lines, some refunded, several to a receipt', () => {
    expect(lines.length).toBeGreaterThan(1_000);
    expect(lines.filter((l) => l.Status === 'Refunded').length).toBeGreaterThan(100);
    expect(new Set(lines.map((l) => l['Receipt No'])).size).toBeLessThan(lines.length);
  });

  it('"How many products do we stock?" counts the products: "stock" is the verb of keeping them', async () => {
    const reply = await askBuiltin(t, ws, 'How many products do we stock?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(products.length)}**`);
  });

  it('"How much stock of Toys do we have?" names a stock level no table holds: never answered', async () => {
    const reply = await askBuiltin(t, ws, 'How much stock of Toys do we have?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"Average unit price of perishable items" keeps the products flagged Perishable: "items" restates them', async () => {
    const reply = await askBuiltin(t, ws, 'Average unit price of perishable items');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const kept = products.filter((p) => p.Perishable === 'Yes');
    expect(reply.content).toContain(`**${money(kept.reduce((a, p) => a + Number(p['Unit Price (£)']), 0) / kept.length)}**`);
  });

  it('"How much did we refund in 2026?" adds up the line totals of the refunded lines of 2026', async () => {
    const reply = await askBuiltin(t, ws, 'How much did we refund in 2026?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const total = lines.filter((l) => l.Status === 'Refunded' && l['Sold At'].startsWith('2026')).reduce((a, l) => a + lineTotal(l), 0);
    expect(reply.content).toContain(`**${money(total)}**`);
  });

  it('"How much discount have we given away on completed sales?" adds up the discounts: "away" only completes "given"', async () => {
    const reply = await askBuiltin(t, ws, 'How much discount have we given away on completed sales?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const total = lines.filter((l) => l.Status === 'Completed').reduce((a, l) => a + Number(l['Discount (£)'] || 0), 0);
    expect(reply.content).toContain(`**${money(total)}**`);
  });

  it('"How many Saturday receipts did we have in 2026?" counts the receipts dated on a Saturday', async () => {
    const reply = await askBuiltin(t, ws, 'How many Saturday receipts did we have in 2026?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const saturday = (at: string) => new Date(`${at.slice(0, 10)}T00:00:00Z`).getUTCDay() === 6;
    const receipts = new Set(lines.filter((l) => l['Sold At'].startsWith('2026') && saturday(l['Sold At'])).map((l) => l['Receipt No']));
    expect(receipts.size).toBeGreaterThan(10);
    expect(reply.content).toContain(`**${formatNumber(receipts.size)}**`);
  });

  it('"How many items did we sell on completed lines in March 2026?" adds up the quantity', async () => {
    const reply = await askBuiltin(t, ws, 'How many items did we sell on completed lines in March 2026?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const units = lines.filter((l) => l.Status === 'Completed' && l['Sold At'].startsWith('2026-03')).reduce((a, l) => a + l.Qty, 0);
    expect(reply.content).toContain(`**${formatNumber(units)}**`);
  });

  it('"Refunded value by category" adds up the refunded line totals per category', async () => {
    const reply = await askBuiltin(t, ws, 'Refunded value by category');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const category of CATEGORIES) {
      const total = lines.filter((l) => l.Status === 'Refunded' && productOf.get(l.SKU)!.Category === category).reduce((a, l) => a + lineTotal(l), 0);
      expect(reply.content).toContain(money(total));
    }
  });

  it('"Completed sales 2025 vs 2026" compares the two years: after the plural "sales" a year is no Line ID', async () => {
    const reply = await askBuiltin(t, ws, 'Completed sales 2025 vs 2026');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const year of ['2025', '2026']) {
      const total = lines.filter((l) => l.Status === 'Completed' && l['Sold At'].startsWith(year)).reduce((a, l) => a + lineTotal(l), 0);
      expect(reply.content).toContain(money(total));
    }
  });

  it('"Top 3 Toys items by units sold" ranks products, never single lines by their quantity: "items" there are the goods', async () => {
    const reply = await askBuiltin(t, ws, 'Top 3 Toys items by units sold');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).not.toMatch(/\*\*\d{4}-\d{2}-\d{2}/);
  });

  it('"How many Online items did we sell on completed lines?" adds up the quantity: a cell may stand between "how many" and "items"', async () => {
    const reply = await askBuiltin(t, ws, 'How many Online items did we sell on completed lines?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const units = lines.filter((l) => l.Status === 'Completed' && l.Channel === 'Online').reduce((a, l) => a + l.Qty, 0);
    expect(reply.content).toContain(`**${formatNumber(units)}**`);
  });

  it('"How much have we refunded in discount?" adds up the header named, never the line totals', async () => {
    const reply = await askBuiltin(t, ws, 'How much have we refunded in discount?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const total = lines.filter((l) => l.Status === 'Refunded').reduce((a, l) => a + Number(l['Discount (£)'] || 0), 0);
    expect(reply.content).toContain(`**${money(total)}**`);
  });
});
