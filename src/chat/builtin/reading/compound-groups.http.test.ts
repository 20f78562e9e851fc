// "Revenue by product category", "which product category brings in the least revenue" over 3,000
// sales holding both a Product and its Category: the compound names the category (its head), not
// the product. Expected answers computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { seeded as random } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = random(5_203);
const PRODUCTS: Array<[string, string, number]> = [
  ['Lemonade', 'Drinks', 1.8], ['Still Water', 'Drinks', 1.2], ['Iced Tea', 'Drinks', 2.1], ['Crisps', 'Snacks', 1.1], ['Pretzels', 'Snacks', 1.4],
  ['Flapjack', 'Bakery', 2.4], ['Muffin', 'Bakery', 2.6], ['Brownie', 'Bakery', 2.9], ['Apple', 'Fruit', 0.7], ['Banana', 'Fruit', 0.6],
];
const kiosks = Array.from({ length: 40 }, (_, i) => ({ kiosk_id: `K${100 + i}`, site: `Site ${i + 1}` }));
const sales = Array.from({ length: 3_000 }, (_, i) => {
  const [product, category, price] = PRODUCTS[Math.floor(rand() * rand() * PRODUCTS.length)];
  return { sale_id: 800_001 + i, kiosk_id: kiosks[Math.floor(rand() * kiosks.length)].kiosk_id, product, category, price: Math.round(price * (0.9 + rand() * 0.2) * 100) / 100 };
});

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'kiosks' });
  await uploadTables(t, ws, [
    { content: toCsv(kiosks), filename: 'kiosks.csv' },
    { content: toCsv(sales), filename: 'kiosk_sales.csv' },
  ]);
}, 180_000);

const byCategory = new Map<string, number>();
for (const s of sales) byCategory.set(s.category, (byCategory.get(s.category) ?? 0) + s.price);

describe('a compound of two headers names its head', () => {
  it('"revenue by product category" totals the price per category', async () => {
    const reply = await askBuiltin(t, ws, 'revenue by product category');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [category, sum] of byCategory) expect(reply.content).toContain(`${category} | ${formatNumber(sum)}`);
  });

  it('"which product category brings in the least revenue" names a category', async () => {
    const least = [...byCategory].sort((a, b) => a[1] - b[1])[0][0];
    const reply = await askBuiltin(t, ws, 'Which product category brings in the least revenue?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${least}**`);
  });
});
