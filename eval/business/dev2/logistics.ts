// Logistics: drivers and shipments, two CSV tables sharing driver_id. Traps: the country codes "NO",
// "IT" and "US" (stopwords), shipment numbers with digits (identifiers), driver_id (never a measure),
// units in headers, empty transit times for shipments not yet delivered; questions paraphrase the
// headers ("transit time", "service level") and write dates and comparisons in many ways.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, minOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';

interface Driver {
  driver_id: number;
  driver_name: string;
  depot: string;
  employment: string;
  years_experience: number;
}

interface Shipment {
  shipment_no: string;
  driver_id: number;
  ship_date: string;
  origin_country: string;
  destination_city: string;
  service: string;
  status: string;
  weightKg: number;
  costEur: number;
  transit_days: number | null;
  pallets: number;
}

const DEPOTS = ['North Hub', 'South Hub', 'East Hub', 'West Hub', 'Central Hub'];
const ORIGINS = ['NO', 'DE', 'NL', 'FR', 'IT', 'PL', 'US'];
const CITIES = ['Paris', 'Madrid', 'Warsaw', 'Berlin', 'Lisbon', 'Vienna', 'Prague', 'Copenhagen'];
const SERVICES = ['Express', 'Standard', 'Economy'];
const SERVICE_DAYS: Record<string, [number, number]> = { Express: [1, 3], Standard: [2, 7], Economy: [4, 14] };
const SERVICE_RATE: Record<string, number> = { Express: 2.4, Standard: 1.3, Economy: 0.8 };

function generate(): { drivers: Driver[]; shipments: Shipment[] } {
  const random = createRandom(201);
  const drivers = personNames(random, 360).map((driver_name, i): Driver => ({
    driver_id: 7001 + i,
    driver_name,
    depot: random.weighted(DEPOTS, [24, 18, 20, 14, 24]),
    employment: random.weighted(['Employee', 'Contractor'], [65, 35]),
    years_experience: random.int(0, 30),
  }));
  const weights = drivers.map(() => 0.2 + random.next() ** 2);
  const shipments = Array.from({ length: 30_000 }, (_, i): Shipment => {
    const service = random.weighted(SERVICES, [22, 50, 28]);
    const status = random.weighted(['Delivered', 'In Transit', 'Returned', 'Lost'], [86, 8, 5, 1]);
    const weightKg = Math.round(Math.exp(random.normal(4.5, 1.3)) * 10) / 10;
    const [fast, slow] = SERVICE_DAYS[service];
    const ship_date = random.date('2023-01-01', '2024-12-31');
    return {
      shipment_no: `SHP-${ship_date.slice(0, 4)}-${String(100_000 + i).padStart(6, '0')}`,
      driver_id: random.weighted(drivers, weights).driver_id,
      ship_date,
      origin_country: random.weighted(ORIGINS, [9, 26, 14, 17, 12, 15, 7]),
      destination_city: random.weighted(CITIES, [18, 14, 11, 16, 9, 10, 12, 10]),
      service,
      status,
      weightKg: Math.max(0.5, weightKg),
      costEur: Math.round((35 + Math.max(0.5, weightKg) * SERVICE_RATE[service] * (0.8 + random.next() * 0.4)) * 100) / 100,
      transit_days: status === 'Delivered' ? random.int(fast, slow) : null,
      pallets: random.int(1, 20),
    };
  });
  return { drivers, shipments };
}

const DRIVER_COLUMNS: Column<Driver>[] = [
  { header: 'driver_id', value: (d) => d.driver_id },
  { header: 'driver_name', value: (d) => d.driver_name },
  { header: 'depot', value: (d) => d.depot },
  { header: 'employment', value: (d) => d.employment },
  { header: 'years_experience', value: (d) => d.years_experience },
];

const SHIPMENT_COLUMNS: Column<Shipment>[] = [
  { header: 'shipment_no', value: (s) => s.shipment_no },
  { header: 'driver_id', value: (s) => s.driver_id },
  { header: 'ship_date', value: (s) => s.ship_date },
  { header: 'origin_country', value: (s) => s.origin_country },
  { header: 'destination_city', value: (s) => s.destination_city },
  { header: 'service', value: (s) => s.service },
  { header: 'status', value: (s) => s.status },
  { header: 'Weight (kg)', value: (s) => s.weightKg },
  { header: 'Freight Cost (EUR)', value: (s) => s.costEur },
  { header: 'transit_days', value: (s) => s.transit_days },
  { header: 'pallets', value: (s) => s.pallets },
];

export const logistics: BusinessSchema = {
  name: 'logistics',
  description: 'Logistics: 360 drivers and 30,000 shipments (two CSV tables sharing driver_id)',
  async build(dir) {
    const { drivers, shipments } = generate();
    const files = [
      await writeCsv(join(dir, 'drivers.csv'), DRIVER_COLUMNS, drivers),
      await writeCsv(join(dir, 'shipments.csv'), SHIPMENT_COLUMNS, shipments),
    ];
    const driverOf = new Map(drivers.map((d) => [d.driver_id, d]));
    const cost = (s: Shipment) => s.costEur;
    const weight = (s: Shipment) => s.weightKg;
    const q = questionSet('logistics');
    const from = (c: string) => (s: Shipment) => s.origin_country === c;
    const to = (c: string) => (s: Shipment) => s.destination_city === c;
    const service = (v: string) => (s: Shipment) => s.service === v;
    const inYear = (y: string) => (s: Shipment) => s.ship_date.startsWith(y);

    q.ask('How many shipments originated in NO?', count(countWhere(shipments, from('NO'))));
    q.ask('no. of shipments from IT in 2024', count(countWhere(shipments, (s) => s.origin_country === 'IT' && inYear('2024')(s))));
    q.ask("what's the total freight cost for express shipments?", amount(sumOf(shipments, cost, service('Express'))));
    q.ask('avg weight of Economy shipments', amount(avgOf(shipments, weight, service('Economy'))));
    q.ask('Which origin country has the highest number of shipments?', winner(groupBy(shipments, (s) => s.origin_country, 'count')));
    q.ask('show me freight cost by service level', breakdown(groupBy(shipments, (s) => s.service, 'sum', cost)));
    q.ask('count of lost shipments', count(countWhere(shipments, (s) => s.status === 'Lost')));
    q.ask('How many shipments were delivered during 2023?', count(countWhere(shipments, (s) => s.status === 'Delivered' && inYear('2023')(s))));
    q.ask('total weight shipped in Q3 2024', amount(sumOf(shipments, weight, (s) => s.ship_date >= '2024-07-01' && s.ship_date <= '2024-09-30'), 1));
    q.ask('How many shipments between Jan 5 and Feb 10, 2024?', count(countWhere(shipments, (s) => s.ship_date >= '2024-01-05' && s.ship_date <= '2024-02-10')));
    q.ask('average transit time for Standard shipments', amount(avgOf(shipments, (s) => s.transit_days, service('Standard'))));
    q.ask('how many shipments weighed more than 500 kg?', count(countWhere(shipments, (s) => s.weightKg > 500)));
    q.ask('How many shipments cost at least 1,000 EUR?', count(countWhere(shipments, (s) => s.costEur >= 1_000)));
    q.ask('number of shipments under 10 kg', count(countWhere(shipments, (s) => s.weightKg < 10)));
    const byDriver = groupBy(shipments, (s) => driverOf.get(s.driver_id)!.driver_name, 'count');
    q.ask('Which driver has the most shipments?', winner(byDriver));
    q.ask('Which depot handled the most shipments?', winner(groupBy(shipments, (s) => driverOf.get(s.driver_id)!.depot, 'count')));
    q.ask('total freight cost for drivers based at the West Hub', amount(sumOf(shipments, cost, (s) => driverOf.get(s.driver_id)!.depot === 'West Hub')));
    q.ask('How many shipments did contractors handle?', count(countWhere(shipments, (s) => driverOf.get(s.driver_id)!.employment === 'Contractor')));
    q.ask('what percentage of shipments were returned?', percent(percentOf(countWhere(shipments, (s) => s.status === 'Returned'), shipments.length)));
    q.ask('share of Express shipments', percent(percentOf(countWhere(shipments, service('Express')), shipments.length)));
    q.ask(
      'Compare avg freight cost of Express and Economy',
      breakdown(groupBy(shipments, (s) => s.service, 'avg', cost, (s) => s.service !== 'Standard')),
    );
    q.ask('Number of shipments per yr', countsBy(groupBy(shipments, (s) => s.ship_date.slice(0, 4), 'count')));
    q.ask('What was the heaviest shipment?', winner(new Map(shipments.map((s) => [s.shipment_no, s.weightKg]))));
    q.ask('max freight cost in March 2024', amount(maxOf(shipments, cost, (s) => s.ship_date.startsWith('2024-03'))));
    q.ask('minimum weight of Lost shipments', amount(minOf(shipments, weight, (s) => s.status === 'Lost'), 1));
    q.ask('How many pallets went to Paris?', count(sumOf(shipments, (s) => s.pallets, to('Paris'))));
    q.ask('average freight cost to Lisbon', amount(avgOf(shipments, cost, to('Lisbon'))));
    q.ask('How many shipments are still in transit?', count(countWhere(shipments, (s) => s.status === 'In Transit')));
    q.ask('Which service level has the longest average transit time?', winner(groupBy(shipments, (s) => s.service, 'avg', (s) => s.transit_days)));
    q.ask('top 3 destination cities by total weight', ranking(ranked(groupBy(shipments, (s) => s.destination_city, 'sum', weight), 3)));
    q.ask('how many drivers work at the South Hub?', count(countWhere(drivers, (d) => d.depot === 'South Hub')));
    q.ask('shipments from US with a freight cost over 2000', count(countWhere(shipments, (s) => s.origin_country === 'US' && s.costEur > 2_000)));
    const madrid = q.ask('How many shipments went to Madrid?', count(countWhere(shipments, to('Madrid'))));
    const warsaw = q.followUp(madrid, 'and to Warsaw?', count(countWhere(shipments, to('Warsaw'))));
    q.followUp(warsaw, 'what about Berlin?', count(countWhere(shipments, to('Berlin'))));

    q.ask('What is the fuel consumption of our trucks?', decline('no fuel column'));
    q.ask('How many shipments went to Tokyo?', decline('no shipment to Tokyo'));
    q.ask('How many shipments were sent in 2021?', decline('the shipments start in 2023'));
    q.ask('Why were so many shipments lost in 2024?', decline('a cause, not in the data'));
    q.ask('How many shipments will we send next year?', decline('a prediction'));
    q.ask('Which carrier is the most reliable?', decline('no carrier column; an opinion'));
    q.ask('What is the average customs delay?', decline('no customs column'));
    q.ask('How many shipments came from JP?', decline('no shipment from JP'));
    return { files, questions: q.questions };
  },
};
