// "How many bookings were for 6 players?" over escape room bookings with a Players figure: a bare
// number right before the plural header of a whole-number figure is its value
// (number-before-count-header.ts). Control: a number outside the figure's range is no such value.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { escapeRoom } from '../../../../test/support/escape-room-tables.ts';
import { formatNumber } from '../text.ts';

const { sessions, bookings } = escapeRoom(700);
const sessionOf = new Map(sessions.map((s) => [s['Session ID'], s]));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'escape room party sizes' });
  await uploadTables(t, ws, [{ content: toCsv(sessions), filename: 'sessions.csv' }, { content: toCsv(bookings), filename: 'bookings.csv' }]);
}, 180_000);

describe('a number before a count header is its value', () => {
  it('"how many bookings were for 6 players" counts the bookings of 6 players', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many bookings were for 6 players?'), formatNumber(bookings.filter((b) => b.Players === 6).length));
  });

  it('"how many bookings had 4 players in May" counts those of May\'s sessions', async () => {
    const n = bookings.filter((b) => b.Players === 4 && sessionOf.get(b['Session ID'])!.Date.slice(5, 7) === '05').length;
    expectAnswered(await askBuiltin(t, ws, 'How many bookings had 4 players in May?'), formatNumber(n));
  });

  it('"how many bookings were for 20 players", beyond any booking\'s players, is not read as Players = 20', async () => {
    const reply = await askBuiltin(t, ws, 'How many bookings were for 20 players?');
    expect(reply.content).not.toContain('Players = 20');
  });
});
