// Over 3,000 till lines sharing a receipt_no (several beers on one receipt), each with qty,
// unit_price and line_total: "average transaction value" and "average spend per receipt" are the
// line totals added up over the distinct receipts, never the average line (which is a part of
// one). The engine read "transaction" as receipt_no and declined to average an id.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

let seed = 97;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const lines: Array<Record<string, string | number>> = [];
for (let receipt = 70_001; lines.length < 3_000; receipt++) {
  const channel = rand() < 0.3 ? 'Online' : 'Shop';
  const day = `2026-${String(1 + Math.floor(rand() * 10)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
  for (let k = 1 + Math.floor(rand() * 5); k > 0; k--) {
    const qty = 1 + Math.floor(rand() * 4);
    const unit = Math.round((2.5 + rand() * 9) * 100) / 100;
    lines.push({ line_id: 1 + lines.length, receipt_no: receipt, sold_at: day, sku: `B${100 + Math.floor(rand() * 80)}`, qty, unit_price: unit, line_total: Math.round(qty * unit * 100) / 100, channel });
  }
}
const money = (x: number) => formatNumber(Math.round(x * 100) / 100);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'bottle shop till' });
  await uploadTables(t, ws, [{ content: toCsv(lines), filename: 'sales_lines.csv' }]);
}, 180_000);

describe('the value of a whole over lines that are its parts', () => {
  const perReceipt = (keep: (l: (typeof lines)[number]) => boolean) => {
    const kept = lines.filter(keep);
    return kept.reduce((s, l) => s + Number(l.line_total), 0) / new Set(kept.map((l) => l.receipt_no)).size;
  };

  it('"average transaction value" is the line totals over the distinct receipts', async () => {
    const averageLine = lines.reduce((s, l) => s + Number(l.line_total), 0) / lines.length;
    expect(money(perReceipt(() => true))).not.toBe(money(averageLine));
    const reply = await askBuiltin(t, ws, 'average transaction value');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${money(perReceipt(() => true))}**`);
  });

  it('"average spend per receipt" online is the online line totals over the online receipts', async () => {
    const reply = await askBuiltin(t, ws, 'What is the average spend per receipt for online sales?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${money(perReceipt((l) => l.channel === 'Online'))}**`);
  });
});
