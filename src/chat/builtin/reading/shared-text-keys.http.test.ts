// "Which make has failed the most MOTs with us?" over mot_tests.csv and vehicles.csv sharing a
// Registration header was declined, or answered by tester (holdout41 motcentre-07, -08, -10, -13,
// -19, -47): no id word names a registration, so the two tables were never joined. A text header two
// tables share, unique on every row of one and repeated in the other, is a key and a reference to it
// (shared-text-keys.ts). Here a gym's members are keyed by Email and their visits name it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { gymMembersAndVisits } from '../../../../test/support/member-visit-tables.ts';
import { formatNumber } from '../text.ts';

const { members, visits } = gymMembersAndVisits(500, 2_400);
const memberOf = new Map(members.map((m) => [m.email, m]));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'gym' });
  await uploadTables(t, ws, [
    { content: toCsv(members), filename: 'members.csv' },
    { content: toCsv(visits), filename: 'visits.csv' },
  ]);
}, 180_000);

describe('a shared text header unique in one table joins the two', () => {
  it('"how many visits were by Gold members" counts the visits of Gold members', async () => {
    const n = visits.filter((v) => memberOf.get(v.email)!.tier === 'Gold').length;
    expectAnswered(await askBuiltin(t, ws, 'How many visits were by Gold members?'), formatNumber(n));
  });

  it('"which town do most visits come from" ranks the towns by their members\' visits', async () => {
    const by = new Map<string, number>();
    for (const v of visits) by.set(memberOf.get(v.email)!.town, (by.get(memberOf.get(v.email)!.town) ?? 0) + 1);
    const [best] = [...by.entries()].sort((a, b) => b[1] - a[1]);
    expectAnswered(await askBuiltin(t, ws, 'Which town has the most visits?'), best[0]);
  });

  it('"average minutes per visit for Silver members" averages their visits', async () => {
    const silver = visits.filter((v) => memberOf.get(v.email)!.tier === 'Silver');
    const avg = silver.reduce((s, v) => s + v.minutes, 0) / silver.length;
    expectAnswered(await askBuiltin(t, ws, 'What is the average minutes for Silver members?'), formatNumber(Math.round(avg * 100) / 100));
  });

  it('the reference does not become the name of the visits: "who" still ranks their coach', async () => {
    const by = new Map<string, number>();
    for (const v of visits) if (v.activity === 'Bouldering') by.set(v.coach, (by.get(v.coach) ?? 0) + 1);
    const [best] = [...by.entries()].sort((a, b) => b[1] - a[1]);
    expectAnswered(await askBuiltin(t, ws, 'Who has had the most Bouldering visits?'), best[0]);
  });

  it('a period said of the members\' own year column counts the members, not those who visited', async () => {
    const n = members.filter((m) => m.born < 1980).length;
    expectAnswered(await askBuiltin(t, ws, 'How many members on file were born before 1980?'), formatNumber(n));
  });

  it('control: "how many Gold members do we have" still counts the members', async () => {
    const reply = await askBuiltin(t, ws, 'How many Gold members do we have?');
    expect(reply.content).toContain(`**${formatNumber(members.filter((m) => m.tier === 'Gold').length)}**`);
  });
});
