// A fencing contractor's jobs (Job Ref unique, Length (m)) and timesheets repeating Job Ref for the
// jobs worked, with Metres Installed: "the most metres put in" is not surely Length (m), the unit its
// header only abbreviates, beside another table's figure spelling the word (unit-spelled-elsewhere.ts);
// "how many different jobs have had time booked to them" is not surely every job listed, when the
// timesheets reach fewer of them (repeats-of-a-unique-key.ts). Neither is answered with confidence.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(97);
const CUSTOMERS = ['Upper House Farm', 'Brook Farm', 'Ledbury Golf Club', 'Mrs Price', 'Mr Bevan', 'Herefordshire Council'];
const jobs = Array.from({ length: 400 }, (_, i) => ({
  'Job Ref': `FJ-${String(i + 1).padStart(4, '0')}`,
  Customer: pick(rand, CUSTOMERS),
  'Job type': pick(rand, ['Close board', 'Post & rail', 'Stock fencing']),
  Status: i % 3 === 0 ? 'Lost' : 'Completed',
  'Length (m)': 10 + Math.floor(rand() * 300),
}));
const worked = jobs.filter((j) => j.Status === 'Completed');
const entries = Array.from({ length: 1_500 }, (_, i) => ({
  'Entry ID': 51_001 + i,
  'Job Ref': pick(rand, worked)['Job Ref'],
  'Crew member': pick(rand, ['Dan', 'Tom', 'Megan', 'Owen']),
  Hours: pick(rand, [4, 6, 8, 10]),
  'Metres installed': Math.floor(rand() * 40),
}));

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'fencing' });
  await uploadTables(t, ws, [
    { content: toCsv(jobs), filename: 'jobs.csv' },
    { content: toCsv(entries), filename: 'timesheets.csv' },
  ]);
}, 180_000);

describe('a unit abbreviated beside a word spelled elsewhere, and a unique key repeated elsewhere', () => {
  it('the most metres is not answered with the job of the longest Length (m)', async () => {
    const reply = await askBuiltin(t, ws, 'Which job has had the most metres put in?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('different jobs with time booked are not answered with every job listed', async () => {
    const reply = await askBuiltin(t, ws, 'How many different jobs have had time booked to them?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('the figures named by their own words are still answered', async () => {
    expectAnswered(await askBuiltin(t, ws, 'total metres installed'), formatNumber(entries.reduce((a, e) => a + e['Metres installed'], 0)));
    expectAnswered(await askBuiltin(t, ws, 'How many jobs are there?'), formatNumber(jobs.length));
  });
});
