// "How many books were donated to us?" over a stock list of 1,200 books whose Source holds
// Donation, Auction, Trade-in and House clearance: a passive closing its clause names the cell that
// is its noun in -ion, as "donated books" does (passive-of-noun-cell.ts), so the count is answered,
// not left unsure over "donated". Controls: "donated books" is answered as before; a participle
// before a period ("books were donated in May") stays a verb and is not read as the cell alone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const SOURCES = ['House clearance', 'Donation', 'Trade-in', 'Auction', 'House clearance', 'Donation', 'Trade-in'];
const books = Array.from({ length: 1_200 }, (_, i) => ({
  'Stock No': String(20_000 + i * 3).padStart(7, '0'),
  Title: `Book ${i + 1}`,
  Source: SOURCES[(i * 5) % 7],
  'Cost (£)': SOURCES[(i * 5) % 7] === 'Donation' ? 0 : 1 + (i % 6),
}));
const donated = formatNumber(books.filter((b) => b.Source === 'Donation').length);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'stock list sources' });
  await uploadTables(t, ws, [{ content: toCsv(books), filename: 'stock_book.csv' }]);
}, 180_000);

describe('a passive naming the cell that is its noun', () => {
  it('"how many books were donated to us" counts the Donation rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many books were donated to us?'), donated);
  });

  it('"how many books were donated" counts the Donation rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many books were donated?'), donated);
  });

  it('"how many donated books" is answered as before (control)', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many donated books'), donated);
  });

  it('a participle before a period stays a verb: no date here, so not answered (control)', async () => {
    const reply = await askBuiltin(t, ws, 'How many books were donated in May 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
