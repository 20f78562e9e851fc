// "Which host brought in the least money, paid bookings only?" over escape room bookings: a closing
// "only" after a cell and the rows' noun restates the condition (restating-only.ts); "earns us the
// most? paid bookings" names the rows past the clause's end, not what a count ranks, so the row
// count per room is no answer to it (figure-asked.ts). Controls: "only booked Space Station" (an
// "only" inside its clause) is left unread; "the most bookings, paid only" counts paid bookings.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { escapeRoom, type RoomBooking } from '../../../../test/support/escape-room-tables.ts';

const { sessions, bookings } = escapeRoom(700);
const sessionOf = new Map(sessions.map((s) => [s['Session ID'], s]));
const paid = bookings.filter((b) => b.Status === 'Paid');
const hostOf = (b: RoomBooking) => sessionOf.get(b['Session ID'])!.Host;
let t: TestClient;
let ws: string;

/** The host whose rows come to the least (`money`) or count the most. */
function host(by: 'least money' | 'most rows'): string {
  const sums = new Map<string, number>();
  for (const b of paid) sums.set(hostOf(b), (sums.get(hostOf(b)) ?? 0) + (by === 'least money' ? b['Booking Total (£)'] : 1));
  const sorted = [...sums.entries()].sort((a, b) => a[1] - b[1]);
  return (by === 'least money' ? sorted[0] : sorted.at(-1)!)[0];
}

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'escape room paid bookings only' });
  await uploadTables(t, ws, [{ content: toCsv(sessions), filename: 'sessions.csv' }, { content: toCsv(bookings), filename: 'bookings.csv' }]);
}, 180_000);

describe('a closing "only" restates the condition', () => {
  it('"which host brought in the least money, paid bookings only" totals each host\'s paid bookings', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which host brought in the least money, paid bookings only?'), host('least money'));
  });

  it('"which host brought in the least money (paid bookings only)" does too', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which host brought in the least money (paid bookings only)?'), host('least money'));
  });

  it('"which room earns us the most? paid bookings" is never the room with the most paid bookings, as certain', async () => {
    const reply = await askBuiltin(t, ws, 'Which room earns us the most? paid bookings');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"how many lead bookers only booked Space Station", an "only" inside its clause, is not read as filler', async () => {
    const reply = await askBuiltin(t, ws, 'How many lead bookers only booked Space Station?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"which host has the most bookings, paid only" counts each host\'s paid bookings', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which host has the most bookings, paid only?'), host('most rows'));
  });
});
