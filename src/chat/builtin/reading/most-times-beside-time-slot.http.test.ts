// 1,200 bookings with a Member No (blank for walk-ins) and a Time Slot: "which member number has
// booked the most times" ranks the members by how often they booked; "the most times" is the idiom
// of how often, never the header word of Time Slot (how-many-times.ts). It counted distinct slots before.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';

const rand = seeded(42_306);
const bookings = Array.from({ length: 1_200 }, (_, i) => ({
  'Booking Ref': `BK-${700_001 + i}`,
  'Time Slot': pick(rand, ['12:00', '14:00', '16:00', '18:00', '20:00']),
  'Member No': i % 40 === 0 ? 1077 : int(rand, 0, 2) === 0 ? null : int(rand, 1001, 1300),
  'Party Size': int(rand, 2, 6),
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'most times beside a time slot' });
  await uploadTables(t, ws, [{ content: toCsv(bookings), filename: 'bookings.csv' }]);
}, 180_000);

describe('"the most times" beside a Time Slot', () => {
  it('ranks the members by their bookings', async () => {
    const counts = new Map<number, number>();
    for (const b of bookings) if (b['Member No'] !== null) counts.set(b['Member No'], (counts.get(b['Member No']) ?? 0) + 1);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
    expectAnswered(await askBuiltin(t, ws, 'Which member number has booked the most times?'), String(top));
  });
});
