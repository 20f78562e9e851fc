// Period superlatives ("the busiest weekday", "the quarter with the highest fares"), single-row
// extremes ("the longest single ride", "for one ride") and a value held by the other end of a trip
// ("ended at" a start station), asked through HTTP over 2,400 generated rides. Expected values are
// computed here from the rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { rides } from '../../../../test/support/ride-tables.ts';
import { formatNumber } from '../text.ts';

const rows = rides(2_400);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

let t: TestApp;
let ws = '';

beforeAll(async () => {
  t = await startTestApp();
  ws = await createWorkspace(t, null, { name: 'rides' });
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'rides.csv' }]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The key with the largest total, checked to be alone at the top. */
function topKey(key: (r: (typeof rows)[number]) => string, value: (r: (typeof rows)[number]) => number): string {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(key(r), (totals.get(key(r)) ?? 0) + value(r));
  const sorted = [...totals].sort((a, b) => b[1] - a[1]);
  expect(sorted[0][1]).not.toBe(sorted[1][1]);
  return sorted[0][0];
}

describe('periods ranked', () => {
  it('"which weekday had the most rides" counts the rides per weekday of the date', async () => {
    const reply = await askBuiltin(t, ws, 'Which weekday had the most rides?');
    expectAnswered(reply, topKey((r) => WEEKDAYS[new Date(`${r.ride_date}T00:00:00Z`).getUTCDay()], () => 1));
  });

  it('"which quarter had the highest fare revenue" ranks the quarters by their total fares', async () => {
    const quarter = (d: string) => `${d.slice(0, 4)}-Q${Math.floor((Number(d.slice(5, 7)) - 1) / 3) + 1}`;
    const reply = await askBuiltin(t, ws, 'Which quarter had the highest fare revenue?');
    expectAnswered(reply, topKey((r) => quarter(r.ride_date), (r) => r.fare));
    expect(reply.execution_details.interpretation).not.toMatch(/average/);
  });
});

describe('single rows ranked', () => {
  const longest = [...rows].sort((a, b) => b.duration_minutes - a.duration_minutes)[0];
  const shortest = Math.min(...rows.map((r) => r.duration_minutes));

  it('"the longest single ride in minutes" is the one ride\'s duration', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What was the longest single ride in minutes?'), formatNumber(longest.duration_minutes));
  });

  it('"which start station had the longest single ride" names that ride\'s station, not a total per station', async () => {
    expectAnswered(await askBuiltin(t, ws, 'Which start station had the longest single ride?'), longest.start_station);
  });

  it('"the smallest number of minutes for one ride" is the shortest duration, not a total', async () => {
    expectAnswered(await askBuiltin(t, ws, 'What was the smallest number of minutes for one ride?'), formatNumber(shortest));
  });
});

describe('the other end of a trip', () => {
  it('"rides that ended at Quayside" over a start station is declined, not counted as starts', async () => {
    const reply = await askBuiltin(t, ws, 'How many rides ended at Quayside?');
    expect(reply.execution_details.outcome).toBe('declined');
  });
});
