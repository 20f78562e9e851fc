// 3,000 games played (Minutes Played) beside a 60-game library with a Category: "play time" is the
// time of the play, Minutes Played ("<word> time" of a figure held in a unit of time whose other
// header word it is, mentions.ts). "Which category has the longest average play time?" was declined.
// The header's words said before it go with it: "the average first response time" beside First
// Response (min) is that figure, never "first" read as a ranking (a control from support-03/-20).
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_309);
const library = Array.from({ length: 60 }, (_, i) => ({ 'Game ID': `G${String(i + 1).padStart(3, '0')}`, Title: `Game Number ${i + 1}`, Category: pick(rand, ['Party', 'Strategy', 'Family']) }));
const categoryOf = new Map(library.map((g) => [g['Game ID'], g.Category]));
const plays = Array.from({ length: 3_000 }, (_, i) => {
  const game = library[int(rand, 0, 59)]['Game ID'];
  return { 'Booking Ref': `BK-${950_001 + Math.floor(i / 2)}`, 'Game ID': game, 'Minutes Played': (categoryOf.get(game) === 'Strategy' ? int(rand, 10, 20) : int(rand, 3, 12)) * 5 };
});
const tickets = Array.from({ length: 1_000 }, (_, i) => ({ ticket_id: 40_001 + i, priority: pick(rand, ['Low', 'Medium', 'High', 'Urgent']), 'First Response (min)': int(rand, 5, 400) }));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'play time' });
  await uploadTables(t, ws, [
    { content: toCsv(library), filename: 'game_library.csv' },
    { content: toCsv(plays), filename: 'games_played.csv' },
    { content: toCsv(tickets), filename: 'tickets.csv' },
  ]);
}, 180_000);

describe('"play time" beside Minutes Played', () => {
  it('ranks the categories by their average minutes played', async () => {
    const sums = new Map<string, { total: number; n: number }>();
    for (const p of plays) {
      const c = categoryOf.get(p['Game ID'])!;
      const s = sums.get(c) ?? { total: 0, n: 0 };
      sums.set(c, { total: s.total + p['Minutes Played'], n: s.n + 1 });
    }
    const best = [...sums.entries()].sort((a, b) => b[1].total / b[1].n - a[1].total / a[1].n)[0][0];
    expectAnswered(await askBuiltin(t, ws, 'Which category has the longest average play time?'), best);
  });

  it('"the average first response time" is First Response (min), no ranking', async () => {
    const urgent = tickets.filter((x) => x.priority === 'Urgent');
    const average = urgent.reduce((n, x) => n + x['First Response (min)'], 0) / urgent.length;
    expectAnswered(await askBuiltin(t, ws, 'What is the average first response time for Urgent tickets?'), formatNumber(average));
  });
});
