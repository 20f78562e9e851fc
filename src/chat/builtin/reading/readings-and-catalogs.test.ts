// Confident mistakes on tables of readings and on sales lines beside a catalog, each asked through
// HTTP on 1,000+ rows: things named by a repeating id are counted once, an energy by a group is its
// total, codes that read as words stay codes, "all <adjective>" is not a breakdown, a catalog's unit
// cost is never added up as sales, "the oldest store" is the earliest date and "the last sale" the
// latest one. Expected answers are computed here from the generated rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { meterReadings, shopSales, toCsv } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const readings = meterReadings(3_000);
const shop = shopSales(2_000);
// The same readings in a table named after the thing read: meter_readings.csv with a meter_id.
const meterRows = readings.map(({ sensor_id, reading_date, ...rest }) => ({ meter_id: sensor_id, read_at: reading_date, ...rest }));

let t: TestClient;
let meters: string;
let meterLog: string;
let shops: string;
let salesWithNames: string;

async function workspace(name: string, files: Array<{ content: string; filename: string }>): Promise<string> {
  const ws = await createWorkspace(t, null, { name });
  await uploadTables(t, ws, files);
  return ws;
}

beforeAll(async () => {
  t = sharedTestApp();
  meters = await workspace('meters', [{ content: toCsv(readings), filename: 'readings.csv' }]);
  meterLog = await workspace('meter log', [{ content: toCsv(meterRows), filename: 'meter_readings.csv' }]);
  shops = await workspace('shop', [
    { content: toCsv(shop.products), filename: 'products.csv' },
    { content: toCsv(shop.stores), filename: 'stores.csv' },
    { content: toCsv(shop.sales), filename: 'sales.csv' },
  ]);
  const storeNames = new Map(shop.stores.map((s) => [s.store_id, s.store_name]));
  salesWithNames = await workspace('sales with store names', [{ content: toCsv(namedSales(storeNames)), filename: 'sales.csv' }]);
}, 180_000);

type Reply = BuiltinReply;

/** The sales lines with the store's name beside its id, in one table. */
function namedSales(names: Map<number, string>) {
  return shop.sales.map((s) => ({ ...s, store_name: names.get(s.store_id)! }));
}

const ask = (ws: string, message: string): Promise<Reply> => askBuiltin(t, ws, message);
const answered = expectAnswered;

const distinct = <T>(list: T[], key: (r: T) => string) => new Set(list.map(key)).size;
const sumBy = <T>(list: T[], key: (r: T) => string, value: (r: T) => number) => {
  const out = new Map<string, number>();
  for (const r of list) out.set(key(r), (out.get(key(r)) ?? 0) + value(r));
  return out;
};

describe('readings: counts of things, totals by group, codes that read as words (3,000 rows)', () => {
  it('counts distinct sensors, and the readings themselves as rows', async () => {
    answered(await ask(meters, 'How many sensors are there?'), formatNumber(distinct(readings, (r) => r.sensor_id)));
    answered(await ask(meters, 'How many readings are there?'), formatNumber(readings.length));
  });

  it('ranks sites by their number of distinct sensors, not their readings', async () => {
    const bySite = new Map<string, Set<string>>();
    for (const r of readings) bySite.set(r.site, (bySite.get(r.site) ?? new Set()).add(r.sensor_id));
    const ranked = [...bySite].map(([site, s]) => [site, s.size] as const).sort((a, b) => b[1] - a[1]);
    const reply = await ask(meters, 'Which site has the most sensors?');
    if (ranked[0][1] === ranked[1][1]) expect(reply.content).toContain(`**${ranked[1][0]}**`);
    answered(reply, ranked[0][0]);
    expect(reply.execution_details.sql_queries_executed.at(-1)!.sql).toMatch(/count\(DISTINCT/i);
  });

  it('breaks energy down by site as a total, and ranks sites by it', async () => {
    const totals = [...sumBy(readings, (r) => r.site, (r) => r.energy_kwh)].sort((a, b) => b[1] - a[1]);
    const reply = await ask(meters, 'energy by site');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    expect(reply.content).toContain(formatNumber(totals[0][1]));
    const top = await ask(meters, 'top 2 sites by energy');
    expect(top.execution_details.outcome, top.content).toBe('answered');
    expect(top.content.indexOf(totals[0][0])).toBeLessThan(top.content.indexOf(totals[1][0]));
    expect(top.execution_details.interpretation).toMatch(/total/i);
  });

  it('reads IS, NO and OR as region codes', async () => {
    for (const code of ['IS', 'NO', 'OR']) {
      const reply = await ask(meters, `How many readings in ${code}?`);
      answered(reply, formatNumber(readings.filter((r) => r.region === code).length));
    }
  });

  it('reads "across all calibrated readings" as every reading with a calibration, not a breakdown', async () => {
    const reply = await ask(meters, 'average energy across all calibrated readings');
    answered(reply, formatNumber(readings.reduce((s, r) => s + r.energy_kwh, 0) / readings.length));
    expect(reply.content).not.toMatch(/by calibration/);
  });
});

describe('meter_readings.csv: "meters" are the distinct meter ids, "readings" the rows (3,000 rows)', () => {
  it('counts distinct meters overall and in a region, and the readings as rows', async () => {
    let reply = await ask(meterLog, 'How many meters are there?');
    answered(reply, formatNumber(distinct(meterRows, (r) => r.meter_id)));
    expect(reply.execution_details.sql_queries_executed.at(-1)!.sql).toMatch(/count\(DISTINCT/i);
    reply = await ask(meterLog, 'How many meters are in UK?');
    answered(reply, formatNumber(distinct(meterRows.filter((r) => r.region === 'UK'), (r) => r.meter_id)));
    answered(await ask(meterLog, 'How many readings are there?'), formatNumber(meterRows.length));
  });

  it('reads "per reading" as the plain average over rows, not a grouping by read_at', async () => {
    const reply = await ask(meterLog, 'What is the average energy per reading?');
    answered(reply, formatNumber(meterRows.reduce((s, r) => s + r.energy_kwh, 0) / meterRows.length));
    expect(reply.execution_details.sql_queries_executed.at(-1)!.sql).not.toMatch(/GROUP BY/i);
  });

  it('ranks sites by their number of distinct meters', async () => {
    const bySite = new Map<string, Set<string>>();
    for (const r of meterRows) bySite.set(r.site, (bySite.get(r.site) ?? new Set()).add(r.meter_id));
    const ranked = [...bySite].map(([site, s]) => [site, s.size] as const).sort((a, b) => b[1] - a[1]);
    const reply = await ask(meterLog, 'Which site has the most meters?');
    expect(reply.execution_details.sql_queries_executed.at(-1)!.sql).toMatch(/count\(DISTINCT/i);
    if (ranked[0][1] !== ranked[1][1]) answered(reply, ranked[0][0]);
  });
});

describe('sales lines beside a catalog and a store list (2,000 rows)', () => {
  it('does not add up the catalog unit cost as what a brand sold', async () => {
    const reply = await ask(shops, 'What did Acme products sell for in total?');
    expect(reply.execution_details.outcome, reply.content).not.toBe('answered');
  });

  it('takes the oldest store as the earliest opening date and the last sale as the latest sale date', async () => {
    const oldest = [...shop.stores].sort((a, b) => a.opened_on.localeCompare(b.opened_on))[0];
    answered(await ask(shops, 'Which is the oldest store?'), oldest.store_name);
    answered(await ask(shops, 'When was the last sale?'), shop.sales.map((s) => s.sale_date).sort().at(-1)!);
  });

  it('answers "which store" by the store name beside the store id in the same table, not the id', async () => {
    const names = new Map(shop.stores.map((s) => [s.store_id, s.store_name]));
    const totals = [...sumBy(namedSales(names), (r) => r.store_name, (r) => r.sales_amount)].sort((a, b) => b[1] - a[1]);
    const reply = await ask(salesWithNames, 'Which store has the highest total sales amount?');
    answered(reply, totals[0][0]);
    expect(reply.content).toContain(formatNumber(totals[0][1]));
  });
});
