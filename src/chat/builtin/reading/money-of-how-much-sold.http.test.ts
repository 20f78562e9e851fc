// "How much did we sell in 2025?", "How much Blue Stilton have we sold, in pounds?" over order lines
// with a qty and a line total: what the sales came to, not the quantity added up.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { deliLines, deliProducts } from '../../../../test/support/trade-ledger-tables.ts';

const lines = deliLines(3_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'deli' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'order_lines.csv' }, { content: toCsv(deliProducts()), filename: 'products.csv' }]);
}, 180_000);

const money = (xs: typeof lines) => Math.round(xs.reduce((s, l) => s + Number(l['Line total (£)']), 0) * 100) / 100;

describe('how much was sold', () => {
  it('"how much did we sell in 2025" is the line totals of 2025', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much did we sell in 2025?'), formatNumber(money(lines.filter((l) => l.order_date.startsWith('2025')))));
  });

  it('"how much Blue Stilton have we sold, in pounds" is its line totals', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much Blue Stilton have we sold, in pounds?'), formatNumber(money(lines.filter((l) => l.sku === deliProducts().find((p) => p.product === 'Blue Stilton')!.sku))));
  });

  it('"how many units did we sell in 2025" is still the quantity', async () => {
    const units = lines.filter((l) => l.order_date.startsWith('2025')).reduce((s, l) => s + l.qty, 0);
    expectAnswered(await askBuiltin(t, ws, 'How many units did we sell in 2025?'), formatNumber(units));
  });

  it('a quarter named by its place in the year: "the last quarter of 2025" is Q4', async () => {
    const q4 = money(lines.filter((l) => l.order_date >= '2025-10-01' && l.order_date < '2026-01-01'));
    expectAnswered(await askBuiltin(t, ws, 'Total line total in the last quarter of 2025'), formatNumber(q4));
  });
});
