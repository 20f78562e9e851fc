// "Which product brings in the most money? Dispatched orders only", "How much did we take in June
// (dispatched only)?" asked through HTTP over 1,500 web orders with a status (Dispatched, Refunded,
// Cancelled): "only" in a qualifier set apart from the question, beside a cell the reading keeps,
// restates that the rows are those the cell picks (restating-only.ts). Inside the question's
// clause "only" may say "exclusively", and stays unread. Expected values computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { webOrders, type WebOrder } from '../../../../test/support/web-order-tables.ts';
import { formatNumber } from '../text.ts';

const orders = webOrders(1_500);
const dispatched = (o: WebOrder) => o.status === 'Dispatched';
const money = (rows: WebOrder[]) => formatNumber(Math.round(rows.reduce((s, o) => s + o['Order total (£)'], 0) * 100) / 100);

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'web shop' });
  await uploadTables(t, ws, [{ content: toCsv(orders), filename: 'orders.csv' }]);
}, 180_000);

describe('"only" in a set-apart qualifier', () => {
  it('"which product brings in the most money? Dispatched orders only" ranks the dispatched orders\' money', async () => {
    const per = new Map<string, number>();
    for (const o of orders.filter(dispatched)) per.set(o.product, (per.get(o.product) ?? 0) + o['Order total (£)']);
    const [best] = [...per.entries()].sort((a, b) => b[1] - a[1]);
    expectAnswered(await askBuiltin(t, ws, 'Which product brings in the most money? Dispatched orders only'), best[0]);
  });

  it('"how much did we take in June (dispatched only)?" adds up June\'s dispatched orders', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How much did we take in June 2025 (dispatched only)?'), money(orders.filter((o) => dispatched(o) && o.ordered_on.startsWith('2025-06'))));
  });

  it('"how many mugs did we sell? only dispatched orders" adds up their quantities', async () => {
    const units = orders.filter((o) => dispatched(o) && o.product === 'Mug').reduce((s, o) => s + o.qty, 0);
    expectAnswered(await askBuiltin(t, ws, 'How many Mug did we sell, only dispatched orders?'), formatNumber(units));
  });

  it('control: "only" inside the clause ("which product was only refunded") is not read as the refunded rows', async () => {
    const reply = await askBuiltin(t, ws, 'Which product was only refunded?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('control: a qualifier holding a word the reading does not read keeps "only" unread', async () => {
    const reply = await askBuiltin(t, ws, 'Which product brings in the most money? Dispatched orders only, abroad');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
