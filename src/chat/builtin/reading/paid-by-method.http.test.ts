// "What % of orders were paid in cash", "how many orders were paid by card in March": the verb
// restates the payment column of the cell after it, over 1,500 generated orders with an amount (which
// "paid" would otherwise name) and a payment_type, asked through HTTP. Both tests failed before.
// Expected values are computed here from the rows.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(5_555);
const orders = Array.from({ length: 1_500 }, (_, i) => ({
  order_id: 70_001 + i,
  order_date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  amount: Math.round(500 + rand() * 20_000) / 100,
  payment_type: pick(rand, ['card', 'card', 'cash', 'voucher']),
}));

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'orders' });
  await uploadTables(t, ws, [{ content: toCsv(orders), filename: 'orders.csv' }]);
}, 120_000);

describe('"paid in cash" is the payment column\'s cell', () => {
  it('"what % of orders were paid in cash" is the share of cash rows', async () => {
    const share = (100 * orders.filter((o) => o.payment_type === 'cash').length) / orders.length;
    const reply = await askBuiltin(t, ws, 'What % of orders were paid in cash?');
    expectAnswered(reply, `${formatNumber(share)}%`);
  });

  it('"how many orders were paid by card in March 2025" counts the card rows of March', async () => {
    const n = orders.filter((o) => o.payment_type === 'card' && o.order_date.startsWith('2025-03')).length;
    const reply = await askBuiltin(t, ws, 'How many orders were paid by card in March 2025?');
    expectAnswered(reply, formatNumber(n));
  });
});
