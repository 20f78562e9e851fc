// Parcel shipments: 5,000 rows with a destination country code, a destination city written by name
// beside its airport code, and a service level. Its traps: "what % of shipments to the US went
// Express" is a share within the US subset (a percent, never a list of ids); a city written with its
// code in brackets ("Oslo (OSL)") is the city.
import { join } from 'node:path';
import { countWhere, percentOf, sumOf } from '../compute.ts';
import { amount, count, decline, percent, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Shipment { shipment_id: number; ship_date: string; destination: string; dest_city: string; dest_code: string; service: string; weight_kg: number; charge: number }

const CITIES: [string, string, string][] = [
  ['US', 'Boston', 'BOS'], ['US', 'Denver', 'DEN'], ['NO', 'Oslo', 'OSL'], ['NO', 'Bergen', 'BGO'],
  ['DE', 'Munich', 'MUC'], ['DE', 'Hamburg', 'HAM'], ['CA', 'Toronto', 'YYZ'], ['IT', 'Milan', 'MXP'],
];

function generate(): Shipment[] {
  const random = createRandom(2801);
  return Array.from({ length: 5_000 }, (_, i): Shipment => {
    const [country, city, code] = random.weighted(CITIES, [18, 12, 10, 6, 14, 10, 16, 14]);
    const weight = random.float(0.2, 30, 1);
    const service = random.weighted(['Express', 'Standard', 'Economy'], [25, 50, 25]);
    return {
      shipment_id: 310_001 + i,
      ship_date: random.date('2024-01-01', '2024-12-31'),
      destination: country,
      dest_city: city,
      dest_code: code,
      service,
      weight_kg: weight,
      charge: Math.round((6 + weight * (service === 'Express' ? 3.2 : service === 'Standard' ? 1.9 : 1.2)) * 100) / 100,
    };
  });
}

const COLUMNS: Column<Shipment>[] = [
  { header: 'shipment_id', value: (r) => r.shipment_id },
  { header: 'ship_date', value: (r) => r.ship_date },
  { header: 'destination', value: (r) => r.destination },
  { header: 'dest_city', value: (r) => r.dest_city },
  { header: 'dest_code', value: (r) => r.dest_code },
  { header: 'service', value: (r) => r.service },
  { header: 'weight_kg', value: (r) => r.weight_kg },
  { header: 'charge', value: (r) => r.charge },
];

export const parcels: BusinessSchema = {
  name: 'parcels',
  description: 'Parcel shipments: 5,000 rows with destination codes (US, NO, IT), cities and service levels (CSV)',
  async build(dir) {
    const rows = generate();
    const files = [await writeCsv(join(dir, 'shipments.csv'), COLUMNS, rows)];
    const q = questionSet('parcels');
    const to = (c: string) => (r: Shipment) => r.destination === c;
    const service = (s: string) => (r: Shipment) => r.service === s;
    const city = (c: string) => (r: Shipment) => r.dest_city === c;

    q.ask('what % of shipments to the US went Express', percent(percentOf(countWhere(rows, (r) => to('US')(r) && service('Express')(r)), countWhere(rows, to('US')))));
    q.ask('What percentage of shipments to DE were sent Economy?', percent(percentOf(countWhere(rows, (r) => to('DE')(r) && service('Economy')(r)), countWhere(rows, to('DE')))));
    q.ask('share of Express shipments that went to NO', percent(percentOf(countWhere(rows, (r) => to('NO')(r) && service('Express')(r)), countWhere(rows, service('Express')))));
    q.ask('How many shipments went to Oslo (OSL)?', count(countWhere(rows, city('Oslo'))));
    q.ask('total charge of shipments to Munich (MUC)', amount(sumOf(rows, (r) => r.charge, city('Munich'))));
    q.ask('average weight of Express shipments to Milan (MXP)', amount(sumOf(rows, (r) => r.weight_kg, (r) => city('Milan')(r) && service('Express')(r)) / countWhere(rows, (r) => city('Milan')(r) && service('Express')(r)), 1));

    q.ask('How many shipments went to Paris (CDG)?', decline('no Paris shipments'));
    q.ask('what % of shipments to the US were insured?', decline('no insurance column'));
    return { files, questions: q.questions };
  },
};
