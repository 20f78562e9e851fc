// 1,200 bookings (Status) and the games played at them (games_played.csv: Booking Ref, Game ID,
// Minutes Played): "the average number of games played per completed booking" counts each completed
// booking's games and averages them. "played" after the rows' noun is the rows' own participle, not
// Minutes Played (interpret.ts), and a cell may qualify the group after "per" (counts-per-group.ts).
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_312);
const bookings = Array.from({ length: 1_200 }, (_, i) => ({ 'Booking Ref': `BK-${970_001 + i}`, Date: `2026-0${int(rand, 1, 9)}-1${int(rand, 0, 9)}`, Status: pick(rand, ['Completed', 'Completed', 'Completed', 'Refunded', 'Cancelled']) }));
const plays = bookings
  .filter((b) => b.Status !== 'Cancelled')
  .flatMap((b) => Array.from({ length: int(rand, 1, 4) }, () => ({ 'Booking Ref': b['Booking Ref'], 'Game ID': `G${String(int(rand, 1, 60)).padStart(3, '0')}`, 'Minutes Played': int(rand, 2, 24) * 5 })));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'games per booking' });
  await uploadTables(t, ws, [
    { content: toCsv(bookings), filename: 'bookings.csv' },
    { content: toCsv(plays), filename: 'games_played.csv' },
  ]);
}, 180_000);

describe('games played per booking', () => {
  it('"per completed booking" averages the games of the completed bookings', async () => {
    const done = new Set(bookings.filter((b) => b.Status === 'Completed').map((b) => b['Booking Ref']));
    const average = plays.filter((p) => done.has(p['Booking Ref'])).length / done.size;
    expectAnswered(await askBuiltin(t, ws, 'Average number of games played per completed booking'), formatNumber(average));
  });
});
