// 3,000 rows of games_played.csv (Game ID, Minutes Played) beside a 60-game library: "the most
// played games" ranks the games by how many rows played them, as "the most booked service" does;
// "played" is the rows' own participle (the table's name), never Minutes Played (popular-groups.ts).
// "Top 5 most played games" was declined and "What are the 5 most played games?" listed the
// bookings with the longest plays, confidently.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, seeded } from '../../../../bench/support/random.ts';

const rand = seeded(42_308);
const library = Array.from({ length: 60 }, (_, i) => ({ 'Game ID': `G${String(i + 1).padStart(3, '0')}`, Title: `Game Number ${i + 1}`, Copies: int(rand, 1, 3) }));
// G001..G005 are played 400, 350, 300, 250 and 200 times; the other 1,500 plays spread over the rest.
const favourites = [400, 350, 300, 250, 200].flatMap((n, k) => Array.from({ length: n }, () => library[k]['Game ID']));
const plays = [...favourites, ...Array.from({ length: 1_500 }, () => library[int(rand, 5, 59)]['Game ID'])].map((game, i) => ({
  'Booking Ref': `BK-${900_001 + Math.floor(i / 2)}`,
  'Game ID': game,
  'Minutes Played': int(rand, 2, 24) * 5,
}));
const top5 = library.slice(0, 5).map((g) => `**${g.Title} (${g['Game ID']})**`);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'most played games' });
  await uploadTables(t, ws, [
    { content: toCsv(library), filename: 'game_library.csv' },
    { content: toCsv(plays), filename: 'games_played.csv' },
  ]);
}, 180_000);

describe('the most played games', () => {
  for (const question of ['Top 5 most played games', 'What are the 5 most played games?']) {
    it(`"${question}" ranks the games by their plays`, async () => {
      const reply = await askBuiltin(t, ws, question);
      expect(reply.execution_details.outcome, reply.content).toBe('answered');
      let at = -1;
      for (const name of top5) {
        const next = reply.content.indexOf(name);
        expect(next, `${name} in ${reply.content}`).toBeGreaterThan(at);
        at = next;
      }
    });
  }
});
