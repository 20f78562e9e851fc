// "How many books have we sold since 1 August 2025?" over 1,200 book sales whose Status holds Sold
// beside Refunded, every row with its Date sold: a refunded sale is no book sold, so keeping the
// Sold rows is the reading, answered without doubt (sold-then-given-back.ts). Control: beside a
// status of books put On Hold, whose rows hold a date too, keeping the Sold rows stays one reading
// of two and is not answered as certain.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const sales = Array.from({ length: 1_200 }, (_, i) => ({
  'Receipt No': 40_001 + i,
  'Date sold': new Date(Date.UTC(2024, 0, 1) + ((i * 7919) % 630) * 86_400_000).toISOString().slice(0, 10),
  'Price (£)': 2 + ((i * 13) % 30) / 2,
  Status: i % 19 === 0 ? 'Refunded' : 'Sold',
}));
const since = sales.filter((s) => s.Status === 'Sold' && s['Date sold'] >= '2025-08-01').length;
// The same sales with On Hold for Refunded: books put by, not sold and given back.
const held = sales.map((s) => ({ ...s, Status: s.Status === 'Refunded' ? 'On Hold' : s.Status }));

let t: TestClient;
let ws = '';
let onHold = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'book sales refunded' });
  await uploadTables(t, ws, [{ content: toCsv(sales), filename: 'book_sales.csv' }]);
  onHold = await createWorkspace(t, null, { name: 'book sales on hold' });
  await uploadTables(t, onHold, [{ content: toCsv(held), filename: 'book_sales.csv' }]);
}, 180_000);

describe('books sold, some sales given back', () => {
  it('"how many books have we sold since 1 August 2025" counts the Sold rows', async () => {
    expect(since).toBeGreaterThan(0);
    expectAnswered(await askBuiltin(t, ws, 'How many books have we sold since 1 August 2025?'), formatNumber(since));
  });

  it('beside books On Hold, keeping the Sold rows stays in doubt (control)', async () => {
    const reply = await askBuiltin(t, onHold, 'How many books have we sold since 1 August 2025?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
