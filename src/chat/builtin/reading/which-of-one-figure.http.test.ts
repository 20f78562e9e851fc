// "Which drinks sell best?" over 1,200 cafe bookings holding one Food & Drink (£) amount each: no
// column names a drink, and read as the highest amount the answer was a number where a drink was
// asked for (which-of-a-figure.ts). Declined; the highest bill asked as such is a control.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_301);
const bookings = Array.from({ length: 1_200 }, (_, i) => ({
  'Booking Ref': `BK-${200_001 + i}`,
  Date: `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  'Party Size': int(rand, 2, 8),
  'Food & Drink (£)': int(rand, 800, 12_000) / 100,
  Status: pick(rand, ['Completed', 'Completed', 'Completed', 'Cancelled']),
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'which of one figure' });
  await uploadTables(t, ws, [{ content: toCsv(bookings), filename: 'bookings.csv' }]);
}, 180_000);

describe('"which drinks" beside one Food & Drink amount per row', () => {
  it('is not answered by the highest amount', async () => {
    const reply = await askBuiltin(t, ws, 'Which drinks sell best?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    expect(reply.content).toContain('"which drinks"');
  });

  it('the biggest food and drink bill is still the highest amount', async () => {
    const max = Math.max(...bookings.map((b) => b['Food & Drink (£)']));
    expectAnswered(await askBuiltin(t, ws, 'What is the biggest food and drink bill?'), formatNumber(max));
  });
});
