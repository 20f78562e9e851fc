// "How many books did we sell in March 2025?", "which month did we sell the most books?" over 1,200
// bookshop sales whose "Sold via" holds Shop, Online and Book fair: a header of means says how each
// book was sold, so "Book fair" there is no sign that the rows hold other things than books
// (noun-as-cell-modifier.ts) and the rows are counted. Control: an Item column holding "Book Token"
// and "Book Light" beside the titles still shows rows that are no books, and stays declined.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const CHANNELS = ['Shop', 'Shop', 'Online', 'Shop', 'Book fair', 'Online'];
const TITLES = ['The Silent Harbour', 'Letters of the Winter Road', 'The Golden Orchard', 'Hours of the Last Island'];
const sales = Array.from({ length: 1_200 }, (_, i) => ({
  'Receipt No': 30_001 + i,
  'Date sold': new Date(Date.UTC(2024, 0, 1) + ((i * 7919) % 600) * 86_400_000).toISOString().slice(0, 10),
  Title: TITLES[i % 4],
  'Price (£)': 2 + ((i * 13) % 30) / 2,
  'Sold via': CHANNELS[i % 6],
}));
// The same sales with some lines of things that are no books.
const withGoods = sales.map((s, i) => ({ ...s, Title: i % 11 === 0 ? 'Book Token' : i % 13 === 0 ? 'Book Light' : s.Title }));
const inMarch = sales.filter((s) => s['Date sold'].startsWith('2025-03')).length;

let t: TestClient;
let ws = '';
let goods = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'bookshop sales by channel' });
  await uploadTables(t, ws, [{ content: toCsv(sales), filename: 'book_sales.csv' }]);
  goods = await createWorkspace(t, null, { name: 'bookshop sales with goods' });
  await uploadTables(t, goods, [{ content: toCsv(withGoods), filename: 'book_sales.csv' }]);
}, 180_000);

describe('a cell of a means header that starts with the counted noun', () => {
  it('"how many books did we sell in March 2025" counts the rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many books did we sell in March 2025?'), formatNumber(inMarch));
  });

  it('"book" beginning titles of things that are no books still declines (control)', async () => {
    const reply = await askBuiltin(t, goods, 'How many books did we sell in March 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
