// A 1,000-game library with Min Players and Max Players: "players" names both equally, so "how many
// games can take 8 or more players" compared 8 with the Game ID. What a game can take is its most:
// Max Players (capacity-limits.ts). A question with no verb of capacity keeps the doubt.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_311);
const games = Array.from({ length: 1_000 }, (_, i) => {
  const min = int(rand, 1, 4);
  return { 'Game ID': `G${String(i + 1).padStart(4, '0')}`, Title: `Game Number ${i + 1}`, 'Min Players': min, 'Max Players': int(rand, min + 1, 12), Copies: int(rand, 1, 3) };
});
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'capacity limits' });
  await uploadTables(t, ws, [{ content: toCsv(games), filename: 'game_library.csv' }]);
}, 180_000);

describe('what a game can take', () => {
  it('"can take 8 or more players" is Max Players', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many games can take 8 or more players?'), formatNumber(games.filter((g) => g['Max Players'] >= 8).length));
  });

  it('"need at least 3 players" is not read as the maximum', async () => {
    const reply = await askBuiltin(t, ws, 'How many games need at least 3 players?');
    expect(reply.content).not.toContain(`**${formatNumber(games.filter((g) => g['Max Players'] >= 3).length)}**`);
  });
});
