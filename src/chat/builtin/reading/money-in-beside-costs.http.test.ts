// "How much have Crime books brought in?", "takings by category" over 900 sales referring one to
// one to 1,200 books of a stock list holding what each book cost: money said to come in is the
// sales' Price, never the books' Cost (£), so the total is answered, not given as a guess between the
// two tables (money-in-beside-costs.ts). Control: beside a stock list that also holds a List Price
// (money that is no cost) the figure stays a guess.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const CATEGORIES = ['Fiction', 'Crime', 'History', 'Travel', 'Poetry'];
const books = Array.from({ length: 1_200 }, (_, i) => ({
  'Stock No': String(10_000 + i * 7).padStart(7, '0'),
  Title: `Book ${i + 1}`,
  Category: CATEGORIES[(i * 3) % 5],
  'Cost (£)': Math.round((0.5 + ((i * 17) % 40) / 10) * 100) / 100,
}));
const sales = books
  .filter((_, i) => i % 4 !== 3)
  .map((b, i) => ({ 'Receipt No': 50_001 + i, 'Stock No': b['Stock No'], 'Date sold': `2025-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`, 'Price (£)': 3 + ((i * 11) % 24) / 2 }));
const categoryOf = new Map(books.map((b) => [b['Stock No'], b.Category]));
const crime = Math.round(sales.filter((s) => categoryOf.get(s['Stock No']) === 'Crime').reduce((a, s) => a + s['Price (£)'], 0) * 100) / 100;
// The same stock list with a List Price: money of the books that is no cost.
const listed = books.map((b, i) => ({ ...b, 'List Price (£)': 4 + (i % 9) }));

let t: TestClient;
let ws = '';
let withList = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'bookshop stock and sales' });
  await uploadTables(t, ws, [
    { content: toCsv(books), filename: 'stock_book.csv' },
    { content: toCsv(sales), filename: 'sales.csv' },
  ]);
  withList = await createWorkspace(t, null, { name: 'bookshop stock with list prices' });
  await uploadTables(t, withList, [
    { content: toCsv(listed), filename: 'stock_book.csv' },
    { content: toCsv(sales), filename: 'sales.csv' },
  ]);
}, 180_000);

describe('money said to come in beside a table of costs', () => {
  it('"how much have Crime books brought in" is the sales\' price', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much have Crime books brought in?'), formatNumber(crime));
  });

  it('beside a list price as well, the figure stays a guess (control)', async () => {
    const reply = await askBuiltin(t, withList, 'How much have Crime books brought in?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    expect(reply.content).toContain('joined one to one');
  });
});
