// "What did we sell in March 2025?" asked through HTTP over 1,500 web orders holding a qty, a Unit
// price (£) and an Order total (£): "what did we sell" with a period or a scope after it asks what
// the sales came to, as "what did we take in March" does, so the order totals are added up, never
// the quantities or the unit prices that "sell" would otherwise name. Expected values computed here.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { webOrders } from '../../../../test/support/web-order-tables.ts';
import { formatNumber } from '../text.ts';

const orders = webOrders(1_500);
const money = (f: (o: (typeof orders)[number]) => boolean) => formatNumber(Math.round(orders.filter(f).reduce((s, o) => s + o['Order total (£)'], 0) * 100) / 100);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'web shop' });
  await uploadTables(t, ws, [{ content: toCsv(orders), filename: 'orders.csv' }]);
}, 180_000);

describe('what we sold is the money the sales came to', () => {
  it('"what did we sell in March 2025" adds up the order totals of March', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What did we sell in March 2025?'), money((o) => o.ordered_on.startsWith('2025-03')));
  });

  it('"what did we sell between 1 May and 31 May 2025, not counting refunded orders" keeps the period and the status', async () => {
    expectAnswered(
      await askBuiltin(t, ws, 'What did we sell between 1 May and 31 May 2025, not counting refunded orders?'),
      money((o) => o.ordered_on.startsWith('2025-05') && o.status !== 'Refunded'),
    );
  });
});
