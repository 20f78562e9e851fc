// A person's age taken from a date of birth at the row's own date, never "today": "the average age
// of members at enrolment", "the oldest member enrolled", "members aged over 60" over a table with
// date_of_birth and enrolled_on and no age column. Over 1,300 generated enrolments, asked through
// HTTP: the first three failed before (no age column to read). "Who is the oldest tutor" beside a
// date of birth and a start date names no event: the earliest birth is meant, never the age at the
// start (it failed with the age column read whatever the question named).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(32_219);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const enrolments = Array.from({ length: 1_300 }, (_, i) => {
  const enrolled = Date.UTC(2024, 0, 1) + Math.floor(rand() * 700) * 86_400_000;
  const born = enrolled - Math.floor((16 + rand() * 70) * 365.25 * 86_400_000);
  return { enrolment_id: 400_001 + i, student_name: `Student ${i}`, course: pick(rand, ['Pottery', 'Spanish', 'Welding', 'Yoga']), date_of_birth: iso(born), enrolled_on: iso(enrolled), fee: Math.round(rand() * 40_000) / 100 };
});

/** Whole years from birth to the event. */
function ageAt(birth: string, event: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ey, em, ed] = event.split('-').map(Number);
  return ey - by - (em < bm || (em === bm && ed < bd) ? 1 : 0);
}
const ages = enrolments.map((e) => ageAt(e.date_of_birth, e.enrolled_on));

// A staff list with a date of birth and a start date: "the oldest tutor" is the earliest birth.
const tutors = Array.from({ length: 1_000 }, (_, i) => {
  const started = Date.UTC(2005, 0, 1) + Math.floor(rand() * 6_000) * 86_400_000;
  return { tutor_id: 9_001 + i, tutor_name: `Tutor ${i}`, date_of_birth: iso(started - Math.floor((20 + rand() * 40) * 365.25 * 86_400_000)), started_on: iso(started) };
});
const eldest = [...tutors].sort((a, b) => a.date_of_birth.localeCompare(b.date_of_birth))[0].tutor_name;

let t: TestClient;
let staff = '';
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'adult college' });
  await uploadTables(t, ws, [{ content: toCsv(enrolments), filename: 'enrolments.csv' }]);
  staff = await createWorkspace(t, null, { name: 'tutors' });
  await uploadTables(t, staff, [{ content: toCsv(tutors), filename: 'tutors.csv' }]);
}, 120_000);

describe('age at the row\'s date, from a date of birth', () => {
  it('the average age of Welding enrolments', async () => {
    const welding = enrolments.map((e, i) => (e.course === 'Welding' ? ages[i] : null)).filter((a): a is number => a !== null);
    expectAnswered(await askBuiltin(t, ws, 'What was the average age of Welding enrolments?'), formatNumber(welding.reduce((s, a) => s + a, 0) / welding.length));
  });

  it('the highest age', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What is the maximum age at enrolment?'), formatNumber(Math.max(...ages)));
  });

  it('enrolments aged over 60', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many enrolments were aged over 60?'), formatNumber(ages.filter((a) => a > 60).length));
  });

  it('"the oldest tutor" names no event: the earliest date of birth, never the age when they started', async () => {
    const reply = await askBuiltin(t, staff, 'Who is the oldest tutor?');
    expect(reply.content).not.toContain('age at');
    expect(reply.content).toContain(`**${eldest}**`);
  });
});
