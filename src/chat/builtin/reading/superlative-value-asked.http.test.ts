// A paddle hire centre's 3,000 hires with a Price (£) each. "What is the most we charged for a single
// hire booking?" asks the highest price, a value: "what is the <superlative>" is no question of
// which hire ranks first, even where a money verb ("charged") names the figure and the rows are
// named after it (interpret.ts). It was declined: no column names the hires.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { paddleHire } from '../../../../test/support/paddle-hire-tables.ts';
import { formatNumber } from '../text.ts';

const { hires } = paddleHire();
const prices = hires.map((h) => Number(h['Price (£)']));
// A shop's 1,200 products with a price each, every price different.
const products = Array.from({ length: 1_200 }, (_, i) => ({ sku: `SKU-${40_000 + i}`, product_name: `Item ${(i * 7919) % 1_200}`, unit_price: 5 + ((i * 389) % 1_200) / 4 }));
const dearest = products.reduce((a, b) => (b.unit_price > a.unit_price ? b : a));
let shop: string;
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'paddle hire dearest' });
  await uploadTables(t, ws, [{ content: toCsv(hires), filename: 'hires.csv' }]);
  shop = await createWorkspace(t, null, { name: 'shop products' });
  await uploadTables(t, shop, [{ content: toCsv(products), filename: 'products.csv' }]);
}, 180_000);

describe('"what is the most we charged" asks the value', () => {
  it('has over 1,000 hires', () => {
    expect(hires.length).toBeGreaterThan(1_000);
  });

  it('"the most we charged for a single hire booking" is the highest price', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What is the most we charged for a single hire booking?'), formatNumber(Math.max(...prices)));
  });

  it('"the least we charged for a hire" is the lowest price', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What is the least we charged for a hire?'), formatNumber(Math.min(...prices)));
  });


  it('control: "what is the most expensive product" names the product (an adjective and the rows\' noun follow the superlative)', async () => {
    expect(products.filter((p) => p.unit_price === dearest.unit_price)).toHaveLength(1);
    expectAnswered(await askBuiltin(t, shop, 'What is the most expensive product?'), dearest.product_name);
  });
});
