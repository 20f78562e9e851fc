// How long a row lasted, named without its header: "the average session length" over a
// time_in_gym_min figure, "sessions that lasted more than two hours", "how long" and "duration";
// "rentals longer than a week" over the days between a hire's start and end dates (a due date is
// a plan, not an event, and not one of the pair), and "in hours" of the span between two times of
// day. A table with two recorded figures of time that could be the duration (a lead time aside)
// names neither. Over 1,400 generated gym sessions and 1,200 tool hires, asked through HTTP: the
// answered tests failed before (declined or another figure); the last is a control.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(32_202);
const day = (i: number) => `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`;
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const sessions = Array.from({ length: 1_400 }, (_, i) => ({
  session_id: 90_001 + i,
  studio: pick(rand, ['Harbour', 'Uptown', 'Westfield']),
  session_date: day(i),
  time_in_gym_min: 20 + Math.floor(rand() * rand() * 200),
  booking_lead_days: Math.floor(rand() * 14),
}));

const hires = Array.from({ length: 1_200 }, (_, i) => {
  const out = day(i * 7);
  const days = 1 + Math.floor(rand() * rand() * 20);
  return {
    hire_ref: `TH-${40_000 + i}`,
    depot: pick(rand, ['Leeds', 'York', 'Hull']),
    tool: pick(rand, ['Breaker', 'Mixer', 'Sander', 'Saw']),
    hired_on: out,
    due_back: addDays(out, Math.max(1, days - 2 + Math.floor(rand() * 4))),
    returned_on: addDays(out, days),
    charge: Math.round(2_000 + rand() * 30_000) / 100,
  };
});

// Two recorded figures of time, neither a lead time: which one is "how long" is not known.
const shifts = Array.from({ length: 1_100 }, (_, i) => ({
  shift_id: 30_001 + i,
  site: pick(rand, ['North', 'South']),
  break_minutes: 10 + Math.floor(rand() * 50),
  travel_minutes: 5 + Math.floor(rand() * 80),
}));

// A run log with a distance and a time: "longer than 10 km" is a distance, never the minutes.
const runs = Array.from({ length: 1_000 }, (_, i) => ({
  run_id: 70_001 + i,
  runner: pick(rand, ['Ade', 'Bo', 'Cy']),
  distance_km: 3 + Math.floor(rand() * 20),
  moving_minutes: 15 + Math.floor(rand() * 120),
}));

// Two times of day: the span comes in fractions of a day, and "in hours" converts it.
const pad = (n: number) => String(n).padStart(2, '0');
const parkings = Array.from({ length: 1_300 }, (_, i) => {
  const inAt = Date.parse(`${day(i)}T${pad(6 + (i % 12))}:${pad((i * 7) % 60)}:00Z`);
  const outAt = inAt + (20 + Math.floor(rand() * 600)) * 60_000;
  const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
  return { ticket_no: 20_001 + i, level: pick(rand, ['L1', 'L2']), entered_at: stamp(inAt), exited_at: stamp(outAt), fee: Math.round(rand() * 2_000) / 100 };
});
const parkedHours = (p: (typeof parkings)[number]) => (Date.parse(`${p.exited_at.replace(' ', 'T')}Z`) - Date.parse(`${p.entered_at.replace(' ', 'T')}Z`)) / 3_600_000;

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const hireDays = (h: (typeof hires)[number]) => Math.round((Date.parse(h.returned_on) - Date.parse(h.hired_on)) / 86_400_000);

let t: TestClient;
let gym = '';
let tools = '';
let rota = '';
let club = '';
let garage = '';

beforeAll(async () => {
  t = sharedTestApp();
  gym = await createWorkspace(t, null, { name: 'gym' });
  await uploadTables(t, gym, [{ content: toCsv(sessions), filename: 'gym_sessions.csv' }]);
  tools = await createWorkspace(t, null, { name: 'tool hire' });
  await uploadTables(t, tools, [{ content: toCsv(hires), filename: 'hires.csv' }]);
  rota = await createWorkspace(t, null, { name: 'rota' });
  await uploadTables(t, rota, [{ content: toCsv(shifts), filename: 'shifts.csv' }]);
  club = await createWorkspace(t, null, { name: 'running club' });
  await uploadTables(t, club, [{ content: toCsv(runs), filename: 'runs.csv' }]);
  garage = await createWorkspace(t, null, { name: 'garage' });
  await uploadTables(t, garage, [{ content: toCsv(parkings), filename: 'tickets.csv' }]);
}, 120_000);

describe("a row's duration named without its header", () => {
  it('"session length" is the one figure of time that is not a lead time', async () => {
    const avg = mean(sessions.map((s) => s.time_in_gym_min));
    expectAnswered(await askBuiltin(t, gym, 'What is the average session length in minutes?'), formatNumber(avg));
  });

  it('"lasted more than two hours" compares that figure with 120 minutes', async () => {
    const n = sessions.filter((s) => s.time_in_gym_min > 120).length;
    expectAnswered(await askBuiltin(t, gym, 'How many sessions lasted more than two hours?'), formatNumber(n));
  });

  it('"longer than a week" over the days between the hire and return dates, the due date left out', async () => {
    const n = hires.filter((h) => hireDays(h) > 7).length;
    expectAnswered(await askBuiltin(t, tools, 'How many hires were longer than a week?'), formatNumber(n));
  });

  it('"the average hire length by depot" over the same span', async () => {
    const york = mean(hires.filter((h) => h.depot === 'York').map(hireDays));
    const reply = await askBuiltin(t, tools, 'average hire length in days by depot');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(formatNumber(york));
  });

  it('"in hours" of the span between two times of day', async () => {
    const avg = mean(parkings.map(parkedHours));
    expectAnswered(await askBuiltin(t, garage, 'What is the average ticket duration in hours?'), formatNumber(avg));
  });

  it('two recorded figures of time: "how long" names neither', async () => {
    const reply = await askBuiltin(t, rota, 'How long was the average shift?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('"longer than 10 km" beside a distance is the distance (control)', async () => {
    const n = runs.filter((r) => r.distance_km > 10).length;
    expectAnswered(await askBuiltin(t, club, 'How many runs were longer than 10 km?'), formatNumber(n));
  });
});
