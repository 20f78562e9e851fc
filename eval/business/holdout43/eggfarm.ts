// A free-range egg farm's trade rounds: 360 trade customers (CSV: customer number, business, kind,
// village, delivery round, payment terms) and 7,400 delivery lines from January 2024 to November
// 2025 (XLSX: delivery id, date, customer number, egg size, trays of 30, price per tray in pounds,
// returned trays, status) sharing `customer_no`. Traps: customer numbers that look numeric, the
// quantity in trays of 30 with the unit in the header while owners ask in eggs or dozens, money per
// tray with the value never written (trays x price), blank returned-tray counts (not checked, not
// zero), cancelled deliveries beside the delivered ones, and customers who never had a delivery.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, minOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, questionSet, ranking, winner } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Customer {
  no: number;
  name: string;
  kind: string;
  village: string;
  round: string;
  terms: string;
  deal: number;
}

interface Delivery {
  id: number;
  date: string;
  customer: number;
  size: string;
  trays: number;
  price: number;
  returned: number | null;
  status: string;
}

const KINDS: [string, string, number][] = [
  ['Farm Shop', 'Farm Shop', 14], ['Café', 'Café', 22], ['Butcher', 'Butchers', 10], ['Restaurant', 'Kitchen', 16], ['Corner Shop', 'Stores', 24], ['Bakery', 'Bakery', 14],
];
const WORDS = ['Old Mill', 'Green Lane', 'Church Street', 'Hillside', 'Riverside', 'Market', 'Orchard', 'Station', 'Bridge', 'Oak Tree', 'Village', 'Meadow', 'Willow', 'High Street', 'Castle', 'Fox & Hounds', 'Barn', 'Crossroads'];
const VILLAGES = ['Ashby', 'Bramley', 'Cawthorne', 'Denby', 'Elsecar', 'Fulstone', 'Grenoside', 'Hoyland', 'Ingbirchworth', 'Jump', 'Kexbrough', 'Lepton'];
// delivery round and its weekday (0 = Sunday)
const ROUNDS: [string, number][] = [['Monday North', 1], ['Tuesday South', 2], ['Thursday East', 4], ['Friday West', 5]];
// size, base price per tray of 30, weight
const SIZES: [string, number, number][] = [['Large', 7.8, 40], ['Medium', 6.6, 30], ['Very Large', 9.2, 12], ['Mixed', 5.9, 14], ['Duck', 12.5, 4]];

function generate(): { customers: Customer[]; deliveries: Delivery[] } {
  const random = createRandom(43_303);
  const customers: Customer[] = [];
  const names = new Set<string>();
  for (let i = 0; i < 360; i++) {
    const [kind, noun] = random.weighted(KINDS, KINDS.map((k) => k[2]));
    const village = random.pick(VILLAGES);
    let name = `${village} ${random.pick(WORDS)} ${noun}`;
    while (names.has(name)) name = `${village} ${random.pick(WORDS)} ${noun}`;
    names.add(name);
    const round = ROUNDS[VILLAGES.indexOf(village) % 4][0];
    customers.push({ no: 20_101 + i * 7, name, kind, village, round, deal: random.pick([0.92, 0.95, 1, 1, 1.04]), terms: random.chance(kind === 'Corner Shop' || kind === 'Café' ? 0.45 : 0.2) ? 'Pay on delivery' : 'Monthly invoice' });
  }
  const active = customers.filter((_, i) => i % 17 !== 3);
  const deliveries: Delivery[] = [];
  for (const c of active) {
    const weeks = random.int(4, 40);
    const start = random.date('2024-01-01', '2025-06-30');
    const weekday = ROUNDS.find((r) => r[0] === c.round)![1];
    const sizes = c.kind === 'Restaurant' || c.kind === 'Bakery' ? ['Medium', 'Mixed', 'Large'] : SIZES.map((s) => s[0]).filter(() => random.chance(0.55));
    if (!sizes.length) sizes.push('Large');
    const scale = c.kind === 'Bakery' || c.kind === 'Restaurant' ? 3 : c.kind === 'Farm Shop' ? 2 : 1;
    for (let w = 0; w < weeks; w++) {
      const base = Date.parse(`${start}T00:00:00Z`) + w * random.pick([7, 7, 14]) * 86_400_000 * (w ? 1 : 0);
      let date = new Date(base + w * 7 * 86_400_000).toISOString().slice(0, 10);
      const shift = (weekday - new Date(`${date}T00:00:00Z`).getUTCDay() + 7) % 7;
      date = new Date(Date.parse(`${date}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10);
      if (date > '2025-11-28') break;
      for (const size of sizes) {
        if (!random.chance(0.75)) continue;
        const [, price] = SIZES.find((s) => s[0] === size)!;
        const trays = Math.max(1, Math.round(random.normal(3, 1.6) * scale * (size === 'Duck' ? 0.4 : 1)));
        const status = random.chance(0.04) ? 'Cancelled' : 'Delivered';
        const checked = status === 'Delivered' && random.chance(0.7);
        deliveries.push({ id: 0, date, customer: c.no, size, trays, price: roundTo(price * (date >= '2025-01-01' ? 1.08 : 1) * c.deal, 2), returned: checked ? (random.chance(0.8) ? 0 : random.int(1, Math.max(1, Math.ceil(trays / 3)))) : null, status });
      }
    }
  }
  deliveries.sort((a, b) => a.date.localeCompare(b.date) || a.customer - b.customer);
  deliveries.forEach((d, i) => (d.id = 1_000 + i));
  return { customers, deliveries };
}

const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'customer_no', value: (c) => c.no },
  { header: 'business_name', value: (c) => c.name },
  { header: 'kind', value: (c) => c.kind },
  { header: 'village', value: (c) => c.village },
  { header: 'delivery_round', value: (c) => c.round },
  { header: 'payment_terms', value: (c) => c.terms },
];

const DELIVERY_COLUMNS: Column<Delivery>[] = [
  { header: 'delivery_id', value: (d) => d.id },
  { header: 'delivery_date', value: (d) => d.date },
  { header: 'customer_no', value: (d) => d.customer },
  { header: 'egg_size', value: (d) => d.size },
  { header: 'Trays (30 eggs)', value: (d) => d.trays },
  { header: 'Price per tray (£)', value: (d) => d.price },
  { header: 'returned_trays', value: (d) => d.returned },
  { header: 'status', value: (d) => d.status },
];

export const eggfarm: BusinessSchema = {
  name: 'eggfarm',
  description: "A free-range egg farm: 360 trade customers (CSV) and their delivery lines Jan 2024-Nov 2025 in trays of 30 with a price per tray (XLSX) sharing customer_no",
  async build(dir) {
    const { customers, deliveries } = generate();
    const files = [
      await writeCsv(join(dir, 'customers.csv'), CUSTOMER_COLUMNS, customers),
      await writeXlsx(join(dir, 'deliveries.xlsx'), 'Deliveries', DELIVERY_COLUMNS, deliveries),
    ];
    const q = questionSet('eggfarm');
    const customerOf = new Map(customers.map((c) => [c.no, c]));
    const c = (d: Delivery) => customerOf.get(d.customer)!;
    const ok = (d: Delivery) => d.status === 'Delivered';
    const trays = (d: Delivery) => d.trays;
    const value = (d: Delivery) => d.trays * d.price;
    const inYear = (y: string) => (d: Delivery) => d.date.startsWith(y);

    q.ask('how many trade customers are on the books?', count(customers.length));
    q.ask('How many delivery lines are on the sheet, cancelled included?', count(deliveries.length));
    q.ask('how many deliveries were cancelled', count(countWhere(deliveries, (d) => !ok(d))));
    const tr = q.ask('total trays actually delivered', count(sumOf(deliveries, trays, ok)));
    q.followUp(tr, "how many eggs is that?", count(sumOf(deliveries, trays, ok) * 30));
    q.ask('How many dozen eggs did we deliver in 2025?', amount(sumOf(deliveries, trays, (d) => ok(d) && inYear('2025')(d)) * 30 / 12, 1));
    q.ask('total sales value of everything delivered', amount(sumOf(deliveries, value, ok)));
    q.ask('sales value by egg size', breakdown(groupBy(deliveries, (d) => d.size, 'sum', value, ok)));
    q.ask('Which size sells the most trays?', winner(groupBy(deliveries, (d) => d.size, 'sum', trays, ok)));
    q.ask('top 5 customers by trays delivered', ranking(ranked(groupBy(deliveries, (d) => c(d).name, 'sum', trays, ok), 5)));
    q.ask('how many customers of each kind have we got', countsBy(groupBy(customers, (x) => x.kind, 'count')));
    q.ask('trays delivered by kind of customer', breakdown(groupBy(deliveries, (d) => c(d).kind, 'sum', trays, ok), 0));
    const round = q.ask('Which round shifts the most trays?', winner(groupBy(deliveries, (d) => c(d).round, 'sum', trays, ok)));
    const topRound = ranked(groupBy(deliveries, (x) => c(x).round, 'sum', trays, ok), 1)[0];
    q.followUp(round, "and what's that round worth in sales?", amount(sumOf(deliveries, value, (d) => ok(d) && c(d).round === topRound)));
    q.ask('average price per tray of Large in 2025', amount(avgOf(deliveries, (d) => d.price, (d) => d.size === 'Large' && inYear('2025')(d))));
    q.ask('average Medium tray price, 2024 vs 2025', breakdown(groupBy(deliveries, (d) => d.date.slice(0, 4), 'avg', (d) => d.price, (d) => d.size === 'Medium')));
    q.ask('deliveries made in March 2025 (not cancelled)', count(countWhere(deliveries, (d) => ok(d) && d.date.startsWith('2025-03'))));
    q.ask('sales value Q4 2024', amount(sumOf(deliveries, value, (d) => ok(d) && inYear('2024')(d) && quarterOf(d.date) === 4)));
    q.ask('trays delivered between 1 Jan and 15 Feb 2025', count(sumOf(deliveries, trays, (d) => ok(d) && d.date >= '2025-01-01' && d.date <= '2025-02-15')));
    q.ask('which month had the most delivery lines?', month(busiestMonth(deliveries, (d) => d.date)));
    q.ask('what % of delivery lines got cancelled?', percent(percentOf(countWhere(deliveries, (d) => !ok(d)), deliveries.length)));
    q.ask('how many trays have come back as returns in total?', count(sumOf(deliveries, (d) => d.returned)));
    q.ask('How many delivered lines have no returns count written down?', count(countWhere(deliveries, (d) => ok(d) && d.returned === null)));
    q.ask('average returned trays per delivery, where someone counted them', amount(avgOf(deliveries, (d) => d.returned), 3));
    q.ask('duck egg trays delivered in 2024', count(sumOf(deliveries, trays, (d) => ok(d) && d.size === 'Duck' && inYear('2024')(d))));
    q.ask('How many different customers have had duck eggs from us?', count(new Set(deliveries.filter((d) => ok(d) && d.size === 'Duck').map((d) => d.customer)).size));
    const served = new Set(deliveries.map((d) => d.customer));
    q.ask("how many customers on the list have never had a delivery?", count(countWhere(customers, (x) => !served.has(x.no))));
    q.ask('Which village has the most customers?', winner(groupBy(customers, (x) => x.village, 'count')));
    q.ask('which village spends the most with us?', winner(groupBy(deliveries, (d) => c(d).village, 'sum', value, ok)));
    q.ask('sales value from pay-on-delivery customers', amount(sumOf(deliveries, value, (d) => ok(d) && c(d).terms === 'Pay on delivery')));
    q.ask('How many delivery lines went out on a Friday?', count(countWhere(deliveries, (d) => ok(d) && new Date(`${d.date}T00:00:00Z`).getUTCDay() === 5)));
    q.ask('biggest single line in trays', count(maxOf(deliveries, trays, ok)));
    q.ask('average trays per delivered line', amount(avgOf(deliveries, trays, ok), 2));
    q.ask('which café takes the most trays?', winner(groupBy(deliveries, (d) => c(d).name, 'sum', trays, (d) => ok(d) && c(d).kind === 'Café')));
    q.ask('Top 3 sizes by sales value', ranking(ranked(groupBy(deliveries, (d) => d.size, 'sum', value, ok), 3)));
    q.ask('how many butchers do we supply', count(countWhere(customers, (x) => x.kind === 'Butcher')));
    q.ask('How many trays were on the cancelled lines?', count(sumOf(deliveries, trays, (d) => !ok(d))));
    q.ask('What share of delivered trays were Medium?', percent(percentOf(sumOf(deliveries, trays, (d) => ok(d) && d.size === 'Medium'), sumOf(deliveries, trays, ok))));
    q.ask('2025 sales by quarter', breakdown(new Map([1, 2, 3, 4].map((n) => [`Q${n}`, sumOf(deliveries, value, (d) => ok(d) && inYear('2025')(d) && quarterOf(d.date) === n)]))));
    q.ask('number of delivery lines per round, cancelled ones included', countsBy(groupBy(deliveries, (d) => c(d).round, 'count')));
    q.ask('when was the last delivery?', day(dateRange(deliveries, (d) => d.date, ok).last));
    q.ask('how many different customers did we deliver to in November 2025?', count(new Set(deliveries.filter((d) => ok(d) && d.date.startsWith('2025-11')).map((d) => d.customer)).size));
    q.ask('cheapest we ever charged for a tray of Very Large?', amount(minOf(deliveries, (d) => d.price, (d) => d.size === 'Very Large')));
    q.ask('trays to farm shops in 2024', count(sumOf(deliveries, trays, (d) => ok(d) && c(d).kind === 'Farm Shop' && inYear('2024')(d))));
    q.ask('which month of 2025 brought in the most money?', month(ranked(groupBy(deliveries, (d) => d.date.slice(0, 7), 'sum', value, (d) => ok(d) && inYear('2025')(d)), 1)[0]));
    q.ask('mixed trays delivered in Q3 2025', count(sumOf(deliveries, trays, (d) => ok(d) && d.size === 'Mixed' && inYear('2025')(d) && quarterOf(d.date) === 3)));
    q.ask("what's the most we've charged for a tray of Large?", amount(maxOf(deliveries, (d) => d.price, (d) => d.size === 'Large')));
    q.ask('Which customer sends back the most trays?', winner(groupBy(deliveries, (d) => c(d).name, 'sum', (d) => d.returned)));

    q.ask('How many eggs did the hens lay last week?', decline('no laying or collection records'));
    q.ask('What does feed cost us per dozen eggs?', decline('no feed costs'));
    q.ask('Which hen house did the Duck trays come from?', decline('no flock or house column'));
    q.ask('How many hens have we got?', decline('no flock size'));
    q.ask('Why did customers cancel deliveries?', decline('no cancellation reason'));
    q.ask('What will a tray of Large sell for next spring?', decline('a forecast'));
    q.ask('Which van did the Friday West round?', decline('no vehicle column'));
    q.ask('How many miles is the Thursday East round?', decline('no distances'));
    q.ask('Are the monthly invoice customers paying on time?', decline('no payment dates'));
    q.ask('What share of our eggs are organic?', decline('no organic column'));
    q.ask('What was wrong with the returned trays, cracked or dirty?', decline('no return reason'));
    return { files, questions: q.questions };
  },
};
