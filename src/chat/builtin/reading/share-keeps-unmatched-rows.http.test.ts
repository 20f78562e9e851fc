// "What share of played bookings were made by junior members?" asked through HTTP over 1,500 snooker
// table bookings, a third of them by walk-ins with no Member No, joined to 300 members: the whole is
// every played booking, walk-ins' too; joining to the members must not drop the bookings that have no
// member, or the share is taken of the members' bookings alone. Expected values computed here.
import { beforeAll, describe, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { walkInBookings } from '../../../../test/support/walk-in-booking-tables.ts';

const { members, bookings } = walkInBookings(300, 1_500);
const membership = new Map(members.map((m) => [m['Member No'], m.Membership]));
const played = bookings.filter((b) => b.Status === 'Played');
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)}%`;

let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'snooker hall' });
  await uploadTables(t, ws, [{ content: toCsv(members), filename: 'members.csv' }, { content: toCsv(bookings), filename: 'table_bookings.csv' }]);
}, 180_000);

describe('a share whose part is told by a joined table keeps the rows with no match in its whole', () => {
  it('"what share of played bookings were made by junior members" divides by every played booking', async () => {
    const junior = played.filter((b) => b['Member No'] !== null && membership.get(b['Member No']) === 'Junior').length;
    expectAnswered(await askBuiltin(t, ws, 'What share of played bookings were made by junior members?'), pct(junior, played.length));
  });

  it('"what percentage of bookings were by senior members" too', async () => {
    const senior = bookings.filter((b) => b['Member No'] !== null && membership.get(b['Member No']) === 'Senior').length;
    expectAnswered(await askBuiltin(t, ws, 'What percentage of bookings were by senior members?'), pct(senior, bookings.length));
  });
});
