// A beekeeper's honey business: 340 hives over five apiaries (XLSX), 2,600 honey harvests from
// 2023 to 2025 (CSV) and 12,000 jar sales at markets, the farm gate and online from 2024 to October
// 2025 (CSV). Sales name the harvest batch they were jarred from and harvests name their hive, so
// honey type and apiary reach the sales through two joins. Traps: hive numbers with leading zeros
// ("0042"), weights in kg with the unit in the header and blanks where a harvest was not weighed,
// rejected (wet) batches beside jarred ones, money as text with a pound sign, sale dates in three
// formats, refunded orders, the market column blank for online and farm-gate sales, a market
// called "Totally Local Market", and hives never harvested.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { dateText, pad, pickStyle, pounds, type DateStyle } from './shared.ts';

interface Hive {
  no: string;
  apiary: string;
  race: string;
  queenYear: number;
  installed: string;
  status: string;
}

interface Harvest {
  batch: string;
  date: string;
  style: DateStyle;
  hive: string;
  type: string;
  supers: number;
  kg: number | null;
  moisture: number;
  status: string;
}

interface Sale {
  ref: string;
  date: string;
  style: DateStyle;
  channel: string;
  market: string | null;
  product: string;
  batch: string;
  qty: number;
  amount: number;
  postage: number | null;
  status: string;
}

const APIARIES: [string, number][] = [['Orchard Lane', 90], ['Church Field', 70], ['Heather Moor', 60], ['Willow Farm', 75], ['The Rectory', 45]];
const RACES: [string, number][] = [['Buckfast', 40], ['Carniolan', 25], ['Native Black', 20], ['Italian', 15]];
const MARKETS: [string, number][] = [['Hexham Market', 35], ['Saturday Farmers Market', 30], ['Totally Local Market', 20], ['Riverside Craft Fair', 15]];
// product, price, weight
const PRODUCTS: [string, number, number][] = [['227g Jar', 5.5, 30], ['340g Jar', 7.5, 35], ['454g Jar', 9.5, 25], ['Cut Comb', 12, 10]];

function honeyType(random: ReturnType<typeof createRandom>, apiary: string, date: string): string {
  const m = Number(date.slice(5, 7));
  if (m <= 5) return 'Spring Blossom';
  if (m >= 8 && apiary === 'Heather Moor') return 'Heather';
  if (m === 6) return random.chance(0.4) ? 'Borage' : 'Summer Wildflower';
  if (m === 7) return random.chance(0.45) ? 'Lime' : 'Summer Wildflower';
  return 'Summer Wildflower';
}

function generate(): { hives: Hive[]; harvests: Harvest[]; sales: Sale[] } {
  const random = createRandom(47_202);
  const hives: Hive[] = [];
  let no = 1;
  for (let i = 0; i < 340; i++) {
    no += random.int(1, 2);
    const installed = random.chance(0.08) ? random.date('2025-04-01', '2025-07-31') : random.date('2020-04-01', '2024-06-30');
    const roll = random.next();
    const status = installed >= '2025-04-01' ? 'Active' : roll < 0.12 ? 'Dead out' : roll < 0.18 ? 'Combined' : roll < 0.21 ? 'Sold' : 'Active';
    hives.push({ no: pad(no, 4), apiary: random.weighted(APIARIES.map((a) => a[0]), APIARIES.map((a) => a[1])), race: random.weighted(RACES.map((r) => r[0]), RACES.map((r) => r[1])), queenYear: random.int(Math.max(2020, Number(installed.slice(0, 4))), 2025), installed, status });
  }
  const harvests: Harvest[] = [];
  while (harvests.length < 2_600) {
    const year = random.weighted([2023, 2024, 2025], [28, 36, 36]);
    const date = random.date(`${year}-05-10`, `${year}-09-20`);
    const hive = random.pick(hives);
    if (hive.installed >= date || (hive.status !== 'Active' && year === 2025)) continue;
    const type = honeyType(random, hive.apiary, date);
    const supers = random.weighted([1, 2, 3], [50, 35, 15]);
    const raceBoost = hive.race === 'Buckfast' ? 1.15 : hive.race === 'Native Black' ? 0.85 : 1;
    const kg = random.chance(0.025) ? null : Math.max(2, roundTo(random.normal(9.5 * supers * raceBoost, 2.2 * supers), 1));
    const moisture = roundTo(random.normal(type === 'Heather' ? 18.6 : 17.6, 0.6), 1);
    harvests.push({ batch: '', date, style: pickStyle(random, [40, 45, 15]), hive: hive.no, type, supers, kg, moisture, status: moisture > 18.8 ? 'Rejected' : 'Jarred' });
  }
  harvests.sort((a, b) => a.date.localeCompare(b.date));
  const perYear = new Map<string, number>();
  for (const h of harvests) {
    const y = h.date.slice(2, 4);
    const n = (perYear.get(y) ?? 0) + 1;
    perYear.set(y, n);
    h.batch = `B${y}-${pad(n, 4)}`;
  }
  const jarred = harvests.filter((h) => h.status === 'Jarred');
  const saleDates: string[] = [];
  for (let i = 0; i < 12_000; i++) saleDates.push(random.date('2024-01-01', '2025-10-31'));
  saleDates.sort();
  const sales: Sale[] = [];
  let upTo = 0;
  for (const [i, date] of saleDates.entries()) {
    while (upTo < jarred.length && jarred[upTo].date < date) upTo++;
    // Jars come from the last year's batches mostly.
    const h = jarred[Math.max(0, upTo - 1 - Math.floor(random.next() ** 2 * Math.min(upTo, 900)))];
    const weekendMarket = new Date(`${date}T00:00:00Z`).getUTCDay() === 6;
    const channel = random.weighted(['Market', 'Online', 'Farm Gate'], [weekendMarket ? 70 : 20, 55, 20]);
    const [product, base] = random.weighted(PRODUCTS, PRODUCTS.map((p) => p[2]));
    const unit = base + (h.type === 'Heather' ? 2 : 0);
    const qty = channel === 'Online' ? random.weighted([1, 2, 3, 6], [40, 30, 18, 12]) : random.weighted([1, 2, 3, 4], [55, 28, 12, 5]);
    sales.push({
      ref: `HS-${pad(i + 1, 5)}`, date, style: pickStyle(random, [20, 55, 25]), channel,
      market: channel === 'Market' ? random.weighted(MARKETS.map((m) => m[0]), MARKETS.map((m) => m[1])) : null,
      product, batch: h.batch, qty, amount: roundTo(unit * qty, 2), postage: channel === 'Online' ? (qty >= 3 ? 6.95 : 3.95) : null,
      status: random.chance(channel === 'Online' ? 0.05 : 0.01) ? 'Refunded' : 'Paid',
    });
  }
  return { hives, harvests, sales };
}

const HIVE_COLUMNS: Column<Hive>[] = [
  { header: 'Hive No', value: (h) => h.no },
  { header: 'Apiary', value: (h) => h.apiary },
  { header: 'Queen Race', value: (h) => h.race },
  { header: 'Queen Year', value: (h) => h.queenYear },
  { header: 'Installed', value: (h) => h.installed },
  { header: 'Status', value: (h) => h.status },
];

const HARVEST_COLUMNS: Column<Harvest>[] = [
  { header: 'Batch', value: (h) => h.batch },
  { header: 'Harvest Date', value: (h) => dateText(h.date, h.style) },
  { header: 'Hive No', value: (h) => h.hive },
  { header: 'Honey Type', value: (h) => h.type },
  { header: 'Supers', value: (h) => h.supers },
  { header: 'Weight (kg)', value: (h) => h.kg },
  { header: 'Moisture %', value: (h) => h.moisture },
  { header: 'Status', value: (h) => h.status },
];

const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'Order Ref', value: (s) => s.ref },
  { header: 'Sale Date', value: (s) => dateText(s.date, s.style) },
  { header: 'Channel', value: (s) => s.channel },
  { header: 'Market', value: (s) => s.market },
  { header: 'Product', value: (s) => s.product },
  { header: 'Batch', value: (s) => s.batch },
  { header: 'Qty', value: (s) => s.qty },
  { header: 'Amount', value: (s) => pounds(s.amount) },
  { header: 'Postage (£)', value: (s) => s.postage },
  { header: 'Status', value: (s) => s.status },
];

export const apiary: BusinessSchema = {
  name: 'apiary',
  description: "A beekeeper's honey business: 340 hives (XLSX), 2,600 harvests 2023-2025 with weights in kg (CSV) and 12,000 jar sales 2024-Oct 2025 with amounts as text (CSV), joined by hive number and batch",
  async build(dir) {
    const { hives, harvests, sales } = generate();
    const files = [
      await writeXlsx(join(dir, 'hives.xlsx'), 'Hives', HIVE_COLUMNS, hives),
      await writeCsv(join(dir, 'harvests.csv'), HARVEST_COLUMNS, harvests),
      await writeCsv(join(dir, 'jar_sales.csv'), SALE_COLUMNS, sales),
    ];
    const q = questionSet('apiary');
    const hiveOf = new Map(hives.map((h) => [h.no, h]));
    const batchOf = new Map(harvests.map((h) => [h.batch, h]));
    const kg = (h: Harvest) => h.kg;
    const paid = (s: Sale) => s.status === 'Paid';
    const amt = (s: Sale) => s.amount;
    const typeOf = (s: Sale) => batchOf.get(s.batch)!.type;
    const inYear = (y: string) => (h: Harvest) => h.date.startsWith(y);

    q.ask('How many hives do we have on record?', count(hives.length));
    q.ask('How many hives are active?', count(countWhere(hives, (h) => h.status === 'Active')));
    q.ask('hives per apiary', countsBy(groupBy(hives, (h) => h.apiary, 'count')));
    q.ask('Breakdown of hives by status', countsBy(groupBy(hives, (h) => h.status, 'count')));
    const harvested = new Set(harvests.map((h) => h.hive));
    q.ask('How many hives have never been harvested?', count(hives.filter((h) => !harvested.has(h.no)).length));
    q.ask('How much honey have we harvested in total, in kg?', amount(sumOf(harvests, kg), 1));
    q.ask('How many kg of honey did we take off in 2024?', amount(sumOf(harvests, kg, inYear('2024')), 1));
    q.ask('kg harvested by honey type', breakdown(groupBy(harvests, (h) => h.type, 'sum', kg), 1));
    q.ask('Which apiary has produced the most honey by weight?', winner(groupBy(harvests, (h) => hiveOf.get(h.hive)!.apiary, 'sum', kg)));
    q.ask('What is the average weight of a harvest (kg)?', amount(avgOf(harvests, kg), 2));
    q.ask('How many harvest batches were rejected?', count(countWhere(harvests, (h) => h.status === 'Rejected')));
    q.ask('What percentage of the harvested weight was rejected?', percent(percentOf(sumOf(harvests, kg, (h) => h.status === 'Rejected'), sumOf(harvests, kg))));
    q.ask('Average moisture of the heather honey batches', amount(avgOf(harvests, (h) => h.moisture, (h) => h.type === 'Heather'), 2));
    q.ask('Which month did we harvest the most honey by weight?', month(ranked(groupBy(harvests, (h) => h.date.slice(0, 7), 'sum', kg), 1)[0]));
    q.ask('Average harvest weight in kg by queen race', breakdown(groupBy(harvests, (h) => hiveOf.get(h.hive)!.race, 'avg', kg), 2));
    q.ask('How many harvests came from Buckfast hives?', count(countWhere(harvests, (h) => hiveOf.get(h.hive)!.race === 'Buckfast')));
    q.ask('How many harvests did The Rectory apiary give in 2025?', count(countWhere(harvests, (h) => inYear('2025')(h) && hiveOf.get(h.hive)!.apiary === 'The Rectory')));
    q.ask('How many jar sales orders do we have?', count(sales.length));
    q.ask('How many jars have we sold on paid orders? (not counting cut comb)', count(sumOf(sales, (s) => s.qty, (s) => paid(s) && s.product.endsWith('Jar'))));
    q.ask('Total honey sales, excluding refunds', amount(sumOf(sales, amt, paid)));
    q.ask('Paid sales by channel', breakdown(groupBy(sales, (s) => s.channel, 'sum', amt, paid)));
    q.ask('Which market takes the most money?', winner(groupBy(sales, (s) => s.market, 'sum', amt, paid)));
    q.ask('What share of orders are online?', percent(percentOf(countWhere(sales, (s) => s.channel === 'Online'), sales.length)));
    q.ask('What percentage of orders got refunded?', percent(percentOf(countWhere(sales, (s) => s.status === 'Refunded'), sales.length)));
    q.ask('How much have we refunded in total?', amount(sumOf(sales, amt, (s) => s.status === 'Refunded')));
    q.ask('Which product sells the most units? (paid orders)', winner(groupBy(sales, (s) => s.product, 'sum', (s) => s.qty, paid)));
    q.ask('Average value of a paid online order (before postage)', amount(avgOf(sales, amt, (s) => paid(s) && s.channel === 'Online')));
    q.ask('What were paid honey sales in September 2025?', amount(sumOf(sales, amt, (s) => paid(s) && s.date.startsWith('2025-09'))));
    q.ask('Which month had the highest paid sales?', month(ranked(groupBy(sales, (s) => s.date.slice(0, 7), 'sum', amt, paid), 1)[0]));
    q.ask('How much heather honey have we sold? (paid, in pounds)', amount(sumOf(sales, amt, (s) => paid(s) && typeOf(s) === 'Heather')));
    q.ask('Paid sales by honey type', breakdown(groupBy(sales, typeOf, 'sum', amt, paid)));
    q.ask('How many 454g jars have we sold at Totally Local Market? (paid)', count(sumOf(sales, (s) => s.qty, (s) => paid(s) && s.market === 'Totally Local Market' && s.product === '454g Jar')));
    q.ask('How much postage have customers paid on online orders, refunds excluded?', amount(sumOf(sales, (s) => s.postage, paid)));
    q.ask('How much have we taken from honey that came from Orchard Lane hives? (paid sales)', amount(sumOf(sales, amt, (s) => paid(s) && hiveOf.get(batchOf.get(s.batch)!.hive)!.apiary === 'Orchard Lane')));
    const hex = q.ask('Paid sales at Hexham Market in 2024', amount(sumOf(sales, amt, (s) => paid(s) && s.market === 'Hexham Market' && s.date.startsWith('2024'))));
    q.followUp(hex, 'and in 2025 so far?', amount(sumOf(sales, amt, (s) => paid(s) && s.market === 'Hexham Market' && s.date.startsWith('2025'))));
    q.ask('How many cut combs did we sell (paid) between 1 June and 31 August 2025?', count(sumOf(sales, (s) => s.qty, (s) => paid(s) && s.product === 'Cut Comb' && s.date >= '2025-06-01' && s.date <= '2025-08-31')));

    q.ask('How much did we spend on sugar syrup for winter feeding?', decline('no feeding costs'));
    q.ask('What were the varroa mite counts at Church Field?', decline('no mite counts'));
    q.ask('How many swarms did we lose this year?', decline('no swarm records'));
    q.ask('Which customers buy from us most often online?', decline('no customer column'));
    q.ask('How much beeswax have we sold?', decline('no beeswax product'));
    q.ask('How many bees are in each hive?', decline('no colony sizes'));
    q.ask('What did the last hive inspection at Willow Farm find?', decline('no inspection notes'));
    q.ask('What profit do we make on a 340g jar?', decline('no costs'));
    q.ask('How many stall fees did we pay at Hexham Market?', decline('no stall fees'));
    q.ask('Which courier delivered the online orders?', decline('no courier column'));
    q.ask('How much pollen did we collect?', decline('no pollen data'));
    return { files, questions: q.questions };
  },
};
