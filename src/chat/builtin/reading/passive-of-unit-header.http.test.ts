// "Which game gets played the most?" over plays holding "Minutes Played": the passive ranks how often
// each game was played (its rows), not the minutes, which the question never says.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const OTHERS = ['Catan', 'Azul', 'Coup', 'Hanabi', 'Splendor'];
// Dixit is played most often, in short games; Catan less often, in long ones.
const plays = Array.from({ length: 1_200 }, (_, i) => {
  const game = i % 2 === 0 ? 'Dixit' : OTHERS[(i >> 1) % 5];
  return { 'Play ID': i + 1, Game: game, 'Minutes Played': game === 'Dixit' ? 15 + (i % 10) : game === 'Catan' ? 150 + (i % 30) : 40 + (i % 20) };
});
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'passive of unit header' });
  await uploadTables(t, ws, [{ content: toCsv(plays), filename: 'games_played.csv' }]);
}, 180_000);

describe('a passive verb of a header counted in minutes', () => {
  it('ranks how often, not the minutes', async () => {
    const reply = await askBuiltin(t, ws, 'Which game gets played the most?');
    expect(reply.content).not.toContain('**Catan**');
    if (reply.execution_details.outcome === 'answered') expect(reply.content).toContain('**Dixit**');
  });
});
