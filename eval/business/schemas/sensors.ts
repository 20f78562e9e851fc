// Sensor time series: 1,000,000 readings (CSV, about 50 MB), the size where look-ups capped at 100
// rows and full scans per question show. Traps: site values with one-letter suffixes ("Plant A"),
// units in headers ("Temperature (°C)"), empty readings, reading_id (never a measure).
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, minOf, percentOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, percent, questionSet, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Reading {
  id: number;
  sensor: string;
  site: string;
  at: string;
  temperature: number | null;
  humidity: number;
  status: string;
}

export const SENSOR_ROWS = 1_000_000;
const SENSORS = 125;
const SITES = ['Plant A', 'Plant B', 'Plant C', 'Plant D', 'Plant E'];
const SITE_BASE_TEMPERATURE = [21, 24, 19, 27, 22.5];
const SITE_BASE_HUMIDITY = [45, 52, 38, 61, 49];
const INTERVAL_MS = 65 * 60_000;
const START_MS = Date.parse('2024-01-01T00:00:00Z');

function generate(): Reading[] {
  const random = createRandom(55);
  const rows = new Array<Reading>(SENSOR_ROWS);
  // A few sensors are faulty far more often, so "which sensor reports the most faults" has one answer.
  const faultRate = Array.from({ length: SENSORS }, (_, s) => (s === 16 ? 0.03 : s === 83 ? 0.02 : 0.004));
  for (let i = 0; i < SENSOR_ROWS; i++) {
    const s = i % SENSORS;
    const siteIndex = s % SITES.length;
    const ms = START_MS + Math.floor(i / SENSORS) * INTERVAL_MS + s * 7_000;
    const dayOfYear = (ms - START_MS) / 86_400_000;
    const seasonal = 6 * Math.sin(((dayOfYear - 100) / 366) * 2 * Math.PI);
    const temperature = roundTo(SITE_BASE_TEMPERATURE[siteIndex] + seasonal + random.normal(0, 2.5), 2);
    const fault = random.chance(faultRate[s]);
    rows[i] = {
      id: 1 + i,
      sensor: `S-${String(s + 1).padStart(3, '0')}`,
      site: SITES[siteIndex],
      at: new Date(ms).toISOString().slice(0, 19).replace('T', ' '),
      temperature: random.chance(0.012) ? null : temperature,
      humidity: roundTo(Math.min(99, Math.max(5, SITE_BASE_HUMIDITY[siteIndex] + random.normal(0, 8))), 1),
      status: fault ? 'fault' : temperature > 33 ? 'warning' : 'ok',
    };
  }
  return rows;
}

const COLUMNS: Column<Reading>[] = [
  { header: 'reading_id', value: (r) => r.id },
  { header: 'sensor_id', value: (r) => r.sensor },
  { header: 'site', value: (r) => r.site },
  { header: 'recorded_at', value: (r) => r.at },
  { header: 'Temperature (°C)', value: (r) => r.temperature },
  { header: 'Humidity (%)', value: (r) => r.humidity },
  { header: 'status', value: (r) => r.status },
];

export const sensors: BusinessSchema = {
  name: 'sensors',
  description: 'Sensor time series: 1,000,000 readings of 125 sensors over 2024 (CSV)',
  async build(dir) {
    const rows = generate();
    const file = await writeCsv(join(dir, 'sensor_readings.csv'), COLUMNS, rows);
    const temperature = (r: Reading) => r.temperature;
    const atSite = (site: string) => (r: Reading) => r.site === site;
    const q = questionSet('sensors');

    q.ask('How many readings came from Plant C?', count(countWhere(rows, atSite('Plant C'))));
    q.ask('What is the average temperature at Plant A?', amount(avgOf(rows, temperature, atSite('Plant A'))));
    q.ask('What was the highest temperature recorded by sensor S-017?', amount(maxOf(rows, temperature, (r) => r.sensor === 'S-017')));
    q.ask('How many fault readings were there in March 2024?', count(countWhere(rows, (r) => r.status === 'fault' && r.at.startsWith('2024-03'))));
    q.ask('Which site has the highest average humidity?', winner(groupBy(rows, (r) => r.site, 'avg', (r) => r.humidity)));
    q.ask('Which sensor reported the most faults?', winner(groupBy(rows, (r) => r.sensor, 'count', undefined, (r) => r.status === 'fault')));
    q.ask('How many readings have no temperature value?', count(countWhere(rows, (r) => r.temperature === null)));
    q.ask('Average temperature per site', breakdown(groupBy(rows, (r) => r.site, 'avg', temperature)));
    q.ask('What percentage of readings have status warning?', percent(percentOf(countWhere(rows, (r) => r.status === 'warning'), rows.length), 2));
    q.ask('What was the lowest temperature in January 2024?', amount(minOf(rows, temperature, (r) => r.at.startsWith('2024-01'))));
    q.ask('How many readings were above 35 °C?', count(countWhere(rows, (r) => r.temperature !== null && r.temperature > 35)));
    q.ask('Number of readings by status', countsBy(groupBy(rows, (r) => r.status, 'count')));
    q.ask('What is the average humidity in July 2024?', amount(avgOf(rows, (r) => r.humidity, (r) => r.at.startsWith('2024-07'))));
    q.ask('Which site is the coldest on average?', winner(groupBy(rows, (r) => r.site, 'avg', temperature), 'asc'));
    q.ask('How many warnings did Plant D have in the second quarter of 2024?', count(countWhere(rows, (r) => r.site === 'Plant D' && r.status === 'warning' && r.at >= '2024-04-01' && r.at < '2024-07-01')));
    q.ask('How many distinct sensors are there?', count(new Set(rows.map((r) => r.sensor)).size));
    q.ask('Average temperature of sensor S-042 between 2024-06-01 and 2024-06-15', amount(avgOf(rows, temperature, (r) => r.sensor === 'S-042' && r.at >= '2024-06-01' && r.at < '2024-06-16')));
    q.ask('How many readings did sensor S-101 record?', count(countWhere(rows, (r) => r.sensor === 'S-101')));
    q.ask('Maximum humidity at Plant E', amount(maxOf(rows, (r) => r.humidity, atSite('Plant E')), 1));
    q.ask('Fault readings per site', countsBy(groupBy(rows, (r) => r.site, 'count', undefined, (r) => r.status === 'fault')));
    const hottest = rows.filter((r) => r.sensor === 'S-017' && r.temperature !== null).sort((a, b) => b.temperature! - a.temperature!);
    if (hottest[0].temperature === hottest[1].temperature) throw new Error('S-017 has two hottest readings');
    q.ask('On which day did sensor S-017 record its highest temperature?', day(hottest[0].at));
    const plantB = q.ask('What is the average temperature at Plant B?', amount(avgOf(rows, temperature, atSite('Plant B'))));
    q.followUp(plantB, 'And at Plant D?', amount(avgOf(rows, temperature, atSite('Plant D'))));
    const faults = q.ask('How many fault readings were there in total?', count(countWhere(rows, (r) => r.status === 'fault')));
    q.followUp(faults, 'How many of those were at Plant A?', count(countWhere(rows, (r) => r.status === 'fault' && r.site === 'Plant A')));

    q.ask('What is the average pressure at Plant A?', decline('no pressure column'));
    q.ask('How many readings came from Plant Z?', decline('no Plant Z'));
    q.ask('Which technician maintains sensor S-001?', decline('no technician column'));
    q.ask('What was the average temperature in 2019?', decline('readings cover 2024 only'));
    return { files: [file], questions: q.questions };
  },
};
