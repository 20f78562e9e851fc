// A snooker hall's 6,000 table bookings holding two money columns (Fee (£), Bar Spend (£)):
// "which game made the least from played bookings" ranks money that neither column is named for,
// and counting the bookings instead answers another question, so it is not answered
// (money-ranked-by-count.ts). "Made the most bookings" still counts them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { leagueHall } from '../../../../test/support/league-hall-tables.ts';

const { members, bookings } = leagueHall(400, 6_000);
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'snooker hall takings' });
  await uploadTables(t, ws, [
    { content: toCsv(members), filename: 'members.csv' },
    { content: toCsv(bookings), filename: 'table_bookings.csv' },
  ]);
}, 180_000);

describe('"made the least from" over two money columns', () => {
  it('"which game made the least from played bookings" is not answered by a count', async () => {
    const reply = await askBuiltin(t, ws, 'Which game made the least from played bookings?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"which game had the fewest played bookings" still counts them', async () => {
    const pool = bookings.filter((b) => b.Status === 'Played' && b.Game === 'Pool').length;
    const snooker = bookings.filter((b) => b.Status === 'Played' && b.Game === 'Snooker').length;
    expectAnswered(await askBuiltin(t, ws, 'Which game had the fewest played bookings?'), pool < snooker ? 'Pool' : 'Snooker');
  });

  it('"which game brought in the most in fees" names the fee', async () => {
    const fee = (g: string) => bookings.filter((b) => b.Game === g).reduce((a, b) => a + b['Fee (£)'], 0);
    expectAnswered(await askBuiltin(t, ws, 'Which game brought in the most in fees?'), fee('Pool') > fee('Snooker') ? 'Pool' : 'Snooker');
  });
});
