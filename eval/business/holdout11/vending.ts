// A vending machine operator: 180 machines (CSV), about 4,900 restock visits (XLSX laid out as the
// route software exports it: a title line, an export note, a blank row, the table and a TOTAL
// line at the bottom, restock dates as Excel dates) and 160,000 sales (CSV, prices written as text
// with a pound sign, "£1.20", and times written "14/03/2025 14:22"), January to June 2025, all
// sharing the machine number. Traps: machine numbers and transaction ids that look numeric, the
// TOTAL line of the restock sheet (summing it doubles every total), a site named "Total Fitness
// Leeds", a location type called "Other", blank expired-unit counts, and units in headers.
import { join } from 'node:path';
import { avgOf, busiestMonth, countWhere, groupBy, medianOf, percentOf, quarterOf, ranked, sumOf } from '../compute.ts';
import { amount, breakdown, count, decline, month, percent, ranking, winner, questionSet } from '../question-set.ts';
import { createRandom } from '../random.ts';
import { writeCsv, writeXlsxGrids, type Column, type GridCell } from '../tables.ts';
import type { BusinessSchema } from '../types.ts';

interface Machine {
  no: number;
  site: string;
  type: string;
  city: string;
  model: string;
  slots: number;
  installed: string;
}

interface Restock {
  day: string;
  machine: number;
  driver: string;
  units: number;
  cost: number;
  expired: number | null;
}

interface Sale {
  id: number;
  machine: number;
  at: string;
  product: string;
  category: string;
  price: number;
  payment: string;
}

const CITIES = ['Leeds', 'Manchester', 'Sheffield', 'York', 'Bradford', 'Liverpool'];
// location type, weight, site name stems, sales activity
const TYPES: [string, number, string[], number][] = [
  ['Office', 30, ['Business Park', 'House', 'Plaza', 'Court', 'Tower'], 1],
  ['School', 18, ['Academy', 'High School', 'College', 'Grammar School'], 0.8],
  ['Hospital', 14, ['General Hospital', 'Infirmary', 'Health Centre'], 1.4],
  ['Station', 16, ['Station', 'Bus Interchange', 'Rail Concourse'], 1.8],
  ['Gym', 12, ['Leisure Centre', 'Fitness Club', 'Sports Hub'], 0.9],
  ['Other', 10, ['Library', 'Car Wash', 'Community Hall', 'Hotel Lobby'], 0.7],
];
const MODELS: [string, number][] = [['VendPro 500', 40], ['SnackMaster X', 36], ['CoolBox 2', 24]];
// product, category, base price
const PRODUCTS: [string, string, number, number][] = [
  ['Ready Salted Crisps', 'Snacks', 1.0, 10], ['Salt & Vinegar Crisps', 'Snacks', 1.0, 8], ['Cheese Puffs', 'Snacks', 1.1, 5], ['Pretzels', 'Snacks', 1.2, 4],
  ['Cola 330ml', 'Drinks', 1.5, 11], ['Diet Cola 330ml', 'Drinks', 1.5, 7], ['Still Water 500ml', 'Drinks', 1.0, 9], ['Orange Juice', 'Drinks', 1.8, 4],
  ['Iced Coffee', 'Drinks', 2.2, 5], ['Energy Drink', 'Drinks', 2.0, 6], ['Chocolate Bar', 'Confectionery', 1.1, 9], ['Caramel Bar', 'Confectionery', 1.1, 5],
  ['Mints', 'Confectionery', 0.8, 3], ['Fruit Gums', 'Confectionery', 1.0, 4], ['Protein Bar', 'Healthy', 2.4, 4], ['Nut Mix', 'Healthy', 1.9, 3],
  ['Rice Cakes', 'Healthy', 1.3, 2], ['Phone Charging Cable', 'Other', 6.0, 0.6], ['Hand Sanitiser', 'Other', 2.5, 0.8],
];
const DRIVERS = ['Gary Holt', 'Priya Shah', 'Tomasz Nowak', 'Aisha Bello', 'Kieran Doyle', 'Megan Price'];

const money = (n: number) => `£${n.toFixed(2)}`;
/** "14/03/2025 14:22", as the telemetry export writes a sale's time. */
const ukTime = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;

/** Plain code-unit order: the ISO-like timestamps sort the same as with localeCompare, many times faster. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function generate(): { machines: Machine[]; restocks: Restock[]; sales: Sale[] } {
  const random = createRandom(91_476);
  const machines: Machine[] = [];
  const sites = new Set<string>(['Total Fitness Leeds']);
  for (let i = 0; i < 180; i++) {
    const [type, , stems] = i === 23 ? TYPES[4] : random.weighted(TYPES, TYPES.map((t) => t[1]));
    const city = i === 23 ? 'Leeds' : random.pick(CITIES);
    let site = i === 23 ? 'Total Fitness Leeds' : '';
    while (!site || (i !== 23 && sites.has(site))) site = `${random.pick(['North', 'South', 'East', 'West', 'Central', 'Riverside', 'Park', 'Kings', 'Queens', 'Victoria'])} ${city} ${random.pick(stems)}`;
    sites.add(site);
    machines.push({ no: 3_001 + i, site, type, city, model: random.weighted(MODELS.map((m) => m[0]), MODELS.map((m) => m[1])), slots: random.pick([32, 40, 48, 60]), installed: random.date('2019-03-01', '2024-12-15') });
  }
  const activity = machines.map((m) => TYPES.find((t) => t[0] === m.type)![3] * (0.5 + random.next()));
  const sales: Sale[] = [];
  for (let i = 0; i < 160_000; i++) {
    const m = random.weighted(machines, activity);
    let day = random.date('2025-01-01', '2025-06-30');
    if (m.type === 'School' && random.chance(0.5)) day = random.date('2025-01-06', '2025-03-28');
    const [product, category, base] = random.weighted(PRODUCTS, PRODUCTS.map((p) => p[3] * (m.type === 'Gym' && p[1] === 'Healthy' ? 4 : 1) * (m.type === 'School' && p[0] === 'Energy Drink' ? 0.05 : 1)));
    const price = m.type === 'Station' ? Math.round(base * 1.2 * 20) / 20 : base;
    const hour = m.type === 'Office' || m.type === 'School' ? random.int(7, 17) : random.int(6, 22);
    const at = `${day} ${String(hour).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const payment = random.weighted(['Card', 'Cash', 'App'], m.type === 'School' ? [35, 55, 10] : [62, 18, 20]);
    sales.push({ id: 0, machine: m.no, at, product, category, price, payment });
  }
  sales.sort((a, b) => byText(a.at, b.at) || a.machine - b.machine);
  sales.forEach((s, i) => (s.id = 6_000_001 + i));
  const restocks: Restock[] = [];
  for (const [i, m] of machines.entries()) {
    const visits = Math.max(8, Math.round(activity[i] * random.float(18, 30, 1)));
    for (let v = 0; v < visits; v++) {
      const units = random.int(Math.round(m.slots * 0.25), Math.round(m.slots * 1.2));
      restocks.push({
        day: random.date('2025-01-02', '2025-06-30'),
        machine: m.no,
        driver: random.pick(DRIVERS),
        units,
        cost: Math.round(units * random.float(0.45, 0.75, 3) * 100) / 100,
        expired: random.chance(0.3) ? null : random.int(0, 6),
      });
    }
  }
  restocks.sort((a, b) => byText(a.day, b.day) || a.machine - b.machine);
  return { machines, restocks, sales };
}

const MACHINE_COLUMNS: Column<Machine>[] = [
  { header: 'Machine No', value: (m) => m.no },
  { header: 'Site Name', value: (m) => m.site },
  { header: 'Location Type', value: (m) => m.type },
  { header: 'City', value: (m) => m.city },
  { header: 'Model', value: (m) => m.model },
  { header: 'Capacity (slots)', value: (m) => m.slots },
  { header: 'Installed', value: (m) => m.installed },
];

const SALE_COLUMNS: Column<Sale>[] = [
  { header: 'Txn ID', value: (s) => s.id },
  { header: 'Machine No', value: (s) => s.machine },
  { header: 'Sold At', value: (s) => ukTime(s.at) },
  { header: 'Product', value: (s) => s.product },
  { header: 'Category', value: (s) => s.category },
  { header: 'Price', value: (s) => money(s.price) },
  { header: 'Payment', value: (s) => s.payment },
];

function restockGrid(restocks: Restock[]): GridCell[][] {
  const total = (f: (r: Restock) => number | null) => Math.round(restocks.reduce((n, r) => n + (f(r) ?? 0), 0) * 100) / 100;
  return [
    ['Restock log - all routes, January to June 2025'],
    ['Exported from RouteManager on 2025-07-02'],
    [],
    ['Restock Date', 'Machine No', 'Driver', 'Units Loaded', 'Stock Cost (£)', 'Expired Units Removed'],
    ...restocks.map((r) => [new Date(`${r.day}T00:00:00Z`), r.machine, r.driver, r.units, r.cost, r.expired]),
    ['TOTAL', null, null, total((r) => r.units), total((r) => r.cost), total((r) => r.expired)],
  ];
}

export const vending: BusinessSchema = {
  name: 'vending',
  description: "A vending operator's 180 machines (CSV), restock visits (XLSX export with a title and a TOTAL line) and 160,000 sales with prices in pounds (CSV), Jan-Jun 2025, sharing the machine number",
  async build(dir) {
    const { machines, restocks, sales } = generate();
    const files = [
      await writeCsv(join(dir, 'machines.csv'), MACHINE_COLUMNS, machines),
      await writeXlsxGrids(join(dir, 'restock_log.xlsx'), [{ name: 'Restocks', grid: restockGrid(restocks) }], restocks.length),
      await writeCsv(join(dir, 'sales_transactions.csv'), SALE_COLUMNS, sales),
    ];
    const q = questionSet('vending');
    const machineOf = new Map(machines.map((m) => [m.no, m]));
    const mac = (s: { machine: number }) => machineOf.get(s.machine)!;
    const price = (s: Sale) => s.price;
    const inMonth = (m: string) => (s: Sale) => s.at.startsWith(m);

    q.ask('How many sales transactions do we have?', count(sales.length));
    q.ask('How many machines do we operate?', count(machines.length));
    q.ask('What was our total sales revenue?', amount(sumOf(sales, price)));
    q.ask('How much did the machines take in March?', amount(sumOf(sales, price, inMonth('2025-03'))));
    q.ask('revenue by product category', breakdown(groupBy(sales, (s) => s.category, 'sum', price)));
    q.ask('Top 5 products by number sold', ranking(ranked(groupBy(sales, (s) => s.product, 'count'), 5)));
    q.ask("What's the best-selling product in hospitals?", winner(groupBy(sales, (s) => s.product, 'count', undefined, (s) => mac(s).type === 'Hospital')));
    q.ask('Which site took the most money?', winner(groupBy(sales, (s) => mac(s).site, 'sum', price)));
    q.ask('Revenue by location type', breakdown(groupBy(sales, (s) => mac(s).type, 'sum', price)));
    q.ask('What share of transactions were paid by card?', percent(percentOf(countWhere(sales, (s) => s.payment === 'Card'), sales.length)));
    q.ask('How much cash did we take in Q2?', amount(sumOf(sales, price, (s) => s.payment === 'Cash' && quarterOf(s.at) === 2)));
    q.ask('average transaction value', amount(avgOf(sales, price)));
    q.ask('What is the average price of a drink at stations?', amount(avgOf(sales, price, (s) => s.category === 'Drinks' && mac(s).type === 'Station')));
    q.ask('Which month had the most sales?', month(busiestMonth(sales, (s) => s.at)));
    q.ask('How many items did we sell between 14 April and 20 April 2025?', count(countWhere(sales, (s) => s.at >= '2025-04-14' && s.at < '2025-04-21')));
    q.ask('Sales since 1 June 2025', count(countWhere(sales, (s) => s.at >= '2025-06-01')));
    q.ask('How many sales did the Total Fitness Leeds machine make?', count(countWhere(sales, (s) => mac(s).site === 'Total Fitness Leeds')));
    q.ask('How many restock visits were made?', count(restocks.length));
    q.ask('How many units were loaded in total across all restocks?', count(sumOf(restocks, (r) => r.units)));
    q.ask('Total stock cost of restocks in pounds', amount(sumOf(restocks, (r) => r.cost)));
    q.ask('Which driver did the most restocks?', winner(groupBy(restocks, (r) => r.driver, 'count')));
    q.ask('Average units loaded per restock visit', amount(avgOf(restocks, (r) => r.units), 1));
    q.ask('How many expired units were removed?', count(sumOf(restocks, (r) => r.expired)));
    q.ask('How many restocks happened in April 2025?', count(countWhere(restocks, (r) => r.day.startsWith('2025-04'))));
    q.ask('How many units were loaded into school machines?', count(sumOf(restocks, (r) => r.units, (r) => mac(r).type === 'School')));
    q.ask('revenue by city', breakdown(groupBy(sales, (s) => mac(s).city, 'sum', price)));
    q.ask('How much more did we take in sales than we spent on restock stock?', amount(sumOf(sales, price) - sumOf(restocks, (r) => r.cost)));
    q.ask('Which city has the most machines?', winner(groupBy(machines, (m) => m.city, 'count')));
    q.ask('Average capacity in slots by machine model', breakdown(groupBy(machines, (m) => m.model, 'avg', (m) => m.slots), 1));
    const office = q.ask('How much did office machines take in May?', amount(sumOf(sales, price, (s) => mac(s).type === 'Office' && inMonth('2025-05')(s))));
    q.followUp(office, 'and in June?', amount(sumOf(sales, price, (s) => mac(s).type === 'Office' && inMonth('2025-06')(s))));
    const drinks = q.ask('How many drinks were sold at stations?', count(countWhere(sales, (s) => s.category === 'Drinks' && mac(s).type === 'Station')));
    q.followUp(drinks, 'And at schools?', count(countWhere(sales, (s) => s.category === 'Drinks' && mac(s).type === 'School')));
    q.ask('How many sales came from machines at Other locations?', count(countWhere(sales, (s) => mac(s).type === 'Other')));
    q.ask('What is the most common payment method at school machines?', winner(groupBy(sales, (s) => s.payment, 'count', undefined, (s) => mac(s).type === 'School')));
    q.ask('median sale price', amount(medianOf(sales, price)));
    q.ask('How many protein bars were sold at gyms?', count(countWhere(sales, (s) => s.product === 'Protein Bar' && mac(s).type === 'Gym')));
    q.ask('Which product category brings in the least revenue?', winner(groupBy(sales, (s) => s.category, 'sum', price), 'asc'));
    q.ask('Top 3 machine models by revenue', ranking(ranked(groupBy(sales, (s) => mac(s).model, 'sum', price), 3)));
    q.ask('How many sales were paid through the app in February?', count(countWhere(sales, (s) => s.payment === 'App' && inMonth('2025-02')(s))));

    q.ask('Which machines broke down most often?', decline('no fault or downtime data'));
    q.ask('How old are the customers who buy energy drinks?', decline('no customer data'));
    q.ask('When do the protein bars in machine 3010 expire?', decline('no expiry dates'));
    q.ask('How much do we pay our drivers?', decline('no wage data'));
    q.ask('How much fuel did the restock vans use?', decline('no fuel data'));
    q.ask('What were our sales in December 2024?', decline('sales start in January 2025'));
    q.ask('How much revenue will we make in July?', decline('a forecast'));
    q.ask('Which products ran out of stock most often?', decline('no stock level per product'));
    q.ask('How much commission do we pay the site hosts?', decline('no commission data'));
    q.ask('What is the fridge temperature in the CoolBox machines?', decline('no temperature telemetry'));
    q.ask('Why were some machines moved to new sites?', decline('no relocation record or reason'));
    return { files, questions: q.questions };
  },
};
