// "How many Blackwork sessions were completed?" over bookings headed session_date and session_hours:
// a noun that a date header and a figure header of the row both start with names the rows, so
// sessions are counted as rows, never summed as session_hours (row-noun-from-headers.ts); "session
// length" still names session_hours.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { studioBookings } from '../../../../test/support/studio-booking-tables.ts';
import { formatNumber } from '../text.ts';

const bookings = studioBookings(1_800);
const count = (keep: (b: (typeof bookings)[number]) => boolean) => formatNumber(bookings.filter(keep).length);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'tattoo studio' });
  await uploadTables(t, ws, [{ content: toCsv(bookings), filename: 'bookings.csv' }]);
}, 180_000);

describe('a noun two headers of the row start with names the rows', () => {
  it('counts the sessions of a style and a status as rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many Blackwork sessions were completed?'), count((b) => b.style === 'Blackwork' && b.status === 'Completed'));
  });

  it('counts an artist\'s sessions in a month by the session date', async () => {
    const july = (b: (typeof bookings)[number]) => b.session_date.startsWith('2025-07');
    expectAnswered(await askBuiltin(t, ws, 'How many sessions did Ana Ruiz complete in July 2025?'), count((b) => july(b) && b.artist === 'Ana Ruiz' && b.status === 'Completed'));
  });

  it('still reads "session length" as the session hours', async () => {
    const done = bookings.filter((b) => b.status === 'Completed');
    const mean = done.reduce((a, b) => a + b.session_hours, 0) / done.length;
    expectAnswered(await askBuiltin(t, ws, 'Average session length in hours for completed sessions'), formatNumber(Math.round(mean * 100) / 100));
  });
});
