// Over 1,300 order lines with a unit price and a line value headed only by its currency sign
// ("line_value (£)"): "sales" names the line value, the one money column that is not what one item
// costs, and "sales in 2025" said alone is its total. The engine declined both on an unseen table.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

function lines(n: number) {
  let seed = 53;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  return Array.from({ length: n }, (_, i) => {
    const qty = 1 + Math.floor(rand() * 20);
    const price = Math.round((2 + rand() * 200) * 100) / 100;
    return {
      line_id: 10_001 + i,
      order_date: `${2024 + Math.floor(rand() * 2)}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
      category: ['Tools', 'Timber', 'Paint', 'Fixings'][Math.floor(rand() * 4)],
      qty,
      unit_price: price,
      'line_value (£)': Math.round(qty * price * 100) / 100,
    };
  });
}

const rows = lines(1_300);
let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'order lines' });
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'order_lines.csv' }]);
}, 180_000);

const total = (keep: (r: (typeof rows)[number]) => boolean) => Math.round(rows.filter(keep).reduce((s, r) => s + r['line_value (£)'], 0) * 100) / 100;

describe('sales beside a unit price', () => {
  it('"sales in 2025" is the total line value of 2025', async () => {
    const reply = await askBuiltin(t, ws, 'Sales in 2025');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(total((r) => r.order_date.startsWith('2025')))}**`);
  });

  it('"which category brings in the most sales" ranks the line values added up', async () => {
    const byCategory = new Map<string, number>();
    for (const r of rows) byCategory.set(r.category, (byCategory.get(r.category) ?? 0) + r['line_value (£)']);
    const top = [...byCategory].sort((a, b) => b[1] - a[1])[0][0];
    const reply = await askBuiltin(t, ws, 'Which category brings in the most sales?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${top}**`);
  });
});
