// "Hours delivered" over care visits holding Planned Mins and Actual Mins: the unit said names the
// figure of time held in minutes, converted to hours; a word of work done ("delivered") picks the
// actual minutes over the planned ones (time-figures.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const visits = Array.from({ length: 2_400 }, (_, i) => {
  const planned = [15, 30, 45, 60, 90][i % 5];
  const done = i % 9 !== 0;
  return {
    'Visit ID': 500_001 + i,
    'Visit Date': day((i * 7) % 600),
    Team: ['North', 'South', 'East'][i % 3],
    'Planned Mins': planned,
    'Actual Mins': done ? planned - 5 + (i % 11) : '',
    Status: done ? 'Completed' : 'Missed',
  };
});
const hours = (keep: (v: (typeof visits)[number]) => boolean) => visits.filter(keep).reduce((n, v) => n + Number(v['Actual Mins'] || 0), 0) / 60;
let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'home care' });
  await uploadTables(t, ws, [{ content: toCsv(visits), filename: 'care_visits.csv' }]);
}, 180_000);

describe('hours asked of figures of time held in minutes', () => {
  it('has over 1,000 visits', () => {
    expect(visits.length).toBeGreaterThan(1_000);
  });

  it('"hours delivered by the North team in 2025" totals the actual minutes in hours', async () => {
    const want = hours((v) => v.Team === 'North' && v['Visit Date'].startsWith('2025'));
    expectAnswered(await askBuiltin(t, ws, 'Hours delivered by the North team in 2025'), formatNumber(Math.round(want * 100) / 100));
  });

  it('"hours of care delivered in 2026" totals the actual minutes of every visit in hours', async () => {
    const want = hours((v) => v['Visit Date'].startsWith('2026'));
    expectAnswered(await askBuiltin(t, ws, 'Hours of care delivered in 2026'), formatNumber(Math.round(want * 100) / 100));
  });

  it('"hours in 2026" names neither the planned nor the actual minutes', async () => {
    const reply = await askBuiltin(t, ws, 'Hours in 2026 by team');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });
});
