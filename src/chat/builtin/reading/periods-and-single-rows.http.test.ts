// Period superlatives ("the busiest weekday", "the quarter with the highest fares"), single-row
// extremes ("the longest single ride", "for one ride"), a value held by the other end of a trip
// ("ended at" a start station), ratios of two totals ("fare per minute") over 2,400 generated rides,
// and the days between two dates of a row (one of them stored as text) over 1,800 bike hires,
// asked through HTTP. Expected values are computed here from the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { checkIns, hires, rides } from '../../../../test/support/period-tables.ts';
import { formatNumber } from '../text.ts';

const rows = rides(2_400);
const hireRows = hires(1_800);
const bookings = checkIns(1_500);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

let t: TestClient;
let ws = '';
let hiresWs = '';
let hotelWs = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'rides' });
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'rides.csv' }]);
  hiresWs = await createWorkspace(t, null, { name: 'hires' });
  await uploadTables(t, hiresWs, [{ content: toCsv(hireRows), filename: 'hires.csv' }]);
  hotelWs = await createWorkspace(t, null, { name: 'hotel' });
  await uploadTables(t, hotelWs, [{ content: toCsv(bookings), filename: 'bookings.csv' }]);
}, 120_000);

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

  it('"which day of the week had the most rides" is the weekday said in four words', async () => {
    const reply = await askBuiltin(t, ws, 'Which day of the week had the most rides?');
    expectAnswered(reply, topKey((r) => WEEKDAYS[new Date(`${r.ride_date}T00:00:00Z`).getUTCDay()], () => 1));
  });

  it('"which quarter had the highest fare revenue" ranks the quarters by their total fares', async () => {
    const quarter = (d: string) => `${d.slice(0, 4)}-Q${Math.floor((Number(d.slice(5, 7)) - 1) / 3) + 1}`;
    const reply = await askBuiltin(t, ws, 'Which quarter had the highest fare revenue?');
    expectAnswered(reply, topKey((r) => quarter(r.ride_date), (r) => r.fare));
    expect(reply.execution_details.interpretation).not.toMatch(/average/);
  });

  it('"which month had the most check-ins" reads the hyphenated plural as check_in and counts per month', async () => {
    const byMonth = new Map<string, number>();
    for (const b of bookings) byMonth.set(b.check_in.slice(0, 7), (byMonth.get(b.check_in.slice(0, 7)) ?? 0) + 1);
    const [best] = [...byMonth].sort((a, b) => b[1] - a[1]);
    expectAnswered(await askBuiltin(t, hotelWs, 'Which month had the most check-ins?'), best[0]);
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

  it('"the smallest total fee" ranks total_fee: "total" is the header\'s word, not a sum', async () => {
    expectAnswered(await askBuiltin(t, hiresWs, 'What was the smallest total fee?'), formatNumber(Math.min(...hireRows.map((h) => h.total_fee))));
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

describe('ratios of two totals', () => {
  it('"the fare per minute" is the total fare over the total minutes, not an average of per-ride ratios', async () => {
    const fares = rows.reduce((sum, r) => sum + r.fare, 0);
    const minutes = rows.reduce((sum, r) => sum + r.duration_minutes, 0);
    expectAnswered(await askBuiltin(t, ws, 'What is the fare per minute?'), formatNumber(Math.round((fares / minutes) * 100) / 100));
  });
});

describe('days between two dates of a row', () => {
  const isoOf = (dotted: string) => `${dotted.slice(6, 10)}-${dotted.slice(3, 5)}-${dotted.slice(0, 2)}`;
  const days = hireRows.map((h) => (Date.parse(isoOf(h.returned_on)) - Date.parse(h.hired_on)) / 86_400_000);

  it('"the average hire length in days" averages the days from hired_on to returned_on', async () => {
    const average = days.reduce((sum, d) => sum + d, 0) / days.length;
    expectAnswered(await askBuiltin(t, hiresWs, 'What is the average hire length in days?'), formatNumber(Math.round(average * 100) / 100));
  });

  it('"returned more than 10 days after they were hired" counts the hires whose days exceed 10', async () => {
    const reply = await askBuiltin(t, hiresWs, 'How many hires were returned more than 10 days after they were hired?');
    expectAnswered(reply, formatNumber(days.filter((d) => d > 10).length));
  });

  it('"the longest hire in days" is the most days of one hire', async () => {
    expectAnswered(await askBuiltin(t, hiresWs, 'What was the longest hire in days?'), formatNumber(Math.max(...days)));
  });

  it('"the busiest day" and "the biggest single-day fee" are never the most days between the two dates', async () => {
    for (const question of ['What was our busiest day for hires?', 'What was the biggest single-day total fee?']) {
      const reply = await askBuiltin(t, hiresWs, question);
      expect(reply.content, question).not.toMatch(/days between/i);
    }
  });

  it('"how many days" with no average, total or longest is declined, not guessed', async () => {
    const reply = await askBuiltin(t, hiresWs, 'How many days were the hires?');
    expect(reply.execution_details.outcome).not.toBe('answered');
  });
});
