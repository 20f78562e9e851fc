// A money column whose header names one flow ("amount_paid") with refunds written as negative rows,
// asked through HTTP over 1,400 class bookings: "total amount paid" and "revenue by studio" are the
// net of every row, not the positive or negative part; "refunded (negative amount paid)" is defined by
// its brackets. Expected answers are computed from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

const STUDIOS = ['Harbourside', 'Old Mill', 'Parkview'];

function bookings(n: number) {
  const rand = random(89);
  return Array.from({ length: n }, (_, i) => {
    const price = [12, 15, 18][Math.floor(rand() * 3)];
    const refunded = rand() < 0.07;
    return {
      booking_id: 410_001 + i,
      studio: STUDIOS[Math.floor(rand() * rand() * STUDIOS.length)],
      booked_on: `2025-${String(1 + Math.floor(rand() * 9)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
      amount_paid: refunded ? -price : price,
    };
  });
}

const rows = bookings(1_400);
let t: TestClient;
let yoga: string;

beforeAll(async () => {
  t = sharedTestApp();
  yoga = await createWorkspace(t, null, { name: 'yoga' });
  await uploadTables(t, yoga, [{ content: toCsv(rows), filename: 'bookings.csv' }]);
}, 120_000);

const money = (v: number) => formatNumber(Math.round(v * 100) / 100);
const net = (pred: (r: (typeof rows)[number]) => boolean = () => true) => rows.filter(pred).reduce((s, r) => s + r.amount_paid, 0);

describe('a header naming the flow of money', () => {
  it('"total amount paid" is the net of every booking, refunds included', async () => {
    expect(rows.some((r) => r.amount_paid < 0)).toBe(true);
    expectAnswered(await askBuiltin(t, yoga, 'Total amount paid across all bookings'), money(net()));
  });

  it('"revenue by studio" nets the refunds within each studio', async () => {
    const reply = await askBuiltin(t, yoga, 'Revenue by studio');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const s of STUDIOS) expect(reply.content).toContain(money(net((r) => r.studio === s)));
  });
});

describe('a sign condition in brackets', () => {
  it('defines the word before it: "refunded (negative amount paid)"', async () => {
    expectAnswered(await askBuiltin(t, yoga, 'How many bookings were refunded (negative amount paid)?'), formatNumber(rows.filter((r) => r.amount_paid < 0).length));
  });
});
