// "How many products does each supplier supply?" over products whose Sold By column holds "each":
// "each" before a noun naming a column is a grouping determiner (grouping-determiners.ts), not the
// cell; "sold each" on its own is still the cell.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { shopProducts } from '../../../../test/support/counter-sales-tables.ts';
import { formatNumber } from '../text.ts';

const products = shopProducts(1_200);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'farm shop goods' });
  await uploadTables(t, ws, [{ content: toCsv(products), filename: 'products.csv' }]);
}, 180_000);

describe('"each" and "every" before a noun', () => {
  it('"how many products does each supplier supply" counts every product by supplier', async () => {
    const reply = await askBuiltin(t, ws, 'How many products does each supplier supply?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).not.toContain('Sold By');
    const bySupplier = new Map<string, number>();
    for (const p of products) bySupplier.set(p.Supplier, (bySupplier.get(p.Supplier) ?? 0) + 1);
    for (const [s, n] of bySupplier) expect(reply.content).toMatch(new RegExp(`${s} \\| ${formatNumber(n)} \\|`));
  });

  it('"sold each" said on its own is still the cell', async () => {
    const reply = await askBuiltin(t, ws, 'How many products are sold each?');
    expectAnswered(reply, formatNumber(products.filter((p) => p['Sold By'] === 'each').length));
  });
});
