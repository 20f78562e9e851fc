// "Top 4 teams by goals scored" over one row per team per match: goals_scored tallies each row's
// goals, so the teams are ranked by their totals (tally-header.ts), never by their average per match.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv, totals } from '../../../../test/support/business-tables.ts';
import { teamResults } from '../../../../test/support/match-tables.ts';
import { formatNumber } from '../text.ts';

const rows = teamResults(400, 300);
let t: TestClient;
let ws: string;

const ranked = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'league' });
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'results.csv' }]);
}, 180_000);

describe('a tally of each row\'s events, ranked per group', () => {
  it('the top 4 teams by goals scored are the highest totals', async () => {
    const reply = await askBuiltin(t, ws, 'top 4 teams by goals scored');
    const top = ranked(totals(rows, (r) => r.team, (r) => r.goals_scored)).slice(0, 4);
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [k, [team, goals]] of top.entries()) expect(reply.content).toContain(`${k + 1}. **${team}**: ${formatNumber(goals)}`);
  });

  it('the team with the most goals conceded is the highest total', async () => {
    const [[team]] = ranked(totals(rows, (r) => r.team, (r) => r.goals_conceded));
    expectAnswered(await askBuiltin(t, ws, 'Which team has the highest goals conceded?'), team);
  });

  it('an average per match is still taken when asked', async () => {
    const reply = await askBuiltin(t, ws, 'What is the average goals scored?');
    expectAnswered(reply, formatNumber(Math.round((rows.reduce((a, r) => a + r.goals_scored, 0) / rows.length) * 100) / 100));
  });
});
