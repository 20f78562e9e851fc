// A skip firm's hires (Price Paid) and the collections that tipped them (a "Tip Fee (£)" the firm
// pays the site): "revenue" is never the tip fees (fee-named-for-another.ts), and "tip fees paid"
// is the tip fees, not moved onto the hires' Price Paid for its "paid" (paid-column-elsewhere.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { skipHires } from '../../../../test/support/tip-run-tables.ts';
import { formatNumber } from '../text.ts';

const { hires, collections, paid } = skipHires(1_600);
const fmt = (x: number) => formatNumber(Math.round(x * 100) / 100);
const tipFees = (from: string, to: string) => collections.filter((c) => c['Collected On'] >= from && c['Collected On'] < to).reduce((a, c) => a + c['Tip Fee (£)'], 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'skip hire' });
  await uploadTables(t, ws, [
    { content: toCsv(hires), filename: 'hires.csv' },
    { content: toCsv(collections), filename: 'collections.csv' },
  ]);
}, 180_000);

describe('a fee named for something else is not takings', () => {
  const cases: [string, number][] = [
    ['Revenue last quarter', tipFees('2026-07-01', '2026-10-01')],
    ['total revenue', tipFees('0000', '9999')],
  ];
  for (const [question, tips] of cases) {
    it(`"${question}" is not read as the tip fees`, async () => {
      const reply = await askBuiltin(t, ws, question);
      expect(reply.content).not.toContain(fmt(tips));
    });
  }

  it('"tip fees paid in 2025" is never read as the hires\' Price Paid', async () => {
    const collected2025 = new Set(collections.filter((c) => c['Collected On'].startsWith('2025')).map((c) => c['Hire Ref']));
    const pricePaid = hires.reduce((a, h, i) => a + (collected2025.has(h['Hire Ref']) ? paid[i] : 0), 0);
    const reply = await askBuiltin(t, ws, 'tip fees paid in 2025');
    expect(reply.content).not.toContain(fmt(pricePaid));
  });

  it('the tip fees named by their header are still added up', async () => {
    const reply = await askBuiltin(t, ws, 'total tip fees in 2025');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain('Tip Fee');
    expect(reply.content).toContain(fmt(tipFees('2025-01-01', '2026-01-01')));
  });
});
