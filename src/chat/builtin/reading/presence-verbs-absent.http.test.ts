// "How many products never appear on a sales line at all?" asked through HTTP over a chocolate
// shop's 3,000 sales lines and its products, 15 of which were never sold: a verb of being found on
// the rows ("appear on", "feature in"), negated, asks for the products with no sales line, as "never
// sold" does (absence.ts). "Appear" was left unplaced and the lines counted. Without the rows'
// noun after it ("never appear" alone) it stays unread. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { chocolateShop } from '../../../../test/support/chocolate-shop-tables.ts';
import { formatNumber } from '../text.ts';

const shop = chocolateShop();
// Fifteen new products no line refers to.
const unsold = Array.from({ length: 15 }, (_, i) => ({ 'Product Code': 49_001 + i, 'Product Name': `New Bar ${i}`, Range: 'Bars', 'Price (£)': 4 }));
const products = [...shop.products, ...unsold];
const sold = new Set(shop.lines.map((l) => l['Product Code']));
const never = products.filter((p) => !sold.has(p['Product Code']));

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'chocolate shop unsold' });
  await uploadTables(t, ws, [
    { content: toCsv(products), filename: 'products.csv' },
    { content: toCsv(shop.lines), filename: 'sales_lines.csv' },
  ]);
}, 180_000);

describe('a verb of being found on the rows, negated', () => {
  it('"how many products never appear on a sales line at all" counts the unsold products', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many products never appear on a sales line at all?'), formatNumber(never.length));
  });

  it('"how many products have never featured in a sales line" counts them too', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many products have never featured in a sales line?'), formatNumber(never.length));
  });

  it('control: "how many products never appear" names no rows and is not answered', async () => {
    const reply = await askBuiltin(t, ws, 'How many products never appear?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
