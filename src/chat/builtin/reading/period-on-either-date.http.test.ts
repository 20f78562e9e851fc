// An angling club: 300 outings, each on its own Outing Date, and 4,200 catches, each with the day
// it was Landed. A period asked of the catches may be on either date (interpret.ts doubts it;
// lines-dated-by-parent.ts). Where the data gives the same answer by both dates the doubt changes
// nothing: the answer is confident and says which date it used (period-on-either-date.ts). Night
// outings from October land their catches the next day, so a month whose last outing ran overnight
// gives two answers, and the doubt stays.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
// Outings through 2025 from 1 January, one every 1.2 days or so.
const outings = Array.from({ length: 300 }, (_, i) => {
  const date = Date.UTC(2025, 0, 1) + Math.floor((i * 365) / 300) * DAY;
  return { 'Outing ID': 5_001 + i, Water: ['Mill Pond', 'Long Reach', 'Weir Pool'][i % 3], 'Outing Date': iso(date), night: new Date(date).getUTCMonth() >= 9 && i % 2 === 0 };
});
// The last outing of October is held on its last day and runs overnight: its catches land in November.
const lastOfOctober = outings.findLast((o) => o['Outing Date'].startsWith('2025-10'))!;
lastOfOctober['Outing Date'] = '2025-10-31';
lastOfOctober.night = true;
const catches = Array.from({ length: 4_200 }, (_, i) => {
  const o = outings[(i * 37) % 300];
  return {
    'Catch No': 90_001 + i,
    'Outing ID': o['Outing ID'],
    Species: ['Carp', 'Tench', 'Roach', 'Pike', 'Perch'][i % 5],
    'Weight (kg)': 1 + ((i * 7) % 12),
    Landed: iso(Date.parse(o['Outing Date']) + (o.night ? DAY : 0)),
  };
});
const weightLanded = (prefix: string) => catches.filter((c) => c.Landed.startsWith(prefix)).reduce((n, c) => n + c['Weight (kg)'], 0);
const june = weightLanded('2025-06');
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'angling club' });
  await uploadTables(t, ws, [
    { content: toCsv(outings.map(({ night: _, ...o }) => o)), filename: 'outings.csv' },
    { content: toCsv(catches), filename: 'catches.csv' },
  ]);
}, 180_000);

describe('a period on either of two dates that the data shows agree', () => {
  it('has over 1,000 catches, some landed the day after their outing', () => {
    expect(catches.length).toBeGreaterThan(1_000);
    expect(catches.some((c) => c.Landed.startsWith('2025-11') && outings.find((o) => o['Outing ID'] === c['Outing ID'])!['Outing Date'].startsWith('2025-10'))).toBe(true);
  });

  it('"total catch weight in June 2025": both dates agree, so the answer is confident and names its date', async () => {
    const reply = await askBuiltin(t, ws, 'Total catch weight in June 2025');
    expectAnswered(reply, june.toLocaleString('en-GB'));
    expect(reply.content).toContain('Outing Date');
  });

  it('"total catch weight in October 2025": the dates differ there, so the doubt stays', async () => {
    const reply = await askBuiltin(t, ws, 'Total catch weight in October 2025');
    expect(reply.execution_details.outcome, reply.content).toBe('uncertain');
    expect(reply.content).toContain('Outing Date');
  });

  it('a period before any catch was landed still declines', async () => {
    const reply = await askBuiltin(t, ws, 'Total catch weight in June 2023');
    expect(reply.execution_details.outcome, reply.content).toBe('declined');
  });
});
