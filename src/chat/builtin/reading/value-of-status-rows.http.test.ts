// "What was the value of the refunded orders?" asked through HTTP over 1,500 web orders holding a
// Unit price (£), an Order total (£) and a status (Dispatched, Refunded, Cancelled): "the value of"
// before the rows a status cell picks out asks for the money those rows came to, the order totals
// added up (never the unit prices, never a list of the totals). Expected values computed here.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { webOrders } from '../../../../test/support/web-order-tables.ts';
import { formatNumber } from '../text.ts';

const orders = webOrders(1_500);
const money = (statuses: string[]) => formatNumber(Math.round(orders.filter((o) => statuses.includes(o.status)).reduce((s, o) => s + o['Order total (£)'], 0) * 100) / 100);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'web shop' });
  await uploadTables(t, ws, [{ content: toCsv(orders), filename: 'orders.csv' }]);
}, 180_000);

describe('value of status rows', () => {
  it('"what was the value of the refunded orders" adds up their order totals', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What was the value of the refunded orders?'), money(['Refunded']));
  });

  it('"the value of cancelled and refunded orders" adds up both', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What was the value of cancelled and refunded orders?'), money(['Cancelled', 'Refunded']));
  });
});
