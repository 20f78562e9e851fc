// A provincial auction house: 380 consignors (CSV: type, town, commission rate), 520 registered buyers
// (XLSX: paddle number, country, buyer type) and 9,000 lots offered at its General, Fine Art &
// Antiques, Jewellery & Silver and Collectors' sales from January to October 2025 (CSV), joined on the
// consignor number and the paddle number. Traps: consignor numbers with leading zeros ("0345") and lot
// and paddle numbers that look numeric, units in the headers ("Low Estimate (£)", "Commission (%)"),
// hammer prices written as text ("£1,200") and blank for unsold and withdrawn lots, sale dates as text
// ("Tue 04 Mar 2025"), blank paddles and bid methods, unsold, withdrawn and rescinded lots beside the
// sold ones, a category "Other" and a buyer type "None" (unclassified registrations), consignors and
// buyers with no lots, and a consignor "Total Home Clearances" that is no total.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, dateRange, groupBy, maxOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';
import { personNames } from '../vocabulary.ts';
import { weekdayDate } from './shared.ts';

interface Consignor {
  no: string;
  name: string;
  type: string;
  town: string;
  rate: number;
}

interface Buyer {
  paddle: number;
  name: string;
  country: string;
  type: string;
  registered: string;
}

interface Lot {
  id: number;
  sale: string;
  date: string;
  consignor: string;
  category: string;
  low: number;
  high: number;
  hammer: number | null;
  paddle: number | null;
  method: string | null;
  status: string;
}

const CONSIGNOR_TYPES: [string, number, number][] = [['Private', 55, 15], ['Dealer', 20, 10], ['Estate', 18, 12.5], ['Other', 7, 15]];
const TOWNS = ['Ludlow', 'Leominster', 'Hereford', 'Shrewsbury', 'Church Stretton', 'Tenbury Wells', 'Knighton'];
const COUNTRIES: [string, number][] = [['UK', 70], ['Ireland', 7], ['France', 6], ['USA', 8], ['Germany', 5], ['Other', 4]];
// sale, lots weight, categories with weights
const SALES: [string, number, [string, number][]][] = [
  ['General Sale', 150, [['Furniture', 30], ['Ceramics', 22], ['Books', 12], ['Toys', 8], ['Clocks', 6], ['Silver', 6], ['Other', 16]]],
  ['Fine Art & Antiques', 260, [['Paintings', 40], ['Furniture', 25], ['Clocks', 15], ['Ceramics', 20]]],
  ['Jewellery & Silver', 190, [['Jewellery', 60], ['Silver', 40]]],
  ["Collectors' Sale", 210, [['Toys', 40], ['Books', 30], ['Other', 30]]],
];
// typical low estimate by category
const TYPICAL: Record<string, number> = { Furniture: 180, Ceramics: 90, Books: 60, Toys: 70, Clocks: 300, Silver: 220, Paintings: 450, Jewellery: 320, Other: 50 };

function saleDays(): { sale: string; date: string }[] {
  const days: { sale: string; date: string }[] = [];
  for (let d = '2025-01-01'; d <= '2025-10-31'; d = addDays(d, 1)) {
    const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
    const dom = Number(d.slice(8, 10));
    if (wd === 2) days.push({ sale: 'General Sale', date: d });
    else if (wd === 4 && dom >= 15 && dom <= 21) days.push({ sale: 'Fine Art & Antiques', date: d });
    else if (wd === 6 && dom <= 7) days.push({ sale: 'Jewellery & Silver', date: d });
    else if (wd === 3 && dom >= 8 && dom <= 14 && Number(d.slice(5, 7)) % 2 === 0) days.push({ sale: "Collectors' Sale", date: d });
  }
  return days;
}

function increment(price: number): number {
  const step = price < 100 ? 5 : price < 1_000 ? 10 : 50;
  return Math.max(5, Math.round(price / step) * step);
}

function generate(): { consignors: Consignor[]; buyers: Buyer[]; lots: Lot[] } {
  const random = createRandom(44_404);
  const people = personNames(random, 900);
  const consignors: Consignor[] = people.slice(0, 380).map((name, i) => {
    const [type, , rate] = i === 123 ? CONSIGNOR_TYPES[1] : random.weighted(CONSIGNOR_TYPES, CONSIGNOR_TYPES.map((t) => t[1]));
    return {
      no: String(200 + i * 2 + random.int(0, 1)).padStart(4, '0'),
      name: i === 123 ? 'Total Home Clearances' : type === 'Estate' ? `Estate of ${name}` : name,
      type,
      town: random.pick(TOWNS),
      rate,
    };
  });
  const buyers: Buyer[] = people.slice(380, 900).map((name, i) => ({
    paddle: 101 + i,
    name,
    country: random.weighted(COUNTRIES.map((c) => c[0]), COUNTRIES.map((c) => c[1])),
    type: random.weighted(['Trade', 'Private', 'None'], [35, 55, 10]),
    registered: random.date('2018-01-01', '2024-12-31'),
  }));
  const supply = consignors.map((c, i) => (i === 123 ? 25 : i % 10 === 7 ? 0 : (c.type === 'Dealer' ? 4 : c.type === 'Estate' ? 3 : 1) * random.float(0.2, 2, 2)));
  const appetite = buyers.map((b, i) => (i % 12 === 5 ? 0 : (b.type === 'Trade' ? 4 : 1) * random.float(0.2, 2, 2)));
  const days = saleDays();
  const lots: Lot[] = [];
  for (let i = 0; i < 9_000; i++) {
    const { sale, date } = random.weighted(days, days.map((d) => SALES.find((s) => s[0] === d.sale)![1]));
    const cats = SALES.find((s) => s[0] === sale)![2];
    const category = random.weighted(cats.map((c) => c[0]), cats.map((c) => c[1]));
    const consignor = random.weighted(consignors, supply);
    const low = increment(TYPICAL[category] * Math.exp(random.normal(0, 0.6)) * (sale === 'Fine Art & Antiques' ? 1.6 : 1));
    const high = increment(low * 1.5);
    const roll = random.next();
    const status = roll < 0.03 ? 'Withdrawn' : roll < 0.25 ? 'Unsold' : roll < 0.265 ? 'Rescinded' : 'Sold';
    const sold = status === 'Sold' || status === 'Rescinded';
    const buyer = sold ? random.weighted(buyers, appetite) : null;
    lots.push({
      id: 0,
      sale,
      date,
      consignor: consignor.no,
      category,
      low,
      high,
      hammer: sold ? increment(low * Math.exp(random.normal(0.15, 0.45))) : null,
      paddle: buyer?.paddle ?? null,
      method: sold ? random.weighted(['Room', 'Online', 'Phone', 'Commission'], [35, 45, 12, 8]) : null,
      status,
    });
  }
  lots.sort((a, b) => a.date.localeCompare(b.date) || a.category.localeCompare(b.category) || a.low - b.low);
  lots.forEach((l, i) => (l.id = 600_001 + i));
  return { consignors, buyers, lots };
}

const CONSIGNOR_COLUMNS: Column<Consignor>[] = [
  { header: 'Consignor No', value: (c) => c.no },
  { header: 'Consignor', value: (c) => c.name },
  { header: 'Type', value: (c) => c.type },
  { header: 'Town', value: (c) => c.town },
  { header: 'Commission (%)', value: (c) => c.rate },
];

const BUYER_COLUMNS: Column<Buyer>[] = [
  { header: 'Paddle No', value: (b) => b.paddle },
  { header: 'Buyer', value: (b) => b.name },
  { header: 'Country', value: (b) => b.country },
  { header: 'Buyer Type', value: (b) => b.type },
  { header: 'Registered', value: (b) => b.registered },
];

const LOT_COLUMNS: Column<Lot>[] = [
  { header: 'Lot ID', value: (l) => l.id },
  { header: 'Sale', value: (l) => l.sale },
  { header: 'Sale Date', value: (l) => weekdayDate(l.date) },
  { header: 'Consignor No', value: (l) => l.consignor },
  { header: 'Category', value: (l) => l.category },
  { header: 'Low Estimate (£)', value: (l) => l.low },
  { header: 'High Estimate (£)', value: (l) => l.high },
  { header: 'Hammer Price', value: (l) => (l.hammer === null ? null : `£${l.hammer.toLocaleString('en-GB')}`) },
  { header: 'Paddle No', value: (l) => l.paddle },
  { header: 'Bid Method', value: (l) => l.method },
  { header: 'Status', value: (l) => l.status },
];

export const auctionhouse: BusinessSchema = {
  name: 'auctionhouse',
  description: "A provincial auction house: 380 consignors (CSV), 520 registered buyers (XLSX) and 9,000 lots Jan-Oct 2025 with hammer prices as text (CSV)",
  async build(dir) {
    const { consignors, buyers, lots } = generate();
    const files = [
      await writeCsv(join(dir, 'consignors.csv'), CONSIGNOR_COLUMNS, consignors),
      await writeXlsx(join(dir, 'buyers.xlsx'), 'Buyers', BUYER_COLUMNS, buyers),
      await writeCsv(join(dir, 'lots.csv'), LOT_COLUMNS, lots),
    ];
    const q = questionSet('auctionhouse');
    const consignorOf = new Map(consignors.map((c) => [c.no, c]));
    const buyerOf = new Map(buyers.map((b) => [b.paddle, b]));
    const con = (l: Lot) => consignorOf.get(l.consignor)!;
    const buyer = (l: Lot) => (l.paddle === null ? null : buyerOf.get(l.paddle)!);
    const hammer = (l: Lot) => l.hammer;
    const sold = (l: Lot) => l.status === 'Sold';
    const inMonth = (m: string) => (l: Lot) => l.date.startsWith(m);
    const both = (...ps: ((l: Lot) => boolean)[]) => (l: Lot) => ps.every((p) => p(l));
    const consigning = new Set(lots.map((l) => l.consignor));
    const onLots = new Set(lots.map((l) => l.paddle));

    q.ask('How many consignors do we have on file?', count(consignors.length));
    q.ask('How many registered buyers are there?', count(buyers.length));
    q.ask('How many lots have we offered this year?', count(lots.length));
    q.ask('Lots by status', countsBy(groupBy(lots, (l) => l.status, 'count')));
    q.ask('What is the total hammer price of sold lots?', amount(sumOf(lots, hammer, sold), 0));
    q.ask('What percentage of all lots ended up sold?', percent(percentOf(countWhere(lots, sold), lots.length)));
    q.ask('How many lots were withdrawn?', count(countWhere(lots, (l) => l.status === 'Withdrawn')));
    q.ask('Hammer total of sold lots by category', breakdown(groupBy(lots, (l) => l.category, 'sum', hammer, sold), 0));
    q.ask('Which category raised the most at the hammer (sold lots)?', winner(groupBy(lots, (l) => l.category, 'sum', hammer, sold)));
    q.ask('Top 5 buyers by total hammer on sold lots', ranking(ranked(groupBy(lots, (l) => buyer(l)?.name ?? null, 'sum', hammer, sold), 5)));
    q.ask('Which buyer has bought the most lots (sold status)?', winner(groupBy(lots, (l) => buyer(l)?.name ?? null, 'count', undefined, sold)));
    q.ask('How many sold lots went to online bidders?', count(countWhere(lots, both(sold, (l) => l.method === 'Online'))));
    q.ask('Hammer total of sold lots by bid method', breakdown(groupBy(lots, (l) => l.method, 'sum', hammer, sold), 0));
    q.ask('Average hammer price of a sold painting', amount(avgOf(lots, hammer, both(sold, (l) => l.category === 'Paintings'))));
    q.ask('How many sold lots hammered above their high estimate?', count(countWhere(lots, both(sold, (l) => l.hammer! > l.high))));
    q.ask('How many sold lots went for less than their low estimate?', count(countWhere(lots, both(sold, (l) => l.hammer! < l.low))));
    q.ask('What was the highest hammer price of the year on a sold lot?', amount(maxOf(lots, hammer, sold), 0));
    q.ask('Which consignor has had the most hammer from sold lots?', winner(groupBy(lots, (l) => con(l).name, 'sum', hammer, sold)));
    q.ask('How many lots has Total Home Clearances consigned?', count(countWhere(lots, (l) => con(l).name === 'Total Home Clearances')));
    q.ask('What did Total Home Clearances lots make at the hammer (sold only)?', amount(sumOf(lots, hammer, both(sold, (l) => con(l).name === 'Total Home Clearances')), 0));
    q.ask('Sold hammer by consignor type', breakdown(groupBy(lots, (l) => con(l).type, 'sum', hammer, sold), 0));
    q.ask("How much commission have we earned from consignors on sold lots, using each consignor's commission rate?", amount(sumOf(lots, (l) => (l.hammer! * con(l).rate) / 100, sold)));
    const idle = q.ask('How many consignors have no lots at all?', count(countWhere(consignors, (c) => !consigning.has(c.no))));
    q.followUp(idle, 'How many of those are dealers?', count(countWhere(consignors, (c) => !consigning.has(c.no) && c.type === 'Dealer')));
    q.ask("How many registered buyers don't appear on any lot?", count(countWhere(buyers, (b) => !onLots.has(b.paddle))));
    q.ask('How many buyers are registered from each country?', countsBy(groupBy(buyers, (b) => b.country, 'count')));
    q.ask('What share of sold hammer came from buyers outside the UK?', percent(percentOf(sumOf(lots, hammer, both(sold, (l) => buyer(l)!.country !== 'UK')), sumOf(lots, hammer, sold))));
    q.ask('Which sale raised the most hammer across the year (sold lots)?', winner(groupBy(lots, (l) => l.sale, 'sum', hammer, sold)));
    q.ask('How many sale days have we held?', count(new Set(lots.map((l) => l.date)).size));
    q.ask('Which month had the most lots offered?', month(busiestMonth(lots, (l) => l.date)));
    q.ask('Sold hammer in Q3', amount(sumOf(lots, hammer, both(sold, (l) => quarterOf(l.date) === 3)), 0));
    const span = dateRange(lots, (l) => l.date);
    q.ask('When was our first sale of the year?', day(span.first));
    q.ask('When was the last sale in the data?', day(span.last));
    q.ask('How many lots sold between 1 and 15 June 2025?', count(countWhere(lots, both(sold, (l) => l.date >= '2025-06-01' && l.date <= '2025-06-15'))));
    q.ask('Average low estimate for clocks', amount(avgOf(lots, (l) => l.low, (l) => l.category === 'Clocks')));
    q.ask('How many different buyers bought sold lots in September?', count(new Set(lots.filter(both(sold, inMonth('2025-09'))).map((l) => l.paddle)).size));
    q.ask('Average hammer of sold lots by sale', breakdown(groupBy(lots, (l) => l.sale, 'avg', hammer, sold), 2));
    q.ask('What was the total low estimate of the withdrawn lots?', amount(sumOf(lots, (l) => l.low, (l) => l.status === 'Withdrawn'), 0));
    const rescinded = q.ask('How much hammer was on lots whose sale was rescinded?', amount(sumOf(lots, hammer, (l) => l.status === 'Rescinded'), 0));
    q.followUp(rescinded, 'How many lots was that?', count(countWhere(lots, (l) => l.status === 'Rescinded')));
    q.ask('Did ceramics or silver raise more at the hammer in May (sold lots)?', winner(groupBy(lots, (l) => l.category, 'sum', hammer, both(sold, inMonth('2025-05'), (l) => l.category === 'Ceramics' || l.category === 'Silver'))));
    q.ask('Which category had the fewest sold lots?', winner(groupBy(lots, (l) => l.category, 'count', undefined, sold), 'asc'));
    q.ask('What percentage of lots were consigned by dealers?', percent(percentOf(countWhere(lots, (l) => con(l).type === 'Dealer'), lots.length)));
    q.ask('Top 3 consignors by sold hammer in the Fine Art & Antiques sales', ranking(ranked(groupBy(lots, (l) => con(l).name, 'sum', hammer, both(sold, (l) => l.sale === 'Fine Art & Antiques')), 3)));
    q.ask('Outside the UK, which country\'s buyers spent the most on sold lots?', winner(groupBy(lots, (l) => buyer(l)!.country, 'sum', hammer, both(sold, (l) => buyer(l)!.country !== 'UK'))));
    q.ask("What did the 'Other' category make at the hammer on sold lots?", amount(sumOf(lots, hammer, both(sold, (l) => l.category === 'Other')), 0));
    q.ask('How many lots sold to phone bidders in March?', count(countWhere(lots, both(sold, inMonth('2025-03'), (l) => l.method === 'Phone'))));
    q.ask('Sold hammer by buyer type', breakdown(groupBy(lots, (l) => buyer(l)?.type ?? null, 'sum', hammer, sold), 0));
    q.ask('How many of our buyers registered before 2020?', count(countWhere(buyers, (b) => b.registered < '2020-01-01')));

    q.ask("What buyer's premium did we charge on each lot?", decline('no premium column'));
    q.ask('Who painted the most expensive painting we sold?', decline('no artist column'));
    q.ask('How old are the clocks we sold?', decline('no age or period data'));
    q.ask('How many people attended each sale in the room?', decline('no attendance data'));
    q.ask('How much did we spend on shipping lots abroad?', decline('no shipping costs'));
    q.ask('What will the next Fine Art sale make?', decline('a forecast'));
    q.ask('Which of our auctioneers is the most entertaining?', decline('an opinion; no auctioneer column'));
    q.ask('How did lots do in the 2024 Christmas sale?', decline('sales start in January 2025'));
    q.ask('What are the email addresses of our top buyers?', decline('no contact details'));
    q.ask('Which lots were fakes?', decline('no authenticity data'));
    q.ask('How long did each lot take to sell in the room, in seconds?', decline('no timing data'));
    return { files, questions: q.questions };
  },
};
