// "How many books have we sold (not refunded)?" over 1,200 book sales whose Status holds Sold beside
// Refunded: the bracket after the verb naming Sold rules out another cell of the same column, so it
// restates Sold by its alternative rather than glossing it, and its words are read (mentions.ts,
// withoutRestatedGlosses); the count is answered, not left unsure over "not" and "refunded".
// Controls: "refunded books (not sold)" counts the refunded ones; a ruling-out word no reading
// attaches ("refunds gone") is still not answered; a code spelled out in brackets ("NS (not
// attended)") stays a gloss (glosses-money-verbs-and-either-or.http.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const sales = Array.from({ length: 1_200 }, (_, i) => ({
  'Receipt No': 70_001 + i,
  'Date sold': new Date(Date.UTC(2024, 0, 1) + ((i * 7919) % 600) * 86_400_000).toISOString().slice(0, 10),
  'Price (£)': 2 + ((i * 13) % 30) / 2,
  Status: i % 21 === 0 ? 'Refunded' : 'Sold',
}));
const count = (status: string) => formatNumber(sales.filter((s) => s.Status === status).length);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'book sales gloss' });
  await uploadTables(t, ws, [{ content: toCsv(sales), filename: 'book_sales.csv' }]);
}, 180_000);

describe('a bracket ruling out another cell of the column before it', () => {
  it('"how many books have we sold (not refunded)" counts the Sold rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many books have we sold (not refunded)'), count('Sold'));
  });

  it('"how many refunded books (not sold)" counts the refunded ones (control)', async () => {
    expectAnswered(await askBuiltin(t, ws, 'how many refunded books (not sold)'), count('Refunded'));
  });

  it('a ruling-out word no reading attaches is still not answered (control)', async () => {
    const reply = await askBuiltin(t, ws, 'how many books sold in 2025, refunds gone');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
