// A table's own row noun is not a cell that shares it. "How many engineers do we employ" beside
// engineers.csv whose grade holds "Engineer" counts every engineer (the stemmer's "engin" had hidden
// that the word is the table's noun); "deliveries" beside delivery_runs.csv and a routes.csv whose
// service holds "delivery" counts the delivery runs, not the runs of delivery routes, while "delivery
// routes" in the singular still names the cell. Over 1,200 generated engineers and 1,500 runs on 30
// routes, asked through HTTP: the first four tests failed before; the last two are controls ("trips by
// vans" beside van_depots.csv, which the trips refer to, is the vehicle Van).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables } from '../../../../test/support/builtin-chat.ts';
import { toCsv } from '../../../../test/support/business-tables.ts';
import { pick, seeded } from '../../../../bench/support/random.ts';
import { formatNumber } from '../text.ts';

const rand = seeded(27_101);
const engineers = Array.from({ length: 1_200 }, (_, i) => ({
  engineer_id: `EN${3_001 + i}`,
  full_name: `${pick(rand, ['Ada', 'Ben', 'Cai', 'Dee', 'Eli', 'Fay'])} ${pick(rand, ['Marsh', 'Noor', 'Pike', 'Quinn', 'Rowe'])}`,
  grade: pick(rand, ['Graduate', 'Engineer', 'Engineer', 'Senior Engineer', 'Principal']),
  office: pick(rand, ['Leeds', 'Bristol', 'Cardiff']),
  hire_date: `${pick(rand, ['2021', '2022', '2023', '2024', '2025'])}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
}));
const routes = Array.from({ length: 30 }, (_, i) => ({
  route_id: 700 + i,
  route_name: `Route ${String.fromCharCode(65 + (i % 26))}${i}`,
  service: ['delivery', 'collection', 'transfer'][i % 3],
  depot: ['North', 'South', 'East'][Math.floor(i / 10)],
}));
const runs = Array.from({ length: 1_500 }, (_, i) => ({
  run_id: 90_001 + i,
  route_id: routes[Math.floor(rand() * routes.length)].route_id,
  run_date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
  duration_min: 20 + Math.floor(rand() * 160),
  status: pick(rand, ['completed', 'completed', 'completed', 'aborted']),
}));

// A table named for a thing ("van_depots") that the trips refer to: "vans" among the trips is their vehicle.
const depots = Array.from({ length: 12 }, (_, i) => ({ van_depot_id: 50 + i, depot_name: `Depot ${i + 1}`, region: ['Coast', 'Valley'][i % 2] }));
const trips = Array.from({ length: 1_300 }, (_, i) => ({
  trip_id: 20_001 + i,
  van_depot_id: depots[Math.floor(rand() * depots.length)].van_depot_id,
  vehicle: pick(rand, ['Van', 'Van', 'Truck', 'Bike']),
  km: Math.round(5 + rand() * 200),
}));

let t: TestClient;
let firm = '';
let fleet = '';
let haulage = '';

beforeAll(async () => {
  t = sharedTestApp();
  firm = await createWorkspace(t, null, { name: 'firm' });
  await uploadTables(t, firm, [{ content: toCsv(engineers), filename: 'engineers.csv' }]);
  fleet = await createWorkspace(t, null, { name: 'fleet' });
  await uploadTables(t, fleet, [
    { content: toCsv(routes), filename: 'routes.csv' },
    { content: toCsv(runs), filename: 'delivery_runs.csv' },
  ]);
  haulage = await createWorkspace(t, null, { name: 'haulage' });
  await uploadTables(t, haulage, [
    { content: toCsv(depots), filename: 'van_depots.csv' },
    { content: toCsv(trips), filename: 'trips.csv' },
  ]);
}, 180_000);

const routeOf = new Map(routes.map((r) => [r.route_id, r]));

describe("a table's own row noun is not a cell that shares it", () => {
  it('"how many engineers do we employ" counts every row of engineers.csv', async () => {
    expectAnswered(await askBuiltin(t, firm, 'How many engineers do we employ?'), formatNumber(engineers.length));
  });

  it('"how many engineers joined in 2024" counts every grade', async () => {
    const n = engineers.filter((e) => e.hire_date.startsWith('2024')).length;
    expectAnswered(await askBuiltin(t, firm, 'How many engineers joined in 2024?'), formatNumber(n));
  });

  it('"deliveries" over delivery_runs counts the runs, not those of delivery routes', async () => {
    const n = runs.filter((r) => routeOf.get(r.route_id)!.depot === 'East' && r.status === 'aborted').length;
    expectAnswered(await askBuiltin(t, fleet, 'How many East depot deliveries were aborted?'), formatNumber(n));
  });

  it('"deliveries per depot" breaks every run down by depot', async () => {
    const reply = await askBuiltin(t, fleet, 'Deliveries per depot');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const depot of ['North', 'South', 'East']) {
      const n = runs.filter((r) => routeOf.get(r.route_id)!.depot === depot).length;
      expect(reply.content).toMatch(new RegExp(`${depot}\\s*\\|\\s*${formatNumber(n)}\\b`));
    }
  });

  it('"delivery routes" in the singular still names the cell', async () => {
    const n = runs.filter((r) => routeOf.get(r.route_id)!.service === 'delivery' && r.status === 'aborted').length;
    expectAnswered(await askBuiltin(t, fleet, 'How many runs on delivery routes were aborted?'), formatNumber(n));
  });

  it('the plural of a cell of rows referring to the named table stays the cell: "trips by vans"', async () => {
    const n = trips.filter((r) => r.vehicle === 'Van' && depots.find((d) => d.van_depot_id === r.van_depot_id)!.region === 'Coast').length;
    expectAnswered(await askBuiltin(t, haulage, 'How many trips by vans were from Coast depots?'), formatNumber(n));
  });
});
