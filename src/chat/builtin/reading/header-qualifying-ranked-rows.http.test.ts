// "Which month saw the most station rides?" beside a start_station column: the header word before
// the rows' noun only says what rides they are; the rides are counted per month. Before this
// reading the word was left unplaced and the question declined.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { rides } from '../../../../test/support/period-tables.ts';

const rows = rides(2_400);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'station rides' });
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'rides.csv' }]);
}, 180_000);

/** The month with the most (or fewest) rides, and its count; the test needs it to be the only one. */
function extremeMonth(most: boolean): { month: string; count: number } {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.ride_date.slice(0, 7), (counts.get(r.ride_date.slice(0, 7)) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => (most ? b[1] - a[1] : a[1] - b[1]));
  expect(sorted[0][1]).not.toBe(sorted[1][1]);
  return { month: sorted[0][0], count: sorted[0][1] };
}

describe('a header word qualifying the counted rows in a ranking', () => {
  it('"which month saw the most station rides" counts the rides per month', async () => {
    const best = extremeMonth(true);
    const reply = await askBuiltin(t, ws, 'Which month saw the most station rides?');
    expectAnswered(reply, best.month);
    expect(reply.content).toContain(formatNumber(best.count));
  });

  it('"which month had the fewest station rides" too', async () => {
    const least = extremeMonth(false);
    const reply = await askBuiltin(t, ws, 'Which month had the fewest station rides?');
    expectAnswered(reply, least.month);
    expect(reply.content).toContain(formatNumber(least.count));
  });

  it('the plain count of station rides still counts every ride', async () => {
    const reply = await askBuiltin(t, ws, 'How many station rides were there?');
    expectAnswered(reply, formatNumber(rows.length));
  });
});
