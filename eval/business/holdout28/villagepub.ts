// A village pub: till sales from September 2025 to October 2026 (CSV, about 100,000 lines: till,
// product code and name, category, quantity, "Amount (£)", payment, staff member, and the function
// booking a line was put on the tab of), stock delivery lines (CSV, about 1,300: supplier, invoice
// number, product code and name, units, "Cost (£)") sharing `product_code` with the sales, and
// function-room bookings (XLSX: "Room Hire (£)", "Catering (£)", guests) whose `booking_ref` the tab
// sales carry. Traps: a real beer named "Total Eclipse Porter", sale ids and invoice numbers that
// are no measures, several delivery lines per invoice (rows vs distinct invoices), blank booking
// references on ordinary sales and blank catering on room-only bookings, guest numbers stored as
// text in the workbook, delivery dates written as "03 Mar 2026".
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Product {
  code: string;
  name: string;
  category: string;
  price: number;
  supplier: string;
  unit: string;
  unitCost: number;
  perUnit: number;
  weight: number;
}

interface Sale {
  id: number;
  at: string;
  till: string;
  product: Product;
  qty: number;
  amount: number;
  payment: string;
  staff: string;
  booking: string | null;
}

interface Delivery {
  id: number;
  date: string;
  supplier: string;
  invoice: string;
  product: Product;
  units: number;
  cost: number;
}

interface Booking {
  ref: string;
  organiser: string;
  type: string;
  date: string;
  bookedOn: string;
  guests: number;
  hire: number;
  catering: number | null;
  status: string;
  deposit: string;
}

// name, category, price, supplier, delivery unit, unit cost, servings per unit, popularity
const PRODUCTS: [string, string, number, string, string, number, number, number][] = [
  ["Landlord's Best", 'Cask Ale', 4.6, 'Hambleton Brewery', 'Firkin', 98, 72, 40],
  ['Village Bitter', 'Cask Ale', 4.4, 'Hambleton Brewery', 'Firkin', 92, 72, 30],
  ['Old Oak Mild', 'Cask Ale', 4.2, 'Hambleton Brewery', 'Firkin', 88, 72, 8],
  ['Total Eclipse Porter', 'Cask Ale', 4.9, 'Darkside Brewing', 'Firkin', 105, 72, 12],
  ['Harbour Lager', 'Lager', 5.2, 'Matthews Drinks', 'Keg', 138, 88, 45],
  ['Peroni', 'Lager', 5.6, 'Matthews Drinks', 'Keg', 152, 88, 25],
  ['Camden Hells', 'Lager', 5.5, 'Matthews Drinks', 'Keg', 148, 88, 18],
  ['Orchard Gold Cider', 'Cider', 4.8, 'Westcombe Cider Co', 'Keg', 120, 88, 22],
  ['Thatchers Gold', 'Cider', 4.9, 'Matthews Drinks', 'Keg', 126, 88, 14],
  ['House Red 175ml', 'Wine', 5.9, 'Matthews Drinks', 'Case', 54, 24, 14],
  ['House White 175ml', 'Wine', 5.9, 'Matthews Drinks', 'Case', 54, 24, 18],
  ['Prosecco Bottle', 'Wine', 26, 'Matthews Drinks', 'Case', 57, 6, 4],
  ['Rose 175ml', 'Wine', 6.1, 'Matthews Drinks', 'Case', 56, 24, 8],
  ['Gordons Gin & Tonic', 'Spirits', 6.8, 'Booker', 'Bottle', 16.5, 28, 16],
  ['Jack Daniels & Coke', 'Spirits', 6.9, 'Booker', 'Bottle', 21, 28, 8],
  ['Smirnoff & Lemonade', 'Spirits', 6.2, 'Booker', 'Bottle', 14.5, 28, 6],
  ['Jameson', 'Spirits', 4.5, 'Booker', 'Bottle', 19.5, 28, 5],
  ['Coca-Cola', 'Soft Drinks', 3.1, 'Booker', 'Case', 11, 24, 20],
  ['Lemonade', 'Soft Drinks', 2.6, 'Booker', 'Case', 7.5, 24, 10],
  ['J2O Orange & Passion', 'Soft Drinks', 3.3, 'Booker', 'Case', 14, 24, 9],
  ['Lime & Soda', 'Soft Drinks', 1.5, 'Booker', 'Case', 6, 24, 7],
  ['Ready Salted Crisps', 'Snacks', 1.4, 'Booker', 'Box', 9.5, 32, 12],
  ['Pork Scratchings', 'Snacks', 1.8, 'Booker', 'Box', 14, 24, 7],
  ['Dry Roasted Nuts', 'Snacks', 1.6, 'Booker', 'Box', 10, 24, 5],
  ['Coffee', 'Hot Drinks', 2.9, 'Booker', 'Box', 18, 100, 8],
  ['Tea', 'Hot Drinks', 2.4, 'Booker', 'Box', 6, 80, 5],
];
const STAFF = ['Dave', 'Sue', 'Megan', 'Tom', 'Priya', 'Jack', 'Ellie'];
const ORGANISER_FIRST = ['Alan', 'Brenda', 'Colin', 'Diane', 'Edward', 'Fiona', 'Gordon', 'Heather', 'Ian', 'Janet', 'Keith', 'Linda', 'Martin', 'Nora', 'Philip', 'Ruth', 'Simon', 'Teresa', 'Vince', 'Wendy', 'Rob', 'Sally', 'Neil', 'Julie'];
const ORGANISER_LAST = ['Ashby', 'Brook', 'Coombes', 'Dunn', 'Ellery', 'Frost', 'Gale', 'Hollis', 'Ibbotson', 'Jarvis', 'Kemp', 'Lowe', 'Mayhew', 'Nutley', 'Oakes', 'Pritchard', 'Rudd', 'Salter', 'Thorne', 'Upton', 'Vickers', 'Whitlock'];
const EVENTS: [string, number, number, number][] = [['Wedding Reception', 12, 90, 450], ['Birthday Party', 34, 45, 150], ['Wake', 18, 55, 120], ['Christening', 12, 40, 130], ['Anniversary', 10, 50, 180], ['Club Meeting', 14, 18, 60]];

function generate(): { sales: Sale[]; deliveries: Delivery[]; bookings: Booking[] } {
  const random = createRandom(42229);
  const products: Product[] = PRODUCTS.map(([name, category, price, supplier, unit, unitCost, perUnit, weight], i) => ({
    code: `P${String(101 + i * 4).padStart(3, '0')}`,
    name,
    category,
    price,
    supplier,
    unit,
    unitCost,
    perUnit,
    weight,
  }));
  const bookings: Booking[] = [];
  const organisers = new Set<string>();
  for (let i = 0; i < 380; i++) {
    let organiser = '';
    do organiser = `${random.pick(ORGANISER_FIRST)} ${random.pick(ORGANISER_LAST)}`;
    while (organisers.has(organiser));
    organisers.add(organiser);
    const [type, , guestsMean, hireBase] = random.weighted(EVENTS, EVENTS.map((e) => e[1]));
    const date = random.date('2025-09-01', '2027-04-30');
    const bookedOn = addDays(date, -random.int(7, type === 'Wedding Reception' ? 400 : type === 'Wake' ? 12 : 120));
    const past = date < '2026-11-30';
    const cancelled = random.chance(0.08);
    bookings.push({
      ref: '',
      organiser,
      type,
      date,
      bookedOn: bookedOn > '2026-11-29' ? '2026-11-29' : bookedOn,
      guests: Math.max(8, Math.round(random.normal(guestsMean, guestsMean * 0.3))),
      hire: type === 'Club Meeting' ? 40 : roundTo(hireBase * random.float(0.9, 1.3, 2), 0),
      catering: type === 'Club Meeting' || random.chance(0.3) ? null : roundTo(random.float(8, 22, 1) * Math.max(8, Math.round(guestsMean)), 2),
      status: cancelled ? 'Cancelled' : past ? 'Completed' : 'Confirmed',
      deposit: cancelled || past || random.chance(0.75) ? 'Yes' : 'No',
    });
  }
  bookings.sort((a, b) => a.bookedOn.localeCompare(b.bookedOn) || a.organiser.localeCompare(b.organiser));
  bookings.forEach((b, i) => (b.ref = `FR-${String(i + 1).padStart(4, '0')}`));

  const sales: Sale[] = [];
  const weights = products.map((p) => p.weight);
  const sell = (at: string, till: string, booking: string | null, payment: string) => {
    const product = random.weighted(products, weights);
    const qty = product.category === 'Wine' && product.name.includes('Bottle') ? 1 : random.weighted([1, 2, 3, 4], [60, 28, 8, 4]);
    sales.push({ id: 0, at, till, product, qty, amount: roundTo(product.price * qty, 2), payment, staff: random.pick(STAFF), booking });
  };
  for (let i = 0; i < 86_000; i++) {
    const date = random.date('2025-09-01', '2026-10-31');
    const m = Number(date.slice(5, 7));
    const summer = m >= 5 && m <= 9;
    const hour = random.weighted([11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22], [2, 6, 7, 5, 4, 4, 7, 10, 11, 11, 9, 5]);
    const till = summer && random.chance(0.3) ? 'Garden Bar' : random.weighted(['Bar 1', 'Bar 2'], [62, 38]);
    sell(`${date} ${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`, till, null, random.weighted(['Card', 'Cash'], [78, 22]));
  }
  for (const b of bookings) {
    if (b.status !== 'Completed' || b.date > '2026-10-31') continue;
    const lines = Math.round(b.guests * random.float(0.6, 1.6, 2));
    for (let j = 0; j < lines; j++) {
      sell(`${b.date} ${String(random.int(14, 22)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`, 'Bar 2', b.ref, 'Tab');
    }
  }
  sales.sort((a, b) => a.at.localeCompare(b.at) || a.product.code.localeCompare(b.product.code));
  sales.forEach((s, i) => (s.id = 400_001 + i));

  const deliveries: Delivery[] = [];
  let invoiceNo = 51_200;
  for (let date = '2025-09-02'; date <= '2026-10-31'; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const supplier of ['Hambleton Brewery', 'Darkside Brewing', 'Matthews Drinks', 'Westcombe Cider Co', 'Booker']) {
      const due = supplier === 'Booker' ? weekday === 2 || weekday === 5 : supplier === 'Matthews Drinks' ? weekday === 3 : supplier === 'Hambleton Brewery' ? weekday === 1 || weekday === 4 : weekday === 4 && random.chance(0.45);
      if (!due) continue;
      const invoice = `INV-${invoiceNo++}`;
      const range = products.filter((p) => p.supplier === supplier);
      for (const product of range) {
        if (!random.chance(supplier === 'Booker' ? 0.35 : 0.7)) continue;
        const units = product.unit === 'Firkin' || product.unit === 'Keg' ? random.int(1, 3) : random.int(1, 6);
        deliveries.push({ id: 0, date, supplier, invoice, product, units, cost: roundTo(units * product.unitCost * random.float(0.97, 1.06, 3), 2) });
      }
    }
  }
  deliveries.forEach((d, i) => (d.id = 9_001 + i));
  return { sales, deliveries, bookings };
}

const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const written = (iso: string) => `${iso.slice(8, 10)} ${MONTH_SHORT[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'sale_id', value: (s) => s.id },
  { header: 'sold_at', value: (s) => s.at },
  { header: 'till', value: (s) => s.till },
  { header: 'product_code', value: (s) => s.product.code },
  { header: 'product', value: (s) => s.product.name },
  { header: 'category', value: (s) => s.product.category },
  { header: 'qty', value: (s) => s.qty },
  { header: 'Amount (£)', value: (s) => s.amount },
  { header: 'payment', value: (s) => s.payment },
  { header: 'served_by', value: (s) => s.staff },
  { header: 'booking_ref', value: (s) => s.booking },
];

const DELIVERY_COLUMNS: Column<Delivery>[] = [
  { header: 'line_id', value: (d) => d.id },
  { header: 'delivered', value: (d) => written(d.date) },
  { header: 'supplier', value: (d) => d.supplier },
  { header: 'invoice_no', value: (d) => d.invoice },
  { header: 'product_code', value: (d) => d.product.code },
  { header: 'product', value: (d) => d.product.name },
  { header: 'units', value: (d) => d.units },
  { header: 'unit_type', value: (d) => d.product.unit },
  { header: 'Cost (£)', value: (d) => d.cost },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { header: 'booking_ref', value: (b) => b.ref },
  { header: 'organiser', value: (b) => b.organiser },
  { header: 'event_type', value: (b) => b.type },
  { header: 'event_date', value: (b) => b.date },
  { header: 'booked_on', value: (b) => b.bookedOn },
  { header: 'guests', value: (b) => String(b.guests) },
  { header: 'Room Hire (£)', value: (b) => b.hire },
  { header: 'Catering (£)', value: (b) => b.catering },
  { header: 'status', value: (b) => b.status },
  { header: 'deposit_paid', value: (b) => b.deposit },
];

export const villagepub: BusinessSchema = {
  name: 'villagepub',
  description: "A village pub: till sales Sep 2025-Oct 2026 (CSV), stock delivery lines (CSV) sharing product_code, and function-room bookings (XLSX) whose booking_ref the tab sales carry",
  async build(dir) {
    const { sales, deliveries, bookings } = generate();
    const files = [
      await writeCsv(join(dir, 'bar_sales.csv'), SALE_COLUMNS, sales),
      await writeCsv(join(dir, 'stock_deliveries.csv'), DELIVERY_COLUMNS, deliveries),
      await writeXlsx(join(dir, 'function_room.xlsx'), 'Bookings', BOOKING_COLUMNS, bookings),
    ];
    const q = questionSet('villagepub');
    const bookingOf = new Map(bookings.map((b) => [b.ref, b]));
    const takings = (s: Sale) => s.amount;
    const inMonth = (m: string) => (s: Sale) => s.at.startsWith(m);
    const completed = (b: Booking) => b.status === 'Completed';
    const hour = (s: Sale) => Number(s.at.slice(11, 13));
    const codeCategory = new Map(sales.map((s) => [s.product.code, s.product.category]));

    q.ask('What are our total bar takings?', amount(sumOf(sales, takings)));
    const oct = q.ask('How much did we take over the bar in October 2026?', amount(sumOf(sales, takings, inMonth('2026-10'))));
    q.followUp(oct, 'and September?', amount(sumOf(sales, takings, inMonth('2026-09'))));
    q.ask('How many sales went through the Garden Bar till?', count(countWhere(sales, (s) => s.till === 'Garden Bar')));
    q.ask('takings by category', breakdown(groupBy(sales, (s) => s.product.category, 'sum', takings)));
    q.ask('What is our best-selling product by number sold?', winner(groupBy(sales, (s) => s.product.name, 'sum', (s) => s.qty)));
    q.ask('Top 5 products by takings', ranking(ranked(groupBy(sales, (s) => s.product.name, 'sum', takings), 5)));
    q.ask('How many pints of Total Eclipse Porter have we sold?', count(sumOf(sales, (s) => s.qty, (s) => s.product.name === 'Total Eclipse Porter')));
    q.ask('What is the average value of a till sale?', amount(avgOf(sales, takings)));
    q.ask('Median sale amount', amount(medianOf(sales, takings)));
    q.ask('What share of our takings was paid in cash?', percent(percentOf(sumOf(sales, takings, (s) => s.payment === 'Cash'), sumOf(sales, takings))));
    q.ask('Which member of staff has taken the most money?', winner(groupBy(sales, (s) => s.staff, 'sum', takings)));
    q.ask('Takings per till', breakdown(groupBy(sales, (s) => s.till, 'sum', takings)));
    q.ask('Which month had the most sales (by number of sales)?', month(busiestMonth(sales, (s) => s.at)));
    q.ask('What did we take last quarter?', amount(sumOf(sales, takings, (s) => s.at.startsWith('2026') && quarterOf(s.at) === 3)));
    q.ask('Takings since 1 August 2026', amount(sumOf(sales, takings, (s) => s.at >= '2026-08-01')));
    q.ask('How much did we take between 20 December 2025 and 1 January 2026, both days included?', amount(sumOf(sales, takings, (s) => s.at >= '2025-12-20' && s.at < '2026-01-02')));
    q.ask('How much have we taken on Sundays altogether?', amount(sumOf(sales, takings, (s) => new Date(`${s.at.slice(0, 10)}T00:00:00Z`).getUTCDay() === 0)));
    q.ask('How much do we take from 9pm onwards, in total?', amount(sumOf(sales, takings, (s) => hour(s) >= 21)));
    q.ask('On how many different days did the Garden Bar till take money?', count(new Set(sales.filter((s) => s.till === 'Garden Bar').map((s) => s.at.slice(0, 10))).size));
    q.ask('How many pints of lager did we sell in 2026?', count(sumOf(sales, (s) => s.qty, (s) => s.product.category === 'Lager' && s.at.startsWith('2026'))));
    q.ask('What have we spent on stock deliveries in total?', amount(sumOf(deliveries, (d) => d.cost)));
    q.ask('delivery spend by supplier', breakdown(groupBy(deliveries, (d) => d.supplier, 'sum', (d) => d.cost)));
    q.ask('Which supplier did we spend the most with in 2026?', winner(groupBy(deliveries, (d) => d.supplier, 'sum', (d) => d.cost, (d) => d.date.startsWith('2026'))));
    q.ask('How many separate invoices has Booker sent us?', count(new Set(deliveries.filter((d) => d.supplier === 'Booker').map((d) => d.invoice)).size));
    q.ask('How many delivery lines came from Matthews Drinks?', count(countWhere(deliveries, (d) => d.supplier === 'Matthews Drinks')));
    q.ask('How many kegs of Harbour Lager have been delivered?', count(sumOf(deliveries, (d) => d.units, (d) => d.product.name === 'Harbour Lager')));
    q.ask('What did we spend on cask ale deliveries?', amount(sumOf(deliveries, (d) => d.cost, (d) => codeCategory.get(d.product.code) === 'Cask Ale')));
    q.ask('What was the most expensive single delivery line?', amount(maxOf(deliveries, (d) => d.cost)));
    q.ask('How much did deliveries cost us in March 2026?', amount(sumOf(deliveries, (d) => d.cost, (d) => d.date.startsWith('2026-03'))));
    q.ask('How many function room bookings have we taken?', count(bookings.length));
    const weddings = q.ask('How many wedding receptions have we held?', count(countWhere(bookings, (b) => completed(b) && b.type === 'Wedding Reception')));
    q.followUp(weddings, 'and christenings?', count(countWhere(bookings, (b) => completed(b) && b.type === 'Christening')));
    q.ask('function bookings by event type', countsBy(groupBy(bookings, (b) => b.type, 'count')));
    q.ask('How much room hire have we earned from completed functions?', amount(sumOf(bookings, (b) => b.hire, completed)));
    q.ask('Average number of guests at the birthday parties we have held', amount(avgOf(bookings, (b) => b.guests, (b) => completed(b) && b.type === 'Birthday Party'), 1));
    q.ask('What percentage of function bookings were cancelled?', percent(percentOf(countWhere(bookings, (b) => b.status === 'Cancelled'), bookings.length)));
    q.ask('How many confirmed upcoming bookings still have no deposit paid?', count(countWhere(bookings, (b) => b.status === 'Confirmed' && b.deposit === 'No')));
    q.ask('Who organised the biggest function we have held, by guests?', winner(new Map(bookings.filter(completed).map((b) => [b.organiser, b.guests]))));
    q.ask('How much catering income did completed functions bring in during 2026?', amount(sumOf(bookings, (b) => b.catering, (b) => completed(b) && b.date.startsWith('2026'))));
    q.ask('How much has been put through the bar on function tabs?', amount(sumOf(sales, takings, (s) => s.booking !== null)));
    q.ask('Which type of event ran up the most on bar tabs?', winner(groupBy(sales, (s) => (s.booking ? bookingOf.get(s.booking)!.type : null), 'sum', takings)));
    q.ask('What did wedding receptions spend at the bar on their tabs, in total?', amount(sumOf(sales, takings, (s) => s.booking !== null && bookingOf.get(s.booking)!.type === 'Wedding Reception')));
    q.ask('How many functions are booked for 2027, not counting cancellations?', count(countWhere(bookings, (b) => b.date.startsWith('2027') && b.status !== 'Cancelled')));
    q.ask('average room hire charge for a wake', amount(avgOf(bookings, (b) => b.hire, (b) => b.type === 'Wake')));

    q.ask('How much do we pay the bar staff each week?', decline('no wages or rota'));
    q.ask('How many customers came through the door last Saturday?', decline('no footfall or customer counts'));
    q.ask('How much did the kitchen take on Sunday roasts?', decline('no food sales beyond bar snacks'));
    q.ask('What temperature is the cellar kept at?', decline('no cellar data'));
    q.ask('Which band drew the biggest crowd?', decline('no live music data'));
    q.ask('How many pints did we lose to line cleaning and wastage?', decline('no wastage records'));
    q.ask('What was our electricity bill in the winter?', decline('no utility costs'));
    q.ask('What is our rating on TripAdvisor?', decline('no review data'));
    q.ask('How much did customers leave in tips for the staff?', decline('no tips column'));
    q.ask('How old are our regulars on average?', decline('no customer ages'));
    q.ask('How much will we take over Christmas this year?', decline('a forecast'));
    return { files, questions: q.questions };
  },
};
