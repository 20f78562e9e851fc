// A person's age taken from a date of birth at the row's own date, never "today": "the average age
// of members at enrolment", "the oldest member enrolled", "members aged over 60" over a table with
// date_of_birth and enrolled_on and no age column. Over 1,300 generated enrolments, asked through
// HTTP: each failed before (no age column to read).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
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
  return { enrolment_id: 400_001 + i, course: pick(rand, ['Pottery', 'Spanish', 'Welding', 'Yoga']), date_of_birth: iso(born), enrolled_on: iso(enrolled), fee: Math.round(rand() * 40_000) / 100 };
});

/** Whole years from birth to the event. */
function ageAt(birth: string, event: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ey, em, ed] = event.split('-').map(Number);
  return ey - by - (em < bm || (em === bm && ed < bd) ? 1 : 0);
}
const ages = enrolments.map((e) => ageAt(e.date_of_birth, e.enrolled_on));

let t: TestApp;
let ws = '';

beforeAll(async () => {
  t = await startTestApp();
  ws = await createWorkspace(t, null, { name: 'adult college' });
  await uploadTables(t, ws, [{ content: toCsv(enrolments), filename: 'enrolments.csv' }]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

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
});
