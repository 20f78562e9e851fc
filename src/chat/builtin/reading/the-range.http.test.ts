// "Which brand has the most kettles in the range?": a shop's range is its list of products as a
// whole, like "the catalogue", never a condition (vocabulary.ts FILLER).
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { shopRange } from '../../../../test/support/shop-range-tables.ts';
import { formatNumber } from '../text.ts';

const products = shopRange(1_200);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'the range' });
  await uploadTables(t, ws, [{ content: toCsv(products), filename: 'products.csv' }]);
}, 180_000);

describe('the range is the products as a whole', () => {
  it('"which brand has the most kettles in the range" counts the kettles per brand', async () => {
    const counts = new Map<string, number>();
    for (const p of products) if (p.category === 'Kettles') counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1);
    const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    expectAnswered(await askBuiltin(t, ws, 'Which brand has the most kettles in the range?'), best[0]);
  });

  it('"how many Salter toasters are in our range" counts them', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many Salter toasters are in our range?'), formatNumber(products.filter((p) => p.brand === 'Salter' && p.category === 'Toasters').length));
  });
});
