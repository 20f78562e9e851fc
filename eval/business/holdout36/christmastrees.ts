// A pick-your-own Christmas tree farm: 320 growing plots (XLSX: field, variety, year planted, trees
// planted) and about 14,500 sale lines over three seasons, late November to Christmas Eve 2024 and
// 2025 and the first ten days of the 2026 season (CSV) that name a plot for every tree sold. Traps:
// the sale dates are text ("29 Nov 2025"), wreaths, stands and netting carry no plot or height
// (blank cells), money with the currency in the headers ("Price (£)", "Delivery Charge (£)" blank
// when not delivered), statuses Sold / Refunded / Cancelled, a sale reference that looks like a
// code, and a field called "Top Field" beside one called "No Man's Land".
import { join } from 'node:path';
import { avgOf, countWhere, dateRange, groupBy, maxOf, percentOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, countsBy, day, decline, percent, questionSet, ranking, winner } from '../question-set.ts';
import { addDays, createRandom, daysBetween } from '../random.ts';
import { writeCsv, writeXlsx, type Column } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Plot {
  id: string;
  field: string;
  variety: string;
  planted: number;
  trees: number;
  acres: number;
}

interface Sale {
  ref: string;
  date: string;
  product: string;
  plot: string | null;
  height: number | null;
  price: number;
  delivery: boolean;
  charge: number | null;
  payment: string;
  status: string;
  channel: string;
}

const FIELDS = ['Top Field', 'Long Meadow', 'Beck Side', 'Church Field', 'Hollins', "No Man's Land"];
const VARIETIES: [string, number, number][] = [['Nordmann Fir', 50, 13], ['Norway Spruce', 22, 9], ['Fraser Fir', 14, 14], ['Blue Spruce', 8, 16], ['Pot-grown Nordmann', 6, 17]];
const EXTRAS: [string, number, number][] = [['Wreath', 14, 28], ['Tree Stand', 7, 24], ['Netting', 5, 3]];
const SEASONS: [string, string, number][] = [['2024-11-23', '2024-12-24', 4_900], ['2025-11-22', '2025-12-24', 6_300], ['2026-11-21', '2026-11-30', 3_300]];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function textDate(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

function generate(): { plots: Plot[]; sales: Sale[] } {
  const random = createRandom(46_113);
  const plots: Plot[] = [];
  for (let i = 0; i < 320; i++) {
    const variety = random.weighted(VARIETIES.map((v) => v[0]), VARIETIES.map((v) => v[1]));
    plots.push({
      id: `P-${String(i + 1).padStart(3, '0')}`,
      field: random.weighted(FIELDS, [22, 20, 16, 18, 14, 10]),
      variety,
      planted: random.int(2014, 2022),
      trees: random.int(8, 40) * 10,
      acres: random.float(0.2, 1.6, 2),
    });
  }
  const sales: Sale[] = [];
  for (const [from, to, n] of SEASONS) {
    const days = daysBetween(from, to);
    const season = from.slice(0, 4);
    for (let i = 0; i < n; i++) {
      // busier towards mid-December and at weekends
      let date = addDays(from, Math.min(days, Math.floor(days * Math.sqrt(random.next()) * 0.95 + random.int(0, 2))));
      const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (dow >= 1 && dow <= 4 && random.chance(0.3)) date = addDays(date, 6 - dow) > to ? date : addDays(date, 6 - dow);
      const isTree = random.chance(0.74);
      const channel = random.weighted(['Barn Shop', 'Online', 'Field Stall'], [50, 30, 20]);
      let product: string;
      let plot: string | null = null;
      let height: number | null = null;
      let price: number;
      if (isTree) {
        product = random.weighted(VARIETIES.map((v) => v[0]), VARIETIES.map((v) => v[1]));
        const candidates = plots.filter((p) => p.variety === product);
        plot = random.pick(candidates).id;
        height = product === 'Pot-grown Nordmann' ? random.int(2, 4) : random.weighted([4, 5, 6, 7, 8, 10], [10, 22, 30, 20, 12, 6]);
        const perFoot = VARIETIES.find((v) => v[0] === product)![2] + (season === '2026' ? 1 : season === '2025' ? 0.5 : 0);
        price = Math.round(height * perFoot + (height >= 8 ? 15 : 0));
      } else {
        const extra = random.weighted(EXTRAS.map((e) => e[0]), EXTRAS.map((e) => e[1]));
        product = extra;
        price = EXTRAS.find((e) => e[0] === extra)![2] + (extra === 'Wreath' ? random.pick([0, 7, 12]) : 0);
      }
      const delivery = isTree && channel === 'Online' ? random.chance(0.7) : isTree && random.chance(0.08);
      const roll = random.next();
      const status = roll < (channel === 'Online' ? 0.07 : 0.015) ? 'Cancelled' : roll < (channel === 'Online' ? 0.1 : 0.03) ? 'Refunded' : 'Sold';
      sales.push({
        ref: '',
        date,
        product,
        plot,
        height,
        price,
        delivery,
        charge: delivery ? (height !== null && height >= 8 ? 20 : 12.5) : null,
        payment: channel === 'Online' ? 'Card' : random.weighted(['Card', 'Cash'], [78, 22]),
        status,
        channel,
      });
    }
  }
  sales.sort((a, b) => a.date.localeCompare(b.date) || a.channel.localeCompare(b.channel));
  const seq = new Map<string, number>();
  for (const s of sales) {
    const y = s.date.slice(2, 4);
    const k = (seq.get(y) ?? 0) + 1;
    seq.set(y, k);
    s.ref = `XT${y}-${String(k).padStart(5, '0')}`;
  }
  return { plots, sales };
}

const PLOT_COLUMNS: Column<Plot>[] = [
  { header: 'Plot ID', value: (p) => p.id },
  { header: 'Field', value: (p) => p.field },
  { header: 'Variety', value: (p) => p.variety },
  { header: 'Year Planted', value: (p) => p.planted },
  { header: 'Trees Planted', value: (p) => p.trees },
  { header: 'Area (acres)', value: (p) => p.acres },
];

const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'Sale Ref', value: (s) => s.ref },
  { header: 'Date', value: (s) => textDate(s.date) },
  { header: 'Product', value: (s) => s.product },
  { header: 'Plot ID', value: (s) => s.plot },
  { header: 'Height (ft)', value: (s) => s.height },
  { header: 'Price (£)', value: (s) => s.price },
  { header: 'Delivered', value: (s) => (s.delivery ? 'Yes' : 'No') },
  { header: 'Delivery Charge (£)', value: (s) => s.charge },
  { header: 'Payment', value: (s) => s.payment },
  { header: 'Status', value: (s) => s.status },
  { header: 'Sold Via', value: (s) => s.channel },
];

export const christmastrees: BusinessSchema = {
  name: 'christmastrees',
  description: 'A Christmas tree farm: 320 plots (XLSX) and about 14,500 sale lines over the 2024, 2025 and early 2026 seasons with text dates and prices in pounds (CSV) sharing Plot ID',
  async build(dir) {
    const { plots, sales } = generate();
    const files = [
      await writeXlsx(join(dir, 'plots.xlsx'), 'Plots', PLOT_COLUMNS, plots),
      await writeCsv(join(dir, 'tree_sales.csv'), SALE_COLUMNS, sales),
    ];
    const q = questionSet('christmastrees');
    const plotOf = new Map(plots.map((p) => [p.id, p]));
    const sold = (s: Sale) => s.status === 'Sold';
    const tree = (s: Sale) => s.plot !== null;
    const price = (s: Sale) => s.price;
    const season = (y: string) => (s: Sale) => s.date.startsWith(y);
    const field = (s: Sale) => (s.plot === null ? null : plotOf.get(s.plot)!.field);

    q.ask('How many sale lines are there altogether?', count(sales.length));
    q.ask('How many trees did we sell in the 2025 season (not counting cancelled or refunded)?', count(countWhere(sales, (s) => tree(s) && sold(s) && season('2025')(s))));
    q.ask('How many plots have we got?', count(plots.length));
    q.ask('Total trees planted across all plots', count(sumOf(plots, (p) => p.trees)));
    q.ask('trees planted by variety', countsBy(groupBy(plots, (p) => p.variety, 'sum', (p) => p.trees)));
    q.ask('How many plots are in Top Field?', count(countWhere(plots, (p) => p.field === 'Top Field')));
    q.ask("How many trees are planted in No Man's Land?", count(sumOf(plots, (p) => p.trees, (p) => p.field === "No Man's Land")));
    q.ask('Total acreage by field', breakdown(groupBy(plots, (p) => p.field, 'sum', (p) => p.acres)));
    q.ask('Which field has the most trees planted?', winner(groupBy(plots, (p) => p.field, 'sum', (p) => p.trees)));
    q.ask('How many plots were planted before 2017?', count(countWhere(plots, (p) => p.planted < 2017)));
    q.ask('What were total takings from sold items in 2025, excluding delivery?', amount(sumOf(sales, price, (s) => sold(s) && season('2025')(s))));
    q.ask('Takings by season (sold only, no delivery charges)', breakdown(groupBy(sales, (s) => s.date.slice(0, 4), 'sum', price, sold)));
    q.ask('How much did we refund in the 2024 season?', amount(sumOf(sales, price, (s) => s.status === 'Refunded' && season('2024')(s))));
    q.ask('How many orders got cancelled?', count(countWhere(sales, (s) => s.status === 'Cancelled')));
    q.ask('lines by status', countsBy(groupBy(sales, (s) => s.status, 'count')));
    q.ask('What percentage of online orders were cancelled?', percent(percentOf(countWhere(sales, (s) => s.channel === 'Online' && s.status === 'Cancelled'), countWhere(sales, (s) => s.channel === 'Online'))));
    q.ask('Which tree variety sells best overall?', winner(groupBy(sales, (s) => s.product, 'count', undefined, (s) => tree(s) && sold(s))));
    q.ask('Trees sold by variety in 2025', countsBy(groupBy(sales, (s) => s.product, 'count', undefined, (s) => tree(s) && sold(s) && season('2025')(s))));
    q.ask('Average price of a sold Nordmann Fir', amount(avgOf(sales, price, (s) => sold(s) && s.product === 'Nordmann Fir')));
    q.ask('What is the average height of trees sold?', amount(avgOf(sales, (s) => s.height, sold), 2));
    q.ask('How many 10ft trees have we sold?', count(countWhere(sales, (s) => sold(s) && s.height === 10)));
    q.ask('Most expensive tree we have sold', amount(maxOf(sales, price, (s) => sold(s) && tree(s))));
    q.ask('How many wreaths did we sell in 2025?', count(countWhere(sales, (s) => s.product === 'Wreath' && sold(s) && season('2025')(s))));
    q.ask('Wreath takings across all seasons', amount(sumOf(sales, price, (s) => s.product === 'Wreath' && sold(s))));
    q.ask('How many lines have no plot filled in?', count(countWhere(sales, (s) => s.plot === null)));
    q.ask('How many deliveries did we do in 2025?', count(countWhere(sales, (s) => s.delivery && sold(s) && season('2025')(s))));
    q.ask('Total delivery charges collected on sold orders', amount(sumOf(sales, (s) => s.charge, sold)));
    q.ask('What share of sold trees were delivered?', percent(percentOf(countWhere(sales, (s) => tree(s) && sold(s) && s.delivery), countWhere(sales, (s) => tree(s) && sold(s)))));
    q.ask('Sold takings by channel', breakdown(groupBy(sales, (s) => s.channel, 'sum', price, sold)));
    q.ask('Which channel sold the fewest items in 2025?', winner(groupBy(sales, (s) => s.channel, 'count', undefined, (s) => sold(s) && season('2025')(s)), 'asc'));
    q.ask('What percentage of sold barn shop and field stall lines were paid in cash?', percent(percentOf(countWhere(sales, (s) => sold(s) && s.channel !== 'Online' && s.payment === 'Cash'), countWhere(sales, (s) => sold(s) && s.channel !== 'Online'))));
    q.ask('Which field did we sell the most trees from?', winner(groupBy(sales, field, 'count', undefined, sold)));
    q.ask('Trees sold per field in the 2024 season', countsBy(groupBy(sales, field, 'count', undefined, (s) => sold(s) && season('2024')(s))));
    q.ask('Top 3 plots by takings from sold trees', ranking(ranked(groupBy(sales, (s) => s.plot, 'sum', price, sold), 3)));
    q.ask('Takings from trees grown in Church Field', amount(sumOf(sales, price, (s) => sold(s) && field(s) === 'Church Field')));
    q.ask('How many trees have we sold from plots planted in 2015?', count(countWhere(sales, (s) => sold(s) && s.plot !== null && plotOf.get(s.plot)!.planted === 2015)));
    q.ask('How many plots have sold more than 40 trees in total?', count([...groupBy(sales, (s) => s.plot, 'count', undefined, sold).values()].filter((n) => n > 40).length));
    q.ask('What was the busiest day of the 2025 season?', day(ranked(groupBy(sales, (s) => s.date, 'count', undefined, season('2025')), 1)[0]));
    q.ask('How many items did we sell in the last 30 days?', count(countWhere(sales, (s) => sold(s) && s.date >= '2026-11-01' && s.date <= '2026-11-30')));
    q.ask("What have we taken so far this season?", amount(sumOf(sales, price, (s) => sold(s) && season('2026')(s))));
    q.ask('When was the first sale of the 2025 season?', day(dateRange(sales, (s) => s.date, season('2025')).first));
    q.ask('When was our last sale in 2024?', day(dateRange(sales, (s) => s.date, season('2024')).last));
    q.ask('How many trees did we sell between 1 and 14 December 2025?', count(countWhere(sales, (s) => tree(s) && sold(s) && s.date >= '2025-12-01' && s.date <= '2025-12-14')));
    q.ask('How many Blue Spruce were sold on weekends in 2025?', count(countWhere(sales, (s) => s.product === 'Blue Spruce' && sold(s) && season('2025')(s) && [0, 6].includes(new Date(`${s.date}T00:00:00Z`).getUTCDay()))));
    q.ask('Average delivery charge on sold orders that were delivered', amount(avgOf(sales, (s) => s.charge, sold)));
    q.ask('How many tree stands were refunded?', count(countWhere(sales, (s) => s.product === 'Tree Stand' && s.status === 'Refunded')));
    const fraser = q.ask('How many Fraser Firs did we sell in 2024?', count(countWhere(sales, (s) => s.product === 'Fraser Fir' && sold(s) && season('2024')(s))));
    q.followUp(fraser, 'and in 2025?', count(countWhere(sales, (s) => s.product === 'Fraser Fir' && sold(s) && season('2025')(s))));
    const pot = q.ask('Takings from pot-grown Nordmanns in the 2025 season', amount(sumOf(sales, price, (s) => s.product === 'Pot-grown Nordmann' && sold(s) && season('2025')(s))));
    q.followUp(pot, 'how about Norway Spruce?', amount(sumOf(sales, price, (s) => s.product === 'Norway Spruce' && sold(s) && season('2025')(s))));

    q.ask('What profit did we make per tree in 2025?', decline('no costs: seedlings, labour and netting costs are not recorded'));
    q.ask('How many trees did we sell in the 2023 season?', decline('sales start in November 2024'));
    q.ask('How many trees will we sell this Christmas in total?', decline('a forecast: the 2026 season has only just begun'));
    q.ask('Which customers come back every year?', decline('no customer names or ids'));
    q.ask('How many trees are still standing in Top Field?', decline('no stock count or felling record; trees planted is not trees left'));
    q.ask('What was the average time to deliver a tree?', decline('no delivery times'));
    q.ask('How many hours did the staff work on the busiest Saturday?', decline('no staff hours'));
    q.ask('What did we spend on fertiliser this year?', decline('no fertiliser or spending data'));
    q.ask('Which postcode orders the most trees online?', decline('no postcodes'));
    q.ask('How tall are the trees in Beck Side now?', decline('no current tree heights in the plots table'));
    q.ask('How many trees did the farm dog knock over?', decline('not recorded'));
    return { files, questions: q.questions };
  },
};
