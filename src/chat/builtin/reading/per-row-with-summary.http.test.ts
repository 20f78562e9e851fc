// "Average number of spaces per car park" over a sheet of car parks that ends in a real TOTAL row:
// the car park's name is blank on the TOTAL row, so the column is unique over the rows but for it,
// and "per car park" names the rows (one average), not a breakdown of 1,200 groups of one row each.
// Seen on an unseen table, answered confidently as a breakdown. Asked through HTTP on 1,200 rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

type CarPark = { car_park_code: string; car_park: string | null; zone: string | null; Spaces: number; 'EV Bays': number };

function carParks(n: number): CarPark[] {
  let seed = 5;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const rows: CarPark[] = Array.from({ length: n }, (_, i) => ({
    car_park_code: `CP${String(i + 1).padStart(4, '0')}`,
    car_park: `Car Park ${i + 1}`,
    zone: ['North', 'South', 'East', 'West'][Math.floor(rand() * 4)],
    Spaces: 50 + Math.floor(rand() * 900),
    'EV Bays': Math.floor(rand() * 40),
  }));
  const total = { car_park_code: 'TOTAL', car_park: null, zone: null, Spaces: rows.reduce((s, r) => s + r.Spaces, 0), 'EV Bays': rows.reduce((s, r) => s + r['EV Bays'], 0) };
  return [...rows, total];
}

const rows = carParks(1_200);
const parks = rows.slice(0, -1);
let t: TestClient;
let ws = '';

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'parking' });
  await uploadTables(t, ws, [{ content: toCsv(rows), filename: 'car_parks.csv' }]);
}, 180_000);

describe('"per <row>" over a table whose naming column is blank only on its summary row', () => {
  it('"average number of spaces per car park" is one average over the car parks, the TOTAL row left out', async () => {
    const average = parks.reduce((s, r) => s + r.Spaces, 0) / parks.length;
    const reply = await askBuiltin(t, ws, 'Average number of spaces per car park');
    expectAnswered(reply, formatNumber(Math.round(average * 100) / 100));
  });

  it('"average spaces by zone" is still a breakdown', async () => {
    const reply = await askBuiltin(t, ws, 'Average spaces by zone');
    expect(reply.content).toContain('North');
    expect(reply.content).toContain('South');
  });
});
