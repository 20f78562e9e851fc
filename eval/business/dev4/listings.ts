// Property listings: 2,500 homes with a type, a status (sold or available) and a sold price that is
// blank while available. Its trap: "how many condos have been sold" counts the sold rows, it does
// not add up their sold price.
import { join } from 'node:path';
import { avgOf, countWhere, sumOf } from '../compute.ts';
import { amount, count, decline, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Listing { listing_id: string; property_type: string; city: string; bedrooms: number; status: string; list_price: number; sold_price: number | null; listed_on: string }

const TYPES = ['condo', 'house', 'townhouse'];
const CITIES = ['Leeds', 'Hull', 'Ripon', 'Otley'];

function generate(): Listing[] {
  const random = createRandom(4421);
  return Array.from({ length: 2_500 }, (_, i): Listing => {
    const type = random.weighted(TYPES, [40, 40, 20]);
    const price = Math.round(random.float(90_000, 650_000, 0) / 500) * 500;
    const sold = random.chance(0.55);
    return {
      listing_id: `L-${String(40_000 + i)}`,
      property_type: type,
      city: random.pick(CITIES),
      bedrooms: random.int(1, 5),
      status: sold ? 'sold' : 'available',
      list_price: price,
      sold_price: sold ? Math.round(price * random.float(0.9, 1.08, 3)) : null,
      listed_on: random.date('2023-01-01', '2024-12-31'),
    };
  });
}

const COLUMNS: Column<Listing>[] = [
  { header: 'listing_id', value: (r) => r.listing_id },
  { header: 'property_type', value: (r) => r.property_type },
  { header: 'city', value: (r) => r.city },
  { header: 'bedrooms', value: (r) => r.bedrooms },
  { header: 'status', value: (r) => r.status },
  { header: 'list_price', value: (r) => r.list_price },
  { header: 'sold_price', value: (r) => r.sold_price },
  { header: 'listed_on', value: (r) => r.listed_on },
];

export const listings: BusinessSchema = {
  name: 'listings',
  description: 'Property listings: 2,500 homes, sold or available, with a sold price blank while available (CSV)',
  async build(dir) {
    const rows = generate();
    const files = [await writeCsv(join(dir, 'listings.csv'), COLUMNS, rows)];
    const q = questionSet('listings');
    const sold = (r: Listing) => r.status === 'sold';
    const type = (t: string) => (r: Listing) => r.property_type === t;

    q.ask('how many condos have been sold', count(countWhere(rows, (r) => sold(r) && type('condo')(r))));
    q.ask('How many houses were sold in Ripon?', count(countWhere(rows, (r) => sold(r) && type('house')(r) && r.city === 'Ripon')));
    q.ask('how many townhouses are still available?', count(countWhere(rows, (r) => !sold(r) && type('townhouse')(r))));
    q.ask('What is the average sold price of condos?', amount(avgOf(rows, (r) => r.sold_price, type('condo'))));
    q.ask('total sold price of houses in Leeds', amount(sumOf(rows, (r) => r.sold_price, (r) => type('house')(r) && r.city === 'Leeds'), 0));

    q.ask('How many condos have a balcony?', decline('no balcony column'));
    q.ask('How long did condos take to sell?', decline('no sale date'));
    return { files, questions: q.questions };
  },
};
