// "How many lines are on the sales sheet?", "How many rows are there in sales lines?" asked through
// HTTP over a chocolate shop's 3,000 sales lines (sales_lines.csv) and 200 products: a table's own
// name words before a noun of its sheet, or its name said in full, name that table
// (table-said-by-name.ts). "Sheet" was left unplaced and "sales" read as money asked for, so the
// count was declined. Another word before "sheet" ("the price sheet") stays unread, and "sales"
// alone still asks for money. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { chocolateShop } from '../../../../test/support/chocolate-shop-tables.ts';
import { formatNumber } from '../text.ts';

const { products, lines } = chocolateShop();

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'chocolate shop sheets' });
  await uploadTables(t, ws, [
    { content: toCsv(products), filename: 'products.csv' },
    { content: toCsv(lines), filename: 'sales_lines.csv' },
  ]);
}, 180_000);

describe('a table said by its name', () => {
  it('"how many lines are on the sales sheet" counts the sales lines', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many lines are on the sales sheet?'), formatNumber(lines.length));
  });

  it('"how many rows are there in sales lines" counts the sales lines', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many rows are there in sales lines?'), formatNumber(lines.length));
  });

  it('"how many products are on the products sheet" counts the products', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many products are on the products sheet?'), formatNumber(products.length));
  });

  it('control: "the price sheet" names no table and stays unread', async () => {
    const reply = await askBuiltin(t, ws, 'How many lines are on the price sheet?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('control: "sales in March" still adds up the money', async () => {
    const march = lines.filter((l) => l['Order Date'].startsWith('2025-03')).reduce((s, l) => s + l['Line Total (£)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'What were sales in March 2025?'), formatNumber(march));
  });
});
