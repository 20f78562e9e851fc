// "Which race day had the most entries?" over 1,300 regatta entries holding an entered_on date and
// a race_day date, asked through HTTP: a date header named in full after the question word, its
// last word "day", ranks the days of that column by their rows; before, a date header was never
// the group after "which" and the question was declined (no column to rank by). Control: "which
// day had the most entries" still ranks the days of the table's first date. Expected values
// computed here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { int, pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(48_633);
const iso = (d: number) => new Date(d).toISOString().slice(0, 10);
const RACE_DAYS = Array.from({ length: 30 }, (_, k) => iso(Date.UTC(2025, 2, 2) + k * 7 * 86_400_000));
const entries = Array.from({ length: 1_300 }, (_, i) => {
  const race = RACE_DAYS[Math.floor(rand() ** 2 * RACE_DAYS.length)];
  return {
    entry_no: 3001 + i,
    entered_on: iso(Date.parse(race) - int(rand, 1, 40) * 86_400_000),
    race_day: race,
    boat_class: pick(rand, ['Laser', 'Topper', 'Mirror', 'RS200']),
  };
});
const busiest = (key: (e: (typeof entries)[number]) => string) => {
  const per = new Map<string, number>();
  for (const e of entries) per.set(key(e), (per.get(key(e)) ?? 0) + 1);
  return [...per].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
};

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'regatta days' });
  await uploadTables(t, ws, [{ content: toCsv(entries), filename: 'entries.csv' }]);
}, 180_000);

describe('a day header ranked after "which"', () => {
  it('"which race day had the most entries" ranks the race days', async () => {
    const [day, n] = busiest((e) => e.race_day);
    const reply = await askBuiltin(t, ws, 'Which race day had the most entries?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(day);
    expect(reply.content).toContain(formatNumber(n));
    expect(reply.content).toContain('race_day');
  });

  it('control: "which day had the most entries" keeps ranking the days of the first date', async () => {
    const [day, n] = busiest((e) => e.entered_on);
    const reply = await askBuiltin(t, ws, 'Which day had the most entries?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(day);
    expect(reply.content).toContain(formatNumber(n));
  });
});
