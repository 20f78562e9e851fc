// An escape-room venue's 2,500 bookings, each with its number of Players, a Total Paid (£) and a
// status of Played, No-show or Refunded. Each row is one group: "how many groups played in 2025"
// counts the Played rows and "takings from groups that played" adds up their Total Paid
// (row-noun-aliases.ts, catalog.ts), where "groups" was unplaced before and the question declined.
// Where the question names the head count or a group's size ("the biggest group") the rows are
// not read as groups: the figure is the head count, never the money.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const bookings = Array.from({ length: 2_500 }, (_, i) => {
  const players = 2 + ((i * 7) % 5);
  return {
    'Booking Ref': 30_001 + i,
    'Visit Date': new Date(Date.UTC(2025, 0, 1) + Math.floor((i * 600) / 2_500) * 86_400_000).toISOString().slice(0, 10),
    Room: ['The Vault', 'Lost Temple'][i % 2],
    Players: players,
    'Total Paid (£)': players * 18,
    Status: i % 17 === 0 ? 'No-show' : i % 23 === 0 ? 'Refunded' : 'Played',
  };
});
const played = bookings.filter((b) => b.Status === 'Played');
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'escape room groups' });
  await uploadTables(t, ws, [{ content: toCsv(bookings), filename: 'bookings.csv' }]);
}, 180_000);

describe('rows with a head count are groups', () => {
  it('has over 1,000 bookings', () => {
    expect(bookings.length).toBeGreaterThan(1_000);
  });

  it('"how many groups played in 2025" counts the Played rows of 2025', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many groups played in 2025?'), formatNumber(played.filter((b) => b['Visit Date'].startsWith('2025')).length));
  });

  it('"total takings from groups that played" adds up their Total Paid', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Total takings from groups that played'), formatNumber(played.reduce((a, b) => a + b['Total Paid (£)'], 0)));
  });

  it('"the biggest group" is never answered with the money', async () => {
    const reply = await askBuiltin(t, ws, 'What was the biggest group we have had play?');
    expect(reply.content).not.toContain(`**${formatNumber(Math.max(...played.map((b) => b['Total Paid (£)'])))}**`);
  });
});
