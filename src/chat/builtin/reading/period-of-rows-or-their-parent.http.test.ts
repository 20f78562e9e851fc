// A craft school: 240 workshops, each held on its own Workshop Date, and 3,000 enrolments made 1 to
// 80 days before (Enrolled On). "Money from attended enrolments by tutor in 2025" may mean
// enrolments made in 2025 or enrolments on 2025's workshops: the answer says which date it used and
// is marked uncertain (lines-dated-by-parent.ts, parentOwnDate). A word naming the enrolments' own
// date ("made", "enrolled") keeps it confident.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const TUTORS = ['Ann Lee', 'Bob Kay', 'Cal Moss', 'Dee Park'];
const workshops = Array.from({ length: 240 }, (_, i) => ({
  'Workshop Code': 3_001 + i,
  Title: ['Weaving', 'Pottery', 'Glass', 'Wood'][i % 4],
  Tutor: TUTORS[(i * 3) % 4],
  'Workshop Date': day(5 + Math.floor((i * 480) / 240)),
}));
const enrolments = Array.from({ length: 3_000 }, (_, i) => {
  const w = workshops[(i * 41) % 240];
  return {
    'Enrolment No': 80_001 + i,
    'Workshop Code': w['Workshop Code'],
    'Enrolled On': new Date(Date.parse(w['Workshop Date']) - (1 + ((i * 29) % 80)) * 86_400_000).toISOString().slice(0, 10),
    'Amount Paid': 45 + (i % 4) * 10,
    Status: i % 11 === 0 ? 'No-show' : 'Attended',
  };
});
const made2025 = enrolments.filter((e) => e['Enrolled On'].startsWith('2025')).length;
// A blood service: donations dated by their own "Donation Date" (a header for the donations
// themselves), at sessions with a Session Date: the donations' own date is meant, said confidently.
const sessions = Array.from({ length: 200 }, (_, i) => ({ 'Session ID': 900 + i, Venue: ['Hall', 'Church'][i % 2], 'Session Date': day(3 + i * 3) }));
const donations = Array.from({ length: 2_400 }, (_, i) => {
  const s = sessions[(i * 17) % 200];
  return { 'Donation ID': 40_001 + i, 'Session ID': s['Session ID'], 'Donation Date': new Date(Date.parse(s['Session Date']) + (i % 3) * 86_400_000).toISOString().slice(0, 10), Outcome: i % 8 === 0 ? 'Deferred' : 'Donated' };
});
const donatedInMay = donations.filter((d) => d['Donation Date'].startsWith('2025-05')).length;
const sinceMarch = enrolments.filter((e) => e['Enrolled On'] >= '2025-03-01').length;
// A studio's kiln firings, most of a workshop (Workshop Code) and a third of none (open studio):
// rows that need not belong to a workshop are dated by their own Fired On, said confidently.
const firings = Array.from({ length: 1_500 }, (_, i) => {
  const w = workshops[(i * 7) % 240];
  const own = i % 3 === 0;
  return {
    'Firing ID': 70_001 + i,
    'Workshop Code': own ? '' : w['Workshop Code'],
    'Fired On': own ? day((i * 13) % 500) : new Date(Date.parse(w['Workshop Date']) + (5 + (i % 9)) * 86_400_000).toISOString().slice(0, 10),
    kWh: 20 + (i % 40),
  };
});
const kwh2025 = firings.filter((f) => f['Fired On'].startsWith('2025')).reduce((n, f) => n + f.kWh, 0);
let t: TestClient;
let ws: string;
let blood: string;
let studio: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'craft school' });
  await uploadTables(t, ws, [
    { content: toCsv(workshops), filename: 'workshops.csv' },
    { content: toCsv(enrolments), filename: 'enrolments.csv' },
  ]);
  blood = await createWorkspace(t, null, { name: 'blood service' });
  await uploadTables(t, blood, [
    { content: toCsv(sessions), filename: 'sessions.csv' },
    { content: toCsv(donations), filename: 'donations.csv' },
  ]);
  studio = await createWorkspace(t, null, { name: 'studio' });
  await uploadTables(t, studio, [
    { content: toCsv(workshops), filename: 'workshops.csv' },
    { content: toCsv(firings), filename: 'kiln_firings.csv' },
  ]);
}, 180_000);

describe('a period of rows that belong to rows with a date of their own', () => {
  it('has over 1,000 enrolments, some made the year before their workshop', () => {
    expect(enrolments.length).toBeGreaterThan(1_000);
  });

  it('"money from attended enrolments by tutor in 2025" is marked uncertain', async () => {
    const reply = await askBuiltin(t, ws, 'Money from attended enrolments by tutor in 2025');
    expect(reply.execution_details.outcome, reply.content).toBe('uncertain');
    expect(reply.content).toContain('Workshop Date');
  });

  it('a date headed for the rows themselves ("Donation Date" of donations) is theirs, said confidently', async () => {
    expectAnswered(await askBuiltin(t, blood, 'How many donation attempts were there in May 2025?'), donatedInMay.toLocaleString('en-GB'));
  });

  it('"how many enrolments were made in 2025" names the enrolments\' own date', async () => {
    const reply = await askBuiltin(t, ws, 'How many enrolments were made in 2025?');
    expectAnswered(reply, made2025.toLocaleString('en-GB'));
  });

  it('"how many enrolments have come in since 1 March 2025" names the enrolments\' own date (they came in then)', async () => {
    const reply = await askBuiltin(t, ws, 'How many enrolments have come in since 1 March 2025?');
    expectAnswered(reply, sinceMarch.toLocaleString('en-GB'));
  });

  it('rows that need not belong to a parent row (a blank Workshop Code) are dated by their own date', async () => {
    expect(firings.length).toBeGreaterThan(1_000);
    const reply = await askBuiltin(t, studio, 'Total kWh used by the kilns in 2025');
    expectAnswered(reply, kwh2025.toLocaleString('en-GB'));
  });
});
