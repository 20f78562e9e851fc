// "Which room earns us the most from paid bookings?" over escape room bookings: the bookings after
// "from" are where the money came from, not what is counted, so a count of bookings per room is no
// answer to it (figure-asked.ts, moneyByRowCount). Control: "which host earned the most bookings"
// counts the bookings, as before.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { escapeRoom } from '../../../../test/support/escape-room-tables.ts';

const { sessions, bookings } = escapeRoom(700);
const sessionOf = new Map(sessions.map((s) => [s['Session ID'], s]));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'escape room money and bookings' });
  await uploadTables(t, ws, [{ content: toCsv(sessions), filename: 'sessions.csv' }, { content: toCsv(bookings), filename: 'bookings.csv' }]);
}, 180_000);

describe('money earned from rows is not their count', () => {
  it('"which room earns us the most from paid bookings" is never the room with the most paid bookings, as certain', async () => {
    const reply = await askBuiltin(t, ws, 'Which room earns us the most from paid bookings?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"which host earned the most bookings" counts the bookings per host', async () => {
    const counts = new Map<string, number>();
    for (const b of bookings) counts.set(sessionOf.get(b['Session ID'])!.Host, (counts.get(sessionOf.get(b['Session ID'])!.Host) ?? 0) + 1);
    const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    expectAnswered(await askBuiltin(t, ws, 'Which host earned the most bookings?'), best[0]);
  });
});
