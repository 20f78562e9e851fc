// Sales lines holding what each line was sold at ("Unit Price Paid (£)", a Qty) beside the goods'
// list price ("Total RRP (£)"): "sales by category" is never the list price added up, since that is
// what the goods were priced at, not what the sales took (interpret.ts, LIST_PRICE_WORDS). And
// "which category sells the most?" over a Qty holding weights and counts alike may ask for the money
// or the units: the present "sells" names the units only after "how many", so it is never answered
// with the quantity added up (interpret.ts, PRESENT_SELLING).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const CATEGORIES = ['Rope', 'Paint', 'Safety', 'Veg'];
const STATUSES = ['Completed', 'Completed', 'Completed', 'Refunded', 'Completed'];
const products = Array.from({ length: 40 }, (_, i) => ({ SKU: `CH-${2001 + i}`, Category: CATEGORIES[i % 4] }));
const lines = Array.from({ length: 1_600 }, (_, i) => {
  const p = products[(i * 7) % products.length];
  // Veg is sold by weight (kg, with decimals) and cheap: most units, least money.
  const qty = p.Category === 'Veg' ? 2.5 + (i % 9) * 0.75 : 1 + (i % 3);
  const paid = p.Category === 'Veg' ? 1.2 : 12 + ((i * 13) % 50) + 0.99;
  return {
    'Line ID': 1 + i,
    SKU: p.SKU,
    Qty: qty,
    'Unit Price Paid (£)': paid.toFixed(2),
    'Total RRP (£)': (qty * paid * 1.25).toFixed(2),
    Status: STATUSES[i % 5],
  };
});
const categoryOf = new Map(products.map((p) => [p.SKU, p.Category]));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'chandlery' });
  await uploadTables(t, ws, [
    { content: toCsv(products), filename: 'products.csv' },
    { content: toCsv(lines), filename: 'sales_lines.csv' },
  ]);
}, 180_000);

describe('sales beside a list price', () => {
  it('"sales by category excluding refunded lines" never adds up the list price', async () => {
    expect(lines.length).toBeGreaterThan(1_000);
    const reply = await askBuiltin(t, ws, 'sales by category excluding refunded lines');
    const rrp = CATEGORIES.map((c) => lines.filter((l) => categoryOf.get(l.SKU) === c && l.Status !== 'Refunded').reduce((a, l) => a + Number(l['Total RRP (£)']), 0));
    expect(rrp.every((v) => v > 0)).toBe(true);
    for (const v of rrp) expect(reply.content).not.toContain(formatNumber(Math.round(v * 100) / 100));
  });

  it('"Which category sells the most?" is never answered with the quantity added up', async () => {
    const units = CATEGORIES.map((c) => ({ c, v: lines.filter((l) => categoryOf.get(l.SKU) === c).reduce((a, l) => a + l.Qty, 0) }));
    const top = units.reduce((a, b) => (b.v > a.v ? b : a));
    const reply = await askBuiltin(t, ws, 'Which category sells the most?');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).not.toContain(formatNumber(Math.round(top.v * 100) / 100));
  });
});
