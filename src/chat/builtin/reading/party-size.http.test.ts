// "Average party size on a paid booking", "average size of a party in May" over escape room
// bookings holding one head count (Players): a party's size is its players (party-size.ts).
// Control: a table with a column headed "Group" keeps "group size" unread as the head count.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { escapeRoom, type RoomBooking } from '../../../../test/support/escape-room-tables.ts';
import { formatNumber } from '../text.ts';

const { sessions, bookings } = escapeRoom(700);
const sessionOf = new Map(sessions.map((s) => [s['Session ID'], s]));
const grouped = bookings.map((b, i) => ({ ...b, Group: ['Corporate', 'Family', 'Friends'][i % 3] }));
const average = (rows: RoomBooking[]) => rows.reduce((s, b) => s + b.Players, 0) / rows.length;
let t: TestClient;
let ws: string;
let wsGrouped: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'escape room parties' });
  await uploadTables(t, ws, [{ content: toCsv(sessions), filename: 'sessions.csv' }, { content: toCsv(bookings), filename: 'bookings.csv' }]);
  wsGrouped = await createWorkspace(t, null, { name: 'escape room bookings with a group column' });
  await uploadTables(t, wsGrouped, [{ content: toCsv(grouped), filename: 'bookings.csv' }]);
}, 180_000);

describe('a party\'s size is the one head count', () => {
  it('"average party size on a paid booking" averages the paid bookings\' players', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Average party size on a paid booking'), formatNumber(average(bookings.filter((b) => b.Status === 'Paid'))));
  });

  it('"average size of a party in May" averages May\'s bookings\' players', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Average size of a party in May'), formatNumber(average(bookings.filter((b) => sessionOf.get(b['Session ID'])!.Date.slice(5, 7) === '05'))));
  });

  it('beside a Group column, "average group size" is not read as the players', async () => {
    const reply = await askBuiltin(t, wsGrouped, 'What is the average group size?');
    expect(reply.content).not.toContain(`**${formatNumber(average(bookings))}**`);
  });
});
