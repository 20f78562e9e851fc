// Manager wordings of two conditions, asked through HTTP on 1,000+ generated payslips and orders:
// "payslips that included a bonus" (a verb of having before a header whose cells may be blank) is
// the rows with the cell filled in, as "had a bonus" already was; "orders worth more than $60" names
// the order's value. Both tests failed before. Expected values are computed here from the rows.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(4_444);
const payslips = Array.from({ length: 1_500 }, (_, i) => ({
  payslip_id: 600_001 + i,
  employee_id: 10_001 + (i % 90),
  gross_pay_gbp: Math.round(250_000 + rand() * 300_000) / 100,
  bonus_gbp: rand() < 0.2 ? 50 * (1 + Math.floor(rand() * 30)) : null,
}));
const orders = Array.from({ length: 1_400 }, (_, i) => ({
  order_id: 1 + i,
  courier_id: 501 + Math.floor(rand() * 40),
  order_value_usd: Math.round(800 + rand() * 9_000) / 100,
  delivery_fee_usd: Math.round(199 + rand() * 400) / 100,
  status: pick(rand, ['delivered', 'delivered', 'cancelled']),
}));

let t: TestClient;
let pay = '';
let food = '';

beforeAll(async () => {
  t = sharedTestApp();
  pay = await createWorkspace(t, null, { name: 'payslips' });
  await uploadTables(t, pay, [{ content: toCsv(payslips), filename: 'payslips.csv' }]);
  food = await createWorkspace(t, null, { name: 'orders' });
  await uploadTables(t, food, [{ content: toCsv(orders), filename: 'orders.csv' }]);
}, 120_000);

describe('conditions in a manager\'s words', () => {
  it('"how many payslips included a bonus" counts the rows with a bonus filled in', async () => {
    const reply = await askBuiltin(t, pay, 'How many payslips included a bonus?');
    expectAnswered(reply, formatNumber(payslips.filter((p) => p.bonus_gbp !== null).length));
  });

  it('"how many orders were worth more than $60" compares the order value', async () => {
    const reply = await askBuiltin(t, food, 'How many orders were worth more than $60?');
    expectAnswered(reply, formatNumber(orders.filter((o) => o.order_value_usd > 60).length));
  });
});
