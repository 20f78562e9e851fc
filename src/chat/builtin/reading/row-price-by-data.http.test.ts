// "Takings by studio", "income per coach", "revenue by venue" over booked sessions whose one price
// (Fee (£), Price (£)) sits beside a figure it might be per (Length (mins), players): where the data
// shows the price grows with that figure (it is the whole session's), the takings are its total;
// a figure blank in many priced rows (a finishing time recorded only for some) is no unit of it.
// Where the price does not grow with the group size (per player or per booking? the data cannot
// say) the engine must not add the prices up as the takings. Expected answers computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv, totals } from '../../../../test/support/business-tables.ts';
import { seeded as random } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = random(3_301);
const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const day = () => `${2024 + Math.floor(rand() * 2)}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;

// A pottery studio: members, and 2,400 sessions priced by their length (about £0.60 a minute).
const members = Array.from({ length: 300 }, (_, i) => ({ member_ref: `M${1001 + i}`, joined: day(), plan: pick(['Basic', 'Plus', 'Studio']) }));
const sessions = Array.from({ length: 2_400 }, (_, i) => {
  const minutes = pick([45, 60, 90, 120, 180]);
  const done = rand() > 0.1;
  return {
    session_no: 70_001 + i,
    member_ref: pick(members).member_ref,
    studio: pick(['Wheel Room', 'Kiln Yard', 'Glaze Lab']),
    tutor: pick(['Ada', 'Bram', 'Cleo', 'Dev', 'Esme']),
    session_date: day(),
    'Length (mins)': minutes,
    'Fee (£)': done ? Math.round(minutes * (0.5 + rand() * 0.2) * 100) / 100 : 0,
    'Tip (£)': done && rand() < 0.3 ? pick([2, 3, 5]) : null,
    status: done ? 'attended' : 'cancelled',
  };
});

// Laser tag: teams, and 1,800 games priced per player times the players; a finishing time only for some.
const teams = Array.from({ length: 250 }, (_, i) => ({ team_id: `T${501 + i}`, team_name: `Team ${i + 1}`, signed_up: day() }));
const games = Array.from({ length: 1_800 }, (_, i) => {
  const players = 2 + Math.floor(rand() * 9);
  const won = rand() < 0.5;
  return {
    game_id: 90_001 + i,
    team_id: pick(teams).team_id,
    arena: pick(['North', 'South', 'Docks', 'Mill']),
    played_on: day(),
    players,
    'Price (£)': Math.round(players * (14 + rand() * 4) * 100) / 100,
    'Finish time (min)': won ? 10 + Math.floor(rand() * 20) : null,
  };
});

// Climbing: the same shape, but the price is a price per climber (it does not grow with the party).
const parties = Array.from({ length: 200 }, (_, i) => ({ party_id: `P${301 + i}`, contact: `Contact ${i + 1}` }));
const climbs = Array.from({ length: 1_500 }, (_, i) => ({
  climb_id: 40_001 + i,
  party_id: pick(parties).party_id,
  wall: pick(['Boulder', 'Lead', 'Top rope']),
  climb_date: day(),
  climbers: 1 + Math.floor(rand() * 8),
  'Price (£)': pick([12, 14, 16, 18]),
}));

let t: TestClient;
let pottery = '';
let laser = '';
let climbing = '';

beforeAll(async () => {
  t = sharedTestApp();
  pottery = await createWorkspace(t, null, { name: 'pottery' });
  await uploadTables(t, pottery, [
    { content: toCsv(members), filename: 'members.csv' },
    { content: toCsv(sessions), filename: 'sessions.csv' },
  ]);
  laser = await createWorkspace(t, null, { name: 'laser tag' });
  await uploadTables(t, laser, [
    { content: toCsv(teams), filename: 'teams.csv' },
    { content: toCsv(games), filename: 'games.csv' },
  ]);
  climbing = await createWorkspace(t, null, { name: 'climbing' });
  await uploadTables(t, climbing, [
    { content: toCsv(parties), filename: 'parties.csv' },
    { content: toCsv(climbs), filename: 'climbs.csv' },
  ]);
}, 240_000);

const money = (n: number) => formatNumber(Math.round(n * 100) / 100);

describe('a row price told from the data', () => {
  it('"takings by studio" totals the session fees, which grow with the length', async () => {
    const reply = await askBuiltin(t, pottery, 'Takings by studio');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [studio, sum] of totals(sessions, (s) => s.studio, (s) => s['Fee (£)'])) expect(reply.content).toContain(`${studio} | ${money(sum)}`);
  });

  it('"which tutor brought in the most revenue" ranks by the fees added up', async () => {
    const top = [...totals(sessions, (s) => s.tutor, (s) => s['Fee (£)'])].sort((a, b) => b[1] - a[1])[0];
    const reply = await askBuiltin(t, pottery, 'Which tutor brought in the most revenue?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${top[0]}**`);
  });

  it('"session income in 2025" is the fees of 2025 added up', async () => {
    const sum = sessions.filter((s) => s.session_date.startsWith('2025')).reduce((n, s) => n + s['Fee (£)'], 0);
    const reply = await askBuiltin(t, pottery, 'Session income in 2025');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(`**${money(sum)}**`);
  });

  it('"revenue by arena" totals the game prices beside the players and a finishing time', async () => {
    const reply = await askBuiltin(t, laser, 'Revenue by arena');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const [arena, sum] of totals(games, (g) => g.arena, (g) => g['Price (£)'])) expect(reply.content).toContain(`${arena} | ${money(sum)}`);
  });

  it('a price that does not grow with the party is never added up as the revenue', async () => {
    const reply = await askBuiltin(t, climbing, 'Revenue by wall');
    const wrong = [...totals(climbs, (c) => c.wall, (c) => c['Price (£)'])];
    if (reply.execution_details.outcome === 'answered') for (const [, sum] of wrong) expect(reply.content).not.toContain(money(sum));
  });
});
