// 3,000 rows of games_played.csv (Game ID repeating, Minutes Played) beside a 60-game library: the
// table is named for the games and what was done with them, so "how many games have been played"
// counts its rows, each a game played, though a Game ID repeats (repeated-ids.ts). With that doubt
// gone, "played fewer than 20 times" must not compare 20 with Minutes Played: a number of times
// counts how often, never a figure held in a unit (interpret.ts), so it is declined.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_304);
const library = Array.from({ length: 60 }, (_, i) => ({
  'Game ID': `G${String(i + 1).padStart(3, '0')}`,
  Title: `${pick(rand, ['Lost', 'Iron', 'Wild', 'Tiny'])} ${pick(rand, ['Towers', 'Owls', 'Robots'])} ${i + 1}`,
  Category: pick(rand, ['Party', 'Strategy', 'Family']),
}));
const plays = Array.from({ length: 3_000 }, (_, i) => ({
  'Booking Ref': `BK-${500_001 + Math.floor(i / 2)}`,
  'Game ID': library[int(rand, 0, library.length - 1)]['Game ID'],
  'Minutes Played': int(rand, 2, 24) * 5,
}));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'games played as rows' });
  await uploadTables(t, ws, [
    { content: toCsv(library), filename: 'game_library.csv' },
    { content: toCsv(plays), filename: 'games_played.csv' },
  ]);
}, 180_000);

describe('games_played.csv, a row per game played', () => {
  it('"how many games have been played" counts the rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many games have been played in total?'), formatNumber(plays.length));
  });

  it('"played fewer than 20 times" is no comparison with Minutes Played', async () => {
    const reply = await askBuiltin(t, ws, 'How many games in the library have been played fewer than 20 times?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    expect(reply.content).toContain('"20 times"');
  });
});
