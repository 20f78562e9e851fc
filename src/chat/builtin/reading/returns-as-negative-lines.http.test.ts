// Over 1,200 order lines where goods sent back are lines of negative quantity (and negative value):
// "returns" are the lines whose quantity is below zero, "excluding returns" keeps the others, and
// "net of returns" adds them all (never the returns alone).
// The engine declined these on an unseen table, having no column or cell named "return".
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

function lines(n: number) {
  let seed = 59;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  return Array.from({ length: n }, (_, i) => {
    const qty = (rand() < 0.07 ? -1 : 1) * (1 + Math.floor(rand() * 30));
    const price = Math.round((1 + rand() * 90) * 100) / 100;
    return { line_id: 1 + i, category: ['Tools', 'Timber', 'Paint'][Math.floor(rand() * 3)], qty, unit_price: price, line_value: Math.round(qty * price * 100) / 100 };
  });
}

const rows = lines(1_200);
let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'order lines' });
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'order_lines.csv' }]);
}, 180_000);

describe('returns recorded as negative lines', () => {
  it('"how many order lines were returns" counts the lines of negative quantity', async () => {
    const reply = await askBuiltin(t, ws, 'How many order lines were returns?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(rows.filter((r) => r.qty < 0).length)}**`);
  });

  it('"total quantity of timber excluding returns" adds up the other lines', async () => {
    const total = rows.filter((r) => r.category === 'Timber' && r.qty > 0).reduce((s, r) => s + r.qty, 0);
    const reply = await askBuiltin(t, ws, 'Total quantity of timber, excluding returns');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${formatNumber(total)}**`);
  });

  it('"units of timber sold, net of returns" adds every line, returns taken off by their sign', async () => {
    const net = rows.filter((r) => r.category === 'Timber').reduce((s, r) => s + r.qty, 0);
    const reply = await askBuiltin(t, ws, 'How many units of timber did we sell, net of returns?');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain(`**${formatNumber(net)}**`);
  });
});
