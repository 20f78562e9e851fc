// A grid operator's meter log: one CSV named meter_readings.csv, 5,000 readings of 150 meters, with
// a read_at date and a depot code beside the depot's name. Its traps: "meters" are the distinct
// meter ids although the table is named after them ("readings" are the rows); "per reading" is the
// plain average, not a grouping by read_at; "which depot" is answered with the depot's name.
import { join } from 'node:path';
import { avgOf, groupBy } from '../compute.ts';
import { amount, count, decline, questionSet, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface MeterReading {
  reading_id: number;
  meter_id: string;
  tariff: string;
  region: string;
  depot_code: string;
  depot_name: string;
  read_at: string;
  energy_kwh: number;
}

const TARIFFS = ['Standard', 'Economy 7', 'Green Saver', 'Business Flex'];
const REGIONS = ['SE', 'NE', 'SW', 'NW'];
const DEPOTS = [
  { code: 'D-11', name: 'Ashford Yard' },
  { code: 'D-17', name: 'Kelso Works' },
  { code: 'D-23', name: 'Penrith Gate' },
  { code: 'D-31', name: 'Truro Quay' },
];

function generate(): MeterReading[] {
  const random = createRandom(733);
  const meters = Array.from({ length: 150 }, (_, i) => ({
    id: `MTR-${String(4100 + i)}`,
    tariff: random.weighted(TARIFFS, [40, 25, 20, 15]),
    region: random.weighted(REGIONS, [35, 25, 22, 18]),
    depot: random.weighted(DEPOTS, [30, 28, 22, 20]),
  }));
  return Array.from({ length: 5_000 }, (_, i): MeterReading => {
    const m = random.pick(meters);
    return {
      reading_id: 70_001 + i,
      meter_id: m.id,
      tariff: m.tariff,
      region: m.region,
      depot_code: m.depot.code,
      depot_name: m.depot.name,
      read_at: random.date('2024-01-01', '2024-12-31'),
      energy_kwh: Math.round(Math.exp(random.normal(2.8, 0.6)) * 100) / 100,
    };
  });
}

const COLUMNS: Column<MeterReading>[] = [
  { header: 'reading_id', value: (r) => r.reading_id },
  { header: 'meter_id', value: (r) => r.meter_id },
  { header: 'tariff', value: (r) => r.tariff },
  { header: 'region', value: (r) => r.region },
  { header: 'depot_code', value: (r) => r.depot_code },
  { header: 'depot_name', value: (r) => r.depot_name },
  { header: 'read_at', value: (r) => r.read_at },
  { header: 'energy_kwh', value: (r) => r.energy_kwh },
];

export const grid: BusinessSchema = {
  name: 'grid',
  description: 'A meter log: 5,000 readings of 150 meters in meter_readings.csv, a read_at date, depot codes beside depot names',
  async build(dir) {
    const rows = generate();
    const files = [await writeCsv(join(dir, 'meter_readings.csv'), COLUMNS, rows)];
    const q = questionSet('grid');
    const energy = (r: MeterReading) => r.energy_kwh;
    const metersWhere = (where: (r: MeterReading) => boolean) => new Set(rows.filter(where).map((r) => r.meter_id)).size;
    const metersByTariff = new Map(TARIFFS.map((t) => [t, metersWhere((r) => r.tariff === t)]));

    // 1. "meters" in a table named meter_readings are the distinct meter ids; "readings" the rows.
    q.ask('How many meters are there?', count(metersWhere(() => true)));
    q.ask('how many readings are there?', count(rows.length));
    q.ask('How many meters are in SE?', count(metersWhere((r) => r.region === 'SE')));
    q.ask('Which tariff has the most meters?', winner(metersByTariff));
    // 2. "per reading" is the plain average over rows.
    q.ask('What is the average energy per reading?', amount(avgOf(rows, energy)));
    q.ask('average energy per reading in NW', amount(avgOf(rows, energy, (r) => r.region === 'NW')));
    // 3. "which depot" is answered with its name, not its code.
    q.ask('Which depot has the highest total energy?', winner(groupBy(rows, (r) => r.depot_name, 'sum', energy)));

    q.ask('How many meters are in the Orkney region?', decline('no Orkney region'));
    return { files, questions: q.questions };
  },
};
