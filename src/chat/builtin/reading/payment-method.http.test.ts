// A coffee van's drink sales: 2,400 lines with a Qty, a "Price Each" written with its pound sign and
// a Payment (Card, Cash, Host Tab). "Takings by payment method" groups by Payment: "method" said
// after the header of how a sale was paid is part of naming it (mentions.ts), so the takings are
// broken down by payment rather than the lines counted with "method" left unplaced.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const DRINKS = [
  { drink: 'Latte', price: 3.2 },
  { drink: 'Flat White', price: 3.4 },
  { drink: 'Tea', price: 2.2 },
  { drink: 'Mocha', price: 3.6 },
];
const PAYMENTS = ['Card', 'Card', 'Cash', 'Host Tab', 'Card'];
const sales = Array.from({ length: 2_400 }, (_, i) => {
  const d = DRINKS[(i * 3) % 4];
  return { 'Sale ID': 1 + i, 'Event ID': `EV${1_001 + (i % 300)}`, Drink: d.drink, Size: i % 2 ? 'Large' : 'Regular', Qty: 1 + (i % 3), 'Price Each': `£${d.price.toFixed(2)}`, Payment: PAYMENTS[i % 5] };
});
const takings = (payment: string) => Math.round(sales.filter((s) => s.Payment === payment).reduce((a, s) => a + s.Qty * Number(s['Price Each'].slice(1)), 0) * 100) / 100;
const fmt = (n: number) => n.toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 });
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'coffee van sales' });
  await uploadTables(t, ws, [{ content: toCsv(sales), filename: 'drink_sales.csv' }]);
}, 180_000);

describe('a payment method named by the Payment header', () => {
  it('has over 1,000 sales lines', () => {
    expect(sales.length).toBeGreaterThan(1_000);
  });

  it('"Takings by payment method" gives the takings of each payment', async () => {
    const reply = await askBuiltin(t, ws, 'Takings by payment method');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const p of ['Card', 'Cash', 'Host Tab']) expect(reply.content).toContain(fmt(takings(p)));
  });
});
