// Facts that reach a lookup only through a middle table, asked through HTTP over 1,400 members,
// 2,600 cards and 30,000 gym visits: visits carry a card_id, cards carry a member_id, and the
// member's tier and region live only in members.csv. "How many visits did Gold members make?"
// counts visits through both joins; the lookups have more keys than the engine reads at once, so
// the keys are checked in the database. When two middle tables lead from the facts to the lookup
// (cards and lockers both name a member), the engine does not pick one. Expected answers are
// computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

const TIERS = ['Bronze', 'Silver', 'Gold', 'Platinum'];
const REGIONS = ['North', 'South', 'East', 'West', 'Central'];

function members(n: number) {
  const rand = random(211);
  return Array.from({ length: n }, (_, i) => ({
    member_id: 70_001 + i,
    member_name: `Member ${i + 1}`,
    tier: TIERS[Math.floor(rand() * rand() * TIERS.length)],
    region: REGIONS[Math.floor(rand() * REGIONS.length)],
  }));
}

function cards(people: ReturnType<typeof members>, n: number) {
  const rand = random(223);
  return Array.from({ length: n }, (_, i) => ({
    card_id: 40_001 + i * 3,
    member_id: i < people.length ? people[i].member_id : people[Math.floor(rand() * people.length)].member_id,
    colour: ['Blue', 'Black', 'White'][Math.floor(rand() * 3)],
  }));
}

function visits(keys: ReturnType<typeof cards>, n: number) {
  const rand = random(227);
  return Array.from({ length: n }, (_, i) => ({
    visit_id: 9_000_001 + i,
    card_id: keys[Math.floor(rand() * rand() * keys.length)].card_id,
    visited_on: `2025-${String(1 + Math.floor(rand() * 6)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    spend: Math.round(rand() * 4_000) / 100,
  }));
}

const people = members(1_400);
const passes = cards(people, 2_600);
const entries = visits(passes, 30_000);
const memberOf = new Map(passes.map((c) => [c.card_id, people.find((p) => p.member_id === c.member_id)!]));
const who = (v: (typeof entries)[number]) => memberOf.get(v.card_id)!;

let t: TestClient;
let gym: string;
let twoWays: string;

beforeAll(async () => {
  t = sharedTestApp();
  gym = await createWorkspace(t, null, { name: 'gym' });
  await uploadTables(t, gym, [
    { content: toCsv(people), filename: 'members.csv' },
    { content: toCsv(passes), filename: 'cards.csv' },
    { content: toCsv(entries), filename: 'visits.csv' },
  ]);
  // The visits also name a locker, and lockers are rented by members: visits -> cards -> members
  // and visits -> lockers -> members.
  const lockers = people.map((p, i) => ({ locker_id: 5_001 + i, member_id: people[(i * 7) % people.length].member_id, size: i % 2 ? 'Large' : 'Small' }));
  twoWays = await createWorkspace(t, null, { name: 'gym-two-ways' });
  await uploadTables(t, twoWays, [
    { content: toCsv(people), filename: 'members.csv' },
    { content: toCsv(passes), filename: 'cards.csv' },
    { content: toCsv(lockers), filename: 'lockers.csv' },
    { content: toCsv(entries.map((v, i) => ({ ...v, locker_id: lockers[i % lockers.length].locker_id }))), filename: 'visits.csv' },
  ]);
}, 180_000);

describe('joins through a middle table', () => {
  it('"how many visits did Gold members make" counts visits through cards to members', async () => {
    const gold = entries.filter((v) => who(v).tier === 'Gold').length;
    expectAnswered(await askBuiltin(t, gym, 'How many visits did Gold members make?'), formatNumber(gold));
  });

  it('"total spend of members in the North region" sums the visits of those members', async () => {
    const north = entries.filter((v) => who(v).region === 'North').reduce((s, v) => s + v.spend, 0);
    expectAnswered(await askBuiltin(t, gym, 'What was the total spend of members in the North region?'), formatNumber(north));
  });

  it('"which region makes the most visits" groups visits by the member\'s region', async () => {
    const counts = new Map<string, number>();
    for (const v of entries) counts.set(who(v).region, (counts.get(who(v).region) ?? 0) + 1);
    const top = [...counts].sort((x, y) => y[1] - x[1])[0][0];
    expectAnswered(await askBuiltin(t, gym, 'Which region makes the most visits?'), top);
  });

  it('a two-table join onto a lookup of more keys than are read at once still answers', async () => {
    const black = entries.filter((v) => passes.find((c) => c.card_id === v.card_id)!.colour === 'Black').length;
    expectAnswered(await askBuiltin(t, gym, 'How many visits were made with Black cards?'), formatNumber(black));
  });

  it('does not pick a path when two middle tables lead from the visits to the members', async () => {
    const reply = await askBuiltin(t, twoWays, 'How many visits did Gold members make?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
