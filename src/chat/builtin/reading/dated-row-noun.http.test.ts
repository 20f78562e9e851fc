// "Median arrows shot per session" over lane bookings dated by session_date: every row is a
// session, so the median is over the rows, not one median per date.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';
import { laneBookings } from '../../../../test/support/trade-ledger-tables.ts';

const bookings = laneBookings(2_400);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'lanes' });
  await uploadTables(t, ws, [{ content: toCsv(bookings), filename: 'lane_bookings.csv' }]);
}, 180_000);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

describe('per the noun of the rows\' date header', () => {
  it('"median arrows shot per session" is the median over the rows', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Median arrows shot per session'), formatNumber(median(bookings.map((b) => b.arrows_shot))));
  });

  it('"average arrows shot per session" is the average over the rows', async () => {
    const avg = bookings.reduce((s, b) => s + b.arrows_shot, 0) / bookings.length;
    expectAnswered(await askBuiltin(t, ws, 'Average arrows shot per session'), formatNumber(Math.round(avg * 100) / 100));
  });

  it('"by session date" still groups by the date', async () => {
    const reply: BuiltinReply = await askBuiltin(t, ws, 'Median arrows shot by session date');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain('session_date');
  });
});
