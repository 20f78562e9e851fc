// A bouncy castle and party equipment hire firm: 340 items of equipment (XLSX, daily rate, safety
// test flag), 14,000 bookings for events from January 2025 to November 2026 (CSV, the price paid) and
// the deliveries made for them (CSV: driver, van, miles, delivery fee) sharing booking_id and
// item_code. Traps: numeric-looking item codes and booking ids, price paid as "£145.00" text and blank
// on cancelled bookings, delivery dates as DD/MM/YYYY text, statuses in mixed case, a "NO" value in
// the safety test column, an assault course named "Total Wipeout", and two money columns (the daily
// rate on the equipment vs the price paid on the booking).
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, daysBetween, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Item {
  code: number;
  name: string;
  category: string;
  rate: number;
  tested: string;
}

interface Booking {
  id: number;
  item: number;
  customer: string;
  town: string;
  event: string;
  bookedOn: string;
  days: number;
  paid: number | null;
  status: string;
}

interface Delivery {
  id: number;
  booking: number;
  driver: string;
  van: string;
  date: string;
  miles: number;
  fee: number;
  setup: number;
}

// category, names, rate range, popularity, setup minutes
const CATEGORIES: [string, string[], number, number, number, number][] = [
  ['Bouncy Castle', ['Pink Princess Castle', 'Jungle Castle', 'Superhero Castle', 'Pirate Castle', 'Unicorn Castle', 'Football Castle', 'Disco Dome', 'Dinosaur Castle'], 70, 140, 34, 30],
  ['Inflatable Slide', ['Mega Slide', 'Wave Slide', 'Toddler Slide', 'Tropical Slide'], 110, 260, 12, 40],
  ['Assault Course', ['Total Wipeout', 'Ninja Course', 'Army Assault Course', 'Rainbow Run'], 150, 320, 8, 55],
  ['Soft Play', ['Soft Play Set Pastel', 'Soft Play Set Primary', 'Ball Pit', 'Baby Soft Play'], 50, 110, 16, 25],
  ['Games', ['Giant Connect 4', 'Bungee Run', 'Gladiator Duel', 'Sumo Suits', 'Bucking Bronco'], 60, 250, 10, 20],
  ['Catering Machine', ['Popcorn Machine', 'Candy Floss Machine', 'Slush Machine', 'Chocolate Fountain'], 35, 70, 10, 10],
  ['Marquee', ['Marquee 3x6m', 'Marquee 6x9m', 'Gazebo 3x3m'], 90, 450, 6, 60],
  ['Generator', ['Generator 2kVA', 'Generator 6kVA'], 40, 90, 4, 10],
];
const TOWNS: [string, number][] = [['Leeds', 30], ['Wakefield', 18], ['Bradford', 16], ['Harrogate', 12], ['Huddersfield', 14], ['York', 10]];
const DRIVERS: [string, string][] = [['Kev Moran', 'YJ19 KLP'], ['Stacey Burns', 'YH70 DWE'], ['Mo Hussain', 'YK21 PTA'], ['Gaz Hirst', 'YC68 RNU'], ['Amy Cole', 'YF22 BSO']];
const FIRST = ['Laura', 'Gemma', 'Steph', 'Nicola', 'Kirsty', 'Danielle', 'Hayley', 'Jess', 'Carl', 'Wayne', 'Lee', 'Ricky', 'Amanda', 'Becky', 'Natalie', 'Zoe', 'Sadia', 'Aisha', 'Emma', 'Craig'];
const LAST = ['Hargreaves', 'Brook', 'Sutcliffe', 'Ackroyd', 'Kaur', 'Ahmed', 'Firth', 'Lockwood', 'Haigh', 'Walker', 'Dyson', 'Armitage', 'Booth', 'Crowther', 'Pickles', 'Shaw', 'Akhtar', 'Holroyd'];
// relative bookings by month (Jan..Dec): summer parties
const SEASON = [3, 3, 5, 7, 11, 14, 16, 16, 8, 6, 5, 7];

function generate(): { items: Item[]; bookings: Booking[]; deliveries: Delivery[] } {
  const random = createRandom(43_859);
  const items: Item[] = [];
  let code = 1_005;
  while (items.length < 340) {
    for (const [category, names, lo, hi] of CATEGORIES) {
      for (const name of names) {
        if (items.length >= 340) break;
        const copies = items.filter((i) => i.name.startsWith(name)).length;
        items.push({ code, name: copies === 0 ? name : `${name} #${copies + 1}`, category, rate: Math.round(random.float(lo, hi, 0) / 5) * 5, tested: random.chance(0.06) ? 'NO' : 'YES' });
        code += random.int(1, 4);
      }
    }
  }
  const itemWeights = items.map((i) => CATEGORIES.find((c) => c[0] === i.category)![4] * random.float(0.4, 1.6, 3) / CATEGORIES.find((c) => c[0] === i.category)![1].length);
  const days: string[] = [];
  for (let d = 0; d <= daysBetween('2025-01-01', '2026-11-30'); d++) days.push(addDays('2025-01-01', d));
  const dayWeights = days.map((d) => {
    const dow = new Date(`${d}T00:00:00Z`).getUTCDay();
    return SEASON[Number(d.slice(5, 7)) - 1] * (dow === 6 ? 4 : dow === 0 ? 2.5 : dow === 5 ? 1.5 : 0.6);
  });
  const customers = Array.from({ length: 2_400 }, () => `${random.pick(FIRST)} ${random.pick(LAST)}`);
  const bookings: Booking[] = [];
  for (let i = 0; i < 14_000; i++) {
    const item = random.weighted(items, itemWeights);
    const event = random.weighted(days, dayWeights);
    const lead = Math.min(daysBetween('2024-10-01', event), Math.round(Math.abs(random.normal(0, 40))) + 1);
    const hireDays = random.weighted([1, 2, 3], [82, 13, 5]);
    const cancelled = random.chance(0.08);
    const status = cancelled ? random.weighted(['Cancelled', 'cancelled', 'CANCELLED'], [70, 25, 5])
      : event >= '2026-11-28' ? random.weighted(['Confirmed', 'confirmed'], [80, 20])
        : random.weighted(['Completed', 'completed', 'Complete'], [75, 20, 5]).replace(/^Complete$/, 'COMPLETED');
    const discount = random.weighted([0, 0.1, 0.15], [70, 20, 10]);
    bookings.push({
      id: 0, item: item.code, customer: random.pick(customers), town: random.weighted(TOWNS.map((t) => t[0]), TOWNS.map((t) => t[1])),
      event, bookedOn: addDays(event, -lead), days: hireDays, paid: cancelled ? null : roundTo(item.rate * hireDays * (1 - discount), 2), status,
    });
  }
  bookings.sort((a, b) => a.bookedOn.localeCompare(b.bookedOn) || a.event.localeCompare(b.event));
  bookings.forEach((b, i) => (b.id = 310_001 + i));
  const deliveries: Delivery[] = [];
  const itemOf = new Map(items.map((i) => [i.code, i]));
  for (const b of bookings) {
    if (b.paid === null) continue;
    const [driver, van] = random.weighted(DRIVERS, [30, 25, 20, 15, 10]);
    const miles = roundTo(Math.max(1.5, random.normal(b.town === 'Leeds' ? 8 : b.town === 'York' ? 26 : 15, 5)), 1);
    const cat = CATEGORIES.find((c) => c[0] === itemOf.get(b.item)!.category)!;
    deliveries.push({ id: 0, booking: b.id, driver, van, date: random.chance(0.3) ? addDays(b.event, -1) : b.event, miles, fee: miles <= 10 ? 0 : roundTo(miles * 0.9, 2), setup: Math.max(5, Math.round(random.normal(cat[5], cat[5] * 0.25))) });
  }
  deliveries.sort((a, b) => a.date.localeCompare(b.date) || a.booking - b.booking);
  deliveries.forEach((d, i) => (d.id = 70_001 + i));
  return { items, bookings, deliveries };
}

const money = (v: number | null) => (v === null ? null : `£${v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const ITEM_COLUMNS: Column<Item>[] = [
  { header: 'item_code', value: (i) => i.code },
  { header: 'item_name', value: (i) => i.name },
  { header: 'category', value: (i) => i.category },
  { header: 'Daily Rate (£)', value: (i) => i.rate },
  { header: 'safety_tested', value: (i) => i.tested },
];
const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_id', value: (b) => b.id },
  { header: 'item_code', value: (b) => b.item },
  { header: 'customer', value: (b) => b.customer },
  { header: 'town', value: (b) => b.town },
  { header: 'event_date', value: (b) => b.event },
  { header: 'booked_on', value: (b) => b.bookedOn },
  { header: 'hire_days', value: (b) => b.days },
  { header: 'price_paid', value: (b) => money(b.paid) },
  { header: 'status', value: (b) => b.status },
];
const DELIVERY_COLUMNS: Column<Delivery>[] = [
  { header: 'delivery_id', value: (d) => d.id },
  { header: 'booking_id', value: (d) => d.booking },
  { header: 'driver', value: (d) => d.driver },
  { header: 'van', value: (d) => d.van },
  { header: 'delivery_date', value: (d) => ukDate(d.date) },
  { header: 'Miles', value: (d) => d.miles },
  { header: 'Delivery Fee (£)', value: (d) => d.fee },
  { header: 'setup_minutes', value: (d) => d.setup },
];

export const partyhire: BusinessSchema = {
  name: 'partyhire',
  description: 'A bouncy castle and party hire firm: 340 equipment items (XLSX), 14,000 bookings Jan 2025-Nov 2026 and their deliveries (CSV), sharing item_code and booking_id',
  async build(dir) {
    const { items, bookings, deliveries } = generate();
    const files = [
      await writeXlsx(join(dir, 'equipment.xlsx'), 'Equipment', ITEM_COLUMNS, items),
      await writeCsv(join(dir, 'bookings.csv'), BOOKING_COLUMNS, bookings),
      await writeCsv(join(dir, 'deliveries.csv'), DELIVERY_COLUMNS, deliveries),
    ];
    const q = questionSet('partyhire');
    const itemOf = new Map(items.map((i) => [i.code, i]));
    const bookingOf = new Map(bookings.map((b) => [b.id, b]));
    const st = (b: Booking) => b.status.toLowerCase();
    const paid = (b: Booking) => b.paid;
    const cat = (b: Booking) => itemOf.get(b.item)!.category;
    const ev = (from: string, to: string) => (b: Booking) => b.event >= from && b.event <= to;
    const dv = (from: string, to: string) => (d: Delivery) => d.date >= from && d.date <= to;
    const miles = (d: Delivery) => d.miles;

    q.ask('how many bookings have we had', count(bookings.length));
    q.ask('bookings by status', countsBy(groupBy(bookings, st, 'count')));
    q.ask('total hire revenue', amount(sumOf(bookings, paid)));
    q.ask('average price paid per booking', amount(avgOf(bookings, paid)));
    q.ask('median booking price', amount(medianOf(bookings, paid)));
    q.ask('Which item gets booked the most?', winner(groupBy(bookings, (b) => itemOf.get(b.item)!.name, 'count')));
    q.ask('top 3 categories by revenue', ranking(ranked(groupBy(bookings, cat, 'sum', paid), 3)));
    q.ask('revenue by equipment category', breakdown(groupBy(bookings, cat, 'sum', paid)));
    q.ask('bookings per town', countsBy(groupBy(bookings, (b) => b.town, 'count')));
    q.ask('how many cancellations did we have for events last month', count(countWhere(bookings, (b) => st(b) === 'cancelled' && ev('2026-10-01', '2026-10-31')(b))));
    const oct = q.ask('hire revenue last month', amount(sumOf(bookings, paid, ev('2026-10-01', '2026-10-31'))));
    q.followUp(oct, 'and september?', amount(sumOf(bookings, paid, ev('2026-09-01', '2026-09-30'))));
    q.ask('how many events so far this year', count(countWhere(bookings, ev('2026-01-01', '2026-11-30'))));
    q.ask('revenue last quarter', amount(sumOf(bookings, paid, ev('2026-07-01', '2026-09-30'))));
    q.ask('events in the last 30 days', count(countWhere(bookings, ev('2026-11-01', '2026-11-30'))));
    q.ask('busiest month for events', month(busiestMonth(bookings, (b) => b.event)));
    q.ask('How many bookings for events in August 2025?', count(countWhere(bookings, ev('2025-08-01', '2025-08-31'))));
    q.ask('bookings with events between 1 May and 30 June 2026', count(countWhere(bookings, ev('2026-05-01', '2026-06-30'))));
    q.ask('revenue from events since 1 September 2026', amount(sumOf(bookings, paid, (b) => b.event >= '2026-09-01')));
    q.ask("What's our cancellation rate?", percent(percentOf(countWhere(bookings, (b) => st(b) === 'cancelled'), bookings.length)));
    q.ask('how many pieces of equipment do we own', count(items.length));
    q.ask('equipment count by category', countsBy(groupBy(items, (i) => i.category, 'count')));
    q.ask('How many items are marked NO for safety tested?', count(countWhere(items, (i) => i.tested === 'NO')));
    q.ask('average daily rate for bouncy castles', amount(avgOf(items, (i) => i.rate, (i) => i.category === 'Bouncy Castle')));
    q.ask('How many items have never been booked?', count(items.length - new Set(bookings.map((b) => b.item)).size));
    q.ask('How many times has Total Wipeout been booked?', count(countWhere(bookings, (b) => itemOf.get(b.item)!.name === 'Total Wipeout')));
    q.ask('How much discount have we given off the daily rates? (not counting cancelled)', amount(sumOf(bookings, (b) => (b.paid === null ? null : itemOf.get(b.item)!.rate * b.days - b.paid))));
    q.ask('what % of paid bookings went for less than the daily rate x days', percent(percentOf(countWhere(bookings, (b) => b.paid !== null && b.paid < itemOf.get(b.item)!.rate * b.days), countWhere(bookings, (b) => b.paid !== null))));
    q.ask('how many deliveries have we done', count(deliveries.length));
    q.ask('total delivery fees charged', amount(sumOf(deliveries, (d) => d.fee)));
    q.ask('total miles driven on deliveries', amount(sumOf(deliveries, miles), 1));
    const drv = q.ask('Which driver has done the most deliveries?', winner(groupBy(deliveries, (d) => d.driver, 'count')));
    const topDriver = ranked(groupBy(deliveries, (d) => d.driver, 'count'), 1)[0];
    q.followUp(drv, 'how many miles have they driven?', amount(sumOf(deliveries, miles, (d) => d.driver === topDriver), 1));
    q.ask('average miles per delivery', amount(avgOf(deliveries, miles), 2));
    q.ask('delivery fees by driver', breakdown(groupBy(deliveries, (d) => d.driver, 'sum', (d) => d.fee)));
    q.ask('how many deliveries last month', count(countWhere(deliveries, dv('2026-10-01', '2026-10-31'))));
    q.ask('average setup time for bouncy castles in minutes', amount(avgOf(deliveries, (d) => d.setup, (d) => cat(bookingOf.get(d.booking)!) === 'Bouncy Castle'), 1));
    q.ask('Which van has covered the most miles?', winner(groupBy(deliveries, (d) => d.van, 'sum', miles)));
    q.ask('delivery fees on marquee bookings', amount(sumOf(deliveries, (d) => d.fee, (d) => cat(bookingOf.get(d.booking)!) === 'Marquee')));
    q.ask('How many events were on a Saturday?', count(countWhere(bookings, (b) => new Date(`${b.event}T00:00:00Z`).getUTCDay() === 6)));
    q.ask('On average how many days before the event do people book?', amount(avgOf(bookings, (b) => daysBetween(b.bookedOn, b.event)), 1));
    q.ask('how many bookings were made more than 60 days ahead', count(countWhere(bookings, (b) => daysBetween(b.bookedOn, b.event) > 60)));
    q.ask('How many different customers have booked?', count(new Set(bookings.map((b) => b.customer)).size));
    q.ask('Which customer has spent the most?', winner(groupBy(bookings, (b) => b.customer, 'sum', paid)));
    q.ask('average hire length in days', amount(avgOf(bookings, (b) => b.days), 2));
    q.ask('generator hire revenue this year', amount(sumOf(bookings, paid, (b) => cat(b) === 'Generator' && b.event >= '2026-01-01')));
    q.ask('How many Harrogate bookings last quarter?', count(countWhere(bookings, (b) => b.town === 'Harrogate' && ev('2026-07-01', '2026-09-30')(b))));
    q.ask('What percentage of hire revenue comes from soft play?', percent(percentOf(sumOf(bookings, paid, (b) => cat(b) === 'Soft Play'), sumOf(bookings, paid))));

    q.ask('How many bookings were cancelled because of the weather?', decline('no cancellation reason'));
    q.ask('What do customers think of our castles?', decline('no reviews'));
    q.ask('How old are the kids at our parties on average?', decline('no ages'));
    q.ask('How much do we pay for public liability insurance?', decline('no insurance costs'));
    q.ask('How much diesel do the delivery vans use?', decline('no fuel data'));
    q.ask('How many bookings will we get next summer?', decline('a forecast'));
    q.ask('Which is the best bouncy castle to buy next?', decline('an opinion'));
    q.ask('What do we pay our drivers per hour?', decline('no wages'));
    q.ask('How many accidents or injuries were reported this year?', decline('no incident data'));
    q.ask('How long does each castle take to dry after a wet event?', decline('no drying times'));
    q.ask('What are the phone numbers of customers who booked in July?', decline('no contact details'));
    return { files, questions: q.questions };
  },
};
