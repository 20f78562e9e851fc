// An ice cream parlour with two sites (Harbour and High Street): daily sales by flavour from March
// 2025 to October 2026 (CSV, one row per day, site and flavour on sale), the kitchen's stock
// batches (XLSX) sharing the flavour name, and staff shifts (XLSX) sharing site and date with the
// sales. Traps: a real flavour whose name starts with "Total" ("Total Chocolate Meltdown"), units
// in headers ("Revenue (£)", "Volume (L)", "Rate (£/h)"), blank tub counts where the till recorded
// none and blank wastage, an "Allergens" value "None" for the sorbets, shift hours stored as text
// and shift dates written dd/mm/yyyy as text, batch codes and shift ids that are never measures,
// the parlour shut on Mondays and Tuesdays from November to February, and seasonal flavours.
import { join } from 'node:path';
import { avgOf, countWhere, groupBy, maxOf, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, day, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { addDays, createRandom, roundTo } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Sale {
  date: string;
  site: string;
  flavour: string;
  scoops: number;
  tubs: number | null;
  revenue: number;
}

interface Batch {
  code: string;
  flavour: string;
  made: string;
  litres: number;
  cost: number;
  allergens: string;
  wasted: number | null;
}

interface Shift {
  id: string;
  staff: string;
  role: string;
  site: string;
  date: string;
  start: string;
  end: string;
  hours: number;
  rate: number;
}

// flavour, scoops a day at base, allergens, months on sale (null: all year)
const FLAVOURS: [string, number, string, number[] | null][] = [
  ['Vanilla', 40, 'Milk, Egg', null],
  ['Chocolate', 38, 'Milk', null],
  ['Strawberry', 30, 'Milk', null],
  ['Mint Choc Chip', 22, 'Milk', null],
  ['Salted Caramel', 28, 'Milk', null],
  ['Pistachio', 14, 'Milk, Nuts', null],
  ['Rum & Raisin', 8, 'Milk, Egg', null],
  ['Cookie Dough', 20, 'Milk, Gluten', null],
  ['Honeycomb', 16, 'Milk', null],
  ['Lemon Sorbet', 12, 'None', [4, 5, 6, 7, 8, 9]],
  ['Raspberry Sorbet', 11, 'None', null],
  ['Mango Sorbet', 13, 'None', [5, 6, 7, 8, 9]],
  ['Coffee', 9, 'Milk', null],
  ['Cornish Clotted Cream', 26, 'Milk', null],
  ['Total Chocolate Meltdown', 18, 'Milk, Gluten', null],
  ['Blackcurrant', 7, 'Milk', null],
  ['Banoffee', 12, 'Milk, Gluten', null],
  ['Bubblegum', 10, 'Milk', [6, 7, 8]],
  ['Gingerbread', 9, 'Milk, Gluten', [11, 12]],
  ['Pumpkin Spice', 8, 'Milk', [10, 11]],
  ['Hazelnut Praline', 10, 'Milk, Nuts', null],
];
const SEASON = [0.25, 0.3, 0.45, 0.6, 0.8, 1.0, 1.3, 1.4, 0.9, 0.6, 0.35, 0.4];
const SITES = ['Harbour', 'High Street'];
// name, role, home site
const STAFF: [string, string, string][] = [
  ['Jess', 'Supervisor', 'Harbour'], ['Tom', 'Supervisor', 'High Street'], ['Morwenna', 'Supervisor', 'Harbour'],
  ['Kai', 'Scooper', 'Harbour'], ['Lily', 'Scooper', 'Harbour'], ['Ollie', 'Scooper', 'Harbour'], ['Zara', 'Scooper', 'Harbour'], ['Ben', 'Scooper', 'Harbour'],
  ['Ruby', 'Scooper', 'High Street'], ['Finn', 'Scooper', 'High Street'], ['Isla', 'Scooper', 'High Street'], ['Noah', 'Scooper', 'High Street'],
  ['Ellie', 'Scooper', 'High Street'], ['Alfie', 'Scooper', 'Harbour'],
  ['Gwen', 'Kitchen', 'High Street'], ['Piotr', 'Kitchen', 'High Street'],
];

function rateOf(role: string, date: string): number {
  const later = date >= '2026-04-01';
  return role === 'Supervisor' ? (later ? 15.0 : 14.5) : role === 'Kitchen' ? (later ? 13.7 : 13.2) : later ? 12.71 : 12.21;
}

function isOpen(date: string): boolean {
  const m = Number(date.slice(5, 7));
  const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
  return !((m >= 11 || m <= 2) && (dow === 1 || dow === 2));
}

function generate(): { sales: Sale[]; batches: Batch[]; shifts: Shift[] } {
  const random = createRandom(42_611);
  const sales: Sale[] = [];
  const batches: Batch[] = [];
  const shifts: Shift[] = [];
  const hhmm = (h: number) => `${String(Math.floor(h)).padStart(2, '0')}:${h % 1 ? '30' : '00'}`;
  const addShift = (staff: [string, string, string], site: string, date: string, start: number, end: number) =>
    shifts.push({ id: '', staff: staff[0], role: staff[1], site, date, start: hhmm(start), end: hhmm(end), hours: end - start, rate: rateOf(staff[1], date) });
  for (let date = '2025-03-01'; date <= '2026-10-31'; date = addDays(date, 1)) {
    if (!isOpen(date)) continue;
    const m = Number(date.slice(5, 7));
    const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
    const weekend = dow === 0 || dow === 6 ? 1.4 : 1;
    const scoopPrice = date >= '2026-01-01' ? 3.4 : 3.2;
    for (const site of SITES) {
      const siteFactor = site === 'Harbour' ? (m >= 5 && m <= 9 ? 1.25 : 0.8) : 1;
      for (const [flavour, base, , months] of FLAVOURS) {
        if (months && !months.includes(m)) continue;
        if (random.chance(0.08)) continue;
        const scoops = Math.max(0, Math.round(base * SEASON[m - 1] * siteFactor * weekend * random.float(0.7, 1.3, 3)));
        const tubs = random.chance(0.06) ? null : Math.max(0, Math.round(scoops * 0.06 + random.normal(0, 1)));
        const premium = flavour === 'Pistachio' || flavour === 'Hazelnut Praline' ? 0.4 : 0;
        sales.push({ date, site, flavour, scoops, tubs, revenue: roundTo(scoops * (scoopPrice + premium) + (tubs ?? 0) * 6.5, 2) });
      }
      // the shifts of the day at this site
      const scoopers = STAFF.filter((s) => s[1] === 'Scooper' && s[2] === site);
      const supervisors = STAFF.filter((s) => s[1] === 'Supervisor' && (s[2] === site || (site === 'High Street' && s[0] === 'Morwenna')));
      const wanted = Math.max(1, Math.round(4.2 * SEASON[m - 1] * weekend * (site === 'Harbour' && m >= 5 && m <= 9 ? 1.2 : 1)));
      const close = m >= 5 && m <= 9 ? 21 : 18;
      addShift(random.pick(supervisors), site, date, 10, close - random.pick([0, 0, 1]));
      const pool = [...scoopers];
      for (let i = 0; i < Math.min(wanted, pool.length); i++) {
        const who = random.chance(0.08) ? random.pick(STAFF.filter((s) => s[1] === 'Scooper' && s[2] !== site)) : pool.splice(random.int(0, pool.length - 1), 1)[0];
        const start = random.pick([10, 11, 12, 13.5]);
        addShift(who, site, date, start, Math.min(close, start + random.pick([4, 5, 6, 7.5])));
      }
    }
    // the kitchen makes batches on weekdays
    if (dow >= 1 && dow <= 5) {
      addShift(random.pick(STAFF.filter((s) => s[1] === 'Kitchen')), 'High Street', date, 7, random.pick([12, 13, 14.5]));
      const n = Math.max(1, Math.round(6 * SEASON[m - 1] * random.float(0.6, 1.4, 2)));
      const onSale = FLAVOURS.filter((f) => !f[3] || f[3].includes(m));
      for (let i = 0; i < n; i++) {
        const [flavour, , allergens] = random.weighted(onSale, onSale.map((f) => f[1]));
        const litres = random.weighted([5, 10, 15], [30, 50, 20]);
        const perLitre = allergens.includes('Nuts') ? 6.1 : allergens === 'None' ? 2.7 : 3.9;
        batches.push({
          code: '', flavour, made: date, litres, cost: roundTo(litres * perLitre * random.float(0.9, 1.1, 3), 2), allergens,
          wasted: random.chance(0.7) ? null : random.float(0.2, 3, 1),
        });
      }
    }
  }
  batches.forEach((b, i) => (b.code = `ICB-${String(i + 1).padStart(5, '0')}`));
  shifts.forEach((s, i) => (s.id = `S${String(i + 1).padStart(5, '0')}`));
  return { sales, batches, shifts };
}

const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'Date', value: (s) => s.date },
  { header: 'Site', value: (s) => s.site },
  { header: 'Flavour', value: (s) => s.flavour },
  { header: 'Scoops sold', value: (s) => s.scoops },
  { header: 'Tubs sold', value: (s) => s.tubs },
  { header: 'Revenue (£)', value: (s) => s.revenue },
];

const BATCH_COLUMNS: Column<Batch>[] = [
  { header: 'Batch code', value: (b) => b.code },
  { header: 'Flavour', value: (b) => b.flavour },
  { header: 'Made on', value: (b) => b.made },
  { header: 'Volume (L)', value: (b) => b.litres },
  { header: 'Batch cost (£)', value: (b) => b.cost },
  { header: 'Allergens', value: (b) => b.allergens },
  { header: 'Wasted (L)', value: (b) => b.wasted },
];

const SHIFT_COLUMNS: Column<Shift>[] = [
  { header: 'Shift ID', value: (s) => s.id },
  { header: 'Staff', value: (s) => s.staff },
  { header: 'Role', value: (s) => s.role },
  { header: 'Site', value: (s) => s.site },
  { header: 'Date', value: (s) => `${s.date.slice(8, 10)}/${s.date.slice(5, 7)}/${s.date.slice(0, 4)}` },
  { header: 'Start', value: (s) => s.start },
  { header: 'End', value: (s) => s.end },
  { header: 'Hours', value: (s) => String(s.hours) },
  { header: 'Rate (£/h)', value: (s) => s.rate },
];

export const icecreamparlour: BusinessSchema = {
  name: 'icecreamparlour',
  description: "An ice cream parlour's daily sales by flavour and site (CSV), kitchen stock batches (XLSX) and staff shifts (XLSX), Mar 2025-Oct 2026",
  async build(dir) {
    const { sales, batches, shifts } = generate();
    const files = [
      await writeCsv(join(dir, 'daily_sales.csv'), SALE_COLUMNS, sales),
      await writeXlsx(join(dir, 'stock_batches.xlsx'), 'Batches', BATCH_COLUMNS, batches),
      await writeXlsx(join(dir, 'staff_shifts.xlsx'), 'Shifts', SHIFT_COLUMNS, shifts),
    ];
    const q = questionSet('icecreamparlour');
    const rev = (s: Sale) => s.revenue;
    const scoops = (s: Sale) => s.scoops;
    const sIn = (p: string) => (s: Sale) => s.date.startsWith(p);
    const bIn = (p: string) => (b: Batch) => b.made.startsWith(p);
    const hIn = (p: string) => (s: Shift) => s.date.startsWith(p);
    const allergensOf = new Map(FLAVOURS.map((f) => [f[0], f[2]]));

    q.ask('How many scoops have we sold altogether?', count(sumOf(sales, scoops)));
    q.ask('What were our total takings in 2025?', amount(sumOf(sales, rev, sIn('2025'))));
    const aug = q.ask('Revenue for August 2026, both sites together', amount(sumOf(sales, rev, sIn('2026-08'))));
    q.followUp(aug, 'And August 2025?', amount(sumOf(sales, rev, sIn('2025-08'))));
    q.ask('Which flavour sold the most scoops in 2026?', winner(groupBy(sales, (s) => s.flavour, 'sum', scoops, sIn('2026'))));
    q.ask('Top 5 flavours by revenue', ranking(ranked(groupBy(sales, (s) => s.flavour, 'sum', rev), 5)));
    q.ask('Scoops sold by site', breakdown(groupBy(sales, (s) => s.site, 'sum', scoops), 0));
    q.ask('How many scoops of Total Chocolate Meltdown have we sold?', count(sumOf(sales, scoops, (s) => s.flavour === 'Total Chocolate Meltdown')));
    const harbourJuly = sales.filter((s) => s.site === 'Harbour' && sIn('2026-07')(s));
    q.ask('What were the average daily takings at the Harbour site in July 2026?', amount(sumOf(harbourJuly, rev) / new Set(harbourJuly.map((s) => s.date)).size));
    q.ask('Which single day had the highest takings across both sites?', day(ranked(groupBy(sales, (s) => s.date, 'sum', rev), 1)[0]));
    q.ask('How many tubs have we sold in total?', count(sumOf(sales, (s) => s.tubs)));
    q.ask('On how many days was Pistachio on sale at High Street?', count(countWhere(sales, (s) => s.flavour === 'Pistachio' && s.site === 'High Street')));
    q.ask('What percentage of all scoops sold were sorbets?', percent(percentOf(sumOf(sales, scoops, (s) => s.flavour.includes('Sorbet')), sumOf(sales, scoops))));
    q.ask('How much did we take last quarter?', amount(sumOf(sales, rev, (s) => s.date.startsWith('2026') && quarterOf(s.date) === 3)));
    q.ask('Takings since 1 September 2026', amount(sumOf(sales, rev, (s) => s.date >= '2026-09-01')));
    q.ask('Which month brought in the most revenue?', month(ranked(groupBy(sales, (s) => s.date.slice(0, 7), 'sum', rev), 1)[0]));
    q.ask('Which site took more money in 2025, Harbour or High Street?', winner(groupBy(sales, (s) => s.site, 'sum', rev, sIn('2025'))));
    q.ask('What is the median number of Vanilla scoops sold per day at Harbour?', amount(medianOf(sales, scoops, (s) => s.flavour === 'Vanilla' && s.site === 'Harbour'), 1));
    q.ask('How many different flavours did we sell in October 2026?', count(new Set(sales.filter(sIn('2026-10')).map((s) => s.flavour)).size));
    q.ask('Revenue by site for 2026', breakdown(groupBy(sales, (s) => s.site, 'sum', rev, sIn('2026'))));
    q.ask('How many scoops of Mango Sorbet did High Street sell in 2026?', count(sumOf(sales, scoops, (s) => s.flavour === 'Mango Sorbet' && s.site === 'High Street' && sIn('2026')(s))));

    q.ask('How many batches did the kitchen make in 2026?', count(countWhere(batches, bIn('2026'))));
    q.ask('How many litres have we made across all batches?', amount(sumOf(batches, (b) => b.litres), 0));
    q.ask('Litres made by flavour', breakdown(groupBy(batches, (b) => b.flavour, 'sum', (b) => b.litres), 0));
    q.ask('Which flavour have we made the most batches of?', winner(groupBy(batches, (b) => b.flavour, 'count')));
    q.ask('Total batch costs in Q2 2026', amount(sumOf(batches, (b) => b.cost, (b) => b.made.startsWith('2026') && quarterOf(b.made) === 2)));
    q.ask('What does a batch of Pistachio cost on average?', amount(avgOf(batches, (b) => b.cost, (b) => b.flavour === 'Pistachio')));
    q.ask('How many batches contain nuts?', count(countWhere(batches, (b) => b.allergens.includes('Nuts'))));
    q.ask('How many batches have no allergens listed at all (allergens None)?', count(countWhere(batches, (b) => b.allergens === 'None')));
    q.ask('How many litres have we wasted in total?', amount(sumOf(batches, (b) => b.wasted), 1));
    q.ask('Which flavour has the most litres wasted?', winner(groupBy(batches, (b) => b.flavour, 'sum', (b) => b.wasted)));
    q.ask('What percentage of the litres we made was wasted?', percent(percentOf(sumOf(batches, (b) => b.wasted), sumOf(batches, (b) => b.litres)), 2));
    q.ask('How many batches of Total Chocolate Meltdown have been made?', count(countWhere(batches, (b) => b.flavour === 'Total Chocolate Meltdown')));

    q.ask('How many shifts have been worked in total?', count(shifts.length));
    q.ask('Total staff hours worked in September 2026', amount(sumOf(shifts, (s) => s.hours, hIn('2026-09')), 1));
    q.ask('Who worked the most hours in 2026?', winner(groupBy(shifts, (s) => s.staff, 'sum', (s) => s.hours, hIn('2026'))));
    q.ask('What was the wage bill (hours times hourly rate) for August 2026?', amount(sumOf(shifts, (s) => s.hours * s.rate, hIn('2026-08'))));
    q.ask('Staff hours by role', breakdown(groupBy(shifts, (s) => s.role, 'sum', (s) => s.hours), 1));
    q.ask('How many different staff members worked a shift at Harbour in 2026?', count(new Set(shifts.filter((s) => s.site === 'Harbour' && hIn('2026')(s)).map((s) => s.staff)).size));
    q.ask('What is the average shift length in hours?', amount(avgOf(shifts, (s) => s.hours), 2));
    const sup = q.ask('How many supervisor shifts have there been at High Street?', count(countWhere(shifts, (s) => s.role === 'Supervisor' && s.site === 'High Street')));
    q.followUp(sup, 'and at Harbour?', count(countWhere(shifts, (s) => s.role === 'Supervisor' && s.site === 'Harbour')));
    q.ask("What's the highest hourly rate we pay?", amount(maxOf(shifts, (s) => s.rate)));
    const harbourAugScoops = sumOf(sales, scoops, (s) => s.site === 'Harbour' && sIn('2026-08')(s));
    const harbourAugHours = sumOf(shifts, (s) => s.hours, (s) => s.site === 'Harbour' && hIn('2026-08')(s));
    q.ask('How many scoops did Harbour sell per staff hour worked there in August 2026?', amount(harbourAugScoops / harbourAugHours, 1));
    q.ask('How much revenue in 2026 came from flavours that contain nuts?', amount(sumOf(sales, rev, (s) => sIn('2026')(s) && allergensOf.get(s.flavour)!.includes('Nuts'))));
    q.ask('How many hours did Kai work in 2025?', amount(sumOf(shifts, (s) => s.hours, (s) => s.staff === 'Kai' && hIn('2025')(s)), 1));

    q.ask('What is our profit margin on each scoop after staff and rent?', decline('no rent or overheads'));
    q.ask('How many customers came in last Saturday?', decline('no footfall or customer counts'));
    q.ask('Which topping is the most popular?', decline('no toppings'));
    q.ask('How much did we spend on cones this summer?', decline('no cone purchases'));
    q.ask('How does the weather affect our sales?', decline('no weather data'));
    q.ask('How many loyalty cards were stamped in August?', decline('no loyalty data'));
    q.ask('Which staff member sold the most scoops?', decline('sales are not linked to staff'));
    q.ask('How much did staff get in tips in August 2026?', decline('no tips'));
    q.ask('What were our takings in 2024?', decline('sales start in March 2025'));
    q.ask('Who supplies our milk and what do we pay per litre?', decline('no suppliers or milk prices'));
    q.ask('What temperature were the freezers at overnight?', decline('no freezer logs'));
    return { files, questions: q.questions };
  },
};
