// A mobile coffee van business: 466 events booked from March 2025 to mid 2027 (CSV: event type,
// town, booking fee the client pays or pitch fee the van pays, status, deposit flag), about 35,000
// drink sales lines at the completed events (CSV, sharing "Event ID") and about 400 stock purchases
// (XLSX). Traps: event dates as dd/mm/yyyy text, prices as "£3.40" text, two money columns of
// which only one is filled per event, blank milk for black drinks, future "Booked" events, VAT at
// 0% on milk and beans but 20% on packaging, a supplier whose name starts with "Total", sale ids
// that look numeric.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface CoffeeEvent {
  id: string;
  date: string;
  name: string;
  type: string;
  town: string;
  fee: number | null;
  pitch: number | null;
  status: string;
  deposit: string | null;
  staff: number;
}

interface Sale {
  id: number;
  event: string;
  time: string;
  drink: string;
  size: string;
  milk: string | null;
  shot: string;
  qty: number;
  price: number;
  payment: string;
}

interface Purchase {
  ref: string;
  date: string;
  supplier: string;
  item: string;
  qty: number;
  unitCost: number;
  net: number;
  vat: number;
}

// type, weight, mean sales lines, paid by the client (booking fee) or by us (pitch fee)
const TYPES: [string, number, number, 'fee' | 'pitch'][] = [
  ['Wedding', 30, 90, 'fee'], ['Corporate', 15, 60, 'fee'], ['Private Party', 15, 45, 'fee'],
  ['Festival', 12, 260, 'pitch'], ['Farmers Market', 28, 55, 'pitch'], ['School Fete', 8, 40, 'pitch'],
];
const TOWNS = ['Bath', 'Bristol', 'Frome', 'Wells', 'Chippenham', 'Trowbridge'];
const TOWN_WEIGHTS = [26, 22, 18, 12, 12, 10];
const SURNAMES = ['Hughes', 'Patel', 'Morgan', 'Clarke', 'Evans', 'Khan', 'Wright', 'Taylor', 'Okafor', 'Reed', 'Barnes', 'Lloyd', 'Fisher', 'Shah'];
const COMPANIES = ['Aster Tech', 'Mendip Homes', 'Brightwater Legal', 'Kestrel Insurance', 'Avon Print Co', 'Northgate Vets'];
const FESTIVALS = ['Frome Folk Festival', 'Bath Food Fest', 'Valley Fest', 'Wells Comedy Festival', 'Harbour Fest'];
const SCHOOLS = ["St Mary's", 'Oldfield Park', 'Widcombe Juniors', 'Kingswood Prep'];
// drink, base price, takes milk, weight
const DRINKS: [string, number, boolean, number][] = [
  ['Latte', 3.4, true, 22], ['Flat White', 3.3, true, 16], ['Cappuccino', 3.3, true, 15], ['Americano', 2.9, false, 12],
  ['Espresso', 2.2, false, 5], ['Mocha', 3.7, true, 8], ['Hot Chocolate', 3.2, true, 9], ['Chai Latte', 3.5, true, 6],
  ['Iced Latte', 3.6, true, 5], ['Tea', 2.2, false, 6],
];
// supplier, item, unit cost, min qty, max qty, VAT rate, weight
const SUPPLIES: [string, string, number, number, number, number, number][] = [
  ['Bean There Roasters', 'Coffee beans 1kg', 17.5, 5, 20, 0, 20],
  ['Dairy Direct', 'Whole milk 4pt', 1.85, 10, 40, 0, 22],
  ['Dairy Direct', 'Skimmed milk 4pt', 1.8, 4, 12, 0, 8],
  ['Oat & Co Trade', 'Oat milk 1L', 1.95, 12, 48, 0.2, 12],
  ['CupCo Packaging', 'Cups 12oz (x50)', 4.2, 10, 40, 0.2, 12],
  ['CupCo Packaging', 'Lids (x100)', 3.1, 5, 20, 0.2, 6],
  ['Total Catering Supplies', 'Chocolate powder 1kg', 8.9, 2, 6, 0, 6],
  ['Total Catering Supplies', 'Chai syrup 1L', 11.5, 1, 4, 0.2, 4],
  ['Total Catering Supplies', 'Napkins (x500)', 6.4, 2, 6, 0.2, 4],
  ['Sweet Syrups Ltd', 'Vanilla syrup 1L', 7.8, 2, 6, 0.2, 3],
  ['Sweet Syrups Ltd', 'Caramel syrup 1L', 7.8, 2, 6, 0.2, 3],
];

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function generate(): { events: CoffeeEvent[]; sales: Sale[]; purchases: Purchase[] } {
  const random = createRandom(44_001);
  const drafts: Omit<CoffeeEvent, 'id'>[] = [];
  const makeEvent = (date: string, status: string | null) => {
    const [type, , , pays] = random.weighted(TYPES, TYPES.map((t) => t[1]));
    const town = random.weighted(TOWNS, TOWN_WEIGHTS);
    const name =
      type === 'Wedding' ? `${random.pick(SURNAMES)}-${random.pick(SURNAMES)} wedding`
        : type === 'Corporate' ? `${random.pick(COMPANIES)} staff day`
          : type === 'Private Party' ? `${random.pick(SURNAMES)} birthday party`
            : type === 'Festival' ? `${random.pick(FESTIVALS)} ${date.slice(0, 4)}`
              : type === 'Farmers Market' ? `${town} Farmers Market`
                : `${random.pick(SCHOOLS)} summer fete`;
    const fee = pays === 'fee' ? (type === 'Wedding' ? random.int(18, 38) : type === 'Corporate' ? random.int(12, 24) : random.int(10, 18)) * 25 : null;
    const pitch = pays === 'pitch' ? (type === 'Festival' ? random.int(6, 20) * 25 : type === 'Farmers Market' ? random.int(5, 12) * 5 : random.int(4, 8) * 5) : null;
    const finalStatus = status ?? (random.chance(0.07) ? 'Cancelled' : 'Completed');
    const deposit = pays === 'pitch' ? null : finalStatus === 'Completed' ? 'Yes' : random.chance(0.55) ? 'Yes' : 'No';
    const staff = type === 'Festival' ? 3 : type === 'Wedding' ? 2 : random.int(1, 2);
    drafts.push({ date, name, type, town, fee, pitch, status: finalStatus, deposit, staff });
  };
  while (drafts.length < 440) {
    const date = random.date('2025-03-01', '2026-11-29');
    const m = Number(date.slice(5, 7));
    const season = m >= 5 && m <= 9 ? 1 : m === 12 || m <= 2 ? 0.35 : 0.6;
    if (random.chance(season)) makeEvent(date, null);
  }
  for (let i = 0; i < 26; i++) makeEvent(random.date('2026-12-01', '2027-06-30'), 'Booked');
  drafts.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  const events: CoffeeEvent[] = drafts.map((d, i) => ({ id: `EV${1001 + i}`, ...d }));

  const sales: Sale[] = [];
  for (const e of events) {
    if (e.status !== 'Completed') continue;
    const [, , meanLines] = TYPES.find((t) => t[0] === e.type)!;
    const lines = Math.max(8, Math.round(random.normal(meanLines, meanLines * 0.25)));
    const m = Number(e.date.slice(5, 7));
    const summer = m >= 6 && m <= 8;
    const winter = m >= 11 || m <= 2;
    const weights = DRINKS.map(([d, , , w]) => (d === 'Iced Latte' ? (summer ? w * 3 : w * 0.3) : d === 'Hot Chocolate' && winter ? w * 2 : w));
    const hosted = e.type === 'Wedding' || e.type === 'Corporate' || e.type === 'Private Party';
    for (let i = 0; i < lines; i++) {
      const [drink, base, milky] = random.weighted(DRINKS, weights);
      const size = drink === 'Espresso' ? 'Regular' : random.weighted(['Small', 'Regular', 'Large'], [20, 55, 25]);
      const milk = milky ? (random.chance(0.02) ? null : random.weighted(['Whole', 'Oat', 'Skimmed', 'Soy'], [55, 24, 12, 6])) : null;
      const shot = drink !== 'Tea' && drink !== 'Hot Chocolate' && random.chance(0.12) ? 'Yes' : 'No';
      const price = roundTo(base + (size === 'Large' ? 0.6 : size === 'Small' ? -0.4 : 0) + (milk === 'Oat' || milk === 'Soy' ? 0.3 : 0) + (shot === 'Yes' ? 0.5 : 0), 2);
      const qty = random.weighted([1, 2, 3, 4], [62, 26, 8, 4]);
      const payment = hosted ? random.weighted(['Host Tab', 'Card', 'Cash'], [60, 32, 8]) : random.weighted(['Card', 'Cash'], [76, 24]);
      const time = `${String(random.int(8, 19)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
      sales.push({ id: 0, event: e.id, time, drink, size, milk, shot, qty, price, payment });
    }
  }
  sales.forEach((s, i) => (s.id = 500_001 + i));

  const purchases: Purchase[] = [];
  for (let week = '2025-02-24'; week <= '2026-11-23'; week = addDays(week, 7)) {
    const n = random.int(3, 6);
    for (let i = 0; i < n; i++) {
      const [supplier, item, unitCost, lo, hi, rate] = random.weighted(SUPPLIES, SUPPLIES.map((s) => s[6]));
      const qty = random.int(lo, hi);
      const net = roundTo(qty * unitCost, 2);
      purchases.push({ ref: '', date: addDays(week, random.int(0, 5)), supplier, item, qty, unitCost, net, vat: roundTo(net * rate, 2) });
    }
  }
  purchases.sort((a, b) => a.date.localeCompare(b.date) || a.item.localeCompare(b.item));
  purchases.forEach((p, i) => (p.ref = `PO-${p.date.slice(0, 4)}-${String(i + 1).padStart(4, '0')}`));
  return { events, sales, purchases };
}

const EVENT_COLUMNS: Column<CoffeeEvent>[] = [
  { header: 'Event ID', value: (e) => e.id },
  { header: 'Event Date', value: (e) => dmy(e.date) },
  { header: 'Event', value: (e) => e.name },
  { header: 'Event Type', value: (e) => e.type },
  { header: 'Town', value: (e) => e.town },
  { header: 'Booking Fee (£)', value: (e) => e.fee },
  { header: 'Pitch Fee (£)', value: (e) => e.pitch },
  { header: 'Status', value: (e) => e.status },
  { header: 'Deposit Paid', value: (e) => e.deposit },
  { header: 'Baristas', value: (e) => e.staff },
];

const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'Sale ID', value: (s) => s.id },
  { header: 'Event ID', value: (s) => s.event },
  { header: 'Time', value: (s) => s.time },
  { header: 'Drink', value: (s) => s.drink },
  { header: 'Size', value: (s) => s.size },
  { header: 'Milk', value: (s) => s.milk },
  { header: 'Extra Shot', value: (s) => s.shot },
  { header: 'Qty', value: (s) => s.qty },
  { header: 'Price Each', value: (s) => `£${s.price.toFixed(2)}` },
  { header: 'Payment', value: (s) => s.payment },
];

const PURCHASE_COLUMNS: Column<Purchase>[] = [
  { header: 'PO Ref', value: (p) => p.ref },
  { header: 'Delivery Date', value: (p) => p.date },
  { header: 'Supplier', value: (p) => p.supplier },
  { header: 'Item', value: (p) => p.item },
  { header: 'Qty', value: (p) => p.qty },
  { header: 'Unit Cost (£)', value: (p) => p.unitCost },
  { header: 'Net (£)', value: (p) => p.net },
  { header: 'VAT (£)', value: (p) => p.vat },
];

export const coffeevan: BusinessSchema = {
  name: 'coffeevan',
  description: 'A mobile coffee van: 466 events (CSV), about 35,000 drink sales lines at the completed events (CSV) sharing Event ID, and about 400 stock purchases (XLSX)',
  async build(dir) {
    const { events, sales, purchases } = generate();
    const files = [
      await writeCsv(join(dir, 'events.csv'), EVENT_COLUMNS, events),
      await writeCsv(join(dir, 'drink_sales.csv'), SALE_COLUMNS, sales),
      await writeXlsx(join(dir, 'stock_purchases.xlsx'), 'Purchases', PURCHASE_COLUMNS, purchases),
    ];
    const q = questionSet('coffeevan');
    const eventOf = new Map(events.map((e) => [e.id, e]));
    const ev = (s: Sale) => eventOf.get(s.event)!;
    const value = (s: Sale) => s.qty * s.price;
    const cups = (s: Sale) => s.qty;
    const done = (e: CoffeeEvent) => e.status === 'Completed';
    const between = (from: string, to: string) => (s: Sale) => ev(s).date >= from && ev(s).date <= to;
    const bought = (from: string, to: string) => (p: Purchase) => p.date >= from && p.date <= to;
    const perEvent = (type: string) => sumOf(sales, value, (s) => ev(s).type === type) / countWhere(events, (e) => done(e) && e.type === type);

    q.ask('How many events have we completed?', count(countWhere(events, done)));
    q.ask('how many bookings got cancelled', count(countWhere(events, (e) => e.status === 'Cancelled')));
    q.ask('How many upcoming bookings do we have on the books?', count(countWhere(events, (e) => e.status === 'Booked')));
    q.ask('Completed events by event type', countsBy(groupBy(events, (e) => e.type, 'count', undefined, done)));
    q.ask('How many drinks have we sold altogether?', count(sumOf(sales, cups)));
    q.ask('What are our total drink takings?', amount(sumOf(sales, value)));
    const oct = q.ask('Drink takings last month?', amount(sumOf(sales, value, between('2026-10-01', '2026-10-31'))));
    q.followUp(oct, 'and the month before that?', amount(sumOf(sales, value, between('2026-09-01', '2026-09-30'))));
    q.ask('How much did we take on drinks last quarter?', amount(sumOf(sales, value, between('2026-07-01', '2026-09-30'))));
    q.ask('Drink takings year to date', amount(sumOf(sales, value, between('2026-01-01', '2026-11-30'))));
    q.ask('What were our drink takings between 1 June and 31 August 2025?', amount(sumOf(sales, value, between('2025-06-01', '2025-08-31'))));
    q.ask('Takings since 1 September 2026', amount(sumOf(sales, value, between('2026-09-01', '2026-11-30'))));
    q.ask('How many cups have we sold in the last 30 days?', count(sumOf(sales, cups, between('2026-11-01', '2026-11-30'))));
    q.ask('How many events did we complete in the last 8 weeks?', count(countWhere(events, (e) => done(e) && e.date >= addDays('2026-11-30', -55) && e.date <= '2026-11-30')));
    q.ask('Which drink sells the most cups?', winner(groupBy(sales, (s) => s.drink, 'sum', cups)));
    q.ask('Top 3 drinks by takings', ranking(ranked(groupBy(sales, (s) => s.drink, 'sum', value), 3)));
    q.ask('Which drink sells the fewest cups?', winner(groupBy(sales, (s) => s.drink, 'sum', cups), 'asc'));
    q.ask('Which event type brings in the most drink takings?', winner(groupBy(sales, (s) => ev(s).type, 'sum', value)));
    q.ask('Drink takings by event type', breakdown(groupBy(sales, (s) => ev(s).type, 'sum', value)));
    q.ask('What are our average drink takings per completed event?', amount(sumOf(sales, value) / countWhere(events, done)));
    const best = winner(groupBy(sales, (s) => s.event, 'sum', value));
    if (best.kind === 'name') best.aliases = [eventOf.get(best.value)!.name];
    q.ask('Which single event had our biggest drink takings?', best);
    q.ask('Give me the top 5 events by cups sold (event IDs)', ranking(ranked(groupBy(sales, (s) => s.event, 'sum', cups), 5)));
    q.ask('What percentage of drink takings came through card payments?', percent(percentOf(sumOf(sales, value, (s) => s.payment === 'Card'), sumOf(sales, value))));
    q.ask('Takings by payment method', breakdown(groupBy(sales, (s) => s.payment, 'sum', value)));
    q.ask('How many oat milk drinks have we sold?', count(sumOf(sales, cups, (s) => s.milk === 'Oat')));
    q.ask('cups sold by milk type', countsBy(groupBy(sales, (s) => s.milk, 'sum', cups)));
    q.ask('What share of sales lines had an extra shot?', percent(percentOf(countWhere(sales, (s) => s.shot === 'Yes'), sales.length)));
    q.ask("What's the most we've charged for a single drink?", amount(maxOf(sales, (s) => s.price)));
    q.ask('Takings by cup size', breakdown(groupBy(sales, (s) => s.size, 'sum', value)));
    q.ask('How many cups did we sell at festivals?', count(sumOf(sales, cups, (s) => ev(s).type === 'Festival')));
    q.ask('How many hot chocolates did we sell at school fetes?', count(sumOf(sales, cups, (s) => s.drink === 'Hot Chocolate' && ev(s).type === 'School Fete')));
    q.ask('Cash takings at farmers markets this year', amount(sumOf(sales, value, (s) => s.payment === 'Cash' && ev(s).type === 'Farmers Market' && between('2026-01-01', '2026-11-30')(s))));
    q.ask('Average cups per completed wedding', amount(sumOf(sales, cups, (s) => ev(s).type === 'Wedding') / countWhere(events, (e) => done(e) && e.type === 'Wedding'), 1));
    q.ask('Which takes more per event on average, weddings or corporate events?', winner(new Map([['Wedding', perEvent('Wedding')], ['Corporate', perEvent('Corporate')]])));
    q.ask('Total booking fees from completed weddings', amount(sumOf(events, (e) => e.fee, (e) => done(e) && e.type === 'Wedding'), 0));
    q.ask('How much did we pay in pitch fees for events we did in 2025?', amount(sumOf(events, (e) => e.pitch, (e) => done(e) && e.date.startsWith('2025')), 0));
    q.ask('How many completed events were in Bath?', count(countWhere(events, (e) => done(e) && e.town === 'Bath')));
    q.ask('Which town do we do the most completed events in?', winner(groupBy(events, (e) => e.town, 'count', undefined, done)));
    q.ask('Which month had the most completed events?', month(busiestMonth(events, (e) => e.date, done)));
    q.ask("How many upcoming bookings haven't paid their deposit yet?", count(countWhere(events, (e) => e.status === 'Booked' && e.deposit === 'No')));
    q.ask('Average number of baristas at the private parties we actually did', amount(avgOf(events, (e) => e.staff, (e) => done(e) && e.type === 'Private Party'), 2));
    q.ask('How much have we spent on stock, excluding VAT?', amount(sumOf(purchases, (p) => p.net)));
    q.ask('Stock spend including VAT last quarter', amount(sumOf(purchases, (p) => p.net + p.vat, bought('2026-07-01', '2026-09-30'))));
    const top = groupBy(purchases, (p) => p.supplier, 'sum', (p) => p.net);
    const topSupplier = ranked(top, 1)[0];
    const sup = q.ask('Which supplier do we spend the most with (ex VAT)?', winner(top));
    q.followUp(sup, 'how many deliveries have they made?', count(countWhere(purchases, (p) => p.supplier === topSupplier)));
    q.ask('Net stock spend by supplier', breakdown(top));
    q.ask('How many kilos of coffee beans did we buy in 2025?', count(sumOf(purchases, (p) => p.qty, (p) => p.item === 'Coffee beans 1kg' && p.date.startsWith('2025'))));
    q.ask('How much VAT have we paid on stock this year?', amount(sumOf(purchases, (p) => p.vat, bought('2026-01-01', '2026-11-30'))));
    q.ask('How many deliveries have we had from Total Catering Supplies?', count(countWhere(purchases, (p) => p.supplier === 'Total Catering Supplies')));
    q.ask('Spend with Total Catering Supplies ex VAT', amount(sumOf(purchases, (p) => p.net, (p) => p.supplier === 'Total Catering Supplies')));
    q.ask('For 2025, what were drink takings minus stock spend ex VAT?', amount(sumOf(sales, value, between('2025-01-01', '2025-12-31')) - sumOf(purchases, (p) => p.net, bought('2025-01-01', '2025-12-31'))));

    q.ask('What profit do we make per cup after staff wages?', decline('no wages or staff costs'));
    q.ask('Which barista made the most drinks?', decline('no barista names on the sales'));
    q.ask('What rating did the couples give us for their weddings?', decline('no ratings or feedback'));
    q.ask('How many cups will we sell at Valley Fest next year?', decline('a forecast'));
    q.ask('How much did we spend on diesel for the van?', decline('no fuel costs in the stock purchases'));
    q.ask('How many miles did we drive to each event?', decline('no distances'));
    q.ask('What were our drink takings in 2024?', decline('events start in March 2025'));
    q.ask('How many of our customers are repeat customers?', decline('no customer identities on the sales'));
    q.ask('What was the average queue time at festivals?', decline('no waiting times'));
    q.ask('Which cake sells best?', decline('drinks only, no food sales'));
    q.ask('What did the weather do to takings at outdoor events?', decline('no weather data'));
    return { files, questions: q.questions };
  },
};
