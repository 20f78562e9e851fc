// A food-delivery platform: couriers, the restaurants they collect from (US states as two-letter
// codes that read as English words: OR, IN, ME) and a large deliveries table joined to both by id.
// Tips and delivery minutes left blank (no tip, cancelled), order references as text ids, money
// and distance with their units in the headers, contracts as codes (FT, PT).
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeParquet, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';
import { between } from '../dev5/dates.ts';

interface Courier { id: number; name: string; vehicle: string; zone: string; contract: string; joined: string }
interface Restaurant { id: number; name: string; cuisine: string; city: string; state: string; commission: number }
interface Delivery {
  id: number; ref: string; courier: number; restaurant: number; orderedAt: string; distance: number; fee: number;
  value: number; tip: number | null; status: string; minutes: number | null; payment: string;
}

const CUISINES = ['Pizza', 'Thai', 'Indian', 'Burgers', 'Sushi', 'Mexican'];
const PLACES: [string, string][] = [['Portland', 'OR'], ['Eugene', 'OR'], ['Indianapolis', 'IN'], ['Portland', 'ME'], ['Seattle', 'WA'], ['Spokane', 'WA']];
const WORDS_A = ['Golden', 'Little', 'Happy', 'Red', 'Blue', 'Spicy', 'Urban', 'Lucky', 'Green', 'Royal', 'Sunny', 'Old Town', 'Corner', 'Night', 'Silver', 'Wild', 'Copper', 'Harbor', 'Jade', 'Rustic'];
const WORDS_B = ['Kitchen', 'Garden', 'Spoon', 'Dragon', 'Grill', 'Table', 'Bowl', 'Oven', 'House', 'Lantern', 'Wok', 'Taco', 'Curry', 'Bistro', 'Cantina', 'Pantry', 'Noodle', 'Fork', 'Plate', 'Smokehouse'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function generate(): { couriers: Courier[]; restaurants: Restaurant[]; deliveries: Delivery[] } {
  const random = createRandom(11_101);
  const names = personNames(random, 450);
  const couriers = names.map((name, i): Courier => ({
    id: 501 + i,
    name,
    vehicle: random.weighted(['bike', 'e-bike', 'scooter', 'car'], [30, 25, 27, 18]),
    zone: random.weighted(['North', 'South', 'Central', 'East'], [31, 24, 27, 18]),
    contract: random.weighted(['FT', 'PT'], [38, 62]),
    joined: random.date('2022-01-01', '2025-06-30'),
  }));
  const restaurantNames = new Set<string>();
  while (restaurantNames.size < 320) restaurantNames.add(`${random.pick(WORDS_A)} ${random.pick(WORDS_B)}`);
  const restaurants = [...restaurantNames].map((name, i): Restaurant => {
    const [city, state] = random.weighted(PLACES, [26, 12, 18, 9, 22, 13]);
    return { id: 2_001 + i, name, cuisine: random.weighted(CUISINES, [24, 14, 17, 19, 11, 15]), city, state, commission: random.pick([15, 18, 20, 22, 25, 30]) };
  });
  const deliveries = Array.from({ length: 120_000 }, (_, i): Delivery => {
    const day = random.date('2024-07-01', '2025-10-31');
    const time = `${String(random.int(10, 23)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`;
    const status = random.weighted(['delivered', 'cancelled', 'refunded'], [88, 8, 4]);
    const distance = random.float(0.4, 12, 1);
    return {
      id: 1 + i,
      ref: `FD-${100_000 + i}`,
      courier: random.int(501, 500 + couriers.length),
      restaurant: random.int(2_001, 2_000 + restaurants.length),
      orderedAt: `${day} ${time}`,
      distance,
      fee: Math.round((1.99 + distance * 0.35) * 100) / 100,
      value: random.float(8, 95, 2),
      tip: status === 'cancelled' || random.chance(0.45) ? null : random.float(0.5, 12, 2),
      status,
      minutes: status === 'cancelled' ? null : random.int(12, 75),
      payment: random.weighted(['card', 'cash', 'voucher', 'wallet'], [52, 14, 9, 25]),
    };
  });
  return { couriers, restaurants, deliveries };
}

const COURIER_COLUMNS: Column<Courier>[] = [
  { header: 'courier_id', value: (r) => r.id },
  { header: 'courier_name', value: (r) => r.name },
  { header: 'vehicle', value: (r) => r.vehicle },
  { header: 'zone', value: (r) => r.zone },
  { header: 'contract', value: (r) => r.contract },
  { header: 'joined_on', value: (r) => r.joined },
];
const RESTAURANT_COLUMNS: Column<Restaurant>[] = [
  { header: 'restaurant_id', value: (r) => r.id },
  { header: 'restaurant_name', value: (r) => r.name },
  { header: 'cuisine', value: (r) => r.cuisine },
  { header: 'city', value: (r) => r.city },
  { header: 'state', value: (r) => r.state },
  { header: 'commission_pct', value: (r) => r.commission },
];
const DELIVERY_COLUMNS: Column<Delivery>[] = [
  { header: 'delivery_id', value: (r) => r.id, sqlType: 'INTEGER' },
  { header: 'order_ref', value: (r) => r.ref },
  { header: 'courier_id', value: (r) => r.courier, sqlType: 'INTEGER' },
  { header: 'restaurant_id', value: (r) => r.restaurant, sqlType: 'INTEGER' },
  { header: 'ordered_at', value: (r) => r.orderedAt, sqlType: 'TIMESTAMP' },
  { header: 'distance_km', value: (r) => r.distance, sqlType: 'DOUBLE' },
  { header: 'delivery_fee_usd', value: (r) => r.fee, sqlType: 'DOUBLE' },
  { header: 'order_value_usd', value: (r) => r.value, sqlType: 'DOUBLE' },
  { header: 'tip_usd', value: (r) => r.tip, sqlType: 'DOUBLE' },
  { header: 'status', value: (r) => r.status },
  { header: 'delivery_minutes', value: (r) => r.minutes, sqlType: 'INTEGER' },
  { header: 'payment_type', value: (r) => r.payment },
];

export const foodDelivery: BusinessSchema = {
  name: 'fooddelivery',
  description: 'Couriers (450 rows, CSV), restaurants (320 rows, XLSX), deliveries (120,000 rows, Parquet): blank tips, US state codes, text order refs',
  async build(dir) {
    const { couriers, restaurants, deliveries } = generate();
    const files = [
      await writeCsv(join(dir, 'couriers.csv'), COURIER_COLUMNS, couriers),
      await writeXlsx(join(dir, 'restaurants.xlsx'), 'restaurants', RESTAURANT_COLUMNS, restaurants),
      await writeParquet(join(dir, 'deliveries.parquet'), DELIVERY_COLUMNS, deliveries),
    ];
    const q = questionSet('fooddelivery');
    const courierOf = new Map(couriers.map((c) => [c.id, c]));
    const restaurantOf = new Map(restaurants.map((r) => [r.id, r]));
    const ordered = (from: string, to: string) => (r: Delivery) => between(r.orderedAt, from, to);
    const delivered = (r: Delivery) => r.status === 'delivered';
    const weekday = (r: Delivery) => WEEKDAYS[new Date(`${r.orderedAt.slice(0, 10)}T00:00:00Z`).getUTCDay()];
    const sample = deliveries[48_213];
    const tipped = deliveries.find((r, i) => i > 70_000 && r.tip !== null)!;

    q.ask('How many deliveries got cancelled?', count(countWhere(deliveries, (r) => r.status === 'cancelled')));
    q.ask('total order value for delivered orders', amount(sumOf(deliveries, (r) => r.value, delivered)));
    q.ask('whats the avg delivery time in minutes', amount(avgOf(deliveries, (r) => r.minutes)));
    q.ask('Which courier completed the most deliveries?', winner(groupBy(deliveries, (r) => courierOf.get(r.courier)!.name, 'count', undefined, delivered)));
    q.ask('Which cuisine brings in the most order value?', winner(groupBy(deliveries, (r) => restaurantOf.get(r.restaurant)!.cuisine, 'sum', (r) => r.value)));
    q.ask('How many restaurants do we have in Seattle?', count(countWhere(restaurants, (r) => r.city === 'Seattle')));
    q.ask('How much did customers tip in March 2025?', amount(sumOf(deliveries, (r) => r.tip, ordered('2025-03-01', '2025-03-31'))));
    q.ask('How many deliveries had no tip?', count(countWhere(deliveries, (r) => r.tip === null)));
    q.ask('Average distance per delivery in km?', amount(avgOf(deliveries, (r) => r.distance)));
    q.ask('What % of orders were paid in cash?', percent(percentOf(countWhere(deliveries, (r) => r.payment === 'cash'), deliveries.length)));
    q.ask('Which month of 2024 had the most deliveries?', month(ranked(groupBy(deliveries, (r) => r.orderedAt.slice(0, 7), 'count', undefined, ordered('2024-01-01', '2024-12-31')), 1)[0]));
    q.ask('Top 3 restaurants by order value', ranking(ranked(groupBy(deliveries, (r) => restaurantOf.get(r.restaurant)!.name, 'sum', (r) => r.value), 3)));
    q.ask('How many couriers ride scooters?', count(countWhere(couriers, (r) => r.vehicle === 'scooter')));
    q.ask('Delivery fees earned in Q2 2025?', amount(sumOf(deliveries, (r) => r.fee, ordered('2025-04-01', '2025-06-30'))));
    q.ask('What was the longest delivery distance?', amount(maxOf(deliveries, (r) => r.distance), 1));
    q.ask('How many orders were worth more than $60?', count(countWhere(deliveries, (r) => r.value > 60)));
    q.ask('Average order value by payment type', breakdown(groupBy(deliveries, (r) => r.payment, 'avg', (r) => r.value)));
    q.ask('Break down deliveries by status', countsBy(groupBy(deliveries, (r) => r.status, 'count')));
    q.ask('How many couriers joined in 2024?', count(countWhere(couriers, (r) => r.joined.startsWith('2024'))));
    q.ask('Which zone has the most couriers?', winner(groupBy(couriers, (r) => r.zone, 'count')));
    q.ask('How many restaurants are in OR?', count(countWhere(restaurants, (r) => r.state === 'OR')));
    q.ask('How many deliveries came from restaurants in IN?', count(countWhere(deliveries, (r) => restaurantOf.get(r.restaurant)!.state === 'IN')));
    q.ask('What is the average commission on Thai restaurants?', amount(avgOf(restaurants, (r) => r.commission, (r) => r.cuisine === 'Thai')));
    q.ask(`What was the tip on order ${tipped.ref}?`, amount(tipped.tip!));
    q.ask(`Who delivered order ${sample.ref}?`, { kind: 'name', value: courierOf.get(sample.courier)!.name, others: [] });
    q.ask('How many deliveries were done by couriers on a car?', count(countWhere(deliveries, (r) => courierOf.get(r.courier)!.vehicle === 'car')));
    q.ask('When customers do tip, how much is the average tip?', amount(avgOf(deliveries, (r) => r.tip)));
    q.ask('Total value of refunded orders?', amount(sumOf(deliveries, (r) => r.value, (r) => r.status === 'refunded')));
    q.ask('How many part-time couriers are there?', count(countWhere(couriers, (r) => r.contract === 'PT')));
    q.ask('Busiest day of the week for orders?', winner(groupBy(deliveries, weekday, 'count')));
    q.ask('median delivery minutes', amount(medianOf(deliveries, (r) => r.minutes), 1));
    q.ask('How many orders did we get between 1 and 14 July 2025?', count(countWhere(deliveries, ordered('2025-07-01', '2025-07-14'))));

    q.ask('What is the average customer rating for our couriers?', decline('no rating column'));
    q.ask('How many deliveries arrived late?', decline('no promised time to compare with'));
    q.ask('Which customer placed the most orders?', decline('no customer column'));
    q.ask("What's our profit margin per restaurant?", decline('no cost column'));
    q.ask('How much do we pay couriers per hour?', decline('no wage column'));
    q.ask('How many orders included alcohol?', decline('no order items'));
    q.ask('What was the average wait time at the restaurant before pickup?', decline('no pickup time'));
    q.ask('Which courier had the most complaints?', decline('no complaints column'));
    q.ask('What is the fuel cost per km for car couriers?', decline('no fuel cost column'));
    return { files, questions: q.questions };
  },
};
