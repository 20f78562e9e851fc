// Logistics shipments with their carriers: one XLSX sheet, as a transport desk exports it. Traps:
// destinations "US", "IT" and "NO" (stopwords in short capitals), the carrier "Total Express" (not a
// summary row) and a real "Total" row at the bottom, the numeric Shipment ID (never a measure),
// dates and costs stored as text cells, blank delivery dates and on-time flags, units in headers.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, names, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeXlsx, type Cell, type Column } from '../tables.ts';
import type { BusinessSchema, Expected } from '../types.ts';

interface Shipment {
  id: number;
  carrier: string;
  origin: string;
  destination: string;
  service: string;
  ship_date: string;
  delivered_on: string | null;
  status: string;
  packages: number;
  weight: number;
  cost: number;
  on_time: boolean | null;
}

interface Totals {
  packages: number;
  weight: number;
  cost: number;
}

type SheetRow = { kind: 'shipment'; shipment: Shipment } | { kind: 'summary'; totals: Totals };

const CARRIERS = ['Total Express', 'Nordic Freight', 'Blue Arrow', 'Swift Cargo', 'Atlas Haulage', 'Rapid Parcel'];
const CARRIER_WEIGHTS = [22, 15, 18, 20, 12, 13];
const CARRIER_BASE: Record<string, number> = {
  'Total Express': 14, 'Nordic Freight': 19, 'Blue Arrow': 11, 'Swift Cargo': 9.5, 'Atlas Haulage': 24, 'Rapid Parcel': 12.5,
};
// Chance that a carrier's shipment takes a few days longer than planned.
const CARRIER_DELAY: Record<string, number> = {
  'Total Express': 0.08, 'Nordic Freight': 0.05, 'Blue Arrow': 0.12, 'Swift Cargo': 0.22, 'Atlas Haulage': 0.1, 'Rapid Parcel': 0.15,
};
const ORIGINS = ['Rotterdam', 'Hamburg', 'Milan', 'Oslo', 'Lyon'];
const DESTINATIONS = ['US', 'DE', 'FR', 'IT', 'NO', 'GB', 'ES', 'PL', 'SE', 'NL'];
const DESTINATION_WEIGHTS = [16, 14, 12, 10, 6, 11, 9, 8, 5, 9];
const SERVICES = ['Express', 'Standard', 'Economy'];
const SERVICE_FACTOR: Record<string, number> = { Express: 1.8, Standard: 1, Economy: 0.72 };
const SERVICE_DAYS: Record<string, [number, number]> = { Express: [1, 3], Standard: [2, 6], Economy: [4, 11] };
const SERVICE_SLA: Record<string, number> = { Express: 2, Standard: 5, Economy: 9 };
const EXPORT_DATE = '2025-09-30';
// Two carriers lose more shipments than this, four fewer: the list question has a clear answer.
const LOST_THRESHOLD = 20;

function generate(): Shipment[] {
  const random = createRandom(90210);
  return Array.from({ length: 6_500 }, (_, i): Shipment => {
    const carrier = random.weighted(CARRIERS, CARRIER_WEIGHTS);
    const destination = random.weighted(DESTINATIONS, DESTINATION_WEIGHTS);
    const service = random.weighted(SERVICES, [22, 53, 25]);
    const overseas = destination === 'US' ? 2 : 0;
    const ship_date = random.date('2024-01-01', EXPORT_DATE);
    const [fastest, slowest] = SERVICE_DAYS[service];
    const transit = random.int(fastest, slowest) + overseas + (random.chance(CARRIER_DELAY[carrier]) ? random.int(2, 5) : 0);
    const arrival = addDays(ship_date, transit);
    const status = arrival > EXPORT_DATE ? 'In Transit' : random.weighted(['Delivered', 'Returned', 'Lost'], [955, 30, 15]);
    const weight = roundTo(Math.min(2_400, Math.max(0.5, Math.exp(random.normal(3.1, 1.35)))), 1);
    return {
      id: 880_001 + i,
      carrier,
      origin: random.weighted(ORIGINS, [30, 25, 18, 12, 15]),
      destination,
      service,
      ship_date,
      delivered_on: status === 'Delivered' ? arrival : null,
      status,
      packages: Math.max(1, Math.round(weight / 20) + random.int(0, 2)),
      weight,
      cost: roundTo((CARRIER_BASE[carrier] + 1.6 * weight ** 0.85) * SERVICE_FACTOR[service] * (1 + overseas * 0.35) * (0.92 + random.next() * 0.16), 2),
      on_time: status === 'Delivered' ? transit <= SERVICE_SLA[service] + overseas : null,
    };
  });
}

const column = (header: string, of: (s: Shipment) => Cell, total: (t: Totals) => Cell = () => null): Column<SheetRow> => ({
  header,
  value: (row) => (row.kind === 'shipment' ? of(row.shipment) : total(row.totals)),
});

// The summary row holds numbers, as the sheet's SUM formulas would; the data rows hold text costs.
const COLUMNS: Column<SheetRow>[] = [
  column('Shipment ID', (s) => s.id, () => 'Total'),
  column('Carrier', (s) => s.carrier),
  column('Origin Hub', (s) => s.origin),
  column('Destination', (s) => s.destination),
  column('Service Level', (s) => s.service),
  column('Ship Date', (s) => s.ship_date),
  column('Delivered On', (s) => s.delivered_on),
  column('Status', (s) => s.status),
  column('Packages', (s) => s.packages, (t) => t.packages),
  column('Weight (kg)', (s) => s.weight, (t) => t.weight),
  column('Cost USD', (s) => s.cost.toFixed(2), (t) => t.cost),
  column('On Time', (s) => (s.on_time === null ? null : s.on_time ? 'Yes' : 'No')),
];

export const shipments: BusinessSchema = {
  name: 'shipments',
  description: 'Logistics: 6,500 shipments with carriers and a total row (XLSX)',
  async build(dir) {
    const rows = generate();
    const totals: Totals = {
      packages: sumOf(rows, (s) => s.packages),
      weight: roundTo(sumOf(rows, (s) => s.weight), 1),
      cost: roundTo(sumOf(rows, (s) => s.cost), 2),
    };
    const sheet: SheetRow[] = [...rows.map((shipment) => ({ kind: 'shipment' as const, shipment })), { kind: 'summary', totals }];
    const file = await writeXlsx(join(dir, 'shipments.xlsx'), 'Shipments', COLUMNS, sheet);
    const q = questionSet('shipments');
    const cost = (s: Shipment) => s.cost;
    const weight = (s: Shipment) => s.weight;
    const by = (carrier: string) => (s: Shipment) => s.carrier === carrier;
    const to = (destination: string) => (s: Shipment) => s.destination === destination;
    const shippedIn = (period: string) => (s: Shipment) => s.ship_date.startsWith(period);
    const transitDays = (s: Shipment) => (s.delivered_on === null ? null : daysBetween(s.ship_date, s.delivered_on));
    const onTimeRate = (where: (s: Shipment) => boolean) =>
      percentOf(countWhere(rows, (s) => where(s) && s.on_time === true), countWhere(rows, (s) => where(s) && s.on_time !== null));
    const lostBy = groupBy(rows, (s) => s.carrier, 'count', undefined, (s) => s.status === 'Lost');
    // Weights are capped, so several shipments can share the heaviest weight: every carrier of one
    // of them is the answer (a single expected name made a right answer naming the tie "wrong").
    const heaviestWeight = rows.reduce((max, s) => Math.max(max, s.weight), -Infinity);
    const heaviestCarriers = [...new Set(rows.filter((s) => s.weight === heaviestWeight).map((s) => s.carrier))];
    const heaviestCarrier: Expected =
      heaviestCarriers.length === 1
        ? { kind: 'name', value: heaviestCarriers[0], others: CARRIERS.filter((c) => c !== heaviestCarriers[0]) }
        : { kind: 'list', items: heaviestCarriers, ordered: false };

    q.ask('How many shipments are there?', count(rows.length));
    q.ask("What's the total shipping cost?", amount(sumOf(rows, cost)));
    q.ask('total weight shipped in kg', amount(sumOf(rows, weight), 1));
    q.ask('How many shipments did Total Express handle?', count(countWhere(rows, by('Total Express'))));
    q.ask('How many shipments went to the US?', count(countWhere(rows, to('US'))));
    q.ask('no. of shipments to NO in 2025', count(countWhere(rows, (s) => to('NO')(s) && shippedIn('2025')(s))));
    q.ask('How many shipments to IT were lost?', count(countWhere(rows, (s) => to('IT')(s) && s.status === 'Lost')));
    q.ask('Which carrier has the most shipments?', winner(groupBy(rows, (s) => s.carrier, 'count')));
    q.ask('Which carrier is the cheapest on average per shipment?', winner(groupBy(rows, (s) => s.carrier, 'avg', cost), 'asc'));
    q.ask('top 3 destinations by total weight', ranking(ranked(groupBy(rows, (s) => s.destination, 'sum', weight), 3)));
    q.ask('shipping cost by service level', breakdown(groupBy(rows, (s) => s.service, 'sum', cost)));
    q.ask('What share of delivered shipments arrived on time?', percent(onTimeRate(() => true)));
    const blueArrow = q.ask('on-time rate for Blue Arrow', percent(onTimeRate(by('Blue Arrow'))));
    q.followUp(blueArrow, 'and for Swift Cargo?', percent(onTimeRate(by('Swift Cargo'))));
    q.ask('How many shipments weighed more than 1,000 kg?', count(countWhere(rows, (s) => s.weight > 1_000)));
    q.ask('How many shipments have no delivery date?', count(countWhere(rows, (s) => s.delivered_on === null)));
    q.ask('How many shipments are still in transit?', count(countWhere(rows, (s) => s.status === 'In Transit')));
    q.ask('avg weight of Express shipments', amount(avgOf(rows, weight, (s) => s.service === 'Express')));
    q.ask('Show me the number of shipments per origin hub', countsBy(groupBy(rows, (s) => s.origin, 'count')));
    q.ask('total cost in Q3 2024', amount(sumOf(rows, cost, (s) => shippedIn('2024')(s) && quarterOf(s.ship_date) === 3)));
    q.ask(
      'How much did we spend with Atlas Haulage between 1 Feb 2025 and 30 Apr 2025?',
      amount(sumOf(rows, cost, (s) => by('Atlas Haulage')(s) && s.ship_date >= '2025-02-01' && s.ship_date <= '2025-04-30')),
    );
    q.ask('Which month of 2024 had the most shipments?', month(busiestMonth(rows, (s) => s.ship_date, shippedIn('2024'))));
    q.ask('When did the last shipment leave?', day(dateRange(rows, (s) => s.ship_date).last));
    q.ask('When was the first delivery to SE?', day(dateRange(rows, (s) => s.delivered_on, to('SE')).first));
    q.ask('Which carrier shipped the heaviest single shipment?', heaviestCarrier);
    q.ask(
      'Compare the average transit time in days for Express and Economy deliveries',
      breakdown(groupBy(rows, (s) => s.service, 'avg', transitDays, (s) => s.service === 'Express' || s.service === 'Economy')),
    );
    q.ask('total package qty shipped to DE', count(sumOf(rows, (s) => s.packages, to('DE'))));
    q.ask('Which destination has the highest average cost per shipment?', winner(groupBy(rows, (s) => s.destination, 'avg', cost)));
    q.ask('Which origin hub sends the most weight to the US?', winner(groupBy(rows, (s) => s.origin, 'sum', weight, to('US'))));
    q.ask(
      `Which carriers lost more than ${LOST_THRESHOLD} shipments?`,
      names([...lostBy].filter(([, n]) => n > LOST_THRESHOLD).map(([carrier]) => carrier)),
    );
    q.ask('what % of shipments to the US went Express?', percent(percentOf(countWhere(rows, (s) => to('US')(s) && s.service === 'Express'), countWhere(rows, to('US')))));
    const france = q.ask('How many shipments went to FR?', count(countWhere(rows, to('FR'))));
    const spain = q.followUp(france, 'and to ES?', count(countWhere(rows, to('ES'))));
    q.followUp(spain, 'how many of those were returned?', count(countWhere(rows, (s) => to('ES')(s) && s.status === 'Returned')));

    q.ask('What is the average fuel surcharge?', decline('no fuel surcharge column'));
    q.ask('How many shipments went to Japan?', decline('no shipment to Japan'));
    q.ask('How many shipments were sent in 2022?', decline('shipments start in 2024'));
    q.ask('Why is Swift Cargo late so often?', decline('causes are not in the data'));
    q.ask('How much will shipping cost us next quarter?', decline('a prediction'));
    q.ask('Which carrier has the friendliest drivers?', decline('an opinion'));
    q.ask('How many shipments did DHL carry?', decline('no DHL carrier'));
    q.ask('What are the CO2 emissions per shipment?', decline('no emissions column'));
    return { files: [file], questions: q.questions };
  },
};
