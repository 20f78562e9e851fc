// Words no column, cell or operation names, placed by a general reading of business English and
// only where the reading holds what they say: "the most expensive nightly rate" (a superlative of a
// money figure), "check-ins by activity" over checkins.csv (a hyphenated noun of the rows), "we've
// charged" (a pronoun's contracted auxiliary), "lessons in the log" and "events on our 2025
// calendar" (the record the rows are kept in). Through HTTP on generated tables of 1,000+ rows;
// expected answers computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { seeded as random } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = random(33_031);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const PARKS = ['Heron Lake', 'Foxglove Farm', 'Windy Ridge', 'Oak Hollow'];
const pitches = Array.from({ length: 1_400 }, (_, i) => ({
  pitch_ref: `P-${10_000 + i}`,
  park: pick(PARKS),
  pitch_type: pick(['Tent', 'Caravan', 'Yurt', 'Pod']),
  'Nightly rate (£)': Math.round((18 + rand() * 90) * 100) / 100,
  'Size (m2)': Math.round(40 + rand() * 160),
}));

const ACTIVITIES = ['Bouldering', 'Top Rope', 'Lead', 'Auto-belay'];
const day = (from: number, span: number) => new Date(Date.UTC(2024, 0, 1) + Math.floor(from + rand() * span) * 86_400_000).toISOString().slice(0, 10);
const checkins = Array.from({ length: 3_000 }, (_, i) => ({ checkin_id: 700_001 + i, member_no: 20_000 + Math.floor(rand() * 600), activity: pick(ACTIVITIES), visit_date: day(0, 700) }));
const lessons = Array.from({ length: 1_600 }, (_, i) => ({ lesson_id: 50_001 + i, tutor: pick(['Ann Boyd', 'Raj Mehta', 'Lena Ortiz', 'Tom Reid']), subject: pick(['Maths', 'Physics', 'French']), lesson_date: day(0, 730), fee: 30 + Math.floor(rand() * 4) * 5 }));

const CATEGORIES = ['Networking', 'Office', 'Storage', 'Garden Furniture'];
const lines = Array.from({ length: 2_500 }, (_, i) => ({
  line_id: 900_001 + i,
  customer: pick(['Brambles Ltd', 'Harcourt Hotels', 'Dunmore & Co', 'Eastlake Foods']),
  category: pick(CATEGORIES),
  'List price (EUR)': Math.round((5 + rand() * 400) * 100) / 100,
  'Unit weight (kg)': Math.round((0.2 + rand() * 9) * 100) / 100,
}));
const jobs = Array.from({ length: 1_200 }, (_, i) => ({ job_no: 730_001 + i, trade: pick(['Boiler', 'Leak', 'Drains']), 'Parts (£)': Math.round(rand() * 90_000) / 100, 'Labour (£)': Math.round(rand() * 60_000) / 100 }));

let t: TestClient;
let wholesale = '';
let plumbing = '';
let parks = '';
let climbing = '';
let tutoring = '';

beforeAll(async () => {
  t = sharedTestApp();
  parks = await createWorkspace(t, null, { name: 'parks' });
  await uploadTables(t, parks, [{ content: toCsv(pitches), filename: 'campsite_pitches.csv' }]);
  climbing = await createWorkspace(t, null, { name: 'climbing' });
  await uploadTables(t, climbing, [{ content: toCsv(checkins), filename: 'checkins.csv' }]);
  tutoring = await createWorkspace(t, null, { name: 'tutoring' });
  await uploadTables(t, tutoring, [{ content: toCsv(lessons), filename: 'lessons.csv' }]);
  wholesale = await createWorkspace(t, null, { name: 'wholesale' });
  await uploadTables(t, wholesale, [{ content: toCsv(lines), filename: 'order_lines.csv' }]);
  plumbing = await createWorkspace(t, null, { name: 'plumbing' });
  await uploadTables(t, plumbing, [{ content: toCsv(jobs), filename: 'plumbing_jobs.csv' }]);
}, 180_000);

const rates = (park?: string) => pitches.filter((p) => !park || p.park === park).map((p) => p['Nightly rate (£)']);

describe('an adjective of cost after "most" or "least" ranks a money figure', () => {
  it('"the most expensive nightly rate at Heron Lake" is the highest rate there', async () => {
    expectAnswered(await askBuiltin(t, parks, 'What is the most expensive nightly rate at Heron Lake?'), formatNumber(Math.max(...rates('Heron Lake'))));
  });

  it('"the least expensive nightly rate" is the lowest rate', async () => {
    expectAnswered(await askBuiltin(t, parks, 'What is the least expensive nightly rate?'), formatNumber(Math.min(...rates())));
  });

  it('stays unplaced beside a figure that is no money ("the most expensive size")', async () => {
    const reply = await askBuiltin(t, parks, 'What is the most expensive size of a pitch?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});

describe("a pronoun's contracted auxiliary is filler", () => {
  it('"the highest nightly rate we\'ve charged" is the highest rate', async () => {
    expectAnswered(await askBuiltin(t, parks, "What's the highest nightly rate we've charged?"), formatNumber(Math.max(...rates())));
  });
});

describe('a hyphenated noun of the rows names them', () => {
  it('"check-ins by activity" over checkins.csv counts the rows per activity', async () => {
    const reply = await askBuiltin(t, climbing, 'check-ins by activity');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const a of ACTIVITIES) expect(reply.content).toContain(formatNumber(checkins.filter((c) => c.activity === a).length));
  });

  it('"check-outs by activity" names no rows and is declined', async () => {
    const reply = await askBuiltin(t, climbing, 'check-outs by activity');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});

describe('the record the rows are kept in restricts none of them', () => {
  it('"how many lessons are in the log" counts every lesson', async () => {
    expectAnswered(await askBuiltin(t, tutoring, 'How many lessons are in the log?'), formatNumber(lessons.length));
  });

  it('"on our 2025 calendar" keeps the year as the period', async () => {
    const in2025 = lessons.filter((l) => l.lesson_date.startsWith('2025')).length;
    expectAnswered(await askBuiltin(t, tutoring, 'How many lessons are on our 2025 calendar?'), formatNumber(in2025));
  });

  it('a word other than a year before the noun keeps the idiom unread ("in the old log")', async () => {
    const reply = await askBuiltin(t, tutoring, 'How many lessons are in the old log?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('a generic noun of goods after a category cell names the things it sorts', () => {
  it('"the average list price of networking items" averages over the Networking lines', async () => {
    expectAnswered(await askBuiltin(t, wholesale, 'average list price of networking items'), formatNumber(mean(lines.filter((l) => l.category === 'Networking').map((l) => l['List price (EUR)']))));
  });

  it('"the average unit weight of Office products in kg" averages over the Office lines', async () => {
    const reply = await askBuiltin(t, wholesale, 'What is the average unit weight of Office products in kg?');
    expectAnswered(reply, formatNumber(mean(lines.filter((l) => l.category === 'Office').map((l) => l['Unit weight (kg)']))));
  });

  it('is not read where the question lists things ("customers for Garden Furniture products")', async () => {
    const reply = await askBuiltin(t, wholesale, 'customers for Garden Furniture products');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('is not read where the question ranks things ("top 3 Garden Furniture items by list price" ranks items the lines do not name)', async () => {
    const reply = await askBuiltin(t, wholesale, 'Top 3 Garden Furniture items by list price');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});

describe('"bill" after a money header restates that money', () => {
  it('"our total labour bill" is the total labour', async () => {
    expectAnswered(await askBuiltin(t, plumbing, 'What is our total labour bill?'), formatNumber(jobs.reduce((a, j) => a + j['Labour (£)'], 0)));
  });

  it('"the biggest parts bill on a single job" is the highest parts figure', async () => {
    const reply = await askBuiltin(t, plumbing, 'What was the biggest parts bill on a single job?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(formatNumber(Math.max(...jobs.map((j) => j['Parts (£)']))));
  });

  it('stays unplaced after a header that is no money ("the trade bill")', async () => {
    const reply = await askBuiltin(t, plumbing, 'What is the most common trade bill?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});

describe('"anyone" in a superlative of single rows is every row', () => {
  it('"the highest nightly rate anyone was charged" is the highest rate', async () => {
    expectAnswered(await askBuiltin(t, parks, 'What is the highest nightly rate anyone was charged?'), formatNumber(Math.max(...rates())));
  });

  it('stays unplaced in a count ("how many pitches has anyone got at Heron Lake")', async () => {
    const reply = await askBuiltin(t, parks, 'How many pitches has anyone got at Heron Lake?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});

describe('a verb of pricing restates a money figure', () => {
  it('"the highest nightly rate any pitch charges" is the highest rate', async () => {
    expectAnswered(await askBuiltin(t, parks, 'What is the highest nightly rate any pitch charges?'), formatNumber(Math.max(...rates())));
  });

  it('stays unplaced beside a figure that is no money ("the largest size any pitch charges")', async () => {
    const reply = await askBuiltin(t, parks, 'What is the largest size any pitch charges?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
