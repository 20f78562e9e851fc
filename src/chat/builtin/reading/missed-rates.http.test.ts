// "What's our no-show rate?" over 2,000 class bookings, some Cancelled: the no-show rate is, like
// the cancellation rate, over every booking; the pass rate of a test still leaves out the rows with
// no outcome (Withdrawn). Expected answers computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { seeded as random } from '../../../../bench/support/random.ts';

const rand = random(4_411);
const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const bookings = Array.from({ length: 2_000 }, (_, i) => {
  const roll = rand();
  return {
    booking_ref: `B${30_001 + i}`,
    class_name: pick(['Spin', 'Pilates', 'HIIT', 'Yoga']),
    instructor: pick(['Ana', 'Ben', 'Cas', 'Dee']),
    class_date: `2025-${String(1 + Math.floor(rand() * 9)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
    status: roll < 0.07 ? 'No-show' : roll < 0.2 ? 'Cancelled' : 'Attended',
  };
});
const exams = Array.from({ length: 1_200 }, (_, i) => {
  const roll = rand();
  return { exam_id: 5_001 + i, subject: pick(['Maths', 'Physics', 'History']), result: roll < 0.1 ? 'Withdrawn' : roll < 0.65 ? 'Pass' : 'Fail' };
});

let t: TestClient;
let gym = '';
let school = '';

beforeAll(async () => {
  t = sharedTestApp();
  gym = await createWorkspace(t, null, { name: 'gym' });
  await uploadTables(t, gym, [{ content: toCsv(bookings), filename: 'class_bookings.csv' }]);
  school = await createWorkspace(t, null, { name: 'school' });
  await uploadTables(t, school, [{ content: toCsv(exams), filename: 'exams.csv' }]);
}, 180_000);

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)}%`;

describe('rates of rows that did not take place', () => {
  it('"what\'s our no-show rate?" is over every booking, the cancelled ones with them', async () => {
    const reply = await askBuiltin(t, gym, "What's our no-show rate?");
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${pct(bookings.filter((b) => b.status === 'No-show').length, bookings.length)}**`);
  });

  it('the pass rate still leaves out the withdrawn', async () => {
    const decided = exams.filter((e) => e.result !== 'Withdrawn');
    const reply = await askBuiltin(t, school, 'What is the pass rate?');
    expect(reply.content).toContain(pct(decided.filter((e) => e.result === 'Pass').length, decided.length));
  });
});
