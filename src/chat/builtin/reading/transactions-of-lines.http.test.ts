// A bottle shop's till: 1,500 receipts of one to four sales lines each (3,700-odd rows: line_id,
// receipt_no, sold_at, sku, qty, unit_price, line_total, channel, payment). A transaction is one
// receipt, so "how many transactions" counts the distinct receipt_no values, never the lines
// (transactions-of-lines.ts), also when the cell of several words filtering them stands between
// "how many" and the word (counted-noun.ts): "How many market stall transactions did we do in 2025?".
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const CHANNELS = ['Shop', 'Shop', 'Online', 'Market stall'];
type Line = { line_id: number; receipt_no: number; sold_at: string; sku: string; qty: number; unit_price: number; line_total: number; channel: string; payment: string };
const lines: Line[] = [];
for (let r = 0; r < 1_500; r++) {
  const soldAt = new Date(Date.UTC(2025, 0, 1, 9) + r * 9 * 3_600_000).toISOString().slice(0, 16);
  for (let k = 0; k <= (r * 7) % 4; k++) {
    const price = 3 + ((r + k) % 9);
    const qty = 1 + ((r * 3 + k) % 5);
    lines.push({ line_id: lines.length + 1, receipt_no: 500_001 + r, sold_at: soldAt, sku: `SKU${100 + ((r * 11 + k) % 60)}`, qty, unit_price: price, line_total: qty * price, channel: CHANNELS[r % 4], payment: r % 3 ? 'Card' : 'Cash' });
  }
}
const receipts = (keep: (l: Line) => boolean) => new Set(lines.filter(keep).map((l) => l.receipt_no)).size;
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'bottle shop till' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'sales_lines.csv' }]);
}, 180_000);

describe('transactions over the lines of receipts', () => {
  it('has over 1,000 sales lines, several to a receipt', () => {
    expect(lines.length).toBeGreaterThan(1_000);
    expect(receipts(() => true)).toBeLessThan(lines.length);
  });

  it('"How many transactions have we had?" counts the receipts', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many transactions have we had?'), receipts(() => true).toLocaleString('en-GB'));
  });

  it('"How many market stall transactions did we do in 2025?" counts the market stall receipts of 2025', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many market stall transactions did we do in 2025?'), receipts((l) => l.channel === 'Market stall' && l.sold_at.startsWith('2025')).toLocaleString('en-GB'));
  });
});
