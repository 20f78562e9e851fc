// Precision on wordings that gave confident wrong answers on tables nobody tuned on, asked through
// HTTP over generated tables: "sites that never needed a callout" (an anti-join through a cell of
// the visits, not the visits whose type is another), "no pest found" over a column whose cell for
// none is "None found", a pronoun ("with us") that is no header word by its stem ("Fuel used"), and
// "how far" asking a figure no column holds; a month without a year where only the dates the
// question names hold it in one year. Expected values are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { chance, int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(2931);
const OWNERS = ['Harbour Hotels', 'Crest Foods', 'Vale Schools', 'Oakley Offices', 'Meadow Farms'];
const sites = Array.from({ length: 1_000 }, (_, i) => ({
  site_id: String(201 + i * 2).padStart(6, '0'),
  owner: OWNERS[Math.min(4, Math.floor(rand() * rand() * 6))],
  site_type: pick(rand, ['Kitchen', 'Store', 'Classroom', 'Barn']),
  contract: chance(rand, 0.7) ? 'Monthly' : 'Ad hoc',
  customer_since: `${int(rand, 2016, 2025)}-${String(int(rand, 1, 12)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
}));
// Sites of the last owner use far more fuel per visit, so the fuel ranking differs from the count of sites.
const calm = new Set(sites.filter(() => chance(rand, 0.04)).map((s) => s.site_id));
const PESTS = ['Rats', 'Mice', 'Ants', 'Wasps', 'None found'];
const visits = Array.from({ length: 6_000 }, (_, i) => {
  const site = pick(rand, sites);
  return {
    visit_id: 800_001 + i,
    site_id: site.site_id,
    visit_date: `2025-${String(int(rand, 1, 10)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
    visit_type: calm.has(site.site_id) ? 'Routine' : pick(rand, ['Routine', 'Routine', 'Callout', 'Follow-up']),
    pest: pick(rand, PESTS),
    'Fuel used (l)': Math.round((site.owner === 'Meadow Farms' ? 400 : 4) + rand() * 10),
    minutes_on_site: 5 * int(rand, 4, 40),
  };
});

const MEMBERS = Array.from({ length: 1_200 }, (_, i) => ({ member_id: 30_001 + i, home_club: pick(rand, ['Leeds', 'York', 'Hull']) }));
const bookings = Array.from({ length: 4_000 }, (_, i) => ({
  booking_id: 70_001 + i,
  member_id: pick(rand, MEMBERS).member_id,
  class_name: pick(rand, ['Spin', 'Yoga', 'Boxing', 'Pilates']),
  cancel_reason: chance(rand, 0.7) ? '' : pick(rand, ['Travel', 'Illness', 'Work']),
}));

let t: TestClient;
let pests = '';
let gym = '';

beforeAll(async () => {
  t = sharedTestApp();
  pests = await createWorkspace(t, null, { name: 'pests' });
  await uploadTables(t, pests, [
    { content: toCsv(sites), filename: 'sites.csv' },
    { content: toCsv(visits), filename: 'visits.csv' },
  ]);
  gym = await createWorkspace(t, null, { name: 'gym' });
  await uploadTables(t, gym, [
    { content: toCsv(MEMBERS), filename: 'members.csv' },
    { content: toCsv(bookings), filename: 'bookings.csv' },
  ]);
}, 180_000);

describe('"never" before a cell of the rows of another table', () => {
  it('"how many sites have never needed a callout" counts the sites with no Callout visit', async () => {
    const called = new Set(visits.filter((v) => v.visit_type === 'Callout').map((v) => v.site_id));
    const n = sites.filter((s) => !called.has(s.site_id)).length;
    expectAnswered(await askBuiltin(t, pests, 'How many sites have never needed a callout?'), formatNumber(n));
  });
});

describe('"no <header> found" over a column whose cell for none is a word', () => {
  it('"on what share of visits was no pest found" is the share of None found rows', async () => {
    const share = (100 * visits.filter((v) => v.pest === 'None found').length) / visits.length;
    expectAnswered(await askBuiltin(t, pests, 'On what share of visits was no pest found?'), `${share.toFixed(2)}%`);
  });
});

describe('pronouns are no header words', () => {
  it('"which owner has the most sites with us" counts sites per owner, not the fuel used', async () => {
    const counts = new Map<string, number>();
    for (const s of sites) counts.set(s.owner, (counts.get(s.owner) ?? 0) + 1);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
    const reply = await askBuiltin(t, pests, 'Which owner has the most sites with us?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${top}**`);
  });
});

describe('a month without a year, where the tables disagree on its year', () => {
  it('"how many visits were made in July" takes the July of the visit dates (2025), not of the sites\' start dates', async () => {
    const n = visits.filter((v) => v.visit_date.startsWith('2025-07')).length;
    expectAnswered(await askBuiltin(t, pests, 'How many visits were made in July?'), formatNumber(n));
  });

  it('"how many sites signed up in July" names no date of its own: still ambiguous', async () => {
    const reply = await askBuiltin(t, pests, 'How many sites signed up in July?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});

describe('"how far" asks a figure', () => {
  it('"how far do members travel to classes" is not answered by the bookings cancelled for Travel', async () => {
    const reply = await askBuiltin(t, gym, 'How far do members travel to classes?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
