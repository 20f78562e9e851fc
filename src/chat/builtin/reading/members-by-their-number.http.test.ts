// 1,200 bookings with a Member No left blank for walk-ins: "bookings made by members" and "what
// share of completed bookings were members" are the rows whose Member No is filled in (blanks.ts
// holdersOfId), never one group per member nor the word left unread. Both failed before.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_307);
const bookings = Array.from({ length: 1_200 }, (_, i) => ({
  'Booking Ref': `BK-${800_001 + i}`,
  'Party Size': int(rand, 2, 6),
  'Member No': int(rand, 0, 2) === 0 ? int(rand, 1001, 1400) : null,
  Status: pick(rand, ['Completed', 'Completed', 'Completed', 'Cancelled', 'No-show']),
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'members by their number' });
  await uploadTables(t, ws, [{ content: toCsv(bookings), filename: 'bookings.csv' }]);
}, 180_000);

describe('members of bookings with a Member No', () => {
  it('"bookings made by members" are those with a number', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many bookings were made by members?'), formatNumber(bookings.filter((b) => b['Member No'] !== null).length));
  });

  it('"what share of completed bookings were members" is their share of the completed', async () => {
    const done = bookings.filter((b) => b.Status === 'Completed');
    const share = (100 * done.filter((b) => b['Member No'] !== null).length) / done.length;
    expectAnswered(await askBuiltin(t, ws, 'What share of completed bookings were members?'), `${share.toFixed(2)}%`);
  });
});
