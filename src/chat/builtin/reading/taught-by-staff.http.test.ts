// 3,000 games played with a Taught By Staff flag (Y/N), beside a 60-game library with a Category:
// "did staff teach" names the flag (an irregular verb's present form names the header written with
// its participle, PARTICIPLE_OF_VERB), and "which strategy game" ranks the games of the Category
// Strategy (a cell of another column between "which" and its noun, interpret.ts).
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_305);
const library = Array.from({ length: 60 }, (_, i) => ({
  'Game ID': `G${String(i + 1).padStart(3, '0')}`,
  Title: `${pick(rand, ['Lost', 'Iron', 'Wild', 'Tiny'])} ${pick(rand, ['Towers', 'Owls', 'Robots'])} ${i + 1}`,
  Category: i < 20 ? 'Strategy' : pick(rand, ['Party', 'Family']),
}));
// The most taught strategy game stands clear of the rest: G003 is taught on every play.
const plays = Array.from({ length: 3_000 }, (_, i) => {
  const game = i % 10 === 0 ? 'G003' : library[int(rand, 0, library.length - 1)]['Game ID'];
  return { 'Booking Ref': `BK-${600_001 + Math.floor(i / 2)}`, 'Game ID': game, 'Minutes Played': int(rand, 2, 24) * 5, 'Taught By Staff': game === 'G003' || int(rand, 0, 4) === 0 ? 'Y' : 'N' };
});
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'taught by staff' });
  await uploadTables(t, ws, [
    { content: toCsv(library), filename: 'game_library.csv' },
    { content: toCsv(plays), filename: 'games_played.csv' },
  ]);
}, 180_000);

describe('a Taught By Staff flag', () => {
  it('"did staff teach" counts the rows flagged', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many games did staff teach?'), formatNumber(plays.filter((p) => p['Taught By Staff'] === 'Y').length));
  });

  it('"which strategy game did staff teach most often" ranks the strategy games by those rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which strategy game did staff teach most often?'), `${library[2].Title} (G003)`);
  });
});
