// 1,200 cafe bookings with a Party Size: "how many guests came" adds up the party sizes, and "spend
// per head" is the money over the guests (total over total), as a party's people are its guests
// (MEASURE_SYNONYMS guest/head -> party). Both failed before ("guests", "head" unplaced).
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_303);
const bookings = Array.from({ length: 1_200 }, (_, i) => {
  const status = pick(rand, ['Completed', 'Completed', 'Completed', 'Cancelled']);
  const party = pick(rand, [2, 3, 4, 6]);
  return {
    'Booking Ref': `BK-${400_001 + i}`,
    Date: `2026-${String(int(rand, 1, 11)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
    'Party Size': party,
    'Food & Drink (£)': status === 'Completed' ? (party * int(rand, 400, 1600)) / 100 : null,
    Status: status,
  };
});
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'guests as party size' });
  await uploadTables(t, ws, [{ content: toCsv(bookings), filename: 'bookings.csv' }]);
}, 180_000);

describe('guests of bookings with a party size', () => {
  it('"how many guests" adds up the party sizes', async () => {
    const guests = bookings.filter((b) => b.Status === 'Completed' && b.Date.startsWith('2026-10')).reduce((n, b) => n + b['Party Size'], 0);
    expectAnswered(await askBuiltin(t, ws, 'How many guests came in on completed bookings in October 2026?'), formatNumber(guests));
  });

  it('"spend per head" is the money over the guests', async () => {
    const done = bookings.filter((b) => b.Status === 'Completed');
    const perHead = done.reduce((n, b) => n + b['Food & Drink (£)']!, 0) / done.reduce((n, b) => n + b['Party Size'], 0);
    expectAnswered(await askBuiltin(t, ws, 'Average food and drink spend per head on completed bookings'), formatNumber(perHead));
  });
});
