// A cookery school's 600 classes (class_date) and 4,000 bookings of them, each with its own
// booked_on date weeks before the class. "Bookings for 2025 classes" dates the classes, even though
// "bookings" heads the bookings' own booked_on: the period said right before the joined rows' noun
// is when those rows happened (period-of-qualified-rows.ts, dateOfModifiedRows).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const day = (base: number, n: number) => new Date(base + n * 86_400_000).toISOString().slice(0, 10);
const classes = Array.from({ length: 600 }, (_, i) => ({ class_id: 1_001 + i, class_date: day(Date.UTC(2025, 0, 1), Math.floor(640 * (i / 600) ** 1.3)), cuisine: ['Italian', 'Thai', 'British'][i % 3] }));
const bookings = Array.from({ length: 4_000 }, (_, i) => {
  const c = classes[(i * 7) % 600];
  return { booking_id: 90_001 + i, class_id: c.class_id, booked_on: day(Date.parse(`${c.class_date}T00:00:00Z`), -(3 + ((i * 11) % 80))), status: i % 19 === 0 ? 'No-show' : 'Attended' };
});
const dateOf = new Map(classes.map((c) => [c.class_id, c.class_date]));
const forClasses = (year: string) => bookings.filter((b) => dateOf.get(b.class_id)!.startsWith(year));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'cookery bookings for classes' });
  await uploadTables(t, ws, [
    { content: toCsv(classes), filename: 'classes.csv' },
    { content: toCsv(bookings), filename: 'bookings.csv' },
  ]);
}, 180_000);

describe('a period modifying the joined rows beside a date the counted rows head', () => {
  it('has over 1,000 bookings, booked in another year than their class for some', () => {
    expect(bookings.length).toBeGreaterThan(1_000);
    expect(forClasses('2025').length).not.toBe(bookings.filter((b) => b.booked_on.startsWith('2025')).length);
  });

  it('"bookings for 2025 classes" dates the classes', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many bookings for 2025 classes were there?'), formatNumber(forClasses('2025').length));
  });

  it('"what percentage of bookings for 2026 classes were no-shows" takes the 2026 classes\' bookings as the whole', async () => {
    const rows = forClasses('2026');
    const reply = await askBuiltin(t, ws, 'What percentage of bookings for 2026 classes were no-shows?');
    expect(reply.content).toContain(`${formatNumber(rows.filter((b) => b.status === 'No-show').length)} of ${formatNumber(rows.length)}`);
  });
});
