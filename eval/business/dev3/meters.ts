// Energy meters: one CSV of 6,000 readings from 90 sensors on six sites. Its traps: "how many
// sensors" counts distinct sensor ids, not readings; an additive measure broken down or ranked by a
// group is a total, not an average; "per reading" is the plain average over rows; region codes that
// read as English words ("IS", "NO", "OR") must be read as the codes, or the question declined.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Reading {
  reading_id: number;
  sensor_id: string;
  site: string;
  region: string;
  reading_date: string;
  energy_kwh: number;
  temperature_c: number;
  calibration: string;
}

const SITES = ['Harbour', 'Airport', 'Foundry', 'Campus', 'Depot', 'Quarry Road'];
const REGIONS = ['IS', 'NO', 'OR', 'UK', 'DE'];

function generate(): Reading[] {
  const random = createRandom(417);
  const sensors = Array.from({ length: 90 }, (_, i) => ({
    id: `S${String(300 + i)}`,
    site: random.weighted(SITES, [30, 18, 14, 12, 16, 10]),
    region: random.weighted(REGIONS, [15, 20, 25, 25, 15]),
  }));
  return Array.from({ length: 6_000 }, (_, i): Reading => {
    const s = random.pick(sensors);
    return {
      reading_id: 900_001 + i,
      sensor_id: s.id,
      site: s.site,
      region: s.region,
      reading_date: random.date('2023-01-01', '2024-12-31'),
      energy_kwh: Math.round(Math.exp(random.normal(3.2, 0.7)) * 100) / 100,
      temperature_c: random.float(-5, 32, 1),
      calibration: random.weighted(['A', 'B', 'C'], [50, 30, 20]),
    };
  });
}

const COLUMNS: Column<Reading>[] = [
  { header: 'reading_id', value: (r) => r.reading_id },
  { header: 'sensor_id', value: (r) => r.sensor_id },
  { header: 'site', value: (r) => r.site },
  { header: 'region', value: (r) => r.region },
  { header: 'reading_date', value: (r) => r.reading_date },
  { header: 'Energy (kWh)', value: (r) => r.energy_kwh },
  { header: 'Temperature (C)', value: (r) => r.temperature_c },
  { header: 'Calibration', value: (r) => r.calibration },
];

export const meters: BusinessSchema = {
  name: 'meters',
  description: 'Energy meters: 6,000 readings of 90 sensors on six sites (CSV), region codes that read as English words',
  async build(dir) {
    const rows = generate();
    const files = [await writeCsv(join(dir, 'readings.csv'), COLUMNS, rows)];
    const q = questionSet('meters');
    const energy = (r: Reading) => r.energy_kwh;
    const sensorsAt = new Map<string, number>();
    for (const site of SITES) sensorsAt.set(site, new Set(rows.filter((r) => r.site === site).map((r) => r.sensor_id)).size);

    // 1. Entities named by an id column are counted distinct; the rows themselves are counted.
    q.ask('How many sensors are there?', count(new Set(rows.map((r) => r.sensor_id)).size));
    q.ask('how many readings are there?', count(rows.length));
    q.ask('Which site has the most sensors?', winner(sensorsAt));
    // 2. An additive measure by a group is a total.
    q.ask('energy by site', breakdown(groupBy(rows, (r) => r.site, 'sum', energy), 2));
    q.ask('top 3 sites by energy', ranking(ranked(groupBy(rows, (r) => r.site, 'sum', energy), 3)));
    q.ask('average temperature by site', breakdown(groupBy(rows, (r) => r.site, 'avg', (r) => r.temperature_c), 1));
    // 3. "per reading" is the average over rows; a comparison is by the column holding the values.
    q.ask('What is the average energy per reading?', amount(avgOf(rows, energy)));
    q.ask('compare the average energy at the Harbour and Depot sites', breakdown(groupBy(rows.filter((r) => r.site === 'Harbour' || r.site === 'Depot'), (r) => r.site, 'avg', energy), 2));
    // 4. Region codes that are also English words.
    q.ask('How many readings in NO?', count(countWhere(rows, (r) => r.region === 'NO')));
    q.ask('total energy in IS', amount(sumOf(rows, energy, (r) => r.region === 'IS')));

    q.ask('How many sensors does the Foundry site have?', count(new Set(rows.filter((r) => r.site === 'Foundry').map((r) => r.sensor_id)).size));
    q.ask('how many readings in OR?', count(countWhere(rows, (r) => r.region === 'OR')));
    q.ask('average temperature in OR', amount(avgOf(rows, (r) => r.temperature_c, (r) => r.region === 'OR'), 1));
    q.ask('When was the last reading?', day(rows.map((r) => r.reading_date).sort().at(-1)!));
    q.ask('which site has the highest total energy?', winner(groupBy(rows, (r) => r.site, 'sum', energy)));
    q.ask('average energy per reading in 2024', amount(avgOf(rows, energy, (r) => r.reading_date.startsWith('2024'))));
    const march = q.ask('total energy in March 2024', amount(sumOf(rows, energy, (r) => r.reading_date.startsWith('2024-03'))));
    q.followUp(march, 'what about December 2024?', amount(sumOf(rows, energy, (r) => r.reading_date.startsWith('2024-12'))));
    q.ask('How many sensors are in NO?', count(new Set(rows.filter((r) => r.region === 'NO').map((r) => r.sensor_id)).size));
    q.ask('average energy per reading in IS', amount(avgOf(rows, energy, (r) => r.region === 'IS')));
    q.ask('average energy across all calibrated readings', amount(avgOf(rows, energy)));
    q.ask('total energy per site in 2023', breakdown(groupBy(rows.filter((r) => r.reading_date.startsWith('2023')), (r) => r.site, 'sum', energy), 2));
    const cold = q.ask('average temperature at the Depot in January 2024', amount(avgOf(rows, (r) => r.temperature_c, (r) => r.site === 'Depot' && r.reading_date.startsWith('2024-01')), 1));
    q.followUp(cold, 'and in July 2024?', amount(avgOf(rows, (r) => r.temperature_c, (r) => r.site === 'Depot' && r.reading_date.startsWith('2024-07')), 1));
    q.ask('number of sensors per site', countsBy(sensorsAt));
    const yearly = q.ask('How many sensors reported in 2023?', count(new Set(rows.filter((r) => r.reading_date.startsWith('2023')).map((r) => r.sensor_id)).size));
    q.followUp(yearly, 'what about in March 2024?', count(new Set(rows.filter((r) => r.reading_date.startsWith('2024-03')).map((r) => r.sensor_id)).size));

    q.ask('What is the humidity at the Foundry?', decline('no humidity column'));
    q.ask('How many readings came from the Seaport site?', decline('no Seaport site'));
    q.ask('How many readings in FI?', decline('no region FI'));
    q.ask('total energy in AT in 2024', decline('no region AT'));
    q.ask('how many sensors are in ON?', decline('no region ON'));
    return { files, questions: q.questions };
  },
};
