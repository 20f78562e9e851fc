// An alpaca trekking farm: 5,600 trek bookings from March 2024 to November 2026 (an XLSX sheet) and
// about 6,000 farm-shop till lines (CSV), a "Booking No" on the till lines of trekkers who shopped
// after their walk. Traps: booking and receipt numbers that look numeric (never summed), money with
// the unit in the header ("Amount Paid (£)", "Line Total (£)"), children left blank when none came,
// ratings left blank, Cancelled, Weather cancelled, No-show and Refunded bookings, alpaca names
// beside guide names, and a trek called "Total Alpaca Experience" that is no total.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, day, month, names, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Booking {
  no: number;
  date: string;
  trek: string;
  adults: number;
  children: number | null;
  alpaca: string;
  guide: string;
  via: string;
  paid: number;
  status: string;
  rating: number | null;
}

interface Sale {
  receipt: number;
  date: string;
  booking: number | null;
  item: string;
  category: string;
  qty: number;
  total: number;
  payment: string;
}

// trek, price per adult, weight
const TREKS: [string, number, number][] = [
  ['Meadow Walk', 35, 36], ['Hilltop Trek', 55, 22], ['Sunset Stroll', 45, 16], ['Picnic Trek', 65, 15], ['Total Alpaca Experience', 95, 11],
];
const ALPACAS: [string, number][] = [['Dolly', 15], ['Hamish', 14], ['Biscuit', 12], ['Pablo', 11], ['Fernando', 10], ['Toffee', 13], ['Nutmeg', 9], ['Kevin', 8]];
const GUIDES: [string, number][] = [['Fiona', 32], ['Callum', 26], ['Jess', 24], ['Ewan', 18]];
const VIA: [string, number][] = [['Website', 58], ['Phone', 14], ['Gift voucher', 19], ['Red Letter Days', 9]];
// item, category, price, weight
const ITEMS: [string, string, number, number][] = [
  ['Alpaca socks', 'Knitwear', 12, 20], ['Alpaca scarf', 'Knitwear', 38, 8], ['Bobble hat', 'Knitwear', 24, 9], ['Soft toy alpaca', 'Toys', 15, 18],
  ['Keyring', 'Gifts', 4.5, 14], ['Greetings card', 'Gifts', 3, 12], ['Yarn skein', 'Yarn', 9.5, 7], ['Bag of feed', 'Farm', 2, 16], ['Fudge', 'Food', 5.5, 10],
];

function generate(): { bookings: Booking[]; sales: Sale[] } {
  const random = createRandom(48_237);
  const bookings: Booking[] = [];
  for (let i = 0; i < 5_600; i++) {
    let date = random.date('2024-03-01', '2026-11-30');
    const m = Number(date.slice(5, 7));
    if ((m <= 3 || m >= 11) && random.chance(0.55)) date = random.date('2024-03-01', '2026-11-30');
    const trek = random.weighted(TREKS, TREKS.map((t) => t[2]));
    const adults = random.weighted([1, 2, 3, 4, 5, 6], [10, 46, 14, 18, 6, 6]);
    const kids = random.weighted([0, 1, 2, 3], [52, 20, 21, 7]);
    const children = kids === 0 ? (random.chance(0.5) ? null : 0) : kids;
    const via = random.weighted(VIA.map((v) => v[0]), VIA.map((v) => v[1]));
    const roll = random.next();
    const wet = Number(date.slice(5, 7)) >= 10 || Number(date.slice(5, 7)) <= 3;
    const status = roll < 0.05 ? 'Cancelled' : roll < 0.05 + (wet ? 0.09 : 0.03) ? 'Weather cancelled' : roll < 0.05 + (wet ? 0.09 : 0.03) + 0.025 ? 'No-show' : roll < 0.05 + (wet ? 0.09 : 0.03) + 0.04 ? 'Refunded' : 'Completed';
    const price = trek[1] + (date >= '2025-04-01' ? 5 : 0);
    const paid = roundTo(price * adults + price * 0.5 * kids, 2);
    const rating = status === 'Completed' && random.chance(0.45) ? random.weighted([5, 4, 3, 2, 1], [62, 25, 8, 3, 2]) : null;
    bookings.push({
      no: 0, date, trek: trek[0], adults, children, alpaca: random.weighted(ALPACAS.map((a) => a[0]), ALPACAS.map((a) => a[1])),
      guide: random.weighted(GUIDES.map((g) => g[0]), GUIDES.map((g) => g[1])), via, paid, status, rating,
    });
  }
  bookings.sort((a, b) => a.date.localeCompare(b.date) || a.trek.localeCompare(b.trek));
  bookings.forEach((b, i) => (b.no = 24_001 + i));
  const sales: Sale[] = [];
  let receipt = 880_101;
  const shoppers = bookings.filter((b) => b.status === 'Completed' && random.chance(0.35));
  const visits: { date: string; booking: number | null }[] = [
    ...shoppers.map((b) => ({ date: b.date, booking: b.no })),
    ...Array.from({ length: 1_500 }, () => ({ date: random.date('2024-03-01', '2026-11-30'), booking: null })),
  ].sort((a, b) => a.date.localeCompare(b.date) || (a.booking ?? 0) - (b.booking ?? 0));
  for (const v of visits) {
    const lines = random.weighted([1, 2, 3], [50, 35, 15]);
    const payment = random.weighted(['Card', 'Cash'], [78, 22]);
    const used = new Set<string>();
    for (let k = 0; k < lines; k++) {
      const it = random.weighted(ITEMS, ITEMS.map((x) => x[3]));
      if (used.has(it[0])) continue;
      used.add(it[0]);
      const qty = it[1] === 'Farm' ? random.int(1, 4) : random.weighted([1, 2, 3], [75, 20, 5]);
      sales.push({ receipt, date: v.date, booking: v.booking, item: it[0], category: it[1], qty, total: roundTo(it[2] * qty, 2), payment });
    }
    receipt++;
  }
  return { bookings, sales };
}

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'Booking No', value: (b) => b.no },
  { header: 'Trek Date', value: (b) => b.date },
  { header: 'Trek', value: (b) => b.trek },
  { header: 'Adults', value: (b) => b.adults },
  { header: 'Children', value: (b) => b.children },
  { header: 'Lead Alpaca', value: (b) => b.alpaca },
  { header: 'Guide', value: (b) => b.guide },
  { header: 'Booked Via', value: (b) => b.via },
  { header: 'Amount Paid (£)', value: (b) => b.paid },
  { header: 'Status', value: (b) => b.status },
  { header: 'Rating (1-5)', value: (b) => b.rating },
];

const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'Receipt No', value: (s) => s.receipt },
  { header: 'Date', value: (s) => s.date },
  { header: 'Booking No', value: (s) => s.booking },
  { header: 'Item', value: (s) => s.item },
  { header: 'Category', value: (s) => s.category },
  { header: 'Qty', value: (s) => s.qty },
  { header: 'Line Total (£)', value: (s) => s.total },
  { header: 'Payment', value: (s) => s.payment },
];

export const alpacatreks: BusinessSchema = {
  name: 'alpacatreks',
  description: "An alpaca trekking farm's trek bookings Mar 2024-Nov 2026 (XLSX) and farm-shop till lines (CSV) sharing Booking No",
  async build(dir) {
    const { bookings, sales } = generate();
    const files = [await writeXlsx(join(dir, 'trek_bookings.xlsx'), 'Bookings', BOOKING_COLUMNS, bookings), await writeCsv(join(dir, 'shop_sales.csv'), SALE_COLUMNS, sales)];
    const q = questionSet('alpacatreks');
    const bookingOf = new Map(bookings.map((b) => [b.no, b]));
    const done = (b: Booking) => b.status === 'Completed';
    const inMonth = (m: string) => (b: { date: string }) => b.date.startsWith(m);
    const inYear = (y: string) => (b: { date: string }) => b.date.startsWith(y);
    const paid = (b: Booking) => b.paid;
    const people = (b: Booking) => b.adults + (b.children ?? 0);

    q.ask('How many trek bookings have we had?', count(bookings.length));
    q.ask('bookings by status', countsBy(groupBy(bookings, (b) => b.status, 'count')));
    q.ask('How many treks were called off for weather in 2025?', count(countWhere(bookings, (b) => b.status === 'Weather cancelled' && inYear('2025')(b))));
    q.ask('What percentage of bookings were weather cancelled?', percent(percentOf(countWhere(bookings, (b) => b.status === 'Weather cancelled'), bookings.length)));
    q.ask('How much was paid for completed treks in 2025?', amount(sumOf(bookings, paid, (b) => done(b) && inYear('2025')(b))));
    q.ask('Trek income from completed bookings in July 2026', amount(sumOf(bookings, paid, (b) => done(b) && inMonth('2026-07')(b))));
    q.ask('Average amount paid per booking for the Hilltop Trek', amount(avgOf(bookings, paid, (b) => b.trek === 'Hilltop Trek')));
    q.ask('How many Total Alpaca Experience bookings were completed?', count(countWhere(bookings, (b) => b.trek === 'Total Alpaca Experience' && done(b))));
    q.ask('bookings per trek', countsBy(groupBy(bookings, (b) => b.trek, 'count')));
    q.ask('Which trek earned the most from completed bookings?', winner(groupBy(bookings, (b) => b.trek, 'sum', paid, done)));
    q.ask('How many adults came trekking in 2026 (completed treks)?', count(sumOf(bookings, (b) => b.adults, (b) => done(b) && inYear('2026')(b))));
    q.ask('Total children on completed treks', count(sumOf(bookings, (b) => b.children, done)));
    q.ask('How many bookings have the children column left blank?', count(countWhere(bookings, (b) => b.children === null)));
    q.ask('How many people walked on completed treks in August 2025, adults and children together?', count(sumOf(bookings, people, (b) => done(b) && inMonth('2025-08')(b))));
    q.ask('Average group size (adults plus children) per booking', amount(avgOf(bookings, people), 2));
    q.ask('Which alpaca led the most completed treks?', winner(groupBy(bookings, (b) => b.alpaca, 'count', undefined, done)));
    q.ask('Which alpaca led the fewest treks in 2025?', winner(groupBy(bookings, (b) => b.alpaca, 'count', undefined, inYear('2025')), 'asc'));
    q.ask('Top 3 alpacas by average rating', ranking(ranked(groupBy(bookings, (b) => b.alpaca, 'avg', (b) => b.rating), 3)));
    q.ask('Completed treks per guide', countsBy(groupBy(bookings, (b) => b.guide, 'count', undefined, done)));
    q.ask('Which guide had the most no-shows?', winner(groupBy(bookings, (b) => b.guide, 'count', undefined, (b) => b.status === 'No-show')));
    q.ask('What is our average rating?', amount(avgOf(bookings, (b) => b.rating), 2));
    q.ask('Average rating by trek', breakdown(groupBy(bookings, (b) => b.trek, 'avg', (b) => b.rating), 2));
    q.ask('How many bookings were rated 5?', count(countWhere(bookings, (b) => b.rating === 5)));
    q.ask('What share of bookings came through gift vouchers?', percent(percentOf(countWhere(bookings, (b) => b.via === 'Gift voucher'), bookings.length)));
    q.ask('Bookings by booking channel', countsBy(groupBy(bookings, (b) => b.via, 'count')));
    q.ask('How much did Red Letter Days bookings pay in total in 2026?', amount(sumOf(bookings, paid, (b) => b.via === 'Red Letter Days' && inYear('2026')(b))));
    q.ask('Which month of 2025 had the most bookings?', month(ranked(groupBy(bookings, (b) => b.date.slice(0, 7), 'count', undefined, inYear('2025')), 1)[0]));
    q.ask('How many treks between 10 and 20 April 2026?', count(countWhere(bookings, (b) => b.date >= '2026-04-10' && b.date <= '2026-04-20')));
    q.ask('How many bookings in Q1 2026?', count(countWhere(bookings, (b) => b.date >= '2026-01-01' && b.date <= '2026-03-31')));
    q.ask('When was the first ever Sunset Stroll?', day(bookings.find((b) => b.trek === 'Sunset Stroll')!.date));
    q.ask('What was the biggest single booking payment?', amount(maxOf(bookings, paid)));
    q.ask('How much money did we refund? (total paid on refunded bookings)', amount(sumOf(bookings, paid, (b) => b.status === 'Refunded')));
    const pic = q.ask('How many Picnic Treks in June 2025?', count(countWhere(bookings, (b) => b.trek === 'Picnic Trek' && inMonth('2025-06')(b))));
    q.followUp(pic, 'and June 2026?', count(countWhere(bookings, (b) => b.trek === 'Picnic Trek' && inMonth('2026-06')(b))));

    const line = (s: Sale) => s.total;
    q.ask('Total shop takings', amount(sumOf(sales, line)));
    q.ask('Shop takings by category', breakdown(groupBy(sales, (s) => s.category, 'sum', line)));
    q.ask('How many receipts did the shop ring up in 2025?', count(new Set(sales.filter(inYear('2025')).map((s) => s.receipt)).size));
    q.ask('Which item sold the most units?', winner(groupBy(sales, (s) => s.item, 'sum', (s) => s.qty)));
    q.ask('Top 3 shop items by takings in 2026', ranking(ranked(groupBy(sales, (s) => s.item, 'sum', line, inYear('2026')), 3)));
    q.ask('How many pairs of alpaca socks did we sell in December 2025?', count(sumOf(sales, (s) => s.qty, (s) => s.item === 'Alpaca socks' && inMonth('2025-12')(s))));
    q.ask('What percentage of shop takings were paid in cash?', percent(percentOf(sumOf(sales, line, (s) => s.payment === 'Cash'), sumOf(sales, line))));
    q.ask('How much did trekkers spend in the shop (lines with a booking number)?', amount(sumOf(sales, line, (s) => s.booking !== null)));
    q.ask('How many shop lines have no booking number?', count(countWhere(sales, (s) => s.booking === null)));
    q.ask('Shop spend by trekkers per trek', breakdown(groupBy(sales, (s) => (s.booking === null ? null : bookingOf.get(s.booking)!.trek), 'sum', line)));
    q.ask("Which guide's groups spent the most in the shop?", winner(groupBy(sales, (s) => (s.booking === null ? null : bookingOf.get(s.booking)!.guide), 'sum', line)));
    const feed = q.ask('How many bags of feed did we sell in 2025?', count(sumOf(sales, (s) => s.qty, (s) => s.item === 'Bag of feed' && inYear('2025')(s))));
    q.followUp(feed, 'and how much money was that?', amount(sumOf(sales, line, (s) => s.item === 'Bag of feed' && inYear('2025')(s))));
    q.ask('Which items took more than £9,000 in total?', names([...groupBy(sales, (s) => s.item, 'sum', line)].filter(([, v]) => v > 9_000).map(([k]) => k)));

    q.ask('How much hay do the alpacas eat a week?', decline('no feeding data'));
    q.ask('How old is Hamish?', decline('no alpaca details'));
    q.ask('How many treks are booked for Christmas 2026?', decline('bookings end in November 2026'));
    q.ask('Why did people not show up?', decline('no reason recorded'));
    q.ask('Which alpaca is the cutest?', decline('an opinion'));
    q.ask("What's the profit margin on alpaca scarves?", decline('no cost prices'));
    q.ask('How many hours did Fiona work in May 2026?', decline('no guide hours'));
    q.ask('What was the weather on the day of booking 24001?', decline('no weather data'));
    q.ask('How many visitors came from Scotland?', decline('no visitor addresses'));
    q.ask('How many gift vouchers are still unredeemed?', decline('no voucher ledger'));
    q.ask('What will the shop take next Easter?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};
