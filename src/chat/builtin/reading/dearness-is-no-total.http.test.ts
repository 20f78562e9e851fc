// "Most expensive tree we have sold" over 1,200 tree sales: how dear a thing is is a price, so the
// prices of each product added up (the product sold most often wins) are never the answer.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const PRODUCTS: [string, number][] = [['Nordmann Fir', 13], ['Norway Spruce', 9], ['Blue Spruce', 16], ['Wreath', 28]];
const sales = Array.from({ length: 1_200 }, (_, i) => {
  const [product, per] = PRODUCTS[i % 5 === 4 ? 2 : i % 2 === 0 ? 0 : i % 3 === 0 ? 3 : 1];
  const height = product === 'Wreath' ? null : 4 + (i % 6);
  return { 'Sale Ref': `XT-${String(i + 1).padStart(5, '0')}`, Product: product, 'Height (ft)': height, 'Price (£)': height === null ? per : height * per, Status: i % 17 === 0 ? 'Refunded' : 'Sold' };
});
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'dearness is no total' });
  await uploadTables(t, ws, [{ content: toCsv(sales), filename: 'tree_sales.csv' }]);
}, 180_000);

describe('how dear a thing is', () => {
  it('is not answered by prices added up per product', async () => {
    const reply = await askBuiltin(t, ws, 'Most expensive tree we have sold');
    expect(reply.content).not.toMatch(/highest total Price/);
  });
});
