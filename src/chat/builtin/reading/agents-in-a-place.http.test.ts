// "By <plural rows> in/on/at <cell>" says which rows did it, not one group per row: "orders paid in
// cash by customers in Bath" is one count through the customers' city, "deliveries done by couriers
// on a bike" one count through the couriers' vehicle. Asked through HTTP over 1,800 generated orders
// of 400 customers and 2,000 deliveries of 120 couriers; expected values computed here.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(2615);
const customers = Array.from({ length: 400 }, (_, i) => ({ customer_id: 20_001 + i, customer_name: `Buyer ${i + 1}`, city: pick(rand, ['Bath', 'Bristol', 'Exeter', 'Truro']) }));
const orders = Array.from({ length: 1_800 }, (_, i) => ({
  order_id: 60_001 + i,
  customer_id: pick(rand, customers).customer_id,
  payment_method: pick(rand, ['Cash', 'Card', 'Voucher']),
  amount: Math.round(1_500 + rand() * 9_000) / 100,
}));
const couriers = Array.from({ length: 120 }, (_, i) => ({ courier_id: 301 + i, courier_name: `Rider ${i + 1}`, vehicle: pick(rand, ['bike', 'car', 'scooter']) }));
const deliveries = Array.from({ length: 2_000 }, (_, i) => ({
  delivery_id: 800_001 + i,
  courier_id: pick(rand, couriers).courier_id,
  status: pick(rand, ['delivered', 'delivered', 'delivered', 'cancelled']),
  fee: Math.round(200 + rand() * 800) / 100,
}));

let t: TestClient;
let shop = '';
let rounds = '';

beforeAll(async () => {
  t = sharedTestApp();
  shop = await createWorkspace(t, null, { name: 'shop' });
  await uploadTables(t, shop, [
    { content: toCsv(orders), filename: 'orders.csv' },
    { content: toCsv(customers), filename: 'customers.csv' },
  ]);
  rounds = await createWorkspace(t, null, { name: 'rounds' });
  await uploadTables(t, rounds, [
    { content: toCsv(deliveries), filename: 'deliveries.csv' },
    { content: toCsv(couriers), filename: 'couriers.csv' },
  ]);
}, 180_000);

describe('rows named after "by" with where they are', () => {
  it('"orders paid in cash by customers in Bath" is one count', async () => {
    const bath = new Set(customers.filter((c) => c.city === 'Bath').map((c) => c.customer_id));
    const n = orders.filter((o) => o.payment_method === 'Cash' && bath.has(o.customer_id)).length;
    expectAnswered(await askBuiltin(t, shop, 'How many orders were paid in cash by customers in Bath?'), formatNumber(n));
  });

  it('"deliveries done by couriers on a bike" is one count', async () => {
    const bikes = new Set(couriers.filter((c) => c.vehicle === 'bike').map((c) => c.courier_id));
    const n = deliveries.filter((d) => bikes.has(d.courier_id)).length;
    expectAnswered(await askBuiltin(t, rounds, 'How many deliveries were done by couriers on a bike?'), formatNumber(n));
  });
});
