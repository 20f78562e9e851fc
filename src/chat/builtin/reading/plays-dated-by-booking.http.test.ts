// 3,000 games played (no date of their own) at 1,200 bookings headed by a bare "Date", of 60 games
// in a library with a Title "The Game". A booking's Date is the date of each play at it: "how many
// different games were played in November 2026" is read through it without a doubt
// (lines-dated-by-parent.ts). "How many times was The Game played in 2026?" needs the library's
// Title and the bookings' Date at once, which no source holds: it fell apart into "the" and the
// rows' noun "game" and counted every play of 2026; declined (named-cell-out-of-source.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(42_302);
const library = Array.from({ length: 60 }, (_, i) => ({
  'Game ID': `G${String(i + 1).padStart(3, '0')}`,
  Title: i === 0 ? 'The Game' : `${pick(rand, ['Lost', 'Iron', 'Wild', 'Tiny'])} ${pick(rand, ['Towers', 'Owls', 'Robots'])} ${i}`,
  Category: pick(rand, ['Party', 'Strategy', 'Family']),
}));
const bookings = Array.from({ length: 1_200 }, (_, i) => ({
  'Booking Ref': `BK-${300_001 + i}`,
  Date: `${2025 + int(rand, 0, 1)}-${String(int(rand, 1, 12)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}`,
  Status: pick(rand, ['Completed', 'Completed', 'Completed', 'Cancelled']),
}));
const plays = Array.from({ length: 3_000 }, () => ({
  'Booking Ref': bookings[int(rand, 0, bookings.length - 1)]['Booking Ref'],
  'Game ID': library[int(rand, 0, library.length - 1)]['Game ID'],
  'Minutes Played': int(rand, 4, 24) * 5,
}));
const dateOf = new Map(bookings.map((b) => [b['Booking Ref'], b.Date]));
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'plays dated by booking' });
  await uploadTables(t, ws, [
    { content: toCsv(library), filename: 'game_library.csv' },
    { content: toCsv(bookings), filename: 'bookings.csv' },
    { content: toCsv(plays), filename: 'games_played.csv' },
  ]);
}, 180_000);

describe('games played, dated by their booking', () => {
  it('the games played in a month are those of the bookings in it', async () => {
    const games = new Set(plays.filter((p) => dateOf.get(p['Booking Ref'])!.startsWith('2026-11')).map((p) => p['Game ID']));
    expectAnswered(await askBuiltin(t, ws, 'How many different games were played in November 2026?'), formatNumber(games.size));
  });

  it('"The Game" with a period is not read as every play of the period', async () => {
    const reply = await askBuiltin(t, ws, 'How many times was The Game played in 2026?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
    expect(reply.content).not.toContain(`**${formatNumber(plays.filter((p) => dateOf.get(p['Booking Ref'])!.startsWith('2026')).length)}**`);
  });

  it('"The Game" alone is still its plays', async () => {
    expectAnswered(await askBuiltin(t, ws, 'How many times was The Game played?'), formatNumber(plays.filter((p) => p['Game ID'] === 'G001').length));
  });
});
