// "Top 4 members by goals scored" over pitch bookings, each carrying the member who booked and the
// goals their side scored that game: each member's goals are added up and the members ranked by
// their totals, not the members of the four best single games. "Top 3 bookings by goals scored" (the rows' own noun) still
// ranks the single bookings. Over generated tables of 1,000+ rows, asked through HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { pitchBookings } from '../../../../test/support/counted-noun-tables.ts';

const bookings = pitchBookings(2_500);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'pitches' });
  await uploadTables(t, ws, [{ content: toCsv(bookings), filename: 'pitch_bookings.csv' }]);
}, 180_000);

describe('top N things by a figure over their many rows', () => {
  it('"top 4 members by goals scored" ranks each member\'s total goals', async () => {
    const totals = new Map<string, number>();
    for (const b of bookings) totals.set(b.member_no, (totals.get(b.member_no) ?? 0) + b.goals_scored);
    const best = [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
    const reply = await askBuiltin(t, ws, 'Top 4 members by goals scored (member numbers)');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [member, goals] of best) expect(reply.content).toContain(`**${member}**: ${formatNumber(goals)}`);
  });

  it('"top 3 bookings by goals scored" still ranks the single bookings', async () => {
    const reply = await askBuiltin(t, ws, 'Top 3 bookings by goals scored');
    expect(reply.content).toContain(`: ${formatNumber(Math.max(...bookings.map((b) => b.goals_scored)))}`);
    expect(reply.content).not.toContain('total goals_scored');
  });
});
