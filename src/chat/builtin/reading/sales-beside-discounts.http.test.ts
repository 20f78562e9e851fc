// A shop's sale lines (1,600 rows) named sales_lines.csv, holding a quantity, a Discount (£) and a
// Line Total (£) that already allows for the discount, joined by SKU to products.csv (category,
// unit price). "Sales" said as an amount ("Completed sales by category", "Sales by channel") is the
// line totals added up: the discount is money let go, never what was taken in, so the line total is
// the one takings column (takings-column.ts), and the noun "sales" is that money though it also
// names the rows (interpret.ts); "how many sales" still counts them. "How many aquariums did we sell
// through click & collect" adds up the quantity of that category's lines: "sell" never names the
// products' unit price where a quantity is recorded. A verb of money ("make us", "brings in") names
// the line total too, the discount set aside, and "the least in completed sales" ranks that money.
// "What did Terra products sell for" (sales rows holding only a quantity) is money, never the quantity.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const CATEGORIES = ['Aquariums', 'Plants', 'Food', 'Filters'];
const CHANNELS = ['Shop', 'Online', 'Click & Collect'];
const STATUSES = ['Completed', 'Completed', 'Completed', 'Refunded', 'Completed', 'Cancelled'];
const products = Array.from({ length: 40 }, (_, i) => ({
  SKU: `SK-${1001 + i}`,
  'Product Name': `Item ${String.fromCharCode(65 + (i % 26))}${i}`,
  Category: CATEGORIES[i % 4],
  'Unit Price (£)': (3 + ((i * 37) % 90) + 0.49).toFixed(2),
}));
const lines = Array.from({ length: 1_600 }, (_, i) => {
  const p = products[(i * 7) % products.length];
  const qty = 1 + ((i * 5) % 4);
  const discount = i % 5 === 0 ? Math.round(Number(p['Unit Price (£)']) * qty * 10) / 100 : 0;
  return {
    'Line ID': 1 + i,
    'Receipt No': 500_000 + Math.floor(i / 3),
    'Sold At': `2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')} 1${i % 8}:15`,
    SKU: p.SKU,
    Qty: qty,
    'Discount (£)': discount ? discount.toFixed(2) : '',
    'Line Total (£)': (Math.round((Number(p['Unit Price (£)']) * qty - discount) * 100) / 100).toFixed(2),
    Channel: CHANNELS[i % 3],
    Status: STATUSES[i % STATUSES.length],
  };
});
const categoryOf = new Map(products.map((p) => [p.SKU, p.Category]));
const money = (x: number) => formatNumber(Math.round(x * 100) / 100);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'aquatic shop' });
  await uploadTables(t, ws, [
    { content: toCsv(products), filename: 'products.csv' },
    { content: toCsv(lines), filename: 'sales_lines.csv' },
  ]);
}, 180_000);

describe('sales beside a discount column', () => {
  it('has over 1,000 sale lines, a fifth of them discounted, with quantities above one', () => {
    expect(lines.length).toBeGreaterThan(1_000);
    expect(lines.filter((l) => l['Discount (£)'] !== '').length).toBeGreaterThan(300);
    expect(lines.some((l) => l.Qty > 1)).toBe(true);
  });

  it('"Sales by channel (completed)" adds up the line totals of completed lines per channel', async () => {
    const reply = await askBuiltin(t, ws, 'Sales by channel (completed)');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const channel of CHANNELS) {
      const total = lines.filter((l) => l.Channel === channel && l.Status === 'Completed').reduce((a, l) => a + Number(l['Line Total (£)']), 0);
      expect(reply.content, reply.content).toContain(money(total));
    }
  });

  it('"Completed sales by category" adds up the line totals through the products', async () => {
    const reply = await askBuiltin(t, ws, 'Completed sales by category');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const category of CATEGORIES) {
      const total = lines.filter((l) => categoryOf.get(l.SKU) === category && l.Status === 'Completed').reduce((a, l) => a + Number(l['Line Total (£)']), 0);
      expect(reply.content, reply.content).toContain(money(total));
    }
  });

  it('"Completed sales in March 2026" is the money of those lines', async () => {
    const reply = await askBuiltin(t, ws, 'Completed sales in March 2026');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const total = lines.filter((l) => l['Sold At'].startsWith('2026-03') && l.Status === 'Completed').reduce((a, l) => a + Number(l['Line Total (£)']), 0);
    expect(reply.content).toContain(`**${money(total)}**`);
  });

  it('"How many aquariums did we sell through click & collect?" adds up the quantity of those lines', async () => {
    const reply = await askBuiltin(t, ws, 'How many aquariums did we sell through click & collect?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const units = lines.filter((l) => categoryOf.get(l.SKU) === 'Aquariums' && l.Channel === 'Click & Collect').reduce((a, l) => a + l.Qty, 0);
    expect(reply.content).toContain(`**${formatNumber(units)}**`);
  });

  it('"How much did Plants products make us in completed sales?" adds up their line totals, never the discounts', async () => {
    const reply = await askBuiltin(t, ws, 'How much did Plants products make us in completed sales?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const total = lines.filter((l) => categoryOf.get(l.SKU) === 'Plants' && l.Status === 'Completed').reduce((a, l) => a + Number(l['Line Total (£)']), 0);
    expect(reply.content).toContain(`**${money(total)}**`);
  });

  it('"Which category brings in the least in completed sales?" ranks the categories by their line totals', async () => {
    const reply = await askBuiltin(t, ws, 'Which category brings in the least in completed sales?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    const totals = CATEGORIES.map((c) => ({ c, v: lines.filter((l) => categoryOf.get(l.SKU) === c && l.Status === 'Completed').reduce((a, l) => a + Number(l['Line Total (£)']), 0) }));
    const least = totals.reduce((a, b) => (b.v < a.v ? b : a));
    expect(reply.content).toContain(`**${least.c}**`);
    expect(reply.content).toContain(money(least.v));
  });

  it('"What did Aquariums products sell for in total?" asks for money: never the quantity added up', async () => {
    const reply = await askBuiltin(t, ws, 'What did Aquariums products sell for in total?');
    const units = lines.filter((l) => categoryOf.get(l.SKU) === 'Aquariums').reduce((a, l) => a + l.Qty, 0);
    if (reply.execution_details.outcome === 'answered') expect(reply.content).not.toContain(`**${formatNumber(units)}**`);
  });
});

// Sales rows holding only a quantity, priced through products.csv: "sell for" asks what they were
// sold for, so "sell" before "for" never reads the quantity added up.
const BRANDS = ['Terra', 'Nimbus', 'Vega'];
const shopProducts = Array.from({ length: 30 }, (_, i) => ({ product_id: 1 + i, brand: BRANDS[i % 3], unit_price: (4 + ((i * 13) % 70) + 0.99).toFixed(2) }));
const shopSales = Array.from({ length: 1_200 }, (_, i) => ({ sale_id: 70_001 + i, product_id: 1 + ((i * 11) % 30), quantity: 1 + (i % 6), sold_on: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}` }));
let shopWs: string;

describe('a selling verb before "for"', () => {
  beforeAll(async () => {
    shopWs = await createWorkspace(t, null, { name: 'brand shop' });
    await uploadTables(t, shopWs, [
      { content: toCsv(shopProducts), filename: 'products.csv' },
      { content: toCsv(shopSales), filename: 'sales.csv' },
    ]);
  }, 180_000);

  it('"What did Terra products sell for in total?" is never the quantity of their sales added up', async () => {
    expect(shopSales.length).toBeGreaterThan(1_000);
    const reply = await askBuiltin(t, shopWs, 'What did Terra products sell for in total?');
    const brandOf = new Map(shopProducts.map((p) => [p.product_id, p.brand]));
    const units = shopSales.filter((x) => brandOf.get(x.product_id) === 'Terra').reduce((a, x) => a + x.quantity, 0);
    if (reply.execution_details.outcome === 'answered') expect(reply.content).not.toContain(`**${formatNumber(units)}**`);
  });
});

