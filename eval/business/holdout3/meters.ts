// Electricity meter readings of a Nordic utility: one Parquet file of 200,000 twice-daily readings
// from 250 meters. Traps: the country "NO" and the quality flag "OK" (stopwords in short capitals),
// the site "Total Fitness Bergen" (not a summary row), numeric reading_id and meter_id (never
// measures), units in every measure's header (kWh, kW, °C, EUR), blank consumption on missed
// reads, meters that never report peak demand, blank temperatures, real timestamps.
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, minOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeParquet, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Meter {
  meter_id: number;
  site: string;
  site_type: string;
  city: string;
  country: string;
  tariff: string;
  size: number;
  reports_demand: boolean;
}

interface Reading {
  reading_id: number;
  meter: Meter;
  read_at: string;
  kwh: number | null;
  peak_kw: number | null;
  temp: number | null;
  cost: number | null;
  flag: 'OK' | 'EST' | 'MISSING';
}

const CITIES: [string, string, number][] = [
  ['Oslo', 'NO', 0], ['Bergen', 'NO', 2], ['Trondheim', 'NO', -1.5], ['Stavanger', 'NO', 2.5],
  ['Stockholm', 'SE', 0.5], ['Gothenburg', 'SE', 1.5], ['Malmö', 'SE', 2.5], ['Uppsala', 'SE', -0.5],
  ['Copenhagen', 'DK', 2.5], ['Aarhus', 'DK', 2], ['Odense', 'DK', 2.2],
  ['Helsinki', 'FI', -1], ['Tampere', 'FI', -2.5], ['Turku', 'FI', -1.2],
];
const SITE_TYPES: Record<string, { names: string[]; kwh: number; weight: number; heating: number; weekend: number }> = {
  Residential: { names: ['Birch Court', 'Fjordview Flats', 'Harbour Terrace', 'Linden Residences', 'Pine Hill Homes', 'Aurora Apartments', 'Elm Row', 'Lakeside Lofts', 'Granite House', 'Meadow Park', 'Rowan Gardens', 'Sjøkanten Flats'], kwh: 240, weight: 38, heating: 0.05, weekend: 1.08 },
  Office: { names: ['Nordic Tower', 'Harbour Offices', 'Tech Park', 'City Hub', 'Kvarter House', 'Atrium Building', 'Station Square Offices'], kwh: 520, weight: 20, heating: 0.035, weekend: 0.4 },
  Retail: { names: ['Market Hall', 'Northgate Mall', 'Corner Grocer', 'Galleria'], kwh: 610, weight: 15, heating: 0.02, weekend: 1.12 },
  Industrial: { names: ['Steelworks', 'Paper Mill', 'Cold Storage', 'Data Centre', 'Bakery Plant'], kwh: 2_900, weight: 9, heating: 0.008, weekend: 0.85 },
  School: { names: ['Primary School', 'Upper Secondary', 'Technical College'], kwh: 330, weight: 12, heating: 0.045, weekend: 0.3 },
  Leisure: { names: ['Total Fitness', 'Aqua Centre', 'Ice Arena'], kwh: 700, weight: 6, heating: 0.02, weekend: 1.2 },
};
const TARIFFS = ['Fixed', 'Spot', 'Green Fixed'];
// Spot prices per calendar month (EUR per kWh): dear in winter, cheap in summer.
const SPOT = [0.29, 0.27, 0.21, 0.15, 0.1, 0.08, 0.07, 0.09, 0.13, 0.18, 0.24, 0.31];
const FIXED: Record<string, number> = { Fixed: 0.205, 'Green Fixed': 0.232 };
const MONTH_TEMP = [-4.5, -4, -0.5, 4.5, 10.5, 15, 17.5, 16.5, 11.5, 6, 1, -3];
const FIRST_READ = '2024-01-01';
const READS_PER_METER = 800;

function generate(): Reading[] {
  const random = createRandom(77_001);
  const typeNames = Object.keys(SITE_TYPES);
  const seen = new Set<string>();
  const meters: Meter[] = [];
  for (let i = 0; i < 250; i++) {
    // One gym chain site whose name starts with "Total" is always there; other names are drawn
    // until new, since "Birch Court Oslo 2" would also name "Birch Court Oslo".
    let city: string, country: string, site_type: string, site: string;
    do {
      [city, country] = random.pick(CITIES);
      site_type = random.weighted(typeNames, typeNames.map((t) => SITE_TYPES[t].weight));
      site = `${random.pick(SITE_TYPES[site_type].names)} ${city}`;
    } while (seen.has(site));
    if (i === 17) [city, country, site_type, site] = ['Bergen', 'NO', 'Leisure', 'Total Fitness Bergen'];
    seen.add(site);
    meters.push({
      meter_id: 4_400_101 + i * 3,
      site,
      site_type,
      city,
      country,
      tariff: random.weighted(TARIFFS, [45, 35, 20]),
      size: Math.exp(random.normal(0, 0.45)),
      reports_demand: random.chance(0.84),
    });
  }
  const readings: Omit<Reading, 'reading_id'>[] = [];
  for (let r = 0; r < READS_PER_METER; r++) {
    const date = addDays(FIRST_READ, Math.floor(r / 2));
    const read_at = `${date} ${r % 2 === 0 ? '00' : '12'}:00:00`;
    const monthIndex = Number(date.slice(5, 7)) - 1;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    for (const meter of meters) {
      const spec = SITE_TYPES[meter.site_type];
      const offset = CITIES.find(([c]) => c === meter.city)![2];
      const temp = roundTo(MONTH_TEMP[monthIndex] + offset + (r % 2 === 1 ? 2.5 : -1) + random.normal(0, 3.2), 1);
      const flag = random.weighted(['OK', 'EST', 'MISSING'] as const, [915, 60, 25]);
      const load = spec.kwh * meter.size * (1 + spec.heating * Math.max(0, 15 - temp)) * (weekend ? spec.weekend : 1) * (1 + random.normal(0, 0.07));
      const kwh = flag === 'MISSING' ? null : roundTo(Math.max(0, load), 3);
      const price = meter.tariff === 'Spot' ? SPOT[monthIndex] : FIXED[meter.tariff];
      readings.push({
        meter,
        read_at,
        kwh,
        peak_kw: kwh === null || !meter.reports_demand ? null : roundTo((kwh / 12) * (1.3 + random.next() * 1.2), 2),
        temp: random.chance(0.03) ? null : temp,
        cost: kwh === null ? null : roundTo(kwh * price, 2),
        flag,
      });
    }
  }
  return readings.map((reading, i) => ({ reading_id: 90_000_001 + i, ...reading }));
}

const COLUMNS: Column<Reading>[] = [
  { header: 'reading_id', value: (r) => r.reading_id, sqlType: 'BIGINT' },
  { header: 'meter_id', value: (r) => r.meter.meter_id, sqlType: 'BIGINT' },
  { header: 'site_name', value: (r) => r.meter.site },
  { header: 'site_type', value: (r) => r.meter.site_type },
  { header: 'city', value: (r) => r.meter.city },
  { header: 'country', value: (r) => r.meter.country },
  { header: 'tariff', value: (r) => r.meter.tariff },
  { header: 'read_at', value: (r) => r.read_at, sqlType: 'TIMESTAMP' },
  { header: 'Consumption (kWh)', value: (r) => r.kwh, sqlType: 'DOUBLE' },
  { header: 'Peak Demand (kW)', value: (r) => r.peak_kw, sqlType: 'DOUBLE' },
  { header: 'Outdoor Temp (°C)', value: (r) => r.temp, sqlType: 'DOUBLE' },
  { header: 'Cost (EUR)', value: (r) => r.cost, sqlType: 'DOUBLE' },
  { header: 'quality_flag', value: (r) => r.flag },
];

export const meters: BusinessSchema = {
  name: 'meters',
  description: 'Energy: 200,000 electricity meter readings from 250 meters with blank reads (Parquet)',
  async build(dir) {
    const rows = generate();
    const file = await writeParquet(join(dir, 'meter_readings.parquet'), COLUMNS, rows);
    const q = questionSet('meters');
    const kwh = (r: Reading) => r.kwh;
    const cost = (r: Reading) => r.cost;
    const day_ = (r: Reading) => r.read_at.slice(0, 10);
    const during = (period: string) => (r: Reading) => r.read_at.startsWith(period);
    const between = (from: string, to: string) => (r: Reading) => day_(r) >= from && day_(r) <= to;
    const inCountry = (country: string) => (r: Reading) => r.meter.country === country;
    const ofType = (type: string) => (r: Reading) => r.meter.site_type === type;
    const ofMeter = (id: number) => (r: Reading) => r.meter.meter_id === id;
    const meterList = [...new Map(rows.map((r) => [r.meter.meter_id, r.meter])).values()];
    const metersBy = (key: (m: Meter) => string, where: (m: Meter) => boolean = () => true) => {
      const groups = new Map<string, number>();
      for (const m of meterList.filter(where)) groups.set(key(m), (groups.get(key(m)) ?? 0) + 1);
      return groups;
    };
    const monthly = groupBy(rows, (r) => r.read_at.slice(0, 7), 'sum', kwh);
    // Two meters of the same kind in different cities, for the follow-up conversation.
    const officeMeters = meterList.filter((m) => m.site_type === 'Office');
    const [firstOffice, secondOffice] = [officeMeters[0], officeMeters[officeMeters.length - 1]];
    const withTemp = (r: Reading) => r.temp !== null;
    // The two cities with the most school meters (a tie broken by name), for another follow-up.
    const schoolCities = [...metersBy((m) => m.city, (m) => m.site_type === 'School')]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([city]) => city);

    q.ask('How many readings are in the file?', count(rows.length));
    q.ask('how many meters are there', count(meterList.length));
    q.ask('Total consumption in kWh across all meters', amount(sumOf(rows, kwh), 1));
    q.ask('total kWh used in 2025-01', amount(sumOf(rows, kwh, during('2025-01')), 1));
    q.ask('How much electricity did sites in NO use in 2024?', amount(sumOf(rows, kwh, (r) => inCountry('NO')(r) && during('2024')(r)), 1));
    q.ask('What is the average consumption per reading for industrial sites?', amount(avgOf(rows, kwh, ofType('Industrial'))));
    q.ask('How many readings have no consumption value?', count(countWhere(rows, (r) => r.kwh === null)));
    q.ask('what share of readings were estimated', percent(percentOf(countWhere(rows, (r) => r.flag === 'EST'), rows.length)));
    q.ask('How many readings are flagged OK?', count(countWhere(rows, (r) => r.flag === 'OK')));
    q.ask(
      'Of the readings with a temperature recorded, what percentage were below freezing?',
      percent(percentOf(countWhere(rows, (r) => r.temp !== null && r.temp < 0), countWhere(rows, withTemp))),
    );
    q.ask('highest peak demand recorded, in kW', amount(maxOf(rows, (r) => r.peak_kw)));
    q.ask('Which site hit the highest peak demand?', winner(groupBy(rows, (r) => r.meter.site, 'max', (r) => r.peak_kw, (r) => r.peak_kw !== null)));
    q.ask('Which site used the most energy in 2024?', winner(groupBy(rows, (r) => r.meter.site, 'sum', kwh, during('2024'))));
    q.ask('Top 5 sites by total cost', ranking(ranked(groupBy(rows, (r) => r.meter.site, 'sum', cost), 5)));
    q.ask('Which type of site consumed the least electricity overall?', winner(groupBy(rows, (r) => r.meter.site_type, 'sum', kwh), 'asc'));
    q.ask('consumption by country', breakdown(groupBy(rows, (r) => r.meter.country, 'sum', kwh), 1));
    q.ask('Break down kWh by site type', breakdown(groupBy(rows, (r) => r.meter.site_type, 'sum', kwh), 1));
    q.ask(
      'Compare the average cost per reading on the Fixed and Spot tariffs',
      breakdown(groupBy(rows, (r) => r.meter.tariff, 'avg', cost, (r) => r.meter.tariff === 'Fixed' || r.meter.tariff === 'Spot')),
    );
    q.ask('Which country has the highest average cost per reading?', winner(groupBy(rows, (r) => r.meter.country, 'avg', cost)));
    q.ask('top 3 cities by consumption', ranking(ranked(groupBy(rows, (r) => r.meter.city, 'sum', kwh), 3)));
    q.ask('kWh between 15 Mar 2024 and 15 Apr 2024', amount(sumOf(rows, kwh, between('2024-03-15', '2024-04-15')), 1));
    q.ask('consumption since December 2024', amount(sumOf(rows, kwh, (r) => day_(r) >= '2024-12-01'), 1));
    q.ask('When was the first reading taken?', day(dateRange(rows, (r) => r.read_at).first));
    q.ask('What is the date of the latest reading?', day(dateRange(rows, (r) => r.read_at).last));
    q.ask('Which month had the highest total consumption?', month(ranked(monthly, 1)[0]));
    q.ask('average outdoor temperature in Feb 2024 for FI sites', amount(avgOf(rows, (r) => r.temp, (r) => inCountry('FI')(r) && during('2024-02')(r)), 1));
    q.ask('coldest outdoor temp recorded (°C)', amount(minOf(rows, (r) => r.temp), 1));
    q.ask('How much did Total Fitness Bergen consume in 2024?', amount(sumOf(rows, kwh, (r) => r.meter.site === 'Total Fitness Bergen' && during('2024')(r)), 1));
    q.ask('How many meters are in SE?', count(countWhere(meterList, (m) => m.country === 'SE')));
    q.ask('how many residential meters are on the Green Fixed tariff', count(countWhere(meterList, (m) => m.site_type === 'Residential' && m.tariff === 'Green Fixed')));
    q.ask('Which tariff has the most meters?', winner(metersBy((m) => m.tariff)));
    q.ask(
      "What share of DK's consumption came from industrial sites?",
      percent(percentOf(sumOf(rows, kwh, (r) => inCountry('DK')(r) && ofType('Industrial')(r)), sumOf(rows, kwh, inCountry('DK')))),
    );
    q.ask('What percentage of meters never report peak demand?', percent(percentOf(countWhere(meterList, (m) => !m.reports_demand), meterList.length)));

    const first = q.ask(
      `kWh for meter ${firstOffice.meter_id} in January 2025`,
      amount(sumOf(rows, kwh, (r) => ofMeter(firstOffice.meter_id)(r) && during('2025-01')(r)), 1),
    );
    const second = q.followUp(first, `and for meter ${secondOffice.meter_id}?`, amount(sumOf(rows, kwh, (r) => ofMeter(secondOffice.meter_id)(r) && during('2025-01')(r)), 1));
    q.followUp(second, 'what about December 2024?', amount(sumOf(rows, kwh, (r) => ofMeter(secondOffice.meter_id)(r) && during('2024-12')(r)), 1));
    const schools = q.ask(
      `avg consumption per reading for schools in ${schoolCities[0]}`,
      amount(avgOf(rows, kwh, (r) => ofType('School')(r) && r.meter.city === schoolCities[0])),
    );
    q.followUp(schools, `and in ${schoolCities[1]}?`, amount(avgOf(rows, kwh, (r) => ofType('School')(r) && r.meter.city === schoolCities[1])));

    q.ask('What were total CO2 emissions?', decline('no emissions column'));
    q.ask('How much electricity was used in 2023?', decline('readings start in January 2024'));
    q.ask('consumption in March 2025', decline('readings end in February 2025'));
    q.ask('How many meters do we have in IS?', decline('no meter in Iceland'));
    q.ask('Total water usage in litres', decline('no water readings'));
    q.ask('How much gas did the sites burn, in m³?', decline('no gas readings'));
    q.ask('Which meter will fail next?', decline('a prediction'));
    q.ask('How much did Oslo Central Station consume?', decline('no such site'));
    q.ask('average solar generation per site', decline('no generation column'));
    return { files: [file], questions: q.questions };
  },
};
