// The kinds of confident mistakes the builtin engine made on tables it was not tuned on, each as a
// question through HTTP on a table of 1,000+ rows: the answer is right, or it is not given as a
// confident one. Expected answers are computed here from the generated rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/support/test-app.ts';
import { sharedTestApp } from '../../../../test/support/shared-app.ts';
import { createWorkspace } from '../../../../test/support/factories.ts';
import { askBuiltin, expectAnswered, uploadTables, type BuiltinReply } from '../../../../test/support/builtin-chat.ts';
import { tiedVisits, toCsv, trips } from '../../../../test/support/business-tables.ts';
import { formatNumber } from '../text.ts';

const rows = trips(2_400);
const visits = tiedVisits();

let t: TestClient;
let ws: string;

beforeAll(async () => {
  t = sharedTestApp();
  ws = await createWorkspace(t, null, { name: 'confident mistakes' });
  await uploadTables(t, ws, [
    { content: toCsv(rows), filename: 'trips.csv' },
    { content: toCsv(visits), filename: 'visits.csv' },
  ]);
}, 120_000);

type Reply = BuiltinReply;

const ask = (message: string): Promise<Reply> => askBuiltin(t, ws, message);
const answered = expectAnswered;

const count = <T>(list: T[], pred: (r: T) => boolean) => list.filter(pred).length;
const pct = (part: number, whole: number) => `${formatNumber((100 * part) / whole)}%`;
const sumBy = <T>(list: T[], key: (r: T) => string, value: (r: T) => number) => {
  const out = new Map<string, number>();
  for (const r of list) out.set(key(r), (out.get(key(r)) ?? 0) + value(r));
  return out;
};

describe('the builtin engine is right or says it is not sure (1,000+ rows)', () => {
  it('takes a share over the rows the question names, not over all rows', async () => {
    const trucks = rows.filter((r) => r.vehicle_type === 'Truck');
    const reply = await ask('What share of Truck trips were Late?');
    answered(reply, pct(count(trucks, (r) => r.outcome === 'Late'), trucks.length));
    expect(reply.execution_details.interpretation).toMatch(/as a share of the number of rows where vehicle_type = Truck/);
  });

  it('takes a rate over the rows whose status is known, leaving out blank cells', async () => {
    const known = rows.filter((r) => r.outcome !== '');
    const reply = await ask('What is the late rate?');
    answered(reply, pct(count(known, (r) => r.outcome === 'Late'), known.length));
    expect(reply.execution_details.interpretation).toMatch(/outcome has a value/);
  });

  it('adds up the quantity for "how many items were sold", never the price beside it', async () => {
    const reply = await ask('How many items were sold?');
    answered(reply, formatNumber(rows.reduce((s, r) => s + r.items_qty, 0)));
    expect(reply.execution_details.sql_queries_executed.at(-1)!.sql).not.toMatch(/item_price/);
  });

  it('ranks groups by their total for "the most <weight>", not their average', async () => {
    const totals = [...sumBy(rows, (r) => r.depot, (r) => r.cargo_kg)].sort((a, b) => b[1] - a[1]);
    const reply = await ask('Which depot has the most cargo kg?');
    answered(reply, totals[0][0]);
    expect(reply.execution_details.interpretation).toMatch(/total cargo_kg per depot/);
  });

  it('groups "trips per year" by the year of the trip date, not by the model year', async () => {
    const reply = await ask('Trips per year');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const year of ['2022', '2023', '2024']) {
      expect(reply.content).toMatch(new RegExp(`\\| ${year} \\| ${formatNumber(count(rows, (r) => r.trip_date.startsWith(year)))} \\|`));
    }
    const byModel = await ask('How many trips per model year?');
    expect(byModel.execution_details.interpretation).toMatch(/by model_year/);
  });

  it('counts the trips of one vehicle rather than breaking them down by vehicle', async () => {
    const reply = await ask('Number of trips by vehicle_code V-120 in 2023');
    const expected = count(rows, (r) => r.vehicle_code === 'V-120' && r.trip_date.startsWith('2023'));
    if (reply.execution_details.outcome === 'answered') answered(reply, formatNumber(expected));
    expect(reply.content).not.toMatch(/\| V-1\d\d \|/);
  });

  it('does not give a breakdown by an identifier cut to its largest groups as a confident answer', async () => {
    const reply = await ask('Number of trips per vehicle_code');
    expect(reply.execution_details.outcome, reply.content).toBe('uncertain');
    expect(reply.content).toMatch(/identifies rows/);
  });

  it('names every group of a three-way tie for first', async () => {
    const reply = await ask('Which region has the most visits?');
    expect(reply.execution_details.outcome, reply.content).toBe('answered');
    for (const region of ['North', 'South', 'East']) expect(reply.content).toContain(`**${region}**`);
    expect(reply.content).not.toContain('**West**');
    expect(reply.content).toMatch(/3 region values tie/);
  });
});
