// "How many lessons were booked?" over lessons.csv whose lesson column holds the kind of lesson
// (Morning, Afternoon, Evening): the counted noun names the table's rows, so the rows are counted,
// not the 3 distinct kinds. Likewise "sign-ins" over signins.csv beside a sign_in time, "workflows"
// over workflows.csv beside a workflow name, "pressings" over pressings.csv beside a numbered press
// (not the press numbers added up), "court slots were booked" / "court slot bookings" over
// court_bookings.csv beside a court_slot time, and "rentals ... in total" beside a "Total paid (£)"
// column ("in total" is a filler, not that column). "How many different lessons", "how many types of
// workflow" and "how many branches" (a column of rows of something else) still count distinct values.
// Over generated tables of 1,000+ rows, asked through HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(35_001);
const day = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const clock = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

const pupils = Array.from({ length: 220 }, (_, i) => ({
  pupil_id: 4_001 + i,
  school: pick(rand, ['Riverside Academy', 'Hillcrest School', 'Oakfield College']),
  year_group: int(rand, 7, 11),
}));
const lessons = Array.from({ length: 1_600 }, () => ({
  lesson_date: day(2025, int(rand, 1, 6), int(rand, 1, 28)),
  pupil_id: pick(rand, pupils).pupil_id,
  lesson: pick(rand, ['Morning', 'Afternoon', 'Evening']),
  booked_hours: pick(rand, [1, 1.5, 2]),
  attended: pick(rand, ['Y', 'Y', 'Y', 'N']),
}));

const members = Array.from({ length: 300 }, (_, i) => ({ member_no: 9_001 + i, membership_type: pick(rand, ['Junior', 'Adult', 'Senior']) }));
const signins = Array.from({ length: 1_800 }, (_, i) => ({
  visit_id: 60_001 + i,
  visit_date: day(2025, int(rand, 5, 7), int(rand, 1, 28)),
  member_no: pick(rand, members).member_no,
  sign_in: clock(int(rand, 7, 21), pick(rand, [0, 15, 30, 45])),
}));

const workflows = Array.from({ length: 45 }, (_, i) => ({
  workflow_id: 300 + i,
  repository: `repo-${i}`,
  workflow: pick(rand, ['build', 'test', 'deploy']),
  team: pick(rand, ['Web', 'Mobile', 'Data']),
}));
const jobRuns = Array.from({ length: 1_200 }, (_, i) => ({
  job_id: 70_001 + i,
  workflow_id: pick(rand, workflows).workflow_id,
  outcome: pick(rand, ['passed', 'passed', 'failed']),
  seconds: int(rand, 30, 900),
}));

const records = Array.from({ length: 160 }, (_, i) => ({ record_id: 500 + i, title: `Album ${i + 1}`, runtime_min: int(rand, 30, 80) }));
const pressings = Array.from({ length: 2_000 }, (_, i) => ({
  pressing_id: 800_001 + i,
  record_id: pick(rand, records).record_id,
  press: int(rand, 1, 6),
  pressing_date: day(2024, int(rand, 1, 12), int(rand, 1, 28)),
  copies: int(rand, 100, 900),
}));

const rentals = Array.from({ length: 1_400 }, (_, i) => {
  const nights = int(rand, 1, 10);
  const rate = pick(rand, [45, 60, 75]);
  return { rental_ref: `R${20_001 + i}`, van: pick(rand, ['Transit', 'Sprinter', 'Vivaro']), start_date: day(2025, int(rand, 1, 9), int(rand, 1, 28)), nights, 'Nightly rate (£)': rate, 'Total paid (£)': nights * rate };
});

const branches = ['Harbour Street', 'Mill Lane', 'Station Road', 'Kings Parade'];
const parcels = Array.from({ length: 2_100 }, (_, i) => ({
  parcel_id: 1_000_001 + i,
  branch: pick(rand, branches),
  parcel: pick(rand, ['Envelope', 'Small box', 'Medium box', 'Large box', 'Tube']),
  weight_kg: int(rand, 1, 30),
  received: day(2025, int(rand, 1, 12), int(rand, 1, 28)),
}));

const courtMembers = Array.from({ length: 250 }, (_, i) => ({ member_no: 2_001 + i, membership: pick(rand, ['Full', 'Off-peak', 'Junior']) }));
const courtBookings = Array.from({ length: 1_700 }, (_, i) => ({
  booking_ref: `CB${50_001 + i}`,
  member_no: pick(rand, courtMembers).member_no,
  court_date: day(2025, int(rand, 5, 8), int(rand, 1, 28)),
  court_slot: clock(int(rand, 8, 20), pick(rand, [0, 30])),
  players: pick(rand, [2, 4]),
}));

let t: TestClient;
let school = '';
let climbing = '';
let ci = '';
let plant = '';
let hire = '';
let depot = '';
let club = '';

beforeAll(async () => {
  t = sharedTestApp();
  school = await createWorkspace(t, null, { name: 'school' });
  await uploadTables(t, school, [
    { content: toCsv(pupils), filename: 'pupils.csv' },
    { content: toCsv(lessons), filename: 'lessons.csv' },
  ]);
  climbing = await createWorkspace(t, null, { name: 'wall' });
  await uploadTables(t, climbing, [
    { content: toCsv(members), filename: 'members.csv' },
    { content: toCsv(signins), filename: 'signins.csv' },
  ]);
  ci = await createWorkspace(t, null, { name: 'ci' });
  await uploadTables(t, ci, [
    { content: toCsv(workflows), filename: 'workflows.csv' },
    { content: toCsv(jobRuns), filename: 'job_runs.csv' },
  ]);
  plant = await createWorkspace(t, null, { name: 'plant' });
  await uploadTables(t, plant, [
    { content: toCsv(records), filename: 'records.csv' },
    { content: toCsv(pressings), filename: 'pressings.csv' },
  ]);
  hire = await createWorkspace(t, null, { name: 'hire' });
  await uploadTables(t, hire, [{ content: toCsv(rentals), filename: 'van_rentals.csv' }]);
  depot = await createWorkspace(t, null, { name: 'depot' });
  await uploadTables(t, depot, [{ content: toCsv(parcels), filename: 'parcels.csv' }]);
  club = await createWorkspace(t, null, { name: 'club' });
  await uploadTables(t, club, [
    { content: toCsv(courtMembers), filename: 'members.csv' },
    { content: toCsv(courtBookings), filename: 'court_bookings.csv' },
  ]);
}, 240_000);

const schoolOf = new Map(pupils.map((p) => [p.pupil_id, p.school]));
const typeOf = new Map(members.map((m) => [m.member_no, m.membership_type]));
const runtimeOf = new Map(records.map((r) => [r.record_id, r.runtime_min]));

describe('a counted noun naming the rows counts them, though a column shares the noun', () => {
  it('"how many lessons were booked in total" counts every lesson, not the kinds of lesson', async () => {
    expectAnswered(await askBuiltin(t, school, 'How many lessons were booked in total?'), formatNumber(lessons.length));
  });

  it('"how many lessons were booked at <school> in March" counts those rows', async () => {
    const n = lessons.filter((l) => schoolOf.get(l.pupil_id) === 'Riverside Academy' && l.lesson_date.startsWith('2025-03')).length;
    expectAnswered(await askBuiltin(t, school, 'How many lessons were booked at Riverside Academy in March?'), formatNumber(n));
  });

  it('"total number of sign-ins so far" counts every sign-in, not the distinct times', async () => {
    expectAnswered(await askBuiltin(t, climbing, 'Total number of sign-ins so far'), formatNumber(signins.length));
  });

  it('"how many sign-ins came from Junior members" counts those rows', async () => {
    const n = signins.filter((s) => typeOf.get(s.member_no) === 'Junior').length;
    expectAnswered(await askBuiltin(t, climbing, 'How many sign-ins came from Junior members?'), formatNumber(n));
  });

  it('"how many sign-ins between 1 and 14 June 2025" counts those rows', async () => {
    const n = signins.filter((s) => s.visit_date >= '2025-06-01' && s.visit_date <= '2025-06-14').length;
    expectAnswered(await askBuiltin(t, climbing, 'How many sign-ins between 1 and 14 June 2025?'), formatNumber(n));
  });

  it('"how many workflows do we have" counts the workflows, not their 3 names', async () => {
    expectAnswered(await askBuiltin(t, ci, 'How many workflows do we have?'), formatNumber(workflows.length));
  });

  it('"how many pressings were on press 3" counts the pressings, never adds up press numbers', async () => {
    const n = pressings.filter((p) => p.press === 3).length;
    expectAnswered(await askBuiltin(t, plant, 'How many pressings were on press 3?'), formatNumber(n));
  });

  it('"how many pressings were of records with a runtime over 60 minutes" counts those rows', async () => {
    const n = pressings.filter((p) => runtimeOf.get(p.record_id)! > 60).length;
    expectAnswered(await askBuiltin(t, plant, 'How many pressings were of records with a runtime over 60 minutes?'), formatNumber(n));
  });

  it('"how many parcels did we take in altogether" counts every parcel', async () => {
    expectAnswered(await askBuiltin(t, depot, 'How many parcels did we take in altogether?'), formatNumber(parcels.length));
  });

  it('"how many rentals have been booked in total": "in total" is no Total paid column', async () => {
    expectAnswered(await askBuiltin(t, hire, 'How many rentals have been booked in total?'), formatNumber(rentals.length));
  });

  it('"how many court slot bookings have been made": the header qualifies the bookings', async () => {
    expectAnswered(await askBuiltin(t, club, 'How many court slot bookings have been made?'), formatNumber(courtBookings.length));
  });

  it('"how many court slots were booked for June 2025", then "and in July?", count the bookings', async () => {
    const june = courtBookings.filter((b) => b.court_date.startsWith('2025-06')).length;
    const july = courtBookings.filter((b) => b.court_date.startsWith('2025-07')).length;
    const first = await askBuiltin(t, club, 'How many court slots were booked for June 2025?');
    expectAnswered(first, formatNumber(june));
    expectAnswered(await askBuiltin(t, club, 'and in July?', first.conversation_id), formatNumber(july));
  });
});

describe('distinct values are still counted where the wording asks for them', () => {
  it('"how many different lessons are there" counts the kinds', async () => {
    expectAnswered(await askBuiltin(t, school, 'How many different lessons are there?'), '3');
  });

  it('"how many branches are there" over parcels counts the distinct branches', async () => {
    expectAnswered(await askBuiltin(t, depot, 'How many branches are there?'), formatNumber(branches.length));
  });

  it('"how much was paid in total" still adds up the Total paid column', async () => {
    const sum = rentals.reduce((s, r) => s + r['Total paid (£)'], 0);
    const reply = await askBuiltin(t, hire, 'How much was paid in total?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content.replace(/\.00\b/g, '')).toContain(formatNumber(sum));
  });
});
