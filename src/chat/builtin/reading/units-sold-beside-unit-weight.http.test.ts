// "Units sold" beside a product's "Unit weight (kg)" and the sales' qty, asked through HTTP over 60
// products and 1,500 sales lines: the units are the quantity, never the header that merely shares
// the word "unit". Expected answers are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

const rand = random(131);
const products = Array.from({ length: 60 }, (_, i) => ({
  product_id: `P${100 + i}`,
  product_name: `Compost blend ${i + 1}`,
  'Unit weight (kg)': [5, 10, 20, 40][Math.floor(rand() * 4)],
}));
const sales = Array.from({ length: 1_500 }, (_, i) => ({
  sale_id: 40_001 + i,
  product_id: `P${100 + Math.floor(rand() * 60)}`,
  sold_on: `${rand() < 0.5 ? 2024 : 2025}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
  qty: 1 + Math.floor(rand() * 12),
}));

let t: TestClient;
let shop: string;

beforeAll(async () => {
  t = sharedTestApp();
  shop = await createWorkspace(t, null, { name: 'garden shop' });
  await uploadTables(t, shop, [
    { content: toCsv(products), filename: 'products.csv' },
    { content: toCsv(sales), filename: 'sales.csv' },
  ]);
}, 120_000);

describe('units sold beside a unit weight', () => {
  it('"how many units did we sell in 2024" adds the quantity, never the unit weight', async () => {
    const units = sales.filter((s) => s.sold_on.startsWith('2024')).reduce((n, s) => n + s.qty, 0);
    const reply = await askBuiltin(t, shop, 'How many units did we sell in 2024?');
    expect(reply.content).not.toMatch(/Unit weight/);
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(units)}**`);
  });
});
