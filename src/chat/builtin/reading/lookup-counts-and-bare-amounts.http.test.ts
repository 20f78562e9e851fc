// Two readings that used to be confident and wrong, asked through HTTP over generated tables:
// "how many customers ... booked" counted the bookings (the referring rows) instead of the
// customers, and a bare "amount" where several columns are amounts was dropped as filler (rows
// counted) or bound to one of them. Expected values are computed from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(1415);
const customers = Array.from({ length: 1_000 }, (_, i) => ({
  customer_id: 5_001 + i,
  full_name: `Customer ${i + 1}`,
  home_city: pick(rand, ['Bath', 'Bristol', 'Exeter', 'Cardiff']),
}));
const bookings = Array.from({ length: 3_000 }, (_, i) => ({
  booking_id: 70_001 + i,
  customer_id: 5_001 + int(rand, 0, 899),
  destination: pick(rand, ['Rome', 'Oslo', 'Lisbon']),
  booked_on: `${pick(rand, ['2024', '2025'])}-${String(int(rand, 1, 12)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
  price_eur: int(rand, 200, 3_000),
}));
const cityOf = new Map(customers.map((c) => [c.customer_id, c.home_city]));

const loans = Array.from({ length: 1_200 }, (_, i) => {
  const requested = int(rand, 20, 400) * 100;
  return { loan_id: 60_001 + i, branch: pick(rand, ['Leeds', 'York', 'Hull']), amount_requested: requested, amount_approved: Math.round(requested * pick(rand, [1, 0.8])) };
});

let t: TestClient;
let travel = '';
let lending = '';

beforeAll(async () => {
  t = sharedTestApp();
  travel = await createWorkspace(t, null, { name: 'travel' });
  await uploadTables(t, travel, [
    { content: toCsv(customers), filename: 'customers.csv' },
    { content: toCsv(bookings), filename: 'bookings.csv' },
  ]);
  lending = await createWorkspace(t, null, { name: 'lending' });
  await uploadTables(t, lending, [{ content: toCsv(loans), filename: 'loans.csv' }]);
}, 120_000);

describe('the rows of a lookup table counted through the rows referring to them', () => {
  it('"how many customers from Bath booked in 2025" counts customers once each', async () => {
    const who = new Set(bookings.filter((b) => cityOf.get(b.customer_id) === 'Bath' && b.booked_on.startsWith('2025')).map((b) => b.customer_id));
    const reply = await askBuiltin(t, travel, 'How many customers from Bath booked in 2025?');
    expectAnswered(reply, formatNumber(who.size));
  });

  it('"how many bookings from Bath customers" still counts the bookings', async () => {
    const reply = await askBuiltin(t, travel, 'How many bookings were made by customers from Bath?');
    expectAnswered(reply, formatNumber(bookings.filter((b) => cityOf.get(b.customer_id) === 'Bath').length));
  });
});

describe('a bare "amount" where several columns are amounts', () => {
  it('"which branch has the highest amount" is not answered by counting rows', async () => {
    const reply = await askBuiltin(t, lending, 'Which branch has the highest amount?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    expect(reply.content).toContain('amount_approved');
  });

  it('"the average amount" is not bound to one of them', async () => {
    const reply = await askBuiltin(t, lending, 'What is the average amount?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"the total amount approved" names its column and is answered', async () => {
    const reply = await askBuiltin(t, lending, 'What is the total amount approved?');
    expectAnswered(reply, formatNumber(loans.reduce((s, l) => s + l.amount_approved, 0)));
  });
});
