// A snooker hall's 400 members, each in a league team, and their 6,000 table bookings whose status
// holds Played: "how many members play for Cue Tips" counts the team's members, not the members
// with a Played booking (verb-for-a-side.ts). The status said as written, and "played" of the
// bookings themselves, still name it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { leagueHall } from '../../../../test/support/league-hall-tables.ts';
import { formatNumber } from '../text.ts';

const { members, bookings } = leagueHall(400, 6_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'snooker hall' });
  await uploadTables(t, ws, [
    { content: toCsv(members), filename: 'members.csv' },
    { content: toCsv(bookings), filename: 'table_bookings.csv' },
  ]);
}, 180_000);

describe('a verb before "for" and a team', () => {
  it('"how many members play for Cue Tips" counts the team\'s members', async () => {
    const team = members.filter((m) => m['League Team'] === 'Cue Tips').length;
    expectAnswered(await askBuiltin(t, ws, 'How many members play for Cue Tips?'), formatNumber(team));
  });

  it('"how many bookings were played" still counts the Played bookings', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many bookings were played?'), formatNumber(bookings.filter((b) => b.Status === 'Played').length));
  });

  it('"how many members are in Cue Tips" is unchanged', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many members are in Cue Tips?'), formatNumber(members.filter((m) => m['League Team'] === 'Cue Tips').length));
  });

  it('a question the tables cannot answer still declines', async () => {
    const reply = await askBuiltin(t, ws, 'What is the home address of members who play for Cue Tips?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
