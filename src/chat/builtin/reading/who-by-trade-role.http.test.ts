// "Who has done the most tests?" over MOT tests with a Tester column was declined (holdout41
// motcentre-09): "who" ranks the one column of people the rows are assigned to, but a tester, a
// trainer or an instructor was no role the engine knew (PERSON_ROLES in interpret.ts). Here a
// studio's bookings name their Instructor.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { classBookings, type ClassBooking } from '../../../../test/support/class-booking-tables.ts';

const bookings = classBookings(1_500, 9_001);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'studio' });
  await uploadTables(t, ws, [{ content: toCsv(bookings), filename: 'class_bookings.csv' }]);
}, 180_000);

/** Instructors by their rows among `rows`, most first. */
function byInstructor(rows: ClassBooking[]): Array<[string, number]> {
  const n = new Map<string, number>();
  for (const b of rows) n.set(b.instructor, (n.get(b.instructor) ?? 0) + 1);
  return [...n.entries()].sort((a, b) => b[1] - a[1]);
}

describe('"who" ranks the one column of people by a trade role', () => {
  it('"who has had the most no-shows" ranks the instructors', async () => {
    const [best] = byInstructor(bookings.filter((b) => b.status === 'No-show'));
    expectAnswered(await askBuiltin(t, ws, 'Who has had the most no-shows?'), best[0]);
  });

  it('"who has taken the fewest bookings" ranks them the other way', async () => {
    const last = byInstructor(bookings).at(-1)!;
    expectAnswered(await askBuiltin(t, ws, 'Who has taken the fewest bookings?'), last[0]);
  });

  it('control: "which class has the most no-shows" still ranks the classes', async () => {
    const n = new Map<string, number>();
    for (const b of bookings) if (b.status === 'No-show') n.set(b.class, (n.get(b.class) ?? 0) + 1);
    const [best] = [...n.entries()].sort((a, b) => b[1] - a[1]);
    const reply = await askBuiltin(t, ws, 'Which class has the most no-shows?');
    expect(reply.content).toContain(`**${best[0]}**`);
  });
});
