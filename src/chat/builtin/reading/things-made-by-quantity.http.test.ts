// "How many cupcakes did we make for 2024 weddings?", "How many croissants did we bake in 2025?"
// over order items each holding a quantity: a verb of making with a cell of the items as its object
// counts the things made, the quantity added up over those items, not the item lines counted
// (units-sold-by-quantity.ts, MAKING_VERBS).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { bakeryOrders } from '../../../../test/support/bakery-order-tables.ts';
import { formatNumber } from '../text.ts';

const { orders, items } = bakeryOrders(1_500);
const byId = new Map(orders.map((o) => [o.order_id, o]));
const made = (keep: (i: (typeof items)[number]) => boolean) => items.filter(keep).reduce((a, i) => a + i.quantity, 0);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'bakery made' });
  await uploadTables(t, ws, [
    { content: toCsv(orders), filename: 'orders.csv' },
    { content: toCsv(items), filename: 'order_items.csv' },
  ]);
}, 180_000);

describe('things made, counted by the quantity of the lines that hold them', () => {
  it('"how many croissants did we bake in 2025" adds up the croissant lines\' quantity', async () => {
    const keep = (i: (typeof items)[number]) => i.product === 'Croissant' && byId.get(i.order_id)!.order_date.startsWith('2025');
    expect(made(keep)).toBeGreaterThan(items.filter(keep).length);
    expectAnswered(await askBuiltin(t, ws, 'How many croissants did we bake in 2025?'), formatNumber(made(keep)));
  });

  it('"how many cinnamon buns did we make for paid online orders" keeps the orders named after the verb', async () => {
    const keep = (i: (typeof items)[number]) => i.product === 'Cinnamon Bun' && byId.get(i.order_id)!.status === 'Paid' && byId.get(i.order_id)!.channel === 'Online';
    expectAnswered(await askBuiltin(t, ws, 'How many Cinnamon Bun did we make for Paid Online orders?'), formatNumber(made(keep)));
  });
});
