// A word that is both a numeric header and a category's cell: household expenses with a Rent
// column and the category Rent. "The total amount for rent" names another figure, so "rent" is the
// cell; "the total rent" reads the header but says so (uncertain), never silently. Asked through
// HTTP over 1,400 generated rows; expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(2614);
const expenses = Array.from({ length: 1_400 }, (_, i) => ({
  expense_id: 10_001 + i,
  category: pick(rand, ['Rent', 'Food', 'Travel', 'Utilities']),
  amount: Math.round(500 + rand() * 90_000) / 100,
  rent: Math.round(40_000 + rand() * 80_000) / 100,
}));
const round2 = (x: number) => Math.round(x * 100) / 100;

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'household' });
  await uploadTables(t, ws, [{ content: toCsv(expenses), filename: 'expenses.csv' }]);
}, 120_000);

describe('a word that is a header and a cell', () => {
  it('"the total amount for rent" names the amount, so "rent" is the category', async () => {
    const total = round2(expenses.filter((e) => e.category === 'Rent').reduce((s, e) => s + e.amount, 0));
    expectAnswered(await askBuiltin(t, ws, 'What is the total amount for rent?'), formatNumber(total));
  });

  it('"the total rent" reads the Rent column but is marked uncertain, naming the category reading', async () => {
    const total = round2(expenses.reduce((s, e) => s + e.rent, 0));
    const reply = await askBuiltin(t, ws, 'What is the total rent?');
    expect(reply.execution_details.outcome, reply.content).toBe('uncertain');
    expect(reply.content).toContain(formatNumber(total));
    expect(reply.content).toContain('category');
  });
});
